import { memo, useEffect, useMemo, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { EXAM_SITE_DETAIL_CODE } from '@portal/shared/schemas/exam-site';
import { messages } from '@portal/shared/messages';
import type { Detail, Form, Item, Question } from '@portal/shared/form-model/definition';
import { QUESTION_MODEL, questionGroupKey } from '@portal/shared/form-model/page-keys';
import { questionDateBounds } from '@portal/shared/form/date-bounds';
import { rowLimits } from '@portal/shared/form/rows';
import { detailShownInForm, eligibilityBlock, isEligibilityDetail } from '@portal/shared/form/section-layout';
import { fieldRegistry } from './field-registry.tsx';
import { useFormEngine } from './form-engine-context.tsx';
import { namesGroup, useSubmitError } from './submit-error-context.tsx';
import { fieldShell, groupShell, useFieldError } from './fields/field-shell.tsx';
import { CharCounter } from './fields/basic-fields.tsx';
import { blockEnter } from '../lib/input-guards.ts';
import { useRules, withRuleOptions } from './rules/rules-context.tsx';
import type { RuleEffects } from '@portal/shared/rules/evaluate-rules';
import { ExamSiteSection } from './exam-site/exam-site-section.tsx';
import { useFormMethods } from './form-methods.tsx';

const pm = messages.formPage;
const shown = (f: { hidden?: 'Y' | 'N' | null; status?: 'Y' | 'N' | null }) => f.hidden !== 'Y' && f.status !== 'N';
const isTop = (model: string | null | undefined) => !model || model === 'applicants';

/**
 * One item's element through the registry. The applicants model (name, e-mail, phone from the auth step) is
 * read-only. Built by the detail or row that lists the item, not by a wrapper component per item: on a 300-field
 * page each component layer is 300 more fibers to render (npm run bench, render). The registry's components are
 * memoised, so a detail re-rendering for a rules change re-renders only the fields whose props changed.
 */
function itemElement(item: Item, prefix: string, idBase: string, siblings: readonly Item[], pageReadOnly: boolean, rules: RuleEffects | undefined, label = item.label || item.title) {
  const Component = fieldRegistry[item.input_type.type];
  // Tenant rules (read_only, limit_options) name the field by its path, a row's by the row's path.
  const path = `${prefix}${item.input_type.field}`;
  const readOnly = pageReadOnly || item.input_type.model === 'applicants' || (rules?.readOnly.includes(path) ?? false);
  return <Component key={item.id} item={withRuleOptions(item, path, rules)} prefix={prefix} label={label} idBase={idBase} readOnly={readOnly} siblings={siblings} />;
}

function itemPrefix(item: Item): string {
  return isTop(item.input_type.model) ? '' : `${item.input_type.model}.`;
}

function DetailItems({ detail }: { detail: Detail }) {
  const engine = useFormEngine();
  const rules = useRules();
  const items = useMemo(() => detail.items.filter(shown), [detail]);
  return <div className="fe-grid">{items.map((item) => itemElement(item, itemPrefix(item), `fe-${detail.id}-${item.id}`, items, engine.readOnly, rules))}</div>;
}

/**
 * 2.9 pre_question: the eligibility requirement block. The notice text comes from the item titled '안내문구' (not an
 * input), the requirement options follow, and the confirmation checkbox (the item titled '지원자격 확인 완료') closes
 * the block under that label.
 */
function EligibilityItems({ detail }: { detail: Detail }) {
  const engine = useFormEngine();
  const rules = useRules();
  const items = useMemo(() => detail.items.filter(shown), [detail]);
  const block = useMemo(() => eligibilityBlock(items), [items]);
  const el = (item: Item, label?: string) => itemElement(item, itemPrefix(item), `fe-${detail.id}-${item.id}`, items, engine.readOnly, rules, label);
  return (
    <div className="fe-eligibility">
      {block.notice ? (
        <div className="fe-eligibility__notice" role="note">
          {block.notice}
        </div>
      ) : null}
      <div className="fe-grid">{block.requirements.map((item) => el(item))}</div>
      {block.completed ? <div className="fe-grid fe-eligibility__confirm">{el(block.completed, block.completedLabel)}</div> : null}
    </div>
  );
}

/**
 * A repeatable group: rows of the detail's items; 'Add' on the last row only, never below the minimum.
 * When the save endpoint's refusal names the group (spec 4): an empty group is filled up to its maximum rows, a
 * one-row group is revalidated (its fields show their errors), and a first group's first row cannot be removed
 * until the next save.
 */
function RepeatableGroup({ form, detail }: { form: Form; detail: Detail }) {
  const model = detail.repeatable!.model;
  const engine = useFormEngine();
  const rules = useRules();
  const { control, trigger, setError, getFieldState } = useFormMethods();
  const { fields, append, remove } = useFieldArray({ control, name: model });
  const { min, max } = rowLimits(detail);
  const groupError = useFieldError(model);
  const items = useMemo(() => detail.items.filter((i) => shown(i) && i.code?.etc !== 'count'), [detail]);
  const newRow = () => ({ application_form_id: form.application_form_id, application_form_detail_id: detail.id });
  const add = () => append(newRow());

  const submitError = useSubmitError();
  const named = submitError !== undefined && namesGroup(submitError, detail);
  const handled = useRef<number | undefined>(undefined);
  const rowCount = fields.length;
  useEffect(() => {
    if (!submitError || !named || engine.readOnly || handled.current === submitError.seq) return;
    handled.current = submitError.seq;
    if (rowCount === 0) {
      append(Array.from({ length: max }, newRow), { shouldFocus: false });
    } else if (rowCount === 1) {
      const { path, message } = submitError;
      void trigger(model).then(() => {
        // The client may find the row valid where the server did not: keep the server's word at its field.
        if (path?.startsWith(`${model}.`) && !getFieldState(path).error) setError(path, { type: 'server', message });
      });
    }
    // Once per refusal: the row count it met decides, later changes of the rows do not.
  }, [named, submitError?.seq]);
  const lockFirstRow = named && detail.repeatable!.first === true;

  return (
    <div className="fe-rows" data-group={model}>
      {groupError ? <p className="fe-error" id={`fe-${detail.id}-error`}>{groupError}</p> : null}
      {fields.length === 0 && !engine.readOnly ? (
        <button type="button" className="fe-button fe-button--add" onClick={add}>
          {pm.addRow}
        </button>
      ) : null}
      {fields.map((row, i) => (
        <fieldset key={row.id} className="fe-row" aria-label={`${detail.title} ${pm.row(i + 1)}`}>
          <div className="fe-grid">
            {items.map((item) => itemElement(item, `${model}.${i}.`, `fe-${detail.id}-${i}-${item.id}`, items, engine.readOnly, rules))}
          </div>
          {!engine.readOnly ? (
            <div className="fe-row__actions">
              <button type="button" className="fe-button" onClick={() => remove(i)} disabled={fields.length <= min || (i === 0 && lockFirstRow)}>
                {pm.removeRow}
              </button>
              {i === fields.length - 1 && fields.length < max ? (
                <button type="button" className="fe-button fe-button--add" onClick={add}>
                  {pm.addRow}
                </button>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}

function QuestionField({ detail, question, index }: { detail: Detail; question: Question; index: number }) {
  const engine = useFormEngine();
  const { register } = useFormMethods();
  const name = `${QUESTION_MODEL}.${questionGroupKey(detail.id)}.answers.${index}.answer`;
  const error = useFieldError(name);
  const id = `fe-q-${question.id}`;
  const required = question.required === 'Y';
  const readOnly = engine.readOnly;
  // 2.10's type names are the form builder's words: an applicant sees one only where it tells them what to do ('복수 선택':
  // several answers may be ticked); staff see every type (docs/spec-deviations.md).
  const tag = engine.isAdmin || question.type === 'checkbox' ? pm.inputTypeNames[question.type] : undefined;
  if (question.type === 'radio' || question.type === 'checkbox') {
    return groupShell({
      id,
      label: question.title,
      required,
      errors: [error],
      fullWidth: true,
      tag,
      children: (question.details ?? []).map((d) => (
        <label key={d.id} className="fe-choice">
          <input type={question.type} value={String(d.id)} disabled={readOnly} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
          <span>{d.content}</span>
        </label>
      )),
    });
  }
  return fieldShell({
    id,
    label: question.title,
    required,
    error,
    fullWidth: true,
    tag,
    children: question.type === 'select' ? (
      <select id={id} className="fe-select" disabled={readOnly} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...register(name)}>
        <option value="">{pm.choose}</option>
        {(question.details ?? []).map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.content}
          </option>
        ))}
      </select>
    ) : question.type === 'multi_text' ? (
      <>
        <textarea
          id={id}
          className="fe-textarea"
          rows={engine.isAdmin ? 5 : 10}
          maxLength={question.max_length ?? undefined}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {question.max_length ? <CharCounter name={name} max={question.max_length} /> : null}
      </>
    ) : (
      <input
        id={id}
        className="fe-input"
        type={question.type === 'date' ? 'date' : 'text'}
        // A date question offers the schema's own bounds (5 'Dates').
        {...(question.type === 'date' ? questionDateBounds(question, new Date()) : {})}
        maxLength={question.max_length ?? undefined}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={blockEnter}
        {...register(name)}
      />
    ),
  });
}

function QuestionGroup({ detail }: { detail: Detail }) {
  // A question the tenant rules hide is not rendered; the others keep their answer index (answers[i] is the i-th question).
  const hidden = useRules()?.hiddenQuestions;
  return (
    <div className="fe-questions">
      {(detail.questions ?? []).map((q, i) => (hidden?.includes(q.id) ? null : <QuestionField key={q.id} detail={detail} question={q} index={i} />))}
    </div>
  );
}

/** One form (section) of the page: title, description, and its details in order. */
export const FormSection = memo(function FormSection({ form, error }: { form: Form; error?: string | undefined }) {
  const titleId = `fe-form-${form.application_form_id}`;
  return (
    <section className="fe-section" aria-labelledby={titleId} data-section={form.code_value}>
      <h2 id={titleId} className="fe-section__title">
        {form.title}
      </h2>
      {form.description ? <p className="fe-section__description">{form.description}</p> : null}
      {error ? (
        <p className="fe-error fe-section__error" role="alert">
          {error}
        </p>
      ) : null}
      {/* self_introduction shows only the detail whose code is the form's (spec 2.9). */}
      {form.details.filter((d) => shown(d) && detailShownInForm(form, d)).map((detail) => (
        <div key={detail.id} className="fe-detail" data-detail={detail.id}>
          {/* A personal_info detail is shown without a title (spec 2.9). */}
          {detail.code.value !== 'personal_info' && detail.title ? <h3 className="fe-detail__title">{detail.title}</h3> : null}
          {detail.code.value === EXAM_SITE_DETAIL_CODE ? (
            <ExamSiteSection detail={detail} />
          ) : detail.repeatable ? (
            <RepeatableGroup form={form} detail={detail} />
          ) : isEligibilityDetail(form, detail) ? (
            <EligibilityItems detail={detail} />
          ) : (
            <DetailItems detail={detail} />
          )}
          {detail.questions?.length ? <QuestionGroup detail={detail} /> : null}
        </div>
      ))}
    </section>
  );
});
