import type { Clock, CryptoPort, TenantRepositories } from '../ports.ts';
import { mailboxHash } from './mailbox.ts';

/** Held mail released per lift at most: a mailbox holds a handful (each applicant's receipts and notices), never thousands. */
const RELEASE_LIMIT = 1000;

/**
 * The operator lifts a tenant's suppression of a mailbox (docs/messaging.md, 'A suppressed mailbox'): once the applicant
 * fixed it (a full or re-created mailbox), mail and codes go to it again, and the mail held while it was suppressed is
 * queued again, oldest first (the sweep sends it; a code among it has expired by then and is dropped). undefined when it
 * was not suppressed. SES's own account-level list is the account's, across tenants, and stays the operator's to lift apart.
 */
export async function liftMailSuppression(
  ctx: { clock: Clock; crypto: Pick<CryptoPort, 'keyedHash'>; repos: Pick<TenantRepositories, 'mailSuppressions' | 'outbox'> },
  address: string,
): Promise<{ resent: number } | undefined> {
  const mailbox = mailboxHash(ctx.crypto, address);
  // Lifted first: a held message released before it would only be held again by the next delivery.
  if (!(await ctx.repos.mailSuppressions.remove(mailbox))) return undefined;
  let resent = 0;
  for (const m of await ctx.repos.outbox.heldFor(mailbox, RELEASE_LIMIT)) if (await ctx.repos.outbox.release(m, mailbox, ctx.clock.now())) resent++;
  return { resent };
}
