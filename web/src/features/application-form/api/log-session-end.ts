import { request } from '../../../lib/api-client.ts';

/** POST applicant/log/sessionEnd/{id}: tells the server the session ran out on this page. */
export const logSessionEnd = (applicantId: number, pageIndex: number): Promise<unknown> =>
  request(`applicant/log/sessionEnd/${applicantId}`, { method: 'POST', body: { pageIndex } });
