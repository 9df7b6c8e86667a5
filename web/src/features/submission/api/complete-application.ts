import { mutationOptions, useMutation } from '@tanstack/react-query';
import { completeResultSchema, type CompleteResult } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST applicant/complete/{id}: final submission. Business answers come as 200 {result: 'Y' | 'timeover' | 'impossible'}. */
export const completeApplication = (applicantId: number): Promise<CompleteResult> =>
  request(`applicant/complete/${applicantId}`, { method: 'POST', body: {}, schema: completeResultSchema });

export const completeApplicationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['submission', 'complete'],
    mutationFn: (applicantId: number) => completeApplication(applicantId),
  });

export const useCompleteApplication = () => useMutation(completeApplicationMutationOptions());
