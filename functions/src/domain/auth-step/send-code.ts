import { formatKst, messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { With } from '../context.ts';
import { ServiceUnavailableError, tooManyRequests, unavailable } from '../errors.ts';
import type { CompanyRecord, VerificationPurpose } from '../ports.ts';
import { countEachInRollingHour, rollingHourAt } from '../rate-limits/rolling-hour.ts';
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
}

/**
 * Sends a fresh 6-digit code and stores only its keyed hash (a new code replaces the previous one). Every send costs
 * money and lands in someone's inbox, so it counts against the client address, the recipient and the tenant over the
 * last 60 minutes (rolling, so a burst at :59 gets no fresh budget at :00). The recipient's count is kept per
 * requesting address, as the abuse controls keep a person's failures: a stranger who asks for codes to someone's phone
 * uses up only their own address's five, never the owner's (who may be recovering a password elsewhere).
 */
export async function sendCode(ctx: With<'notifier'>, c: CodeToSend): Promise<{ id: string; expire_at: string }> {
  const m = messages.verification;
  const key = recipientHash(ctx.crypto, c.channel, c.recipient);
  const now = ctx.clock.now();
  const { hourBucket } = rollingHourAt(now);
  const limits = c.company.codeLimits ?? { perAddressPerHour: policy.defaultSendsPerAddressPerHour, perTenantPerHour: policy.defaultSendsPerTenantPerHour };
  const v = ctx.repos.verifications;
  // The address first (it also counts what a spammer sends to fresh recipients); the tenant last, so only real sends use its budget.
  const addressKey = ctx.crypto.keyedHash(`code-sender:${ctx.origin.sourceIp}`);
  const recipientFromAddress = ctx.crypto.keyedHash(`code-recipient:${key}:${addressKey}`);
  const refused = await countEachInRollingHour(now, [
    { counter: { counted: (h) => v.addressSends(addressKey, h), count: (h, l) => v.countAddressSend(addressKey, h, l) }, limit: limits.perAddressPerHour },
    { counter: { counted: (h) => v.sends(c.channel, recipientFromAddress, h), count: (h, l) => v.countSend(c.channel, recipientFromAddress, h, l) }, limit: policy.maxSendsPerHour },
    { counter: { counted: (h) => v.tenantSends(h), count: (h, l) => v.countTenantSend(h, l) }, limit: limits.perTenantPerHour },
  ]);
  if (refused !== undefined) throw tooManyRequests([m.tooManySendsFromAddress, m.tooManySends, m.tooManySendsForSite][refused]!);

  const code = ctx.crypto.randomDigits(6);
  const expiresAt = Math.floor(now.getTime() / 1000) + policy.codeLifetimeSeconds;
  await ctx.repos.verifications.putCode(
    key,
    {
      channel: c.channel,
      purpose: c.purpose,
      projectId: c.projectId,
      codeHash: codeHash(ctx.crypto, key, code),
      codeExpiresAt: expiresAt,
      attempts: 0,
      ...(c.subjectId !== undefined ? { subjectId: c.subjectId } : {}),
    },
    policy.verifiedLifetimeSeconds,
  );
  try {
    if (c.channel === 'sms') await ctx.notifier.sendSms(c.recipient, (c.smsText ?? outgoingMessages.verification.smsText)(c.company.name, code));
    else await ctx.notifier.sendEmail(c.recipient, outgoingMessages.verification.emailSubject(c.company.name), outgoingMessages.verification.emailText(c.company.name, code));
  } catch (e) {
    // The stored code stays: a send whose answer was lost may still have delivered it.
    // The client address keeps its count: it bounds what one network can make the portal try against a failing provider.
    await giveBackFailedSend(ctx, c.channel, recipientFromAddress, hourBucket);
    throw e instanceof ServiceUnavailableError ? unavailable(m.sendFailed, e) : e;
  }
  return { id: ctx.crypto.randomToken().slice(0, 22), expire_at: formatKst(new Date(expiresAt * 1000)) };
}

/**
 * A code that could not be sent does not use up its recipient's sends of the hour, nor the tenant's budget of real
 * sends, so an outage on deadline day locks nobody out once it clears.
 */
async function giveBackFailedSend(ctx: With<'notifier'>, channel: CodeChannel, key: string, hourBucket: number): Promise<void> {
  try {
    await ctx.repos.verifications.giveBackSend(channel, key, hourBucket);
  } catch (e) {
    // The send's own failure is the answer; a count that stays only errs on the strict side.
    console.error(JSON.stringify({ level: 'error', msg: 'code send count not given back', channel, error: String(e) }));
  }
}
