import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { STEP_ANSWER_LIMITS, type StepQuestion } from '@portal/shared/schemas/steps';
import { tableColumns, tableRowLimit } from '@portal/shared/step-questions/index';
import { emptyRow, type StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, questionIds, type QuestionInputProps } from './question-shell.tsx';
import { useStepPaste } from './use-step-paste.tsx';

const m = messages.steps;
const MIN_DATE = '1900-01-01';

const rowsOf = (q: StepQuestion, value: unknown): string[][] => (Array.isArray(value) && value.length > 0 ? (value as string[][]) : [emptyRow(q)]);

/**
 * A table-type text question (spec part 2, 5): columns from details[0].content ('|'), every cell required, date
 * columns as date inputs from 1900-01-01 to the end of next year, other cells up to 50 characters. Rows are added
 * and removed between 1 and tableRowLimit. Each cell is named by its column and row headers.
 */
export function TableQuestion({ question, path, idBase, disabled, error, today }: QuestionInputProps) {
  const columns = tableColumns(question) ?? [];
  const { field } = useController<StepFormValues>({ name: `${path}.rows` });
  const rows = rowsOf(question, field.value);
  const max = tableRowLimit(question);
  const lastDate = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const ids = questionIds(idBase);
  // A paste cut at a cell's 50 characters says so under the table (useStepPaste).
  const paste = useStepPaste(question, idBase);
  const a11y = describeControl(idBase, { hint: true, error, extra: [paste.noteId] });
  const colId = (c: number) => `${idBase}-col-${c}`;
  const rowId = (r: number) => `${idBase}-row-${r}`;

  const setCell = (r: number, c: number, v: string) => field.onChange(rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? v : cell)) : row)));
  const addRow = () => field.onChange([...rows, emptyRow(question)]);
  const removeRow = (r: number) => field.onChange(rows.filter((_, i) => i !== r));

  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={error} hints={[m.rowCount(1, max)]}>
      {/* Cells scroll into view as they take the focus; the region needs no tab stop of its own. */}
      <div className="sq-table-scroll" role="region" aria-labelledby={ids.title}>
        <table className="sq-table">
          <thead>
            <tr>
              <td />
              {columns.map((col, c) => (
                <th key={col.name} id={colId(c)} scope="col">
                  {col.name}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              // Rows have no identity of their own; the index is what the answer stores.
              <tr key={r}>
                <th id={rowId(r)} scope="row" className="sq-table__index">
                  {r + 1}
                </th>
                {columns.map((col, c) => (
                  <td key={col.name}>
                    <input
                      ref={r === 0 && c === 0 ? field.ref : undefined}
                      className="sq-input sq-table__cell"
                      type={col.date ? 'date' : 'text'}
                      min={col.date ? (col.startColumn !== undefined && row[col.startColumn]) || MIN_DATE : undefined}
                      max={col.date ? lastDate : undefined}
                      maxLength={col.date ? undefined : STEP_ANSWER_LIMITS.tableCellMax}
                      value={row[c] ?? ''}
                      disabled={disabled}
                      aria-labelledby={`${colId(c)} ${rowId(r)}`}
                      aria-required={question.required === 'Y' || undefined}
                      {...a11y}
                      {...(col.date ? {} : paste.handlers)}
                      onChange={(e) => setCell(r, c, e.currentTarget.value)}
                      onBlur={field.onBlur}
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="sq-icon-button" aria-label={m.removeRow(r + 1)} disabled={disabled || rows.length <= 1} onClick={() => removeRow(r)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paste.note}
      <button type="button" className="sq-button" disabled={disabled || rows.length >= max} onClick={addRow}>
        {m.addRow}
      </button>
    </QuestionShell>
  );
}
