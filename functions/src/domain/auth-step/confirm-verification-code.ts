import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { VerificationPurpose } from '../ports.ts';
import { codeHash, parseRecipient, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';

/**
 * verify/confirm/{email|sms}: 'Y' when the code is the current one, unexpired, unused and
 * fewer than five wrong tries were made; the verification then counts for the auth save.
 */
export async function confirmVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; recipient: string; code: string },
): Promise<'Y'> {
  const m = messages.verification;
  const recipient = parseRecipient(input.channel, input.recipient);
  const key = recipientHash(ctx.crypto, input.channel, recipient);
  const record = await ctx.repos.verifications.get(input.channel, input.purpose, key);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  if (!record) throw badRequest(m.failed);
  if (record.verifiedAt) throw badRequest(m.used);
  if (now > record.codeExpiresAt) throw badRequest(m.expired);
  if (record.attempts >= policy.maxWrongAttempts) throw badRequest(m.tooManyAttempts);
  const hash = codeHash(ctx.crypto, key, input.code);
  if (!ctx.crypto.equals(hash, record.codeHash)) {
    const attempts = await ctx.repos.verifications.addAttempt(input.channel, input.purpose, key, record.codeHash);
    throw badRequest(attempts >= policy.maxWrongAttempts ? m.tooManyAttempts : m.failed);
  }
  const ok = await ctx.repos.verifications.markVerified(input.channel, input.purpose, key, record.codeHash, now, now + policy.verifiedLifetimeSeconds);
  if (!ok) throw badRequest(m.used);
  return 'Y';
}
