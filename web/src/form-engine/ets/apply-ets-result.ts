import { ETS_SEAL_FIELD, ETS_TYPE_FIELD, etsTypeOf, type EtsResult } from '@portal/shared/schemas/language-score';
import { messages } from '@portal/shared/messages';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

/** Row keys a verified result fills (spec 3 'applicant_languages'), keyed by field name without the row prefix. */
export type RowValues = Record<string, string>;

const sameName = (a: string, b: string) => a.normalize('NFC').replace(/\s+/g, '') === b.normalize('NFC').replace(/\s+/g, '');

/**
 * What the opener does with a returned result (spec 2.13): the uname must be the applicant's name (skipped in test
 * mode), else '지원자 이름을 확인해 주세요.'; otherwise the row's values, with ets_type listing the parts it verified
 * and the provider's seal, which the server checks on every save.
 */
export function applyEtsResult(
  result: EtsResult,
  opts: { applicantName: string | undefined; isTest: boolean; languageField: string },
): { ok: true; values: RowValues } | { ok: false; message: string } {
  if (!opts.isTest && !sameName(result.uname, opts.applicantName ?? '')) return { ok: false, message: languageScoreMessages.nameMismatch };
  if (!result.id || !result.name || (!result.score && !result.grade)) return { ok: false, message: languageScoreMessages.incomplete };
  const values: RowValues = {
    language_id: result.id,
    language_name: result.name,
    [opts.languageField]: result.name,
    score: result.score,
    grade: result.grade,
    application_date: result.date,
    application_number: result.registrationNumber,
    certification_organization: result.org,
    [ETS_TYPE_FIELD]: etsTypeOf(result),
    [ETS_SEAL_FIELD]: result.seal,
  };
  return { ok: true, values };
}

/** The direct apply when the init call returns no url: the choice with ets_type = etsId (and no seal). */
export const directApplyValues = (etsId: string): RowValues => ({ [ETS_TYPE_FIELD]: etsId, [ETS_SEAL_FIELD]: '' });

/**
 * A choice that is not verified clears an earlier verification of the row; the date and registration number the
 * provider returned for the earlier test go with it (typed ones of an unverified row stay).
 */
export const clearedVerification = (wasVerified: boolean): RowValues => ({
  [ETS_TYPE_FIELD]: '',
  [ETS_SEAL_FIELD]: '',
  ...(wasVerified ? { application_number: '', application_date: '' } : {}),
});

/** The row index of a repeatable row's prefix ('applicant_languages.2.' → 2); 0 outside a row. */
export function rowIndexOf(prefix: string): number {
  const m = /\.(\d+)\.$/.exec(prefix);
  return m ? Number(m[1]) : 0;
}
