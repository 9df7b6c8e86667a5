import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { selectedOf } from './choice-question.tsx';
import type { StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, type QuestionInputProps } from './question-shell.tsx';

/**
 * An agreement question: its options as radios. Choosing the option whose value is 'N' refuses the consent, and
 * says so at once ('필수 동의 항목입니다'), before any submit.
 */
export function AgreementQuestion({ question, path, idBase, disabled, error }: QuestionInputProps) {
  const { field } = useController<StepFormValues>({ name: `${path}.selected` });
  const selected = selectedOf(field.value);
  const refused = question.details.some((d) => d.value === 'N' && selected.includes(d.id));
  const shown = error ?? (refused ? messages.steps.agreementRequired : undefined);
  const a11y = describeControl(idBase, { hint: false, error: shown });
  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={shown}>
      <div className="sq-options sq-options--inline" role="radiogroup" aria-labelledby={`${idBase}-title`} aria-required={question.required === 'Y' || undefined}>
        {question.details.map((d, i) => (
          <label key={d.id} className="sq-option">
            <input
              ref={i === 0 ? field.ref : undefined}
              type="radio"
              name={`${idBase}-options`}
              value={d.id}
              checked={selected.includes(d.id)}
              disabled={disabled}
              {...a11y}
              onChange={() => field.onChange([d.id])}
              onBlur={field.onBlur}
            />
            <span>{d.content}</span>
          </label>
        ))}
      </div>
    </QuestionShell>
  );
}
