import { viewApplicant, applicantQueryOptions } from '../api/view-applicant.ts';
import { checkHostname, checkHostnameQueryOptions } from '../features/company/api/check-hostname.ts';
import { earlyCalls } from '../lib/early-requests.ts';
import { primeAnswer } from '../lib/startup-answers.ts';
import { loadFormScreen } from './load-form-screen.ts';

/**
 * Takes the calls early-start sent for this address (lib/early-requests.ts) through the same parsing as their queries
 * and keeps the answers for the queries' first use (lib/startup-answers.ts). main.tsx renders once they settled, or
 * after STARTUP_RENDER_WAIT_MS: the first render then shows the page itself, not the loading states before it.
 */
export function primeStartupQueries(pathname: string): Promise<unknown> {
  try {
    const calls = earlyCalls(pathname);
    if (!calls) return Promise.resolve();
    const answers: Promise<unknown>[] = [primeAnswer(checkHostnameQueryOptions().queryKey, () => checkHostname())];
    const form = calls.form;
    if (form) {
      // The form's calls are read by its own chunk, which the page needs anyway (early-start has started loading it).
      answers.push(loadFormScreen().then((m) => Promise.all(m.primeFormQueries(calls, form)), () => undefined));
    } else if (calls.applicant) answers.push(primeAnswer(applicantQueryOptions().queryKey, () => viewApplicant()));
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
