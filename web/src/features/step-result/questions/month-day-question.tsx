import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import type { StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, questionIds, type QuestionInputProps } from './question-shell.tsx';

const m = messages.steps;
const digits = (v: string) => v.replace(/\D/g, '').slice(0, 2);

/** A month-day question: two inputs of at most two digits, '월' and '일' (month 1–12, day 1–31 by the shared check). */
export function MonthDayQuestion({ question, path, idBase, disabled, error }: QuestionInputProps) {
  const { field: month } = useController<StepFormValues>({ name: `${path}.month` });
  const { field: day } = useController<StepFormValues>({ name: `${path}.day` });
  const title = questionIds(idBase).title;
  const a11y = describeControl(idBase, { hint: false, error });
  const parts = [
    { field: month, label: m.month, key: 'month' },
    { field: day, label: m.day, key: 'day' },
  ] as const;
  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={error}>
      <div className="sq-month-day">
        {parts.map(({ field, label, key }) => (
          <span key={key} className="sq-month-day__part">
            <input
              id={`${idBase}-${key}`}
              ref={field.ref}
              className="sq-input sq-input--short"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={typeof field.value === 'string' ? field.value : ''}
              disabled={disabled}
              aria-labelledby={`${title} ${idBase}-${key}-label`}
              aria-required={question.required === 'Y' || undefined}
              {...a11y}
              onChange={(e) => field.onChange(digits(e.currentTarget.value))}
              onBlur={field.onBlur}
            />
            <label id={`${idBase}-${key}-label`} htmlFor={`${idBase}-${key}`}>
              {label}
            </label>
          </span>
        ))}
      </div>
    </QuestionShell>
  );
}
