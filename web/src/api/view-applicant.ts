import { queryOptions } from '@tanstack/react-query';
import { applicantDataSchema, type ApplicantData } from '@portal/shared';
import { ViewApplicant } from '@portal/shared/api/auth-step';
import { call } from '../lib/api-client.ts';
import { startupAnswer, startupCall } from '../lib/startup-answers.ts';

/**
 * POST applicant/view {type:'data'}: the applicant of the stored applicant token.
 * Shared by the session sync (app/) and the form feature, so it lives outside both features.
 */
export const viewApplicant = (signal?: AbortSignal): Promise<ApplicantData> =>
  call(ViewApplicant, { body: { type: 'data' } }, { schema: applicantDataSchema, signal });

/** The applicant's query keys: the session sync, the form and the submission screens use these. */
export const applicantKeys = { all: ['applicant'] as const, data: ['applicant', 'data'] as const };
const applicantKey = applicantKeys.data;

export const applicantQueryOptions = () =>
  queryOptions({
    queryKey: applicantKey,
    queryFn: ({ signal }) => startupCall(applicantKey, () => viewApplicant(signal)),
    // A page load's own answer (app/prime-startup.ts), once.
    ...startupAnswer<ApplicantData>(applicantKey, 0),
    retry: false,
  });
