import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { VerifyRequestBody } from '@portal/shared/schemas/auth-step';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import { readIdentityRequest, type IdentityRequest } from './plain-answers.ts';

export type { IdentityRequest } from './plain-answers.ts';

/** POST verify/request/auth: the encoded request for the identity provider's popup (codes: lib/verification-api.ts). */
export const requestIdentity = (body: VerifyRequestBody): Promise<IdentityRequest> =>
  plainCall(plainRoutes.RequestVerification, { params: { kind: 'auth' }, body }, readIdentityRequest);

export const requestIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.requestCode('auth'),
    mutationFn: (body: VerifyRequestBody) => requestIdentity(body),
  });

export const useRequestIdentity = () => useMutation(requestIdentityMutationOptions());
