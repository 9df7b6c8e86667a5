import type { ApplicantHistory } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { photoOf } from '../form/answer-readers.ts';
import { loadApplication } from '../submission/load-application.ts';

/**
 * The history's personal block shows the applicant's photo (spec part 2, 2.4; issue 41 item 6): the stored path of
 * the application's first photo, as the preview finds it. The path only: the browser opens it through the file-read
 * path with the applicant's token, so nothing here signs a link.
 */
export async function withHistoryPhoto(ctx: AppContext, history: ApplicantHistory): Promise<ApplicantHistory> {
  const applicant = await ctx.repos.applicants.get(history.applicant.id);
  if (!applicant) return { ...history, applicant: { ...history.applicant, photo: null } };
  const { pages, saved } = await loadApplication(ctx, applicant);
  const photo = photoOf(pages, new Map([...saved].map(([i, p]) => [i, p.values])));
  return { ...history, applicant: { ...history.applicant, photo } };
}
