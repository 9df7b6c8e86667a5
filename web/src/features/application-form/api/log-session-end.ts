import { LogSessionEnd } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

/** POST applicant/log/sessionEnd/{id}: tells the server the session ran out on this page. */
export const logSessionEnd = (applicantId: number, pageIndex: number): Promise<unknown> =>
  call(LogSessionEnd, { params: { id: applicantId }, body: { pageIndex } });
