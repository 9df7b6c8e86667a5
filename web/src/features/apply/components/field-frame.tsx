import type { ReactNode } from 'react';
import '../../../components/plain-controls.css';

/** aria-describedby of a control with an optional error and caption: the error first, as it is shown. */
export const describedBy = (id: string, error: string | undefined, caption: boolean): string | undefined =>
  [error ? `${id}-error` : '', caption ? `${id}-caption` : ''].filter(Boolean).join(' ') || undefined;

/**
 * Label, control, error and caption of one field of the apply step: plain elements in the portal's CSS (apply.css),
 * not Primer's FormControl, whose code the step's JavaScript budget has no room for. The control itself names its
 * error and caption (describedBy) and carries aria-invalid.
 */
export function FieldFrame({
  id,
  label,
  required = false,
  disabled = false,
  error,
  caption,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Greys the label as the disabled control is greyed. */
  disabled?: boolean;
  error?: string | undefined;
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`apply-control${error ? ' apply-control--invalid' : ''}${disabled ? ' apply-control--disabled' : ''}`}>
      <label className="apply-control__label" htmlFor={id}>
        {label}
        {/* The mark only: the control carries aria-required, so its name stays the label. */}
        {required ? (
          <span className="apply-control__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="apply-control__error">
          {error}
        </p>
      ) : null}
      {caption ? (
        <p id={`${id}-caption`} className="apply-control__caption">
          {caption}
        </p>
      ) : null}
    </div>
  );
}
