import { queryOptions } from '@tanstack/react-query';
import { applicantDataSchema, type ApplicantData } from '@portal/shared';
import { request } from '../lib/api-client.ts';
import { startupAnswer, startupCall } from '../lib/startup-answers.ts';

/**
 * POST applicant/view {type:'data'}: the applicant of the stored applicant token.
 * Shared by the session sync (app/) and the form feature, so it lives outside both features.
 */
export const viewApplicant = (signal?: AbortSignal): Promise<ApplicantData> =>
  request('applicant/view', { method: 'POST', body: { type: 'data' }, schema: applicantDataSchema, ...(signal ? { signal } : {}) });

const applicantKey = ['applicant', 'data'];

export const applicantQueryOptions = () =>
  queryOptions({
    queryKey: applicantKey,
    queryFn: ({ signal }) => startupCall(applicantKey, () => viewApplicant(signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<ApplicantData>(applicantKey, 0),
    retry: false,
  });
