import type { ReactNode } from 'react';
import { messages } from '@portal/shared/messages';
import type { StepAnswer, StepAnswers, StepQuestion, StepQuestionType } from '@portal/shared/schemas/steps';
import { boxLabel, boxTexts, otherOptionId, tableColumns } from '@portal/shared/step-questions/index';
import { StoredFileLink } from './stored-file-link.tsx';

const m = messages.steps;
type AnswerView = (q: StepQuestion, a: StepAnswer) => ReactNode | null;

function tableView(q: StepQuestion, rows: string[][]): ReactNode | null {
  const columns = tableColumns(q) ?? [];
  const filled = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (filled.length === 0) return null;
  return (
    <div className="sq-table-scroll" role="region" aria-label={q.title} tabIndex={0}>
      <table className="sq-table sq-table--view">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filled.map((row, r) => (
            <tr key={r}>
              {columns.map((c, i) => (
                <td key={c.name}>{row[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const choiceView: AnswerView = (q, a) => {
  const chosen = q.details.filter((d) => (a.selected ?? []).includes(d.id));
  if (chosen.length === 0) return null;
  const other = otherOptionId(q);
  return (
    <ul className="sq-view__choices">
      {chosen.map((d) => (
        <li key={d.id}>{d.id === other && a.etc?.trim() ? `${d.content}: ${a.etc.trim()}` : d.content}</li>
      ))}
    </ul>
  );
};

/** multi_text: each box's prompt and its text ('답변 없음' for an empty box), or null when every box is empty. */
const multiTextView: AnswerView = (q, a) => {
  const texts = boxTexts(a);
  if (!q.details.some((d) => texts.get(d.id)?.trim())) return null;
  return (
    <dl className="sq-view__boxes">
      {q.details.map((d, index) => {
        const text = texts.get(d.id);
        return (
          <div key={d.id} className="sq-view__box">
            <dt className="sq-view__box-label">{boxLabel(q, index)}</dt>
            <dd className="sq-view__box-answer">{text?.trim() ? <p className="sq-view__text">{text}</p> : <span className="sq-view__empty">{m.noAnswer}</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
};

/** How each kind of answer reads; null when there is none. A new kind fails to compile until it has one. */
const answerViews: { [K in StepQuestionType]: AnswerView } = {
  text: (q, a) => (tableColumns(q) ? tableView(q, a.rows ?? []) : a.text?.trim() ? <p className="sq-view__text">{a.text}</p> : null),
  checkbox: choiceView,
  radio: choiceView,
  agreement: choiceView,
  month_day: (_q, a) => (a.month?.trim() && a.day?.trim() ? `${a.month.trim()}${m.month} ${a.day.trim()}${m.day}` : null),
  file: (_q, a) =>
    a.files?.length ? (
      <ul className="sq-chips">
        {a.files.map((f) => (
          <li key={f.id} className="sq-chip">
            <StoredFileLink file={f} />
          </li>
        ))}
      </ul>
    ) : null,
  multi_text: multiTextView,
};

/**
 * The answers as read back (the result page's view mode): each shown question's title and its answer — the text,
 * the chosen options with the 'Other' text, the month-day, the table, the files as download links, each box's prompt
 * and text — or '답변 없음'.
 * A question whose show_if does not hold is left out, as it was not asked.
 */
export function StepAnswersView({ questions, answers }: { questions: StepQuestion[]; answers: StepAnswers }) {
  const asked = questions.filter((q) => !q.show_if || (answers[String(q.show_if.question_id)]?.selected ?? []).includes(q.show_if.detail_id));
  return (
    <dl className="sq-view">
      {asked.map((q) => {
        const answer = answers[String(q.id)];
        const shown = answer ? answerViews[q.input_type](q, answer) : null;
        return (
          <div key={q.id} className="sq-view__item" data-question-id={q.id}>
            <dt className="sq-view__title">{q.title}</dt>
            <dd className="sq-view__answer">{shown ?? <span className="sq-view__empty">{m.noAnswer}</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
