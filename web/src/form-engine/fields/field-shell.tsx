import type { ReactElement, ReactNode } from 'react';
import type { FieldProps } from '../types.ts';
import { isLongText, LongTextCaption } from '../text-content.tsx';
import { WarningIcon } from '../../components/icons.tsx';

/**
 * Label, caption and error around one input. Plain elements rather than Primer's FormControl: a configured page
 * may hold hundreds of fields, and each must render and re-render cheaply (bench: 300 fields under 200 ms).
 *
 * The shells are called as functions inside a field's render (`return fieldShell({ ..., children })`), not rendered
 * as components: they hold no state, and a component layer per field is 300 more fibers on a large page.
 */
export function fieldShell({
  id,
  label,
  required,
  error,
  caption,
  fullWidth,
  tag,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  caption?: ReactNode;
  fullWidth?: boolean;
  /** A visual tag after the label, e.g. a question's input-type name (spec 2.10); the input's own role says it to assistive technology. */
  tag?: string | undefined;
  children: ReactNode;
}): ReactElement {
  return (
    <div className={`fe-field${fullWidth ? ' fe-field--full' : ''}${error ? ' fe-field--invalid' : ''}`}>
      <label className="fe-label" htmlFor={id}>
        {label}
        {required ? requiredMark : null}
        {tag ? typeTag(tag) : null}
      </label>
      {children}
      {caption ? (
        <p id={`${id}-caption`} className="fe-caption">
          {caption}
        </p>
      ) : null}
      {error ? errorLine(`${id}-error`, error) : null}
    </div>
  );
}

/**
 * What a shell takes from the item it frames: the id, the label, the required flag, the comment as its caption and
 * the width. A field spreads it and adds its error and input: `fieldShell({ ...itemShellProps(props), error, children })`.
 */
export function itemShellProps({ item, idBase, label }: Pick<FieldProps, 'item' | 'idBase' | 'label'>) {
  return {
    id: idBase,
    label,
    required: item.required === 'Y',
    // A long help text opens in the text-content dialog (spec 2.10) rather than pushing the inputs down the page.
    caption: item.comment && isLongText(item.comment) ? <LongTextCaption label={label} text={item.comment} /> : (item.comment ?? undefined),
    fullWidth: item.input_type.full_width === 'Y',
  };
}

/** Several inputs answering one item (date range, birthdate, address, ratio): a fieldset with a legend. */
export function groupShell({
  id,
  label,
  required,
  errors,
  caption,
  fullWidth,
  tag,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  errors: (string | undefined)[];
  caption?: ReactNode;
  fullWidth?: boolean;
  tag?: string | undefined;
  children: ReactNode;
}): ReactElement {
  const shown = [...new Set(errors.filter((e): e is string => Boolean(e)))];
  return (
    <fieldset className={`fe-field fe-group${fullWidth ? ' fe-field--full' : ''}${shown.length ? ' fe-field--invalid' : ''}`} id={id}>
      <legend className="fe-label">
        {label}
        {required ? requiredMark : null}
        {tag ? typeTag(tag) : null}
      </legend>
      <div className="fe-group__inputs">{children}</div>
      {caption ? <p className="fe-caption">{caption}</p> : null}
      {/* One id for the group's messages, which its invalid inputs name in aria-describedby (groupErrorId). */}
      {shown.length === 1 ? errorLine(groupErrorId(id), shown[0]!) : null}
      {shown.length > 1 ? <div id={groupErrorId(id)}>{shown.map((e) => errorLine(undefined, e, e))}</div> : null}
    </fieldset>
  );
}

/** The id of a group's error message(s), `${groupId}-error`: each input of the group in error names it in aria-describedby, so a screen reader reads the message with the input (WCAG 3.3.1). */
const groupErrorId = (groupId: string) => `${groupId}-error`;

/**
 * A field error (spec 2.18): the red warning icon, whose tooltip is the message, and the message as red helper text
 * (always visible: a message only in a tooltip would be missed, and is out of reach on touch screens).
 */
export const errorLine = (id: string | undefined, message: string, key?: string) => (
  <p key={key} id={id} className="fe-error fe-error--icon">
    <span className="fe-error__icon" title={message}>
      <WarningIcon />
    </span>
    {message}
  </p>
);

const typeTag = (tag: string) => (
  <span className="fe-type-tag" aria-hidden="true">
    {tag}
  </span>
);

/** The visual mark only: inputs carry aria-required, so the accessible name stays the item's title. */
const requiredMark = (
  <span className="fe-required" aria-hidden="true">
    *
  </span>
);

// Fields read their error messages through the engine's one error subscription (form-methods.tsx).
export { useFieldError, useFieldErrors } from '../form-methods.tsx';

/** aria-describedby for an input with optional caption and error. */
export function describedBy(id: string, caption: boolean, error: string | undefined): string | undefined {
  const ids = [caption ? `${id}-caption` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
