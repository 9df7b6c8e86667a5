import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { STEP_ANSWER_LIMITS, type StepAnswer } from '@portal/shared/schemas/steps';
import { boxLabel, boxRequired } from '@portal/shared/step-questions/index';
import { boxItems, type StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, type QuestionInputProps } from './question-shell.tsx';
import { useStepPaste } from './use-step-paste.tsx';

const m = messages.steps;

/**
 * A multi_text question (spec part 2, 3 'multi_text answers'): one counted area per detail, labelled by the detail's
 * content, with its character range and counter; the answer is items [{answer, target_id}]. A box is required when
 * the question is (every box) or the detail is (its own mark). Pastes as useStepPaste says.
 */
export function MultiTextQuestion({ question, path, idBase, disabled, error }: QuestionInputProps) {
  const { field } = useController<StepFormValues>({ name: `${path}.items` });
  const paste = useStepPaste(question, idBase);
  const items = boxItems(question, { items: Array.isArray(field.value) ? (field.value as NonNullable<StepAnswer['items']>) : [] });
  const setBox = (targetId: number, answer: string) => field.onChange(items.map((i) => (i.target_id === targetId ? { ...i, answer } : i)));

  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={error}>
      {question.details.map((d, index) => {
        const boxId = `${idBase}-box-${d.id}`;
        const value = items[index]?.answer ?? '';
        const limit = d.max_length ?? STEP_ANSWER_LIMITS.textMax;
        const hint = d.min_length !== undefined || d.max_length !== undefined ? m.charCount(d.min_length ?? 0, limit) : undefined;
        const required = boxRequired(question, d);
        return (
          <div key={d.id} className="sq-multi-text__box">
            <label htmlFor={boxId} className="sq-multi-text__label">
              {boxLabel(question, index)}
              {/* The legend carries the mark when every box is required; otherwise the box that is. */}
              {required && question.required !== 'Y' ? (
                <span className="sq-required" aria-hidden="true">
                  *
                </span>
              ) : null}
            </label>
            {hint ? (
              <p id={`${boxId}-hint`} className="sq-hint">
                {hint}
              </p>
            ) : null}
            <textarea
              id={boxId}
              ref={index === 0 ? field.ref : undefined}
              name={`${field.name}.${index}.answer`}
              className="sq-input sq-textarea"
              rows={6}
              value={value}
              maxLength={limit}
              disabled={disabled}
              aria-required={required || undefined}
              {...describeControl(idBase, { hint: false, error, extra: [hint ? `${boxId}-hint` : undefined, `${boxId}-counter`, paste.noteId] })}
              onChange={(e) => setBox(d.id, e.currentTarget.value)}
              onBlur={field.onBlur}
              {...paste.handlers}
            />
            <span id={`${boxId}-counter`} className="sq-counter">
              {m.charCounter(value.length, limit)}
            </span>
          </div>
        );
      })}
      {paste.note}
    </QuestionShell>
  );
}
