import { timeCheckSchema, type TimeCheck } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST getTime/{projectId}: the server clock's view of the period; with the applicant token it also restarts the session. */
export const getTime = (projectId: number): Promise<TimeCheck> => request(`getTime/${projectId}`, { method: 'POST', body: {}, schema: timeCheckSchema });
