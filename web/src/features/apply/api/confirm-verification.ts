import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { identityPersonSchema } from '@portal/shared';
import { ApiError, request } from '../../../lib/api-client.ts';
import type { CodeKind } from './request-verification.ts';

export type IdentityPerson = z.infer<typeof identityPersonSchema>;

export interface ConfirmCodeBody {
  request_info: string;
  recv_info: string;
  type: 'applicant_certification';
}

/**
 * POST verify/confirm/{email|sms}: answers 'Y' when the code is right. Anything else is a failure;
 * a server message (4xx {message} or a 200 {message}) is kept so the screen can show it.
 */
export async function confirmCode(kind: CodeKind, body: ConfirmCodeBody): Promise<true> {
  const answer = await request<unknown>(`verify/confirm/${kind}`, { method: 'POST', body });
  if (answer === 'Y' || (typeof answer === 'object' && answer !== null && (answer as { result?: unknown }).result === 'Y')) return true;
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  throw new ApiError(typeof message === 'string' ? message : '', 200, answer);
}

export const confirmCodeMutationOptions = (kind: CodeKind) =>
  mutationOptions({
    mutationKey: ['apply', 'verify', 'confirm', kind],
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
  request('verify/confirm/auth', { method: 'POST', body, schema: identityPersonSchema });

export const confirmIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: ['apply', 'verify', 'confirm', 'auth'],
    mutationFn: (body: ConfirmIdentityBody) => confirmIdentity(body),
  });

export const useConfirmIdentity = () => useMutation(confirmIdentityMutationOptions());
