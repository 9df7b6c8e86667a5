import type { ReactNode } from 'react';
import type { StepQuestion } from '@portal/shared/schemas/steps';
import { WarningIcon } from '../../../components/icons.tsx';
import type { QuestionPath } from './form-values.ts';

/** What every kind of question gets from the form (the registry's props). */
export interface QuestionInputProps {
  question: StepQuestion;
  /** The answer's path in the form: 'q{id}'. */
  path: QuestionPath;
  /** The id of the question's box; its parts add suffixes. */
  idBase: string;
  disabled: boolean;
  /** The shared check's message for this question, if any. */
  error: string | undefined;
  applicantStepId: string;
  /** 'YYYY-MM-DD' in Korean time (date cells end with next year). */
  today: string;
  /** Uploads started (+1) and ended (-1): the submit waits for them. */
  onUploading: (delta: number) => void;
}

export const questionIds = (idBase: string) => ({ title: `${idBase}-title`, hint: `${idBase}-hint`, error: `${idBase}-error` });

/** aria-describedby and aria-invalid of a control: the hint, any extra notes and the error, in reading order. */
export function describeControl(idBase: string, { hint, error, extra = [] }: { hint: boolean; error: string | undefined; extra?: (string | undefined)[] }) {
  const ids = questionIds(idBase);
  const list = [hint ? ids.hint : undefined, ...extra, error ? ids.error : undefined].filter(Boolean);
  return { 'aria-describedby': list.length ? list.join(' ') : undefined, 'aria-invalid': error ? (true as const) : undefined };
}

/**
 * One question: its title as the legend (with the required mark), helper texts, the inputs and the error beside
 * them. A disabled question is a disabled fieldset, so every control inside it is disabled too.
 */
export function QuestionShell({
  question,
  idBase,
  disabled,
  error,
  hints = [],
  children,
}: {
  question: StepQuestion;
  idBase: string;
  disabled: boolean;
  error: string | undefined;
  hints?: (string | undefined | false)[];
  children: ReactNode;
}) {
  const ids = questionIds(idBase);
  const shown = hints.filter((h): h is string => Boolean(h));
  return (
    <fieldset id={idBase} className={`sq-question${error ? ' sq-question--invalid' : ''}`} disabled={disabled} data-question-id={question.id}>
      <legend id={ids.title} className="sq-question__title">
        {question.title}
        {question.required === 'Y' ? (
          <span className="sq-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {shown.length > 0 ? (
        <div id={ids.hint} className="sq-hint">
          {shown.map((h) => (
            <p key={h}>{h}</p>
          ))}
        </div>
      ) : null}
      <div className="sq-question__body">{children}</div>
      {error ? (
        <p id={ids.error} className="sq-error">
          <span className="sq-error__icon" aria-hidden="true">
            <WarningIcon />
          </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An informational note under a control (an option's alert, a refused paste): read out when it appears. */
export function StatusNote({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="sq-note" role="status">
      {children}
    </p>
  );
}
