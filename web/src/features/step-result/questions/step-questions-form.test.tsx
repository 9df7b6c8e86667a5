import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { click, descriptionOf, question, questionBox, renderForm, submit, type } from './test-helpers.tsx';

const m = messages.steps;

const checkbox = question({
  id: 1,
  title: '관심 분야',
  input_type: 'checkbox',
  details: [
    { id: 11, content: '기획' },
    { id: 12, content: '개발' },
  ],
});

describe('submitting: the shared check, its messages and the focus', () => {
  it('refuses a required checkbox with nothing chosen and says so beside it', async () => {
    const { onSubmit } = renderForm([checkbox]);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(m.invalidEntries);
    const first = screen.getByRole('checkbox', { name: '기획' });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(first)).toContain(m.required);
    expect(document.activeElement).toBe(first);
  });

  it('clears the message as soon as the answer is fixed and sends the chosen options by question id', async () => {
    const { onSubmit } = renderForm([checkbox]);
    await submit();
    await click(screen.getByRole('checkbox', { name: '개발' }));
    expect(screen.queryByText(m.required)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '1': { selected: [12] } });
  });

  it('focuses the first invalid question in page order, not the first one answered wrongly', async () => {
    const text = question({ id: 2, title: '지원 동기', input_type: 'text', details: [{ id: 21, content: '', max_length: 30 }] });
    renderForm([text, checkbox]);
    await submit();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '지원 동기' }));
  });

  it('shows the server refusals beside their questions', async () => {
    renderForm([checkbox], { serverIssues: [{ questionId: 1, message: '선택할 수 없는 항목입니다' }] });
    expect(descriptionOf(screen.getByRole('checkbox', { name: '기획' }))).toContain('선택할 수 없는 항목입니다');
  });

  it('refuses the same choice in two questions of a duplicate group with the department wording', async () => {
    const wish = (id: number, title: string) =>
      question({ id, title, input_type: 'radio', duplicate_group: 'dept', duplicate_kind: 'department', details: [{ id: id * 10 + 1, content: '인사팀' }, { id: id * 10 + 2, content: '재무팀' }] });
    const { onSubmit } = renderForm([wish(3, '1지망'), wish(4, '2지망')]);
    await click(within(questionBox('1지망')).getByRole('radio', { name: '인사팀' }));
    await click(within(questionBox('2지망')).getByRole('radio', { name: '인사팀' }));
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(m.duplicateDepartment);
  });
});

