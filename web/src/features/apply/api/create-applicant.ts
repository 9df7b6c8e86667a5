import { mutationOptions, useMutation } from '@tanstack/react-query';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import { readCreatedApplicant, type CreateApplicantResult } from './plain-answers.ts';

export type { CreateApplicantResult } from './plain-answers.ts';

/** The auth save's body (createApplicantBodySchema): the declared keys and the configured fields beside them. */
export interface CreateApplicantBody {
  project_id: number;
  agreements: 'Y';
  agreement_ids: number[];
  auth_seq?: string;
  [field: string]: string | number | number[] | undefined;
}

/**
 * POST applicant/create/{taskId}: the auth save. Answers {id, access_token} or {error} ('duplicate', or a message).
 * Tried again on no answer, a 5xx or a 429 with one idempotency key: a retry whose first try created the applicant
 * answers that applicant instead of asking for the verifications the first try used.
 */
export async function createApplicant(taskId: number, body: CreateApplicantBody): Promise<CreateApplicantResult> {
  const send = (key?: string) => plainCall(plainRoutes.CreateApplicant, { params: { taskId }, body, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) }, readCreatedApplicant);
  // The retry loop loads with the save, not with the consent step (its first load is at its JavaScript budget);
  // if even that fails (no network), the save is sent once, as before.
  const retries = await import('../../../lib/send-with-retries.ts').catch(() => undefined);
  return retries ? retries.sendWithRetries(send) : send();
}

export const createApplicantMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.createApplicant,
    mutationFn: ({ taskId, body }: { taskId: number; body: CreateApplicantBody }) => createApplicant(taskId, body),
  });

export const useCreateApplicant = () => useMutation(createApplicantMutationOptions());
