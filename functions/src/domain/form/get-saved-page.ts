import type { SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { requireNamedApplicant } from '../auth-step/require-applicant.ts';

/** applicant/page/{id}: what the server holds for one page of the applicant's form (version 0 when never saved). */
export async function getSavedPage(ctx: AppContext, input: { id: number; pageIndex: number }): Promise<SavedPage> {
  const applicant = await requireNamedApplicant(ctx, input.id);
  const saved = await ctx.repos.answers.getPage(applicant.id, input.pageIndex);
  return saved ?? { pageIndex: input.pageIndex, version: 0, values: {}, saveType: null, savedAt: null };
}
