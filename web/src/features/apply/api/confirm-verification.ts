import { mutationOptions, useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { identityPersonSchema } from '@portal/shared/schemas/auth-step';
import { ConfirmVerification } from '@portal/shared/api/auth-step';
import { call } from '../../../lib/api-client.ts';
import { applyKeys } from './apply-keys.ts';

export type IdentityPerson = z.infer<typeof identityPersonSchema>;

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
