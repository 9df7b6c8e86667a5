import { applicantDataSchema, type ApplicantData } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST applicant/view {type:'data'}: the applicant of the stored applicant token. */
export const viewApplicant = (signal?: AbortSignal): Promise<ApplicantData> =>
  request('applicant/view', { method: 'POST', body: { type: 'data' }, schema: applicantDataSchema, ...(signal ? { signal } : {}) });
