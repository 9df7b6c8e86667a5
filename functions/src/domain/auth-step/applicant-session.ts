/**
 * The applicant's working session (spec 4 'Session and deadline timer'): it lasts this long from the last time
 * check ('Extend' re-requests the time). The browser counts down and temp-saves at 0; the server accepts
 * requests for a short grace after the end so that save still lands.
 */
export const SESSION_SECONDS = 30 * 60;
export const SESSION_GRACE_SECONDS = 2 * 60;
