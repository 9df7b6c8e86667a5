import { messages } from '@portal/shared';
import { badRequest } from '../../domain/errors.ts';
import type { QualificationCheck } from '../../domain/ports.ts';

/** No organisation's check is configured (QUALIFICATION_PROVIDER=none): the gate stays closed and says why. */
export const unconfiguredQualificationCheck: QualificationCheck = {
  check: async () => {
    throw badRequest(messages.qualification.unavailable);
  },
};
