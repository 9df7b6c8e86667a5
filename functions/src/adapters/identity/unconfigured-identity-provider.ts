import { messages } from '@portal/shared';
import { badRequest } from '../../domain/errors.ts';
import type { IdentityProvider } from '../../domain/ports.ts';

/** No real-name verification provider is configured (IDENTITY_PROVIDER=none): the identity step answers a clear Korean error. */
export const unconfiguredIdentityProvider: IdentityProvider = {
  createRequest: async () => {
    throw badRequest(messages.api.identityUnavailable);
  },
  decodeResult: async () => ({ ok: false, reason: 'invalid', message: messages.api.identityUnavailable }),
};
