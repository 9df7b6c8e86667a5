import { formatKst, messages, type AlimtalkTemplate } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import type { CompanyRecord, NewMessage, VerificationPurpose } from '../ports.ts';
import { countEachInRollingHour } from '../rate-limits/rolling-hour.ts';
import { codeHash, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';

export interface CodeToSend {
  channel: CodeChannel;
  purpose: VerificationPurpose;
  projectId: number;
  /** Already checked and normalised (parseRecipient). */
  recipient: string;
  company: CompanyRecord;
  /** Password recovery: the applicant the code is for. */
  subjectId?: number;
  /** The SMS or e-mail body; the consent step's text when omitted. */
  smsText?: (company: string, code: string) => string;
  /** The catalogue text `smsText` is (its 알림톡 template); the consent step's when omitted. */
  template?: AlimtalkTemplate;
}

/**
 * Stores a fresh 6-digit code (only its keyed hash; a new code replaces the previous one) and, in the same transaction,
 * queues the message that sends it (docs/messaging.md): the answer never waits on the provider, and a provider that is
 * down delays the code instead of refusing it. Only the newest code's message is sent, and none after the code's
 * lifetime. Every send costs money and lands in someone's inbox, so it counts against the client address, the recipient
 * and the tenant over the last 60 minutes (rolling, so a burst at :59 gets no fresh budget at :00). The recipient's count
 * is kept per requesting address, as the abuse controls keep a person's failures: a stranger who asks for codes to
 * someone's phone uses up only their own address's five, never the owner's (who may be recovering a password
 * elsewhere). A press that takes back the previous code's message while it still waits (a provider outage, or a press
 * faster than the delivery) adds nothing to anyone's inbox: it uses up neither the recipient's sends nor the tenant's,
 * so an outage locks nobody out once it clears, and no more than five codes ever reach a recipient from one address.
 */
export async function sendCode(ctx: AppContext, c: CodeToSend): Promise<{ id: string; expire_at: string }> {
  const m = messages.verification;
  const key = recipientHash(ctx.crypto, c.channel, c.recipient);
  const now = ctx.clock.now();
  const limits = c.company.codeLimits ?? { perAddressPerHour: policy.defaultSendsPerAddressPerHour, perTenantPerHour: policy.defaultSendsPerTenantPerHour };
  const v = ctx.repos.verifications;
  const addressKey = ctx.crypto.keyedHash(`code-sender:${ctx.origin.sourceIp}`);
  const recipientFromAddress = ctx.crypto.keyedHash(`code-recipient:${key}:${addressKey}`);
  // The address first: it counts every press, also what a spammer sends to fresh recipients.
  if ((await countEachInRollingHour(now, [{ counter: { counted: (h) => v.addressSends(addressKey, h), count: (h, l) => v.countAddressSend(addressKey, h, l) }, limit: limits.perAddressPerHour }])) !== undefined) {
    throw tooManyRequests(m.tooManySendsFromAddress);
  }
  if (!(await withdrawPreviousCode(ctx, c, key, now))) {
    // The tenant last, so only real sends use its budget.
    const refused = await countEachInRollingHour(now, [
      { counter: { counted: (h) => v.sends(c.channel, recipientFromAddress, h), count: (h, l) => v.countSend(c.channel, recipientFromAddress, h, l) }, limit: policy.maxSendsPerHour },
      { counter: { counted: (h) => v.tenantSends(h), count: (h, l) => v.countTenantSend(h, l) }, limit: limits.perTenantPerHour },
    ]);
    if (refused !== undefined) throw tooManyRequests([m.tooManySends, m.tooManySendsForSite][refused]!);
  }

  const code = ctx.crypto.randomDigits(6);
  const expiresAt = Math.floor(now.getTime() / 1000) + policy.codeLifetimeSeconds;
  const message: NewMessage = {
    id: `code.${ctx.crypto.randomToken().slice(0, 22)}`,
    kind: 'code',
    channel: c.channel,
    to: c.recipient,
    ...(c.channel === 'sms'
      ? { text: (c.smsText ?? outgoingMessages.verification.smsText)(c.company.name, code), template: c.template ?? 'verification-code' }
      : { subject: outgoingMessages.verification.emailSubject(c.company.name), text: outgoingMessages.verification.emailText(c.company.name, code) }),
    sendBefore: new Date(expiresAt * 1000).toISOString(),
    code: { channel: c.channel, purpose: c.purpose, recipientHash: key },
  };
  await v.putCode(
    key,
    {
      channel: c.channel,
      purpose: c.purpose,
      projectId: c.projectId,
      codeHash: codeHash(ctx.crypto, key, code),
      codeExpiresAt: expiresAt,
      attempts: 0,
      messageId: message.id,
      ...(c.subjectId !== undefined ? { subjectId: c.subjectId } : {}),
    },
    policy.verifiedLifetimeSeconds,
    message,
  );
  return { id: ctx.crypto.randomToken().slice(0, 22), expire_at: formatKst(new Date(expiresAt * 1000)) };
}

/** Takes back the recipient's previous code message for this purpose if it still waits: true when it will never be sent. */
async function withdrawPreviousCode(ctx: AppContext, c: CodeToSend, key: string, now: Date): Promise<boolean> {
  const previous = await ctx.repos.verifications.get(c.channel, c.purpose, key);
  return previous?.messageId ? ctx.repos.outbox.withdraw({ id: previous.messageId }, outgoingMessages.outbox.replaced, now) : false;
}
