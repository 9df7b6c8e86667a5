import { formatKst, messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound, tooManyRequests } from '../errors.ts';
import type { VerificationPurpose } from '../ports.ts';
import { codeHash, parseRecipient, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';

/**
 * verify/request/{email|sms}: sends a fresh 6-digit code. Only its keyed hash is stored; a new
 * code replaces the previous one; at most five sends per recipient per hour.
 */
export async function requestVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; projectId: number; recipient: string | undefined },
): Promise<{ id: string; expire_at: string }> {
  const recipient = parseRecipient(input.channel, input.recipient);
  const [project, company] = await Promise.all([ctx.repos.projects.getWithTasks(input.projectId), ctx.repos.company.get()]);
  if (!project || !company) throw notFound(messages.api.notFound);

  const key = recipientHash(ctx.crypto, input.channel, recipient);
  const now = ctx.clock.now();
  const hourBucket = Math.floor(now.getTime() / 3_600_000);
  if (!(await ctx.repos.verifications.countSend(input.channel, key, hourBucket, policy.maxSendsPerHour)))
    throw tooManyRequests(messages.verification.tooManySends);

  const code = ctx.crypto.randomDigits(6);
  const expiresAt = Math.floor(now.getTime() / 1000) + policy.codeLifetimeSeconds;
  await ctx.repos.verifications.putCode(
    key,
    { channel: input.channel, purpose: input.purpose, projectId: input.projectId, codeHash: codeHash(ctx.crypto, key, code), codeExpiresAt: expiresAt, attempts: 0 },
    policy.verifiedLifetimeSeconds,
  );
  const m = messages.verification;
  if (input.channel === 'sms') await ctx.notifier.sendSms(recipient, m.smsText(company.name, code));
  else await ctx.notifier.sendEmail(recipient, m.emailSubject(company.name), m.emailText(company.name, code));
  return { id: ctx.crypto.randomToken().slice(0, 22), expire_at: formatKst(new Date(expiresAt * 1000)) };
}
