import type { ApplicantData, SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { StoredFormPage } from '../ports.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { viewApplicant } from '../auth-step/view-applicant.ts';
import { getFormPage } from './get-form-page.ts';
import { getSavedPage } from './get-saved-page.ts';

export interface OpenedFormPage {
  applicant: ApplicantData;
  form: StoredFormPage;
  saved: SavedPage;
}

/**
 * applicant/open-form/{id}: what a form page's first load asks, in one call. Each part is what its own call answers:
 * the applicant (applicant/view {type: 'data'}), the page's definition (forms/{taskId}/{pageIndex}) and what the
 * applicant saved on it (applicant/page/{id}), with the same checks. The token and the applicant were read once, by
 * the route's auth (own-applicant). On deadline day every form page load was three such calls, each with its own
 * invocation and reads.
 *
 * Any part's refusal refuses the call; the SPA then asks the three calls one by one, so each part's own error reaches
 * the screen that shows it (web/src/app/prime-startup.ts).
 */
export async function openFormPage(ctx: AppContext, input: { taskId: number; pageIndex: number }, caller: ApplicantCaller): Promise<OpenedFormPage> {
  const [applicant, form, saved] = await Promise.all([
    viewApplicant(ctx, caller),
    getFormPage(ctx, { taskId: input.taskId, pageIndex: input.pageIndex }, caller),
    getSavedPage(ctx, { pageIndex: input.pageIndex }, caller),
  ]);
  return { applicant, form, saved };
}
