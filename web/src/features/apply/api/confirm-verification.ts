import { mutationOptions, useMutation } from '@tanstack/react-query';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { plainCall } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';
import { readIdentityPerson, type IdentityPerson } from './plain-answers.ts';

export type { IdentityPerson } from './plain-answers.ts';

export interface ConfirmIdentityBody {
  seq: string;
  encode_data: string;
  type: 'applicant_certification';
}

/** POST verify/confirm/auth: the provider's callback data in, the person (or {error, errorMessage}) out. */
export const confirmIdentity = (body: ConfirmIdentityBody): Promise<IdentityPerson> =>
  plainCall(plainRoutes.ConfirmVerification, { params: { kind: 'auth' }, body }, readIdentityPerson);

export const confirmIdentityMutationOptions = () =>
  mutationOptions({
    mutationKey: applyKeys.confirmCode('auth'),
    mutationFn: (body: ConfirmIdentityBody) => confirmIdentity(body),
  });

export const useConfirmIdentity = () => useMutation(confirmIdentityMutationOptions());
