import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createApplicantBodySchema, createApplicantResultSchema } from '@portal/shared/schemas/auth-step';
import { CreateApplicant } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export type CreateApplicantResult = z.infer<typeof createApplicantResultSchema>;

export interface CreateApplicantBody {
  project_id: number;
  agreements: 'Y';
  agreement_ids: number[];
  auth_seq?: string;
  [field: string]: string | number | number[] | undefined;
}
// zod types a catchall as an index signature that its own array field (agreement_ids) cannot meet, so no object fits
// the inferred type; the schema itself accepts this shape (the form's fields beside the declared ones).
type ContractBody = z.input<typeof createApplicantBodySchema>;

/** POST applicant/create/{taskId}: the auth save. Answers {id, access_token} or {error} ('duplicate', or a message). */
export const createApplicant = (taskId: number, body: CreateApplicantBody): Promise<CreateApplicantResult> =>
  call(CreateApplicant, { params: { taskId }, body: body as ContractBody });

export const createApplicantMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.createApplicant,
    mutationFn: ({ taskId, body }: { taskId: number; body: CreateApplicantBody }) => createApplicant(taskId, body),
  });

export const useCreateApplicant = () => useMutation(createApplicantMutationOptions());
