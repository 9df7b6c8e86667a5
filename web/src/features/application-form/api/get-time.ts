import type { TimeCheck } from '@portal/shared/schemas/auth-step';
import { GetTime } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';

/** POST getTime/{projectId}: the server clock's view of the period; with the applicant token it also restarts the session. */
export const getTime = (projectId: number): Promise<TimeCheck> => call(GetTime, { params: { projectId } });
