import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { messages } from '@portal/shared/messages';
import type { Item } from '@portal/shared/form-model/definition';
import { DEFAULT_FLOAT_MAX_LENGTH, DEFAULT_NUMBER_MAX_LENGTH, DEFAULT_TEXT_MAX_LENGTH, MAX_INPUT_LENGTH } from '@portal/shared/form/checks';
import { countedLength, countsWithoutSpaces, isMonthPicker } from '@portal/shared/form-model/item-flags';
import { dateBounds, kstToday, nextYearOf } from '@portal/shared/form/date-bounds';
import { multilineLimits } from '@portal/shared/form/builders/text-fields';
import { rankRatio } from '@portal/shared/form/builders/composite-fields';
import { blockEnter, blockNonNumeric, blockPasteProps, blurOnWheel } from '../../lib/input-guards.ts';
import { useFormEngine } from '../form-engine-context.tsx';
import { fieldName, type FieldProps } from '../types.ts';
import { fieldShell, groupShell, describedBy, useFieldError, useFieldErrors, itemShellProps } from './field-shell.tsx';
import { useFormMethods } from '../form-methods.tsx';
import { showNotice } from '../../components/notice-events.ts';
import { LockHint } from './lock-hint.tsx';
import { usePasteLimit } from './paste-limit.tsx';

const fm = messages.form;
const pm = messages.formPage;

const isRequired = (item: Item) => item.required === 'Y';
const pasteGuard = (item: Item) => (item.additional_option as { isblockcopiedpaste?: string } | null | undefined)?.isblockcopiedpaste === 'Y';
const comment = (item: Item) => item.comment ?? undefined;

/** Ids for aria-describedby, or undefined when none. */
const ids = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/**
 * A field locked while the rest of the page is editable (identity-verified applicant data, a tenant's read-only
 * rule) looks locked: the read-only style, a padlock hint and aria-readonly (issue 15 item 20). A submitted,
 * wholly read-only form needs no hint on every field.
 */
function useLockHint(idBase: string, readOnly: boolean): { lockId: string | undefined; lock: ReactNode } {
  const engine = useFormEngine();
  if (!readOnly || engine.readOnly) return { lockId: undefined, lock: null };
  const lockId = `${idBase}-lock`;
  return { lockId, lock: <LockHint id={lockId} /> };
}

function maxLengthOf(item: Item): number {
  const it = item.input_type;
  if (it.max_length) return it.max_length.value;
  if (it.type === 'text') return DEFAULT_TEXT_MAX_LENGTH;
  if (it.type === 'number' || it.type === 'language_score') return DEFAULT_NUMBER_MAX_LENGTH;
  if (it.type === 'float') return DEFAULT_FLOAT_MAX_LENGTH;
  return MAX_INPUT_LENGTH;
}

/** text, email, certificate_number and other single-line inputs. */
export function TextField(props: FieldProps) {
  const { item, idBase, readOnly } = props;
  const name = fieldName(props);
  const { register } = useFormMethods();
  const error = useFieldError(name);
  const caption = comment(item);
  const paste = usePasteLimit(idBase);
  const { lockId, lock } = useLockHint(idBase, readOnly);
  return fieldShell({
    ...itemShellProps(props),
    error,
    children: (
      <>
        <input
          id={idBase}
          className="fe-input"
          type={item.input_type.type === 'email' ? 'email' : 'text'}
          maxLength={maxLengthOf(item)}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired(item) || undefined}
          aria-describedby={ids(describedBy(idBase, Boolean(caption), error), paste.noteId, lockId)}
          onKeyDown={blockEnter}
          {...paste.handlers}
          {...(pasteGuard(item) ? blockPasteProps : {})}
          {...register(name)}
        />
        {lock}
        {paste.note}
      </>
    ),
  });
}

/** number, float and language_score: digits only, no wheel changes (spec 5 'Input behaviour'). */
export function NumberField(props: FieldProps) {
  const { item, idBase, readOnly } = props;
  const name = fieldName(props);
  const { register } = useFormMethods();
  const error = useFieldError(name);
  const decimal = item.input_type.type !== 'number';
  const caption = comment(item);
  const paste = usePasteLimit(idBase);
  const { lockId, lock } = useLockHint(idBase, readOnly);
  return fieldShell({
    ...itemShellProps(props),
    error,
    children: (
      <>
        <input
          id={idBase}
          className="fe-input fe-input--number"
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          maxLength={maxLengthOf(item)}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired(item) || undefined}
          aria-describedby={ids(describedBy(idBase, Boolean(caption), error), paste.noteId, lockId)}
          onKeyDown={blockNonNumeric(decimal)}
          onWheel={blurOnWheel}
          {...paste.handlers}
          {...(pasteGuard(item) ? blockPasteProps : {})}
          {...register(name)}
        />
        {lock}
        {paste.note}
      </>
    ),
  });
}

