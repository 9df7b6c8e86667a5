import { viewApplicant, applicantQueryOptions } from '../api/view-applicant.ts';
import { getFormPage, formPageQueryOptions } from '../features/application-form/api/get-form.ts';
import { getSavedPage, savedPageQueryOptions } from '../features/application-form/api/get-saved-page.ts';
import { openFormPage, type OpenedFormPage } from '../features/application-form/api/open-form-page.ts';
import { isApiError } from '../lib/api-client.ts';
import { checkHostname, checkHostnameQueryOptions } from '../features/company/api/check-hostname.ts';
import { earlyCalls } from '../lib/early-requests.ts';
import { primeAnswer } from '../lib/startup-answers.ts';

/**
 * Takes the calls early-start sent for this address (lib/early-requests.ts) through the same parsing as their queries
 * and keeps the answers for the queries' first use (lib/startup-answers.ts). main.tsx renders once they settled, or
 * after STARTUP_RENDER_WAIT_MS: the first render then shows the page itself, not the loading states before it.
 */
export function primeStartupQueries(pathname: string): Promise<unknown> {
  try {
    const calls = earlyCalls(pathname);
    if (!calls) return Promise.resolve();
    const answers = [primeAnswer(checkHostnameQueryOptions().queryKey, () => checkHostname())];
    const form = calls.form;
    if (form && form.savedOf !== null) {
      // One call for the applicant, the definition and the saved page (lib/early-requests.ts), split into the answers
      // of the three queries. If it is refused for anything but the session (a 401 refuses each part alike), each
      // part asks its own call, so each screen gets its own call's answer or error.
      const { taskId, pageIndex, savedOf } = form;
      const opened = openFormPage(savedOf, taskId, pageIndex);
      const part = <T>(pick: (o: OpenedFormPage) => T, alone: () => Promise<T>) => () =>
        opened.then(pick, (e: unknown) => (isApiError(e) && e.status === 401 ? Promise.reject(e) : alone()));
      answers.push(
        primeAnswer(applicantQueryOptions().queryKey, part((o) => o.applicant, () => viewApplicant())),
        primeAnswer(formPageQueryOptions(taskId, pageIndex).queryKey, part((o) => o.form, () => getFormPage(taskId, pageIndex))),
        primeAnswer(savedPageQueryOptions(savedOf, pageIndex).queryKey, part((o) => o.saved, () => getSavedPage(savedOf, pageIndex))),
      );
    } else {
      if (calls.applicant) answers.push(primeAnswer(applicantQueryOptions().queryKey, () => viewApplicant()));
      if (form) answers.push(primeAnswer(formPageQueryOptions(form.taskId, form.pageIndex).queryKey, () => getFormPage(form.taskId, form.pageIndex)));
    }
    // primeAnswer's promises settle without failing: a failed call is its query's error, not the render's.
    return Promise.all(answers);
  } catch {
    // Whatever went wrong here, the app renders anyway, and its queries ask the server themselves.
    return Promise.resolve();
  }
}

/**
 * How long the first render waits for the startup answers. index.html shows the loading text meanwhile; after it,
 * the app renders with its own loading states and the queries take the calls still on their way.
 */
export const STARTUP_RENDER_WAIT_MS = 1_500;
