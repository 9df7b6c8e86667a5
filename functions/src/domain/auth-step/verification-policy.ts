import { CODE_LIMIT_DEFAULTS } from '@portal/shared';

/** Limits of e-mail and SMS codes (spec 9: 'Resend' at 270 s remaining, so a code lives 300 s). */
export const verificationPolicy = {
  codeLifetimeSeconds: 300,
  /**
   * Compares of one code from every address together before it is dead: the code's own guess budget (30 in a million),
   * like its lifetime. Each address is slowed after 5 wrong codes (domain/abuse/), which lets one address make at most
   * 13 compares in a code's 300 s, so a stranger needs three addresses to use up someone's code; the owner then asks again.
   */
  maxComparesPerCode: 30,
  /** Per recipient and requesting address over a rolling hour: small, it protects the person texted; per address, so a stranger cannot use up the owner's. */
  maxSendsPerHour: 5,
  /** Per client address and per tenant over a rolling hour, when the tenant configuration sets no `code_limits`. */
  defaultSendsPerAddressPerHour: CODE_LIMIT_DEFAULTS.perAddressPerHour,
  defaultSendsPerTenantPerHour: CODE_LIMIT_DEFAULTS.perTenantPerHour,
  /** How long a confirmed verification may be used by the auth save. */
  verifiedLifetimeSeconds: 30 * 60,
} as const;
