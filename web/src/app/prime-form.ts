import { applicantQueryOptions, viewApplicant } from '../api/view-applicant.ts';
import { formPageQueryOptions, getFormPage } from '../features/application-form/api/get-form.ts';
import { getSavedPage, savedPageQueryOptions } from '../features/application-form/api/get-saved-page.ts';
import { openFormPage, type OpenedFormPage } from '../features/application-form/api/open-form-page.ts';
import { isApiError } from '../lib/api-client.ts';
import type { EarlyCalls } from '../lib/early-requests.ts';
import { primeAnswer } from '../lib/startup-answers.ts';

/**
 * The form page's part of prime-startup.ts, in the form page's own chunk: its contracts and schemas load with the
 * form, not with every page. Returns the answers' promises, each settling without failing.
 */
export function primeFormQueries(calls: EarlyCalls, form: NonNullable<EarlyCalls['form']>): Promise<void>[] {
  if (form.savedOf !== null) {
    // One call for the applicant, the definition and the saved page (lib/early-requests.ts), split into the answers
    // of the three queries. If it is refused for anything but the session (a 401 refuses each part alike), each
    // part asks its own call, so each screen gets its own call's answer or error.
    const { taskId, pageIndex, savedOf } = form;
    const opened = openFormPage(savedOf, taskId, pageIndex);
    const part = <T>(pick: (o: OpenedFormPage) => T, alone: () => Promise<T>) => () =>
      opened.then(pick, (e: unknown) => (isApiError(e) && e.status === 401 ? Promise.reject(e) : alone()));
    return [
      primeAnswer(applicantQueryOptions().queryKey, part((o) => o.applicant, () => viewApplicant())),
      primeAnswer(formPageQueryOptions(taskId, pageIndex).queryKey, part((o) => o.form, () => getFormPage(taskId, pageIndex))),
      primeAnswer(savedPageQueryOptions(savedOf, pageIndex).queryKey, part((o) => o.saved, () => getSavedPage(savedOf, pageIndex))),
    ];
  }
  const answers = [primeAnswer(formPageQueryOptions(form.taskId, form.pageIndex).queryKey, () => getFormPage(form.taskId, form.pageIndex))];
  if (calls.applicant) answers.push(primeAnswer(applicantQueryOptions().queryKey, () => viewApplicant()));
  return answers;
}
