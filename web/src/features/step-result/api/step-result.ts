import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StepAnswerResult, StepAnswers, StepResult } from '@portal/shared/schemas/steps';
import { GetStepResult, PreviewStepResult, SubmitStepAnswers, SubmitSurvey } from '@portal/shared/api/steps';
import { call } from '../../../lib/api-client.ts';
import { sendWithRetries } from '../../../lib/send-with-retries.ts';
import { session } from '../../../lib/session.ts';
import { stepResultKeys } from './step-result-keys.ts';

/**
 * POST applicant/result/{applicantStepId} (spec part 2, 2.7, 7 'Get result'). Staff (a stored access token: the admin
 * scope, which an adminToken route parameter starts, step-result-route.tsx) read the test-mode preview instead, which
 * the server answers before the result period too and with every submit refused.
 */
export function fetchStepResult(applicantStepId: string, signal?: AbortSignal): Promise<StepResult> {
  const input = { params: { applicantStepId }, body: {} };
  return session.isAuthenticated() ? call(PreviewStepResult, input, { signal }) : call(GetStepResult, input, { signal });
}

export const stepResultQueryOptions = (applicantStepId: string) =>
  queryOptions({
    queryKey: stepResultKeys.result(applicantStepId, session.isAuthenticated()),
    queryFn: ({ signal }) => fetchStepResult(applicantStepId, signal),
    // A 403 (not the result period) or 404 answers at once; asking again would not change it.
    retry: false,
  });

export const useStepResult = (applicantStepId: string) => useQuery(stepResultQueryOptions(applicantStepId));

/** After a stored answer the result is read again (its answers, addRequestStatus, surveySubmitted). */
function useAnswerMutation(applicantStepId: string, key: readonly unknown[], send: (answers: StepAnswers) => Promise<StepAnswerResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: key,
    mutationFn: send,
    onSuccess: (r) => {
      if (r.result === 'success') void client.invalidateQueries({ queryKey: stepResultKeys.step(applicantStepId) });
    },
  });
}

/**
 * POST applicant/result/{applicantStepId}/update: the additional-request answers (success, end, duplicate or error).
 * Each submit is tried again on no answer, a 5xx or a 429 with one idempotency key (lib/send-with-retries.ts).
 */
export const useSubmitStepAnswers = (applicantStepId: string) =>
  useAnswerMutation(applicantStepId, stepResultKeys.submitAnswers(applicantStepId), (answers) =>
    sendWithRetries((key) => call(SubmitStepAnswers, { params: { applicantStepId }, body: { answers }, headers: { 'Idempotency-Key': key } })),
  );

/** POST applicant/survey/{applicantStepId}/store: the survey's answers, once per applicant and step; retried as above. */
export const useSubmitSurvey = (applicantStepId: string) =>
  useAnswerMutation(applicantStepId, stepResultKeys.submitSurvey(applicantStepId), (answers) =>
    sendWithRetries((key) => call(SubmitSurvey, { params: { applicantStepId }, body: { answers }, headers: { 'Idempotency-Key': key } })),
  );
