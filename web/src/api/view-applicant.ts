import { queryOptions } from '@tanstack/react-query';
import type { ApplicantData } from '@portal/shared/schemas/auth-step';
import { call } from '../lib/api-client.ts';
import { startupAnswer, startupCall } from '../lib/startup-answers.ts';

/**
 * POST applicant/view {type:'data'}: the applicant of the stored applicant token.
 * Shared by the session sync (app/) and the form feature, so it lives outside both features.
 */
export const viewApplicant = async (signal?: AbortSignal): Promise<ApplicantData> => {
  // The contract and its schemas load when an applicant is read, not with every page (the session sync is in the shell).
  const [{ ViewApplicant }, { applicantDataSchema }] = await Promise.all([import('@portal/shared/api/auth-step'), import('@portal/shared/schemas/auth-step')]);
  return call(ViewApplicant, { body: { type: 'data' } }, { schema: applicantDataSchema, signal });
};

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
