import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthField } from '@portal/shared/schemas/project';
import { authFieldProblem, mobilePattern, type PatternRunner } from '@portal/shared/validation/auth-field-rules';

export type AuthFieldValues = Record<string, string>;
export type AuthFieldErrors = Readonly<Record<string, string | undefined>>;

/** The id of a configured field's input; its caption and error take `${id}-caption` and `${id}-error`. */
export const authFieldId = (name: string) => `apply-field-${name}`;

export interface AuthFieldForm {
  values: AuthFieldValues;
  errors: AuthFieldErrors;
  /** A typed value; the field is checked again when it shows an error or the step was submitted once. */
  setValue(name: string, value: string): void;
  /** A value set by the page (identity verification), checked at once. */
  fill(name: string, value: string): void;
  /** Checks one field, or every field (a submit: the first invalid one takes the focus); true when valid. */
  validate(name?: string): boolean;
  /** An error the server answered for a field (the common-password list is checked only there); it takes the focus. */
  showError(name: string, message: string): void;
}

/**
 * The configured fields of the consent step as plain state: the shared rules (authFieldProblem, the same function the
 * server runs) give each field's message. No form library: the step is on the applicant's first download, and the
 * budget leaves no room for one (docs/web-performance.md).
 */
export function useAuthFieldForm(fields: readonly AuthField[]): AuthFieldForm {
  const [values, setValues] = useState<AuthFieldValues>(() => Object.fromEntries(fields.map((f) => [f.input_type.field, ''])));
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const submitted = useRef(false);
  // The field to focus once its error is rendered, so a screen reader reads the message with it (aria-describedby).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(authFieldId(focusNext.current))?.focus();
    focusNext.current = null;
  }, [errors]);
  const byName = useMemo(() => new Map(fields.map((f) => [f.input_type.field, f])), [fields]);
  // A project's own patterns run in the linear-time matcher, a chunk of its own loaded only for such a project (the
  // step's budget has no room for it); until it is there they are left to the server's 422 (audit F07).
  const ownPatterns = fields.some((f) => f.input_type.pattern && f.input_type.pattern.value !== mobilePattern.source);
  const [runPattern, setRunPattern] = useState<PatternRunner>();
  useEffect(() => {
    if (!ownPatterns) return;
    let live = true;
    import('@portal/shared/validation/tenant-pattern')
      .then(({ runTenantPattern }) => live && setRunPattern(() => runTenantPattern))
      .catch(() => undefined); // the server still checks
    return () => {
      live = false;
    };
  }, [ownPatterns]);
  const problem = useCallback((name: string, value: string) => {
    const field = byName.get(name);
    return field ? authFieldProblem(field, value, runPattern) : undefined;
  }, [byName, runPattern]);

  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => (submitted.current || e[name] ? { ...e, [name]: problem(name, value) } : e));
    },
    [problem],
  );
  const fill = useCallback(
    (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: problem(name, value) }));
    },
    [problem],
  );

  const validate = (name?: string): boolean => {
    if (name !== undefined) {
      const message = problem(name, values[name] ?? '');
      setErrors((e) => ({ ...e, [name]: message }));
      return message === undefined;
    }
    submitted.current = true;
    const found = Object.fromEntries(fields.map((f) => [f.input_type.field, problem(f.input_type.field, values[f.input_type.field] ?? '')]));
    setErrors(found);
    const first = fields.find((f) => found[f.input_type.field] !== undefined);
    if (first) focusNext.current = first.input_type.field;
    return first === undefined;
  };

  const showError = useCallback((name: string, message: string) => {
    focusNext.current = name;
    setErrors((e) => ({ ...e, [name]: message }));
  }, []);

  return { values, errors, setValue, fill, validate, showError };
}
