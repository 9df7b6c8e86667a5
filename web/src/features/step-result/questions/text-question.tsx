import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { STEP_ANSWER_LIMITS } from '@portal/shared/schemas/steps';
import { tableColumns } from '@portal/shared/step-questions/index';
import type { StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, questionIds, type QuestionInputProps } from './question-shell.tsx';
import { useStepPaste } from './use-step-paste.tsx';
import { TableQuestion } from './table-question.tsx';

const m = messages.steps;

/** A text question: a table when details[0] names columns with '|', otherwise a line or a counted area. */
export function TextQuestion(props: QuestionInputProps) {
  return tableColumns(props.question) ? <TableQuestion {...props} /> : <PlainText {...props} />;
}

/**
 * One line when max_length is 50 or less, otherwise a 10-row area with a counter (spec part 2, 5 'text'); the
 * helper text gives the character range. Pastes as useStepPaste says (no_paste refuses them, with a notice).
 */
function PlainText({ question, path, idBase, disabled, error }: QuestionInputProps) {
  const { field } = useController<StepFormValues>({ name: `${path}.text` });
  const paste = useStepPaste(question, idBase);
  const value = typeof field.value === 'string' ? field.value : '';
  const { min_length: min, max_length: max } = question.details[0] ?? {};
  const singleLine = max !== undefined && max <= STEP_ANSWER_LIMITS.singleLineMax;
  const limit = max ?? STEP_ANSWER_LIMITS.textMax;
  const hint = min !== undefined || max !== undefined ? m.charCount(min ?? 0, limit) : undefined;
  const counterId = `${idBase}-counter`;
  const control = {
    id: `${idBase}-input`,
    name: field.name,
    ref: field.ref,
    value,
    maxLength: limit,
    disabled,
    'aria-labelledby': questionIds(idBase).title,
    'aria-required': question.required === 'Y' || undefined,
    ...describeControl(idBase, { hint: Boolean(hint), error, extra: [singleLine ? undefined : counterId, paste.noteId] }),
    onChange: (e: { currentTarget: { value: string } }) => field.onChange(e.currentTarget.value),
    onBlur: field.onBlur,
    ...paste.handlers,
  };
  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={error} hints={[hint]}>
      {singleLine ? (
        <input {...control} type="text" className="sq-input" />
      ) : (
        <>
          <textarea {...control} rows={10} className="sq-input sq-textarea" />
          <span id={counterId} className="sq-counter">
            {m.charCounter(value.length, limit)}
          </span>
        </>
      )}
      {paste.note}
    </QuestionShell>
  );
}
