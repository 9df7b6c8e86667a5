import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CancelResult } from '@portal/shared/schemas/submission';
import { CancelSubmission } from '@portal/shared/api/submission';
import { call } from '../../../lib/api-client.ts';

/** POST applicant/cancel: cancels the final submission of the token's applicant ('success' with save_page, or 'limit'). */
export const cancelSubmission = (): Promise<CancelResult> => call(CancelSubmission, {});

export const cancelSubmissionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['submission', 'cancel'],
    mutationFn: () => cancelSubmission(),
  });

export const useCancelSubmission = () => useMutation(cancelSubmissionMutationOptions());
