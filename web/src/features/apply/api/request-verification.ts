import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { identityRequestSchema, verifyCodeSentSchema, type VerifyRequestBody } from '@portal/shared';
import { RequestVerification } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export type CodeKind = 'email' | 'sms';
export type CodeSent = z.infer<typeof verifyCodeSentSchema>;
export type IdentityRequest = z.infer<typeof identityRequestSchema>;

/** POST verify/request/{email|sms}: sends a code to recv_info. Answers {id, expire_at}; a refusal is a 4xx with its message. */
export const requestCode = (kind: CodeKind, body: VerifyRequestBody): Promise<CodeSent> =>
  call(RequestVerification, { params: { kind }, body }, { schema: verifyCodeSentSchema });

export const requestCodeMutationOptions = (kind: CodeKind) =>
  mutationOptions({
    mutationKey: applyKeys.requestCode(kind),
    mutationFn: (body: VerifyRequestBody) => requestCode(kind, body),
  });

export const useRequestCode = (kind: CodeKind) => useMutation(requestCodeMutationOptions(kind));

/** POST verify/request/auth: the encoded request for the identity provider's popup. */
export const requestIdentity = (body: VerifyRequestBody): Promise<IdentityRequest> =>
  call(RequestVerification, { params: { kind: 'auth' }, body }, { schema: identityRequestSchema });

export const requestIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.requestCode('auth'),
    mutationFn: (body: VerifyRequestBody) => requestIdentity(body),
  });

export const useRequestIdentity = () => useMutation(requestIdentityMutationOptions());
