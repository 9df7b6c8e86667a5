import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { VerifyRequestBody } from '@portal/shared/schemas/auth-step';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from './api-client.ts';
import { readCodeSent, readConfirmed, readResetToken, type CodeSent } from './verification-answers.ts';

export type { CodeSent } from './verification-answers.ts';

/** E-mail and SMS codes, shared by the consent step, the delete dialog and password recovery (read without zod). */
export type CodeKind = 'email' | 'sms';
export type CodePurpose = VerifyRequestBody['type'];

export const verificationKeys = {
  request: (kind: string, purpose: string) => ['verify', 'request', kind, purpose] as const,
  confirm: (kind: string, purpose: string) => ['verify', 'confirm', kind, purpose] as const,
};

/** POST verify/request/{email|sms}: sends a code to recv_info. Answers {id, expire_at}; a refusal is a 4xx with its message. */
export const requestCode = (kind: CodeKind, body: VerifyRequestBody): Promise<CodeSent> =>
  plainCall(plainRoutes.RequestVerification, { params: { kind }, body }, readCodeSent);

export const requestCodeMutationOptions = (kind: CodeKind, purpose: CodePurpose) =>
  mutationOptions({
    mutationKey: verificationKeys.request(kind, purpose),
    mutationFn: (body: VerifyRequestBody) => requestCode(kind, body),
  });

export const useRequestCode = (kind: CodeKind, purpose: CodePurpose = 'applicant_certification') => useMutation(requestCodeMutationOptions(kind, purpose));

export interface ConfirmCodeBody {
  request_info: string;
  recv_info: string;
  type: CodePurpose;
}

/** POST verify/confirm/{email|sms}: answers 'Y' when the code is right; a wrong code is a 4xx with the server's message. */
export async function confirmCode(kind: CodeKind, body: ConfirmCodeBody): Promise<true> {
  await plainCall(plainRoutes.ConfirmVerification, { params: { kind }, body }, readConfirmed);
  return true;
}

export const confirmCodeMutationOptions = (kind: CodeKind, purpose: CodePurpose) =>
  mutationOptions({
    mutationKey: verificationKeys.confirm(kind, purpose),
    mutationFn: (body: ConfirmCodeBody) => confirmCode(kind, body),
  });

export const useConfirmCode = (kind: CodeKind, purpose: CodePurpose = 'applicant_certification') => useMutation(confirmCodeMutationOptions(kind, purpose));

/** Password recovery's confirm answers a single-use reset token instead of 'Y'. */
export const confirmRecoveryCode = (body: { request_info: string; recv_info: string }): Promise<string> =>
  plainCall(plainRoutes.ConfirmVerification, { params: { kind: 'sms' }, body: { ...body, type: 'applicant_find_password' } }, readResetToken).then((r) => r.reset_token);
