import type { SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';

/** applicant/page/{id}: what the server holds for one page of the applicant's form (version 0 when never saved). */
export async function getSavedPage(ctx: AppContext, input: { pageIndex: number }, { applicant }: ApplicantCaller): Promise<SavedPage> {
  const saved = await ctx.repos.answers.getPage(applicant.id, input.pageIndex);
  return saved ?? { pageIndex: input.pageIndex, version: 0, values: {}, saveType: null, savedAt: null };
}
