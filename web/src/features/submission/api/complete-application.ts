import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CompleteResult } from '@portal/shared/schemas/submission';
import { CompleteApplicant } from '@portal/shared/api/submission';
import { call } from '../../../lib/api-client.ts';

/** POST applicant/complete/{id}: final submission. Business answers come as 200 {result: 'Y' | 'timeover' | 'impossible'}. */
export const completeApplication = (applicantId: number): Promise<CompleteResult> =>
  call(CompleteApplicant, { params: { id: applicantId } });

export const completeApplicationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['submission', 'complete'],
    mutationFn: (applicantId: number) => completeApplication(applicantId),
  });

export const useCompleteApplication = () => useMutation(completeApplicationMutationOptions());
