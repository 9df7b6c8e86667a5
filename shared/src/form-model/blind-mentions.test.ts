import { describe, expect, it } from 'vitest';
import { BLIND_MASK, findBlindMentions, maskBlindText } from './blind-mentions.ts';

const found = (text: string) => findBlindMentions(text).map((m) => [m.kind, m.content]);

describe('school names and relatives’ jobs in an answer (blind hiring)', () => {
  it('finds a school of the catalogue, short or full, and a name before a school kind', () => {
    expect(found('서울대에서 협업을 배웠습니다.')).toEqual([['school', '서울대']]);
    expect(found('연세대학교 경영학과를 졸업하고')).toEqual([['school', '연세대학교']]);
    expect(found('저는 한국대학교를 다니며 동아리를 운영했습니다.')).toEqual([['school', '한국대학교']]);
    expect(found('○○시 서울과학고등학교 시절')).toEqual([['school', '서울과학고등학교']]);
    expect(found('대원외고 출신으로')).toEqual([['school', '대원외고']]);
    expect(found('한빛중학교까지 축구를 했고')).toEqual([['school', '한빛중학교']]);
    expect(found('KAIST 석사 과정에서')).toEqual([['school', 'KAIST']]);
    expect(found('I studied at Korea University.')).toEqual([['school', 'Korea University']]);
  });

  it('leaves alone a school kind without a name and words that only contain one', () => {
    for (const text of [
      '대학교 재학 중 인턴을 했습니다.',
      '고등학교 때부터 코딩을 좋아했습니다.',
      '전문대학을 졸업하고 바로 취업했습니다.',
      '방송통신대학교에서 공부하며',
      '명문대학에 가지 못했지만',
      '대학생 기자단으로 활동했습니다.',
      '서울대공원에서 봉사를 했고 세종대왕의 애민 정신을 배웠습니다.',
      '고려대장경 전시를 보았습니다.',
      '국민대표로 참석했고 중앙대책본부에서 일했습니다.',
      '아주대단한 경험이었습니다.',
      '해외대학 교류 프로그램',
      '대학원생 조교로 일했습니다.',
      'KAISTIAN 모임',
      'JOHN SMITH, SKY BLUE',
    ])
      expect(found(text), text).toEqual([]);
  });

  it("finds a relative's job or workplace in the relative's clause", () => {
    expect(found('아버지는 교사이십니다.')).toEqual([['family', '아버지는 교사이십니다']]);
    expect(found('어머니께서 한국전력에 근무하셔서 공기업에 관심이 많았습니다.')).toEqual([['family', '어머니께서 한국전력에 근무하셔서']]);
    expect(found('저희 부모님께서는 두 분 모두 공무원이셨습니다.')).toEqual([['family', '부모님께서는 두 분 모두 공무원이셨습니다']]);
    expect(found('아버지의 직업은 경찰관이었고')).toEqual([['family', '아버지의 직업은 경찰관이었고']]);
    expect(found('제 형은 삼성에 다니십니다.')).toEqual([['family', '형은 삼성에 다니십니다']]);
    // To the end of the word; both relatives of one sentence hidden as one span.
    expect(found('아버지는 초등학교 교사이시고 어머니는 간호사입니다.')).toEqual([['family', '아버지는 초등학교 교사이시고 어머니는 간호사입니다']]);
    // A school in a relative's clause is part of it.
    expect(found('아버지께서 서울대 교수로 재직하셨습니다.')).toEqual([['family', '아버지께서 서울대 교수로 재직하셨습니다']]);
  });

  it("leaves alone a relative without a job, a job without a relative, and the next sentence's job", () => {
    for (const text of [
      '아버지는 늘 성실함을 강조하셨습니다.',
      '어머니와 함께 등산을 다녔습니다.',
      '교사가 되는 것이 꿈이었습니다.',
      '유형은 다양했고 근무 환경도 좋았습니다.',
      '동생에게 수학을 가르치며 교사의 꿈을 키웠습니다.',
      '아버지는 엄하셨습니다. 저는 공무원이 되고 싶습니다.',
      '아버지와 의사소통하는 법을 배웠습니다.',
    ])
      expect(found(text), text).toEqual([]);
  });

  it('gives offsets into the text', () => {
    const text = '저는 한국대학교를 졸업했고 아버지는 교사입니다.';
    for (const m of findBlindMentions(text)) expect(text.slice(m.start, m.end)).toBe(m.content);
  });
});

describe('masking', () => {
  it('masks each mention and the extra words, keeping the rest as written', () => {
    expect(maskBlindText('저는 한국대학교를 졸업했고 아버지는 교사입니다.')).toBe(`저는 ${BLIND_MASK}를 졸업했고 ${BLIND_MASK}.`);
    expect(maskBlindText('고향 광주에서 자랐습니다.', ['광주'])).toBe(`고향 ${BLIND_MASK}에서 자랐습니다.`);
    // Overlapping spans become one mask; a word in any case.
    expect(maskBlindText('서울대학교 Kaist', ['서울대', 'kaist'])).toBe(`${BLIND_MASK} ${BLIND_MASK}`);
    expect(maskBlindText('협업을 배웠습니다.', [])).toBe('협업을 배웠습니다.');
  });
});
