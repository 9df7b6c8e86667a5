import { rangeEndError } from '../../form/date-bounds.ts';
import { STEP_ANSWER_LIMITS } from '../../schemas/steps.ts';
import { stepsMessages as m } from '../../messages/steps.ts';
import type { QuestionValidator } from '../question-context.ts';
import { tableColumns, tableRowLimit } from '../table-columns.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDate = (v: string) => {
  const d = DATE.exec(v);
  if (!d) return false;
  const t = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])));
  return t.getUTCFullYear() === Number(d[1]) && t.getUTCMonth() === Number(d[2]) - 1 && t.getUTCDate() === Number(d[3]);
};

/** text: a line or a counted area with min/max from details[0]; or a table whose every cell is required. */
export const checkText: QuestionValidator = (q, answer, { today }) => {
  const columns = tableColumns(q);
  if (columns) {
    const rows = answer?.rows ?? [];
    const filled = rows.some((r) => r.some((c) => c.trim() !== ''));
    if (!filled) return q.required === 'Y' ? [m.required] : [];
    const max = tableRowLimit(q);
    if (rows.length < 1 || rows.length > max) return [m.rowCount(1, max)];
    const last = `${Number(today.slice(0, 4)) + 1}-12-31`;
    for (const [r, row] of rows.entries()) {
      if (row.length !== columns.length || row.some((c) => c.trim() === '')) return [m.required];
      for (const [i, cell] of row.entries()) {
        if (cell.length > STEP_ANSWER_LIMITS.tableCellMax) return [m.cellTooLong(STEP_ANSWER_LIMITS.tableCellMax)];
        if (columns[i]!.date) {
          if (!validDate(cell)) return [m.dateCell];
          if (cell < '1900-01-01' || cell > last) return [m.dateCellRange('1900-01-01', last)];
          const start = columns[i]!.startColumn;
          const order = start === undefined ? undefined : rangeEndError(row[start], cell);
          if (order) return [m.rowError(r + 1, order)];
        }
      }
    }
    return [];
  }
  const text = (answer?.text ?? '').trim();
  if (text === '') return q.required === 'Y' ? [m.required] : [];
  const { min_length: min, max_length: max } = q.details[0] ?? {};
  if (min !== undefined && text.length < min) return [m.tooShort(min)];
  if (max !== undefined && text.length > max) return [m.tooLong(max)];
  return [];
};
