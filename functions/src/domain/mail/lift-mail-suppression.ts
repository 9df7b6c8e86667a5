import type { CryptoPort, TenantRepositories } from '../ports.ts';
import { mailboxHash } from './mailbox.ts';

/**
 * The operator lifts a tenant's suppression of a mailbox (docs/messaging.md, 'A suppressed mailbox'): once the applicant
 * fixed it (a full or re-created mailbox), mail and codes go to it again. False when it was not suppressed. SES's own
 * account-level list is the account's, across tenants, and stays the operator's to lift apart.
 */
export async function liftMailSuppression(ctx: { crypto: Pick<CryptoPort, 'keyedHash'>; repos: Pick<TenantRepositories, 'mailSuppressions'> }, address: string): Promise<boolean> {
  return ctx.repos.mailSuppressions.remove(mailboxHash(ctx.crypto, address));
}
