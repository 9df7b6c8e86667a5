import { useEffect } from 'react';
import { useFormMethods } from '../form-methods.tsx';

/** The row fields cleared when pre-registration changes (spec 4 'Dependent fields', language pre-registration). */
export const PRE_REGISTRATION_CLEARS = ['ets_type', 'language_id', 'language_name', 'certification_organization', 'application_date', 'application_number', 'score', 'grade'] as const;

/**
 * When the list uses pre-registration, an applicant's change of `{prefix}pre_registration` clears the row's
 * test fields. Only user edits count ('change' events): loading saved answers must not wipe the row.
 */
export function usePreRegistrationReset(prefix: string, enabled: boolean, extraFields: readonly string[] = []): void {
  const { watch, setValue } = useFormMethods();
  useEffect(() => {
    if (!enabled) return;
    const target = `${prefix}pre_registration`;
    const sub = watch((_values, info) => {
      if (info.name !== target || info.type !== 'change') return;
      for (const f of [...PRE_REGISTRATION_CLEARS, ...extraFields]) setValue(`${prefix}${f}`, '', { shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [prefix, enabled, extraFields, watch, setValue]);
}
