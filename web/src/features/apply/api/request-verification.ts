import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { identityRequestSchema, verifyCodeSentSchema, type VerifyRequestBody } from '@portal/shared';
import { ApiError, request } from '../../../lib/api-client.ts';

export type CodeKind = 'email' | 'sms';
export type CodeSent = z.infer<typeof verifyCodeSentSchema>;
export type IdentityRequest = z.infer<typeof identityRequestSchema>;

const codeAnswer = z.union([verifyCodeSentSchema, z.object({ message: z.string() })]);

/**
 * POST verify/request/{email|sms}: sends a code to recv_info. Answers {id, expire_at};
 * a {message} answer (even with 200) is a refusal and becomes an ApiError with that message.
 */
export async function requestCode(kind: CodeKind, body: VerifyRequestBody): Promise<CodeSent> {
  const answer = await request(`verify/request/${kind}`, { method: 'POST', body, schema: codeAnswer });
  if ('message' in answer) throw new ApiError(answer.message, 200, answer);
  return answer;
}

export const requestCodeMutationOptions = (kind: CodeKind) =>
  mutationOptions({
    mutationKey: ['apply', 'verify', 'request', kind],
    mutationFn: (body: VerifyRequestBody) => requestCode(kind, body),
  });

export const useRequestCode = (kind: CodeKind) => useMutation(requestCodeMutationOptions(kind));

/** POST verify/request/auth: the encoded request for the identity provider's popup. */
export const requestIdentity = (body: VerifyRequestBody): Promise<IdentityRequest> =>
  request('verify/request/auth', { method: 'POST', body, schema: identityRequestSchema });

export const requestIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: ['apply', 'verify', 'request', 'auth'],
    mutationFn: (body: VerifyRequestBody) => requestIdentity(body),
  });

export const useRequestIdentity = () => useMutation(requestIdentityMutationOptions());
