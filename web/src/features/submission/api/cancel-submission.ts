import { mutationOptions, useMutation } from '@tanstack/react-query';
import { cancelResultSchema, type CancelResult } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

/** POST applicant/cancel: cancels the final submission of the token's applicant ('success' with save_page, or 'limit'). */
export const cancelSubmission = (): Promise<CancelResult> => request('applicant/cancel', { method: 'POST', body: {}, schema: cancelResultSchema });

export const cancelSubmissionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['submission', 'cancel'],
    mutationFn: () => cancelSubmission(),
  });

export const useCancelSubmission = () => useMutation(cancelSubmissionMutationOptions());
