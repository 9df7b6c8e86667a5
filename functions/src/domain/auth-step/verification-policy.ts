import { CODE_LIMIT_DEFAULTS } from '@portal/shared';

/** Limits of e-mail and SMS codes (spec 9: 'Resend' at 270 s remaining, so a code lives 300 s). */
export const verificationPolicy = {
  codeLifetimeSeconds: 300,
  maxWrongAttempts: 5,
  /** Per recipient over a rolling hour: small, it protects the person texted. */
  maxSendsPerHour: 5,
  /** Per client address and per tenant over a rolling hour, when the tenant configuration sets no `code_limits`. */
  defaultSendsPerAddressPerHour: CODE_LIMIT_DEFAULTS.perAddressPerHour,
  defaultSendsPerTenantPerHour: CODE_LIMIT_DEFAULTS.perTenantPerHour,
  /** How long a confirmed verification may be used by the auth save. */
  verifiedLifetimeSeconds: 30 * 60,
} as const;