describe('the submit button', () => {
  it('reads the reason instead of its text and stays disabled when submitting is impossible', () => {
    renderForm([checkbox], { submitDisabled: m.notRegistrationPeriod });
    expect((screen.getByRole('button', { name: m.notRegistrationPeriod }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads the busy text while the answers are being sent', () => {
    renderForm([checkbox], { busy: true });
    expect((screen.getByRole('button', { name: '답변을 제출하는 중입니다' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('text questions', () => {
  const text = (max: number, extra: Record<string, unknown> = {}) =>
    question({ id: 5, title: '자기소개', input_type: 'text', details: [{ id: 51, content: '', min_length: 10, max_length: max }], ...extra });

  it('is one line up to 50 characters and a counted 10-row area above, with the character range as help', async () => {
    renderForm([text(50)]);
    const line = screen.getByRole('textbox', { name: '자기소개' });
    expect(line.tagName).toBe('INPUT');
    expect(line.getAttribute('maxlength')).toBe('50');
    expect(descriptionOf(line)).toContain(m.charCount(10, 50));
  });

  it('counts the characters of a long answer and refuses one under min_length', async () => {
    const { onSubmit } = renderForm([text(500)]);
    const area = screen.getByRole('textbox', { name: '자기소개' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(10);
    await type(area, '짧은 글');
    expect(descriptionOf(area)).toContain(m.charCounter(4, 500));
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(area)).toContain(m.tooShort(10));
  });

  it('blocks pasting where no_paste is set and says why', async () => {
    renderForm([text(500, { no_paste: true })]);
    const area = screen.getByRole('textbox', { name: '자기소개' });
    const allowed = fireEvent.paste(area, { clipboardData: { getData: () => '붙여넣은 글' } });
    expect(allowed).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(m.pasteBlocked);
  });

  it('lets pasting through where no_paste is not set', () => {
    renderForm([text(500)]);
    expect(fireEvent.paste(screen.getByRole('textbox', { name: '자기소개' }), { clipboardData: { getData: () => 'x' } })).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('choices with Other, alerts and agreements', () => {
  const radio = question({
    id: 6,
    title: '최종 학력',
    input_type: 'radio',
    details: [
      { id: 61, content: '학사' },
      { id: 62, content: '석사' },
      { id: 63, content: '기타' },
    ],
    alerts: [{ detail_id: 62, message: '졸업증명서는 3월 31일까지 제출해 주세요' }],
  });

  it("asks for the 'Other' text only while '기타' is chosen, and requires it then", async () => {
    const { onSubmit } = renderForm([radio]);
    expect(screen.queryByRole('textbox', { name: m.otherOpinion })).toBeNull();
    await click(screen.getByRole('radio', { name: '기타' }));
    const other = screen.getByRole('textbox', { name: m.otherOpinion });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(other)).toContain(m.required);
    await type(other, '전문학사');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '6': { selected: [63], etc: '전문학사' } });
  });

  it('drops the Other text when another option is chosen after it', async () => {
    const { onSubmit } = renderForm([radio], { answers: { '6': { selected: [63], etc: '전문학사' } } });
    await click(screen.getByRole('radio', { name: '학사' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '6': { selected: [61] } });
  });

  it("shows an option's alert as a note while it is chosen", async () => {
    renderForm([radio]);
    expect(screen.queryByRole('status')).toBeNull();
    await click(screen.getByRole('radio', { name: '석사' }));
    expect(screen.getByRole('status').textContent).toBe('졸업증명서는 3월 31일까지 제출해 주세요');
    await click(screen.getByRole('radio', { name: '학사' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says at once that the consent is required when the 'N' option is chosen, and refuses the submit", async () => {
    const agreement = question({
      id: 7,
      title: '개인정보 제3자 제공 동의',
      input_type: 'agreement',
      details: [
        { id: 71, content: '동의함', value: 'Y' },
        { id: 72, content: '동의하지 않음', value: 'N' },
      ],
    });
    const { onSubmit } = renderForm([agreement]);
    const refuse = screen.getByRole('radio', { name: '동의하지 않음' });
    await click(refuse);
    expect(descriptionOf(refuse)).toContain(m.agreementRequired);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    await click(screen.getByRole('radio', { name: '동의함' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '7': { selected: [71] } });
  });
});

describe('refused options', () => {
  it("says an option's refusal as soon as it is chosen, and refuses the submit with it", async () => {
    const member = question({
      id: 12,
      title: '협회 소속',
      input_type: 'radio',
      details: [
        { id: 121, content: '소속' },
        { id: 122, content: '비소속' },
      ],
      refusals: [{ detail_id: 122, message: '협회 소속 회원만 지원할 수 있습니다' }],
    });
    const { onSubmit } = renderForm([member]);
    const refused = screen.getByRole('radio', { name: '비소속' });
    await click(refused);
    expect(descriptionOf(refused)).toContain('협회 소속 회원만 지원할 수 있습니다');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('month-day questions', () => {
  const birthday = question({ id: 8, title: '기념일', input_type: 'month_day' });
  const inputs = () => [screen.getByRole('textbox', { name: '기념일 월' }), screen.getByRole('textbox', { name: '기념일 일' })] as HTMLInputElement[];

  it('takes two digits each and refuses a month over 12, then a day over 31', async () => {
    const { onSubmit } = renderForm([birthday]);
    const [month, day] = inputs();
    await type(month!, '1a3');
    expect(month!.value).toBe('13');
    await type(day!, '5');
    await submit();
    expect(descriptionOf(month!)).toContain(m.monthRange);
    await type(month!, '12');
    await type(day!, '32');
    await submit();
    expect(descriptionOf(day!)).toContain(m.dayRange);
    await type(day!, '25');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '8': { month: '12', day: '25' } });
  });
});

describe('show_if and disabled questions', () => {
  const parent = question({
    id: 9,
    title: '보훈 대상 여부',
    input_type: 'radio',
    details: [
      { id: 91, content: '비대상' },
      { id: 92, content: '대상' },
    ],
  });
  const child = question({ id: 10, title: '보훈 번호', input_type: 'text', details: [{ id: 101, content: '', max_length: 20 }], show_if: { question_id: 9, detail_id: 92 } });

  it('hides a question until its option is chosen; hidden, it is neither required nor sent', async () => {
    const { onSubmit } = renderForm([parent, child], { answers: { '10': { text: '이전 답' } } });
    expect(screen.queryByRole('textbox', { name: '보훈 번호' })).toBeNull();
    await click(screen.getByRole('radio', { name: '비대상' }));
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ '9': { selected: [91] } });
    await click(screen.getByRole('radio', { name: '대상' }));
    const shown = screen.getByRole('textbox', { name: '보훈 번호' });
    await type(shown, '');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(descriptionOf(shown)).toContain(m.required);
  });

  it('renders a disabled question disabled, does not require it and does not send it', async () => {
    const { onSubmit } = renderForm([checkbox, parent], { disabledIds: [1] });
    for (const box of within(questionBox('관심 분야')).getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
    await click(screen.getByRole('radio', { name: '대상' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '9': { selected: [92] } });
  });
});
