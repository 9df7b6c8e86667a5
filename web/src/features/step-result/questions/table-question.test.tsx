import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { kstToday } from '@portal/shared/form/date-bounds';
import { click, descriptionOf, question, questionBox, renderForm, submit, type } from './test-helpers.tsx';

const m = messages.steps;
const careers = question({ id: 20, title: '경력 사항', input_type: 'text', details: [{ id: 201, content: '회사명|기간(시작)|기간(종료)', max_length: 3 }] });
const cells = () => within(questionBox('경력 사항')).getAllByRole('textbox').concat(Array.from(document.querySelectorAll<HTMLInputElement>('input[type=date]'))) as HTMLInputElement[];
const addRow = () => screen.getByRole('button', { name: m.addRow }) as HTMLButtonElement;
const removeButtons = () => screen.getAllByRole('button', { name: /번째 행 삭제$/ }) as HTMLButtonElement[];

describe('table-type text questions', () => {
  it('names each cell by its column and row, with date columns as dates from 1900 to the end of next year', () => {
    renderForm([careers]);
    expect(screen.getByRole('textbox', { name: '회사명 1' })).toBeTruthy();
    const start = screen.getByLabelText('기간(시작) 1') as HTMLInputElement;
    expect(start.type).toBe('date');
    expect(start.min).toBe('1900-01-01');
    expect(start.max).toBe(`${Number(kstToday(new Date()).slice(0, 4)) + 1}-12-31`);
    expect(screen.getByRole('textbox', { name: '회사명 1' }).getAttribute('maxlength')).toBe('50');
  });

  it('adds rows up to details[0].max_length and keeps at least one', async () => {
    renderForm([careers]);
    expect(removeButtons()[0]!.disabled).toBe(true);
    await click(addRow());
    await click(addRow());
    expect(screen.getAllByRole('textbox', { name: /^회사명 \d$/ })).toHaveLength(3);
    expect(addRow().disabled).toBe(true);
    await click(screen.getByRole('button', { name: m.removeRow(2) }));
    expect(screen.getAllByRole('textbox', { name: /^회사명 \d$/ })).toHaveLength(2);
    expect(addRow().disabled).toBe(false);
  });

  it('requires every cell of a row and sends the rows once they are filled', async () => {
    const { onSubmit } = renderForm([careers]);
    await type(screen.getByRole('textbox', { name: '회사명 1' }), '한국공사');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByRole('textbox', { name: '회사명 1' }))).toContain(m.required);
    await type(screen.getByLabelText('기간(시작) 1'), '2020-03-01');
    await type(screen.getByLabelText('기간(종료) 1'), '2023-02-28');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '20': { rows: [['한국공사', '2020-03-01', '2023-02-28']] } });
  });

  it('removes the chosen row, keeping the others as they were', async () => {
    const { onSubmit } = renderForm([careers], {
      answers: {
        '20': {
          rows: [
            ['가', '2020-01-01', '2020-12-31'],
            ['나', '2021-01-01', '2021-12-31'],
          ],
        },
      },
    });
    expect(cells()).toHaveLength(6);
    await click(screen.getByRole('button', { name: m.removeRow(1) }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '20': { rows: [['나', '2021-01-01', '2021-12-31']] } });
  });

  it('says so when a paste is cut at a cell\'s 50 characters, until the cell is edited below it (ux.md p10)', () => {
    renderForm([careers]);
    const cell = screen.getByRole('textbox', { name: '회사명 1' });
    fireEvent.paste(cell, { clipboardData: { getData: () => '가'.repeat(60) } });
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(messages.formPage.pasteTruncated(50));
    expect(cell.getAttribute('aria-describedby')).toContain(note.id);
    fireEvent.input(cell, { target: { value: '한국공사' } });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
