import type { FormPage } from '@portal/shared/form-model/definition';
import type { ApplicantRecord } from '../ports.ts';

/** Fields of the applicants model that the auth step fixed (and the identity provider may have verified). */
const fixedFields = { name: 'name', email: 'email', phone: 'phone' } as const satisfies Record<string, keyof ApplicantRecord>;

/**
 * Spec 4 'Read-only': fields of the applicants model are read-only. The browser disables them; the server makes it
 * true by taking their values from the applicant record, whatever was posted, so a saved page never disagrees with
 * the verified name, e-mail and phone.
 */
export function withApplicantFields(page: FormPage, values: Record<string, unknown>, applicant: Partial<Pick<ApplicantRecord, 'name' | 'email' | 'phone'>>): Record<string, unknown> {
  let out = values;
  for (const form of page.forms)
    for (const detail of form.details)
      for (const item of detail.items) {
        const field = item.input_type.field;
        if (item.input_type.model !== 'applicants' || detail.repeatable || !(field in fixedFields)) continue;
        const fixed = applicant[fixedFields[field as keyof typeof fixedFields]];
        if (fixed === undefined) continue;
        if (out === values) out = { ...values };
        out[field] = fixed;
      }
  return out;
}
