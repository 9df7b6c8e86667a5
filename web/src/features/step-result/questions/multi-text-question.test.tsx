import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { descriptionOf, question, questionBox, renderForm, submit, type } from './test-helpers.tsx';

const m = messages.steps;
// The question is optional; the first box is required on its own, the third has no prompt.
const essay = question({
  id: 9,
  title: '자기소개',
  input_type: 'multi_text',
  required: 'N',
  no_paste: true,
  details: [
    { id: 91, content: '지원 동기', required: 'Y', min_length: 5, max_length: 20 },
    { id: 92, content: '입사 후 포부', max_length: 300 },
    { id: 93, content: '' },
  ],
});
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('multi_text questions', () => {
  it("renders one labelled area per detail inside the question's group, with its range and counter", () => {
    renderForm([essay]);
    const boxes = within(questionBox('자기소개')).getAllByRole('textbox');
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toBe(box('지원 동기'));
    expect(boxes[1]).toBe(box('입사 후 포부'));
    expect(boxes[2]).toBe(box(m.boxLabel(3)));
    expect(boxes.every((b) => b.tagName === 'TEXTAREA')).toBe(true);
    expect(box('지원 동기').getAttribute('maxlength')).toBe('20');
    expect(box('지원 동기').getAttribute('aria-required')).toBe('true');
    expect(box('입사 후 포부').getAttribute('aria-required')).toBeNull();
    expect(descriptionOf(box('지원 동기'))).toBe(`${m.charCount(5, 20)} ${m.charCounter(0, 20)}`);
    expect(descriptionOf(box('입사 후 포부'))).toBe(`${m.charCount(0, 300)} ${m.charCounter(0, 300)}`);
    expect(descriptionOf(box(m.boxLabel(3)))).toBe(m.charCounter(0, 20_000));
  });

  it('counts what is typed, per box', async () => {
    renderForm([essay]);
    await type(box('지원 동기'), '공익을 위해');
    expect(descriptionOf(box('지원 동기'))).toContain(m.charCounter(6, 20));
    expect(descriptionOf(box('입사 후 포부'))).toContain(m.charCounter(0, 300));
  });

  it('refuses a submit with an empty required box, names the box and focuses it', async () => {
    const { onSubmit } = renderForm([essay]);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const message = m.boxError('지원 동기', m.required);
    expect(descriptionOf(box('지원 동기'))).toContain(message);
    expect(box('지원 동기').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('지원 동기'));
    await type(box('지원 동기'), '짧음');
    expect(descriptionOf(box('지원 동기'))).toContain(m.boxError('지원 동기', m.tooShort(5)));
  });

  it('submits { items: [{ answer, target_id }] }, one per detail in order', async () => {
    const { onSubmit } = renderForm([essay]);
    await type(box('입사 후 포부'), '전문가로 성장하겠습니다');
    await type(box('지원 동기'), '공공의 가치를 위해');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      '9': {
        items: [
          { answer: '공공의 가치를 위해', target_id: 91 },
          { answer: '전문가로 성장하겠습니다', target_id: 92 },
          { answer: '', target_id: 93 },
        ],
      },
    });
  });

  it('starts from the stored boxes, whatever their order, and edits one without the others', async () => {
    const { onSubmit } = renderForm([essay], {
      answers: {
        '9': {
          items: [
            { answer: '포부입니다', target_id: 92 },
            { answer: '동기입니다 다섯', target_id: 91 },
          ],
        },
      },
    });
    expect(box('지원 동기').value).toBe('동기입니다 다섯');
    expect(box('입사 후 포부').value).toBe('포부입니다');
    await type(box(m.boxLabel(3)), '그 밖의 말');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      '9': {
        items: [
          { answer: '동기입니다 다섯', target_id: 91 },
          { answer: '포부입니다', target_id: 92 },
          { answer: '그 밖의 말', target_id: 93 },
        ],
      },
    });
  });

  it('refuses a paste when the question says no_paste, and says so', async () => {
    renderForm([essay]);
    let pasted = true;
    await act(async () => {
      pasted = fireEvent.paste(box('입사 후 포부'));
    });
    expect(pasted).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(m.pasteBlocked);
    expect(descriptionOf(box('입사 후 포부'))).toContain(m.pasteBlocked);
  });

  it("says so when a paste is cut at a box's max_length, where pasting is allowed (ux.md p10)", () => {
    renderForm([{ ...essay, no_paste: false }]);
    fireEvent.paste(box('지원 동기'), { clipboardData: { getData: () => '가'.repeat(30) } });
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(messages.formPage.pasteTruncated(20));
    expect(descriptionOf(box('지원 동기'))).toContain(note.textContent);
  });

  it("reads each box's prompt and answer back in view mode", () => {
    renderForm([essay], {
      mode: 'view',
      answers: {
        '9': {
          items: [
            { answer: '공공의 가치를 위해', target_id: 91 },
            { answer: '  ', target_id: 92 },
          ],
        },
      },
    });
    const item = screen.getByText('자기소개', { selector: 'dt' }).parentElement!;
    const boxes = Array.from(item.querySelectorAll('dd dt')).map((t) => `${t.textContent}=${t.nextElementSibling?.textContent ?? ''}`);
    expect(boxes).toEqual(['지원 동기=공공의 가치를 위해', `입사 후 포부=${m.noAnswer}`, `${m.boxLabel(3)}=${m.noAnswer}`]);
  });

  it('reads a multi_text answer with every box empty as no answer', () => {
    renderForm([essay], { mode: 'view', answers: { '9': { items: [{ answer: '', target_id: 91 }] } } });
    const item = screen.getByText('자기소개', { selector: 'dt' }).parentElement!;
    expect(within(item).getByText(m.noAnswer)).toBeTruthy();
    expect(within(item).queryByText('지원 동기')).toBeNull();
  });
});
