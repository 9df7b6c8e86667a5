import type { SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { requireNamedApplicant } from '../auth-step/require-applicant.ts';

/** applicant/page/{id}: what the server holds for one page of the applicant's form (version 0 when never saved). */
export async function getSavedPage(ctx: AppContext, input: { id: number; pageIndex: number }): Promise<SavedPage> {
  // The page is read beside the token and the applicant (one round trip, on the form's first load), and returned
  // only once the token is found to be that applicant's.
  const [, saved] = await Promise.all([requireNamedApplicant(ctx, input.id), ctx.repos.answers.getPage(input.id, input.pageIndex)]);
  return saved ?? { pageIndex: input.pageIndex, version: 0, values: {}, saveType: null, savedAt: null };
}
