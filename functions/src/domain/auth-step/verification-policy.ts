/** Limits of e-mail and SMS codes (spec 9: 'Resend' at 270 s remaining, so a code lives 300 s). */
export const verificationPolicy = {
  codeLifetimeSeconds: 300,
  maxWrongAttempts: 5,
  maxSendsPerHour: 5,
  /** Per client address and per tenant, when the tenant configuration sets no `code_limits`. */
  defaultSendsPerAddressPerHour: 30,
  defaultSendsPerTenantPerHour: 3000,
  /** How long a confirmed verification may be used by the auth save. */
  verifiedLifetimeSeconds: 30 * 60,
} as const;
