import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { VerificationPurpose } from '../ports.ts';
import { codeHash, parseRecipient, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';
import { RESET_TOKEN_SECONDS } from '../find-application/change-password.ts';
import { clearPersonFailures } from '../abuse/clear-person-failures.ts';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';
import { giveBackTry } from '../abuse/give-back-try.ts';

/**
 * verify/confirm/{email|sms} (every purpose): 'Y' when the code is the current one, unexpired and unused. Wrong codes
 * count on the abuse controls (functions/src/domain/abuse/) per recipient and client address, and per address: a
 * stranger's wrong codes for someone's phone slow only the stranger (a growing wait), never the owner elsewhere, and a
 * right code never counts. The code itself keeps a ceiling of compares from every address together (the policy's
 * maxComparesPerCode, above what one address can reach in its lifetime), counted before the guess is compared in one
 * conditional write: what bounds many addresses guessing one 6-digit code. The verification then counts for the auth
 * save (or, for password recovery, answers a reset token).
 */
export async function confirmVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; recipient: string; code: string },
): Promise<'Y' | { reset_token: string }> {
  const m = messages.verification;
  const recipient = parseRecipient(input.channel, input.recipient);
  const key = recipientHash(ctx.crypto, input.channel, recipient);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const ticket = await takeTry(ctx, 'code-confirm', key);
  const counted = await ctx.repos.verifications.tryAttempt(input.channel, input.purpose, key, policy.maxComparesPerCode, now);
  if (!counted) {
    // Nothing was compared (no code, expired, used, or its ceiling reached): no guess to count.
    await giveBackTry(ctx, ticket);
    throw badRequest(await refusalMessage(ctx, input.channel, input.purpose, key, now));
  }
  if (!ctx.crypto.equals(codeHash(ctx.crypto, key, input.code), counted.codeHash)) {
    await countFailure(ctx, ticket);
    throw badRequest(counted.attempts >= policy.maxComparesPerCode ? m.failedLastTry : m.failed);
  }
  await giveBackTry(ctx, ticket);
  const ok = await ctx.repos.verifications.markVerified(input.channel, input.purpose, key, counted.codeHash, now, now + policy.verifiedLifetimeSeconds);
  if (!ok) throw badRequest(m.used);
  // Password recovery goes on with a single-use reset token of the applicant the code was sent for.
  if (input.purpose === 'applicant_find_password') {
    if (counted.subjectId === undefined) throw badRequest(m.failed);
    // The code proved the person: their failed identifications and recovery requests are forgotten (issue 40).
    const applicant = await ctx.repos.applicants.get(counted.subjectId);
    if (applicant?.loginHash) await clearPersonFailures(ctx, applicant.loginHash);
    return { reset_token: await ctx.repos.applicantTokens.createReset(counted.subjectId, RESET_TOKEN_SECONDS) };
  }
  return 'Y';
}

/** Why a try was not counted; read only to word the answer (the refusal itself was atomic). */
async function refusalMessage(ctx: AppContext, channel: CodeChannel, purpose: VerificationPurpose, key: string, now: number): Promise<string> {
  const m = messages.verification;
  const record = await ctx.repos.verifications.get(channel, purpose, key);
  if (!record) return m.failed;
  if (record.verifiedAt || record.consumedAt) return m.used;
  if (now > record.codeExpiresAt) return m.expired;
  if (record.attempts >= policy.maxComparesPerCode) return m.tooManyAttempts;
  // Changed between the write and this read (a new code was sent): the guess was not compared.
  return m.failed;
}
