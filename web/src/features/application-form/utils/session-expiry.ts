/**
 * Which applicant's session has ended in this tab. The automatic save at the end gives the page a new version, and
 * the form page then opens the form again: this keeps that new form from asking for (and restarting) a session
 * that has ended. It lives in sessionStorage, so logging out or a new identification (a new token) forgets it.
 */
const KEY = 'form_session_ended';

const holder = (applicantId: number, token: string | null) => `${applicantId}:${token ?? ''}`;

export function markSessionEnded(applicantId: number, token: string | null): void {
  try {
    window.sessionStorage.setItem(KEY, holder(applicantId, token));
  } catch {
    // Storage unavailable: the form's own state still stops its countdown.
  }
}

export function sessionHasEnded(applicantId: number, token: string | null): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === holder(applicantId, token);
  } catch {
    return false;
  }
}