/** multiline: 10 rows for applicants, 5 for staff; helper text and a live counter (spec 5 'Multiline'). */
export function MultilineField(props: FieldProps) {
  const { item, idBase, readOnly } = props;
  const name = fieldName(props);
  const { register } = useFormMethods();
  const engine = useFormEngine();
  const error = useFieldError(name);
  const limits = multilineLimits(item);
  const min = item.input_type.min_length?.value ?? limits.min;
  const max = item.input_type.max_length?.value ?? limits.max;
  const helper = max ? (min ? fm.multilineRange(min, max) : fm.multilineMax(max)) : undefined;
  const caption = [comment(item), helper].filter(Boolean).join(' · ') || undefined;
  const paste = usePasteLimit(idBase);
  return fieldShell({
    ...itemShellProps(props),
    required: isRequired(item) || (min ?? 0) > 0,
    error,
    caption,
    fullWidth: true,
    children: (
      <>
        <textarea
          id={idBase}
          className="fe-textarea"
          rows={engine.isAdmin ? 5 : 10}
          // Counted without spaces (a tenant rule), the typed text may be longer than the limit.
          maxLength={countsWithoutSpaces(item) ? MAX_INPUT_LENGTH : (max ?? MAX_INPUT_LENGTH)}
          readOnly={readOnly}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired(item) || undefined}
          aria-describedby={ids(describedBy(idBase, Boolean(caption), error), paste.noteId)}
          {...paste.handlers}
          {...(pasteGuard(item) ? blockPasteProps : {})}
          {...register(name)}
        />
        {max ? <CharCounter name={name} max={max} count={(v) => countedLength(item, v)} /> : null}
        {paste.note}
      </>
    ),
  });
}

/** 'n / max' under a long answer; re-renders alone while the applicant types. */
export function CharCounter({ name, max, count = (v) => v.length }: { name: string; max: number; count?: (value: string) => number }) {
  const value = useWatch({ name }) as string | undefined;
  return (
    <span className="fe-counter" aria-live="off">
      {fm.multilineCounter(count(value ?? ''), max)}
    </span>
  );
}

function useToday(): Date {
  return useMemo(() => new Date(), []);
}

export function DateField(props: FieldProps) {
  const { item, idBase, readOnly, siblings } = props;
  const name = fieldName(props);
  const { register } = useFormMethods();
  const error = useFieldError(name);
  const b = inputBounds(item, useToday(), siblings);
  const caption = comment(item);
  return fieldShell({
    ...itemShellProps(props),
    error,
    children: (
      <input
        id={idBase}
        className="fe-input fe-input--date"
        type={b.type}
        min={b.min}
        max={b.max}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired(item) || undefined}
        aria-describedby={describedBy(idBase, Boolean(caption), error)}
        onKeyDown={blockEnter}
        {...register(name)}
      />
    ),
  });
}

/**
 * A date input's type and bounds, the schema's own (its group's check date included): months ('YYYY-MM') where a
 * tenant rule asks for a month picker.
 */
function inputBounds(item: Item, today: Date, siblings: readonly Item[] | undefined): { type: 'date' | 'month'; min: string; max: string } {
  const b = dateBounds(item, { today }, siblings);
  return isMonthPicker(item) ? { type: 'month', min: b.min.slice(0, 7), max: b.max.slice(0, 7) } : { type: 'date', ...b };
}

/** date_range: the start's maximum is the end date, the end's minimum is the start date. */
export function DateRangeField(props: FieldProps) {
  const { item, idBase, label, readOnly, siblings } = props;
  const base = fieldName(props);
  const start = `${base}_start_date`;
  const end = `${base}_end_date`;
  const { register } = useFormMethods();
  const errors = useFieldErrors([start, end]);
  const [startValue, endValue] = useWatch({ name: [start, end] }) as [string | undefined, string | undefined];
  const b = inputBounds(item, useToday(), siblings);
  return groupShell({
    ...itemShellProps(props),
    errors,
    children: (
      <>
        {/* The start and its '~' stay on one line: a narrow row wraps before the end date, never leaving '~' alone. */}
        <span className="fe-range-start">
          <input
            id={`${idBase}-start`}
            className="fe-input fe-input--date"
            type={b.type}
            aria-label={`${label} 시작일`}
            min={b.min}
            max={endValue || b.max}
            readOnly={readOnly}
            aria-invalid={errors[0] ? true : undefined}
            aria-describedby={errors[0] ? `${idBase}-error` : undefined}
            onKeyDown={blockEnter}
            {...register(start)}
          />
          <span aria-hidden="true">~</span>
        </span>
        <input
          id={`${idBase}-end`}
          className="fe-input fe-input--date"
          type={b.type}
          aria-label={`${label} 종료일`}
          min={startValue || b.min}
          max={b.max}
          readOnly={readOnly}
          aria-invalid={errors[1] ? true : undefined}
          aria-describedby={errors[1] ? `${idBase}-error` : undefined}
          onKeyDown={blockEnter}
          {...register(end)}
        />
      </>
    ),
  });
}

