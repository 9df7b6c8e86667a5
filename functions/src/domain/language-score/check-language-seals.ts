import { messages, ETS_SEAL_FIELD, ETS_TYPE_FIELD, etsPartsOf } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { languageIdOf, LANGUAGE_ID_FIELD } from '@portal/shared/form/language-entry';
import type { LanguageScoreProvider, LanguageScoreValues } from '../ports.ts';
import { languageScoreMessages } from '@portal/shared/messages/language-score';
import { isRecord } from '@portal/shared/is-record';

export type SealCheck = { ok: true } | { ok: false; path: string; message: string };

/** A stored text value; '해당없음' (the not-applicable display) counts as blank, as the popup returned nothing there. */
const text = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return s === messages.formPage.notApplicable ? '' : s;
};

/** The row keys a verified result fills (spec 3 'applicant_languages'). */
export const verifiedRowValues = (row: Record<string, unknown>, uname: string): LanguageScoreValues => ({
  uname,
  score: text(row.score),
  grade: text(row.grade),
  date: text(row.application_date),
  org: text(row.certification_organization),
  registrationNumber: text(row.application_number),
});

/** Every container (row or group) of the page that holds a language picker, with its path prefix and the picker's field. */
function languageContainers(page: FormPage, values: Record<string, unknown>): { prefix: string; field: string; row: Record<string, unknown> }[] {
  const out: { prefix: string; field: string; row: Record<string, unknown> }[] = [];
  for (const form of page.forms) {
    for (const detail of form.details) {
      const picker = detail.items.find((i) => i.input_type.type === 'language');
      if (!picker) continue;
      const field = picker.input_type.field;
      if (detail.repeatable) {
        const rows = values[detail.repeatable.model];
        if (Array.isArray(rows)) rows.forEach((row, i) => isRecord(row) && out.push({ prefix: `${detail.repeatable!.model}.${i}.`, field, row }));
        continue;
      }
      const model = picker.input_type.model;
      const row = !model || model === 'applicants' ? values : values[model];
      if (isRecord(row)) out.push({ prefix: !model || model === 'applicants' ? '' : `${model}.`, field, row });
    }
  }
  return out;
}

/**
 * The server's authority over verified language results (spec 2.13): a row whose ets_type lists 'score' or 'grade'
 * claims values that came from the provider, so it must carry the provider's seal (ets_seal) over exactly those
 * values, this applicant (the seal binds the applicant's own name as the provider's uname) and this test. A changed
 * score, another applicant's result or a forged seal is refused. Rows without such an ets_type are ordinary typed-in
 * rows (including a direct apply, whose ets_type is the test's etsId) and keep the engine's rules only.
 */
export function checkLanguageSeals(
  provider: LanguageScoreProvider | undefined,
  input: { tenantId: number; applicant: { id: number; name: string } | undefined; page: FormPage; values: Record<string, unknown> },
): SealCheck {
  for (const { prefix, field, row } of languageContainers(input.page, input.values)) {
    if (etsPartsOf(row[ETS_TYPE_FIELD]).length === 0) continue;
    const refused: SealCheck = { ok: false, path: `${prefix}${field}`, message: languageScoreMessages.unverified };
    const languageId = languageIdOf(row[LANGUAGE_ID_FIELD]);
    const seal = text(row[ETS_SEAL_FIELD]);
    if (!provider || !input.applicant || languageId === undefined || !seal) return refused;
    const ok = provider.verify({
      tenantId: input.tenantId,
      applicantId: input.applicant.id,
      languageId,
      values: verifiedRowValues(row, input.applicant.name),
      seal,
    });
    if (!ok) return refused;
  }
  return { ok: true };
}
