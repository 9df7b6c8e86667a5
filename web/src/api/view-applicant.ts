import { queryOptions } from '@tanstack/react-query';
import { applicantDataSchema, type ApplicantData } from '@portal/shared';
import { request } from '../lib/api-client.ts';

/**
 * POST applicant/view {type:'data'}: the applicant of the stored applicant token.
 * Shared by the session sync (app/) and the form feature, so it lives outside both features.
 */
export const viewApplicant = (signal?: AbortSignal): Promise<ApplicantData> =>
  request('applicant/view', { method: 'POST', body: { type: 'data' }, schema: applicantDataSchema, ...(signal ? { signal } : {}) });

export const applicantQueryOptions = () =>
  queryOptions({
    queryKey: ['applicant', 'data'],
    queryFn: ({ signal }) => viewApplicant(signal),
    staleTime: 0,
    retry: false,
  });