/** birthdate (year, month, day) and birthdate_md (month, day). */
export function BirthdateField(props: FieldProps) {
  const { item, idBase, label, readOnly } = props;
  const base = fieldName(props);
  const withYear = item.input_type.type === 'birthdate';
  const parts = [...(withYear ? [{ key: 'year', len: 4, text: '년' }] : []), { key: 'month', len: 2, text: '월' }, { key: 'day', len: 2, text: '일' }];
  const names = parts.map((p) => `${base}_${p.key}`);
  const { register } = useFormMethods();
  const errors = useFieldErrors(names);
  const nextYear = nextYearOf(useToday());
  return groupShell({
    ...itemShellProps(props),
    errors,
    caption: comment(item) ?? (withYear ? `1900 ~ ${nextYear}` : undefined),
    children: parts.map((p, i) => (
      <span key={p.key} className="fe-birth-part">
        <input
          id={`${idBase}-${p.key}`}
          className={`fe-input fe-input--birth-${p.key}`}
          inputMode="numeric"
          maxLength={p.len}
          aria-label={`${label} ${p.text}`}
          readOnly={readOnly}
          aria-invalid={errors[i] ? true : undefined}
          aria-describedby={errors[i] ? `${idBase}-error` : undefined}
          onKeyDown={blockNonNumeric(false)}
          onWheel={blurOnWheel}
          {...register(names[i]!)}
        />
        <span aria-hidden="true">{p.text}</span>
      </span>
    )),
  });
}

export interface Choice {
  value: string;
  title: string;
}

export function activeOptions(item: Item): Choice[] {
  const options = (item.options ?? []).filter((o) => o.status === 'Y').map((o) => ({ value: String(o.value), title: o.title }));
  if (options.length > 0) return options;
  if (item.input_type.type === 'target') return [{ value: 'N', title: '비대상' }, { value: 'Y', title: '대상' }];
  return [];
}

/** radio and target (a radio group), checkbox (several options; a required one needs at least one checked). */
function choiceField(type: 'radio' | 'checkbox') {
  return function ChoiceField(props: FieldProps) {
    const { item, idBase, readOnly } = props;
    const name = fieldName(props);
    const { register } = useFormMethods();
    const error = useFieldError(name);
    return groupShell({
      ...itemShellProps(props),
      errors: [error],
      children: activeOptions(item).map((o) => (
        <label key={o.value} className="fe-choice">
          <input type={type} value={o.value} disabled={readOnly} aria-invalid={error ? true : undefined} aria-describedby={error ? `${idBase}-error` : undefined} {...register(name)} />
          <span>{o.title}</span>
        </label>
      )),
    });
  };
}
export const RadioField = choiceField('radio');
export const CheckboxField = choiceField('checkbox');

/** select, select_reference, select_grade_high_school, language_grade: a dropdown of the item's options (or `choices`). */
export function SelectField(props: FieldProps & { choices?: readonly Choice[] | undefined }) {
  const { item, idBase, readOnly } = props;
  const name = fieldName(props);
  const { register } = useFormMethods();
  const error = useFieldError(name);
  const caption = comment(item);
  return fieldShell({
    ...itemShellProps(props),
    error,
    children: (
      <select
        id={idBase}
        className="fe-select"
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired(item) || undefined}
        aria-describedby={describedBy(idBase, Boolean(caption), error)}
        {...register(name)}
      >
        <option value="">{pm.choose}</option>
        {(props.choices ?? activeOptions(item)).map((o) => (
          <option key={o.value} value={o.value}>
            {o.title}
          </option>
        ))}
      </select>
    ),
  });
}

