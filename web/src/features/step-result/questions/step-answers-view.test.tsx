import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { question, renderForm } from './test-helpers.tsx';

const m = messages.steps;

const questions = [
  question({ id: 1, title: '지원 동기', input_type: 'text', details: [{ id: 11, content: '', max_length: 1000 }] }),
  question({
    id: 2,
    title: '최종 학력',
    input_type: 'radio',
    details: [
      { id: 21, content: '학사' },
      { id: 22, content: '기타' },
    ],
  }),
  question({ id: 3, title: '경력 사항', input_type: 'text', details: [{ id: 31, content: '회사명|기간(시작)' }] }),
  question({ id: 4, title: '기념일', input_type: 'month_day' }),
  question({ id: 5, title: '졸업증명서', input_type: 'file' }),
  question({ id: 6, title: '추가 의견', input_type: 'text', required: 'N', details: [{ id: 61, content: '' }] }),
  question({ id: 7, title: '보훈 번호', input_type: 'text', show_if: { question_id: 2, detail_id: 21 } }),
];

const item = (title: string) => screen.getByText(title, { selector: 'dt' }).parentElement!;

describe('view mode', () => {
  it('reads every asked question back with its answer, or says there is none', () => {
    renderForm(questions, {
      mode: 'view',
      answers: {
        '1': { text: '성장하고 싶어서\n지원합니다' },
        '2': { selected: [22], etc: '전문학사' },
        '3': { rows: [['한국공사', '2020-03-01']] },
        '4': { month: '3', day: '15' },
        '5': { files: [{ id: 'f1', filepath: 'files/t/1/f1.pdf', filename: '졸업.pdf', filesize: 10 }] },
        '6': { text: '   ' },
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(item('지원 동기')).getByText(/성장하고 싶어서/).textContent).toBe('성장하고 싶어서\n지원합니다');
    expect(within(item('최종 학력')).getByRole('listitem').textContent).toBe('기타: 전문학사');
    const table = within(item('경력 사항')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['회사명', '기간(시작)']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['한국공사', '2020-03-01']);
    expect(item('기념일').querySelector('dd')!.textContent).toBe(`3${m.month} 15${m.day}`);
    const link = within(item('졸업증명서')).getByRole('link', { name: messages.uploads.download('졸업.pdf') });
    expect(link.getAttribute('href')).toContain('download?filepath=files%2Ft%2F1%2Ff1.pdf&filename=%EC%A1%B8%EC%97%85.pdf');
    expect(item('추가 의견').querySelector('dd')!.textContent).toBe(m.noAnswer);
    // Its show_if option was not chosen: the question was not asked.
    expect(screen.queryByText('보훈 번호')).toBeNull();
  });
});
