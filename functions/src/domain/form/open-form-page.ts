import type { ApplicantData, SavedPage } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { StoredFormPage } from '../ports.ts';
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
 * applicant saved on it (applicant/page/{id}), with the same checks. The three read the token and the applicant once
 * between them. On deadline day every form page load was three such calls, each with its own invocation and reads.
 *
 * Any part's refusal refuses the call; the SPA then asks the three calls one by one, so each part's own error reaches
 * the screen that shows it (web/src/app/prime-startup.ts).
 */
export async function openFormPage(ctx: AppContext, input: { id: number; taskId: number; pageIndex: number }): Promise<OpenedFormPage> {
  const shared = withSharedApplicantReads(ctx);
  const [applicant, form, saved] = await Promise.all([
    viewApplicant(shared),
    getFormPage(shared, { taskId: input.taskId, pageIndex: input.pageIndex }),
    getSavedPage(shared, { id: input.id, pageIndex: input.pageIndex }),
  ]);
  return { applicant, form, saved };
}

/** The context with the token and applicant reads made once per key for this request. */
function withSharedApplicantReads(ctx: AppContext): AppContext {
  const { applicantTokens, applicants } = ctx.repos;
  const tokens = new Map<string, ReturnType<typeof applicantTokens.find>>();
  const records = new Map<number, ReturnType<typeof applicants.get>>();
  const once = <K, V>(cache: Map<K, V>, key: K, read: () => V): V => {
    let v = cache.get(key);
    if (v === undefined) cache.set(key, (v = read()));
    return v;
  };
  return {
    ...ctx,
    repos: {
      ...ctx.repos,
      applicantTokens: { ...applicantTokens, find: (token) => once(tokens, token, () => applicantTokens.find(token)) },
      applicants: { ...applicants, get: (id) => once(records, id, () => applicants.get(id)) },
    },
  };
}
