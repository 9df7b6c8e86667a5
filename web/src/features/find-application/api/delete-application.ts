import { useMutation } from '@tanstack/react-query';
import type { DeleteApplicationResult } from '@portal/shared/schemas/find-application';
import { DeleteApplication } from '@portal/shared/api/find-application';
import { call } from '../../../lib/api-client.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** POST applicant/delete (spec part 2, 2.5): after the SMS check of the phone given at application. */
export const useDeleteApplication = () =>
  useMutation({
    mutationKey: [...findApplicationKeys.all, 'delete'],
    mutationFn: (): Promise<DeleteApplicationResult> => call(DeleteApplication, { body: { type: 'delete' } }),
  });
