import { useController } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import { STEP_ANSWER_LIMITS } from '@portal/shared/schemas/steps';
import { otherOptionId } from '@portal/shared/step-questions/index';
import type { StepFormValues } from './form-values.ts';
import { describeControl, QuestionShell, StatusNote, type QuestionInputProps } from './question-shell.tsx';

const m = messages.steps;

export const selectedOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/**
 * checkbox (any number) and radio (one) questions: the options as native controls. When the last option is '기타'
 * and chosen, the 'Other opinion' text appears (required then). An option with an alert shows it as a note while
 * chosen (a certificate deadline, an age-limit extension); a refused option says why at once.
 */
export function ChoiceQuestion({ question, path, idBase, disabled, error }: QuestionInputProps) {
  const { field } = useController<StepFormValues>({ name: `${path}.selected` });
  const { field: etc } = useController<StepFormValues>({ name: `${path}.etc` });
  const selected = selectedOf(field.value);
  const multiple = question.input_type === 'checkbox';
  const other = otherOptionId(question);
  const otherChosen = other !== undefined && selected.includes(other);
  const alerts = question.alerts.filter((a) => selected.includes(a.detail_id));
  const alertIds = alerts.map((a) => `${idBase}-alert-${a.detail_id}`);
  // A refused option (an eligibility rule) says so as soon as it is chosen, as the submit would.
  const shown = error ?? question.refusals.find((r) => selected.includes(r.detail_id))?.message;
  const a11y = describeControl(idBase, { hint: false, error: shown, extra: alertIds });
  const etcId = `${idBase}-etc`;

  const toggle = (id: number, checked: boolean) => {
    if (!multiple) return field.onChange([id]);
    field.onChange(checked ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  };

  return (
    <QuestionShell question={question} idBase={idBase} disabled={disabled} error={shown}>
      <div className="sq-options" role={multiple ? undefined : 'radiogroup'} aria-labelledby={multiple ? undefined : `${idBase}-title`} aria-required={!multiple && question.required === 'Y' ? true : undefined}>
        {question.details.map((d, i) => (
          <label key={d.id} className="sq-option">
            <input
              ref={i === 0 ? field.ref : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={`${idBase}-options`}
              value={d.id}
              checked={selected.includes(d.id)}
              disabled={disabled}
              {...a11y}
              onChange={(e) => toggle(d.id, e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
            <span>{d.content}</span>
          </label>
        ))}
      </div>
      {otherChosen ? (
        <div className="sq-other">
          <label htmlFor={etcId} className="sq-other__label">
            {m.otherOpinion}
          </label>
          <input
            id={etcId}
            ref={etc.ref}
            type="text"
            className="sq-input"
            value={typeof etc.value === 'string' ? etc.value : ''}
            maxLength={STEP_ANSWER_LIMITS.etcMax}
            disabled={disabled}
            aria-required
            {...describeControl(idBase, { hint: false, error: shown })}
            onChange={(e) => etc.onChange(e.currentTarget.value)}
            onBlur={etc.onBlur}
          />
        </div>
      ) : null}
      {alerts.map((a) => (
        <StatusNote key={a.detail_id} id={`${idBase}-alert-${a.detail_id}`}>
          {a.message}
        </StatusNote>
      ))}
    </QuestionShell>
  );
}
