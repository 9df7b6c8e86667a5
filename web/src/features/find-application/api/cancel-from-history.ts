import { useMutation } from '@tanstack/react-query';
import type { CancelResult } from '@portal/shared/schemas/submission';
import { CancelSubmission } from '@portal/shared/api/submission';
import { call } from '../../../lib/api-client.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** 'Modify' of a submitted application on R5-1 (spec part 2, 2.6): POST applicant/cancel for the stored token's applicant. */
export const useCancelFromHistory = () =>
  useMutation({ mutationKey: [...findApplicationKeys.all, 'cancel'], mutationFn: (): Promise<CancelResult> => call(CancelSubmission, {}) });
