import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { createApplicantResultSchema } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

export type CreateApplicantResult = z.infer<typeof createApplicantResultSchema>;

export interface CreateApplicantBody {
  project_id: number;
  agreements: 'Y';
  agreement_ids: number[];
  auth_seq?: string;
  [field: string]: string | number | number[] | undefined;
}

/** POST applicant/create/{taskId}: the auth save. Answers {id, access_token} or {error} ('duplicate', or a message). */
export const createApplicant = (taskId: number, body: CreateApplicantBody): Promise<CreateApplicantResult> =>
  request(`applicant/create/${taskId}`, { method: 'POST', body, schema: createApplicantResultSchema });

export const createApplicantMutationOptions = () =>
  mutationOptions({
    mutationKey: ['apply', 'applicant', 'create'],
    mutationFn: ({ taskId, body }: { taskId: number; body: CreateApplicantBody }) => createApplicant(taskId, body),
  });

export const useCreateApplicant = () => useMutation(createApplicantMutationOptions());
