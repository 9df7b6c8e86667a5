import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { identityPersonSchema } from '@portal/shared';
import { ConfirmVerification } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import type { CodeKind } from './request-verification.ts';

export type IdentityPerson = z.infer<typeof identityPersonSchema>;

export interface ConfirmCodeBody {
  request_info: string;
  recv_info: string;
  type: 'applicant_certification';
}

const confirmed = z.literal('Y');

/** POST verify/confirm/{email|sms}: answers 'Y' when the code is right; a wrong code is a 4xx with the server's message. */
export async function confirmCode(kind: CodeKind, body: ConfirmCodeBody): Promise<true> {
  await call(ConfirmVerification, { params: { kind }, body }, { schema: confirmed });
  return true;
}

export const confirmCodeMutationOptions = (kind: CodeKind) =>
  mutationOptions({
    mutationKey: applyKeys.confirmCode(kind),
    mutationFn: (body: ConfirmCodeBody) => confirmCode(kind, body),
  });

export const useConfirmCode = (kind: CodeKind) => useMutation(confirmCodeMutationOptions(kind));

export interface ConfirmIdentityBody {
  seq: string;
  encode_data: string;
  type: 'applicant_certification';
}

/** POST verify/confirm/auth: the provider's callback data in, the person (or {error, errorMessage}) out. */
export const confirmIdentity = (body: ConfirmIdentityBody): Promise<IdentityPerson> =>
  call(ConfirmVerification, { params: { kind: 'auth' }, body }, { schema: identityPersonSchema });

export const confirmIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.confirmCode('auth'),
    mutationFn: (body: ConfirmIdentityBody) => confirmIdentity(body),
  });

export const useConfirmIdentity = () => useMutation(confirmIdentityMutationOptions());
