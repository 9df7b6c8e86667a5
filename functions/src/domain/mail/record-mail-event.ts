import type { MessageOutcome, MessageRef, SuppressionReason } from '../ports.ts';
import type { DeliveryContext } from './deliver-messages.ts';
import { mailboxHash, mailboxHint } from './mailbox.ts';

/** One of SES's events about a mail the delivery sent (the configuration set's, through EventBridge and a queue). */
export interface MailEvent {
  type: 'send' | 'delivery' | 'bounce' | 'complaint' | 'reject';
  /** From the mail's tags (deliver-messages.ts messageTags). */
  tenantId: number;
  message: MessageRef;
  /** A bounce's: permanent (the mailbox does not exist, or SES's suppression list) or transient (full, delayed). */
  permanent?: boolean;
  /** The mailboxes the event is about (a bounce's or complaint's recipients). */
  recipients: readonly string[];
  at: Date;
}

const OUTCOMES: Partial<Record<MailEvent['type'], MessageOutcome>> = { delivery: 'delivered', bounce: 'bounced', complaint: 'complained', reject: 'rejected' };

/** Whether the event writes an outcome on its message (which marks it sent too): all but Send and a transient bounce. */
export const recordsOutcome = (event: MailEvent): boolean => event.type !== 'send' && !(event.type === 'bounce' && event.permanent !== true);

/**
 * Records what SES says of a sent mail on its message (docs/messaging.md). Send: the message is sent, whichever
 * delivery held it, so a delivery that died after SES took the mail does not send it again when its lease runs out.
 * A permanent bounce or a complaint also suppresses the mailbox for the tenant: nothing more is sent to it, and the
 * consent step asks for another address. A transient bounce changes nothing: SES itself tries it again. Every event
 * may come twice or out of order; each write is idempotent.
 */
export async function recordMailEvent(ctx: Pick<DeliveryContext, 'crypto' | 'reposFor'>, event: MailEvent): Promise<void> {
  const repos = ctx.reposFor(event.tenantId);
  if (event.type === 'send') {
    await repos.outbox.confirmSent(event.message, event.at);
    return;
  }
  if (recordsOutcome(event)) await repos.outbox.recordOutcome(event.message, OUTCOMES[event.type]!, event.at);
  const reason: SuppressionReason | undefined = event.type === 'complaint' ? 'complaint' : event.type === 'bounce' && event.permanent === true ? 'bounce' : undefined;
  const about = { messageId: event.message.id, applicantId: event.message.applicantId };
  if (reason) for (const to of event.recipients) await repos.mailSuppressions.add(mailboxHash(ctx.crypto, to), reason, event.at, { ...about, hint: mailboxHint(to) });
}
