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

/** POST applicant/create/{taskId}: the auth save. Answers {id, access_token} or {error} ('duplicate', or a message). */
export const createApplicant = (taskId: number, body: CreateApplicantBody): Promise<CreateApplicantResult> =>
  plainCall(plainRoutes.CreateApplicant, { params: { taskId }, body }, readCreatedApplicant);

export const createApplicantMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.createApplicant,
    mutationFn: ({ taskId, body }: { taskId: number; body: CreateApplicantBody }) => createApplicant(taskId, body),
  });

export const useCreateApplicant = () => useMutation(createApplicantMutationOptions());
