import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, FindPasswordBody, FindPasswordSent } from '@portal/shared/schemas/find-application';
import { ChangePassword, FindPassword } from '@portal/shared/api/find-application';
import { call } from '../../../lib/api-client.ts';
import { confirmRecoveryCode } from '../../../lib/verification-api.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** POST applicant/findPassword: a match sends the code to the phone given at application ({id, expire_at}). */
export const useFindPassword = () =>
  useMutation({ mutationKey: [...findApplicationKeys.all, 'find-password'], mutationFn: (body: FindPasswordBody): Promise<FindPasswordSent> => call(FindPassword, { body }) });

/** verify/confirm/sms with type 'applicant_find_password': the reset token. */
export const useConfirmRecoveryCode = () =>
  useMutation({ mutationKey: [...findApplicationKeys.all, 'confirm-recovery'], mutationFn: confirmRecoveryCode });

/** POST applicant/changePassword with the stored reset token. */
export const useChangePassword = () =>
  useMutation({ mutationKey: [...findApplicationKeys.all, 'change-password'], mutationFn: (body: ChangePasswordBody) => call(ChangePassword, { body }) });
