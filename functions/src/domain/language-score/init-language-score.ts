import { messages, type EtsInitAnswer } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { ApplicantCaller, StaffCaller } from '../auth-step/resolve-caller.ts';
import type { CatalogEntry } from '../ports.ts';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

/** The SPA route the provider's popup returns to (spec 2.13). */
export const ETS_RESULT_PATH = '/etsResult';

/** What the local simulator prefills: a score inside the test's bounds and its first grade. */
function suggestion(entry: CatalogEntry): { score: string; grade: string } {
  const max = entry.max_score ?? undefined;
  const min = entry.min_score ?? 0;
  const score = entry.score_usage === 'Y' ? String(max !== undefined ? Math.max(min, Math.floor((max * 0.8) / 10) * 10) : 80) : '';
  const grade = entry.grade_usage === 'Y' ? (entry.options?.[0]?.value ?? '') : '';
  return { score, grade };
}

/**
 * POST etsInit {languageId, formIndex, etsId, domain} (spec 2.13, 7): the popup url of the language-score provider for
 * one row of the language table, or no url when the test has no verification here (the SPA then applies the choice
 * with ets_type = etsId). The applicant must hold a token and the test must be in their task's `ets` list; in staff
 * test mode any catalogue test may be tried and `isTest=Y` is appended.
 */
export async function initLanguageScore(
  ctx: AppContext,
  input: { languageId: number; formIndex: number; etsId: string },
  caller: ApplicantCaller | StaffCaller,
): Promise<EtsInitAnswer> {
  // Staff test mode (spec 6): an administrator without an applicant token.
  const applicant = caller.applicant;
  const test = applicant === undefined;
  const [catalogue, list] = await Promise.all([
    ctx.repos.catalogs.getCatalog('languages'),
    applicant ? ctx.repos.catalogs.getOptionList(applicant.taskId, 'languages') : undefined,
  ]);
  const entry = catalogue.find((e) => e.id === input.languageId);
  if (!entry) throw badRequest(languageScoreMessages.unknownTest);
  if (applicant && !list?.ets.some((e) => e.ets_id === input.etsId && e.name.trim() === entry.name.trim())) throw badRequest(languageScoreMessages.unknownTest);

  const answer = await ctx.languageScores?.createRequest({
    tenantId: ctx.tenant.id,
    applicantId: applicant?.id ?? 0,
    applicantName: applicant?.name ?? '',
    languageId: entry.id,
    languageName: entry.name,
    etsId: input.etsId,
    formIndex: input.formIndex,
    returnUrl: `${ctx.origin.protocol}://${ctx.origin.host}${ETS_RESULT_PATH}`,
    suggested: suggestion(entry),
  });
  if (!answer) return {};
  return { url: test ? `${answer.url}${answer.url.includes('?') ? '&' : '?'}isTest=Y` : answer.url };
}
