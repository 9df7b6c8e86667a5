import { mutationOptions, useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { identityRequestSchema, type VerifyRequestBody } from '@portal/shared/schemas/auth-step';
import { RequestVerification } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export type IdentityRequest = z.infer<typeof identityRequestSchema>;

/** POST verify/request/auth: the encoded request for the identity provider's popup (codes: lib/verification-api.ts). */
export const requestIdentity = (body: VerifyRequestBody): Promise<IdentityRequest> =>
  call(RequestVerification, { params: { kind: 'auth' }, body }, { schema: identityRequestSchema });

export const requestIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.requestCode('auth'),
    mutationFn: (body: VerifyRequestBody) => requestIdentity(body),
  });

export const useRequestIdentity = () => useMutation(requestIdentityMutationOptions());