/** ratio: participants and rank; the ratio is shown to 1 decimal place (spec 5 'Ratio'). */
export function RatioField(props: FieldProps) {
  const { label, idBase, readOnly, prefix } = props;
  const creator = `${prefix}ip_creator`;
  const ranking = `${prefix}ip_ranking`;
  const { register, setValue } = useFormMethods();
  const errors = useFieldErrors([creator, ranking]);
  const [participants, rank] = useWatch({ name: [creator, ranking] }) as [string | undefined, string | undefined];
  const p = Number(participants);
  const r = Number(rank);
  const ratio = p > 0 && r > 0 && r <= p ? rankRatio(r, p) : undefined;
  // A rank above the participants is cleared with the spec's message (the schema reports it on submit too).
  const clearIfOver = () => {
    if (p > 0 && r > p) {
      void showNotice(fm.rankOverParticipants);
      setValue(ranking, '', { shouldDirty: true });
    }
  };
  return groupShell({
    ...itemShellProps(props),
    errors,
    children: (
      <>
        <label className="fe-inline">
          <span>참여인원</span>
          <input
            className="fe-input fe-input--number"
            inputMode="numeric"
            maxLength={8}
            readOnly={readOnly}
            aria-invalid={errors[0] ? true : undefined}
            aria-describedby={errors[0] ? `${idBase}-error` : undefined}
            onKeyDown={blockNonNumeric(false)}
            onWheel={blurOnWheel}
            {...register(creator)}
          />
        </label>
        <label className="fe-inline">
          <span>순위</span>
          <input
            className="fe-input fe-input--number"
            inputMode="numeric"
            maxLength={8}
            readOnly={readOnly}
            aria-invalid={errors[1] ? true : undefined}
            aria-describedby={errors[1] ? `${idBase}-error` : undefined}
            onKeyDown={blockNonNumeric(false)}
            onWheel={blurOnWheel}
            {...register(ranking, { onBlur: clearIfOver })}
          />
        </label>
        <output className="fe-ratio" aria-label="석차비율">
          {ratio === undefined ? '-' : `${ratio}%`}
        </output>
      </>
    ),
  });
}

/** The name-change block: status Y ('대상') shows the name before the change and the change date. */
export function NameChangeField(props: FieldProps) {
  const { item, idBase, label, readOnly, siblings } = props;
  const base = fieldName(props);
  const names = [`${base}.status`, `${base}.before_name`, `${base}.change_date`];
  const { register } = useFormMethods();
  const errors = useFieldErrors(names);
  const status = useWatch({ name: names[0]! }) as string | undefined;
  // The schema's bounds: a change that has already happened (today at the latest).
  const today = useToday();
  const bounds = dateBounds(item, { today }, siblings);
  const max = kstToday(today) < bounds.max ? kstToday(today) : bounds.max;
  return groupShell({
    ...itemShellProps(props),
    errors,
    children: (
      <>
        {[
          { value: 'N', title: '비대상' },
          { value: 'Y', title: '대상' },
        ].map((o) => (
          <label key={o.value} className="fe-choice">
            <input type="radio" value={o.value} disabled={readOnly} aria-invalid={errors[0] ? true : undefined} aria-describedby={errors[0] ? `${idBase}-error` : undefined} {...register(names[0]!)} />
            <span>{o.title}</span>
          </label>
        ))}
        {status === 'Y' ? (
          <>
            <label className="fe-inline">
              <span>개명 전 이름</span>
              {/* Each input is marked on its own error only: a wrong date leaves the name unmarked (issue 15 item 20). */}
              <input
                className="fe-input"
                maxLength={DEFAULT_TEXT_MAX_LENGTH}
                readOnly={readOnly}
                aria-invalid={errors[1] ? true : undefined}
                aria-describedby={errors[1] ? `${idBase}-error` : undefined}
                onKeyDown={blockEnter}
                {...register(names[1]!)}
              />
            </label>
            <label className="fe-inline">
              <span>개명일</span>
              <input
                className="fe-input fe-input--date"
                type="date"
                min={bounds.min}
                max={max}
                readOnly={readOnly}
                aria-invalid={errors[2] ? true : undefined}
                aria-describedby={errors[2] ? `${idBase}-error` : undefined}
                onKeyDown={blockEnter}
                {...register(names[2]!)}
              />
            </label>
          </>
        ) : null}
      </>
    ),
  });
}

export function HiddenField(props: FieldProps) {
  const { register } = useFormMethods();
  return <input type="hidden" {...register(fieldName(props))} />;
}

/** Shown where the chosen language test does not use the grade or the score (spec 2.10). */
export function NotApplicable({ label, idBase }: { label: string; idBase: string }) {
  return fieldShell({
    id: idBase,
    label,
    required: false,
    error: undefined,
    children: (
      <input id={idBase} className="fe-input" value={pm.notApplicable} readOnly />
    ),
  });
}
