import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { VerificationPurpose } from '../ports.ts';
import { codeHash, parseRecipient, recipientHash, type CodeChannel } from './recipient.ts';
import { verificationPolicy as policy } from './verification-policy.ts';
import { RESET_TOKEN_SECONDS } from '../find-application/change-password.ts';
import { clearPersonFailures } from '../abuse/clear-person-failures.ts';

/**
 * verify/confirm/{email|sms} (every purpose): 'Y' when the code is the current one, unexpired, unused
 * and among the first five tries. Each try is counted before the guess is compared, in one conditional
 * write that also checks the limit, so a burst of guesses gets at most five compared; the verification
 * then counts for the auth save (or, for password recovery, answers a reset token).
 */
export async function confirmVerificationCode(
  ctx: AppContext,
  input: { channel: CodeChannel; purpose: VerificationPurpose; recipient: string; code: string },
): Promise<'Y' | { reset_token: string }> {
  const m = messages.verification;
  const recipient = parseRecipient(input.channel, input.recipient);
  const key = recipientHash(ctx.crypto, input.channel, recipient);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const counted = await ctx.repos.verifications.tryAttempt(input.channel, input.purpose, key, policy.maxWrongAttempts, now);
  if (!counted) throw badRequest(await refusalMessage(ctx, input.channel, input.purpose, key, now));
  if (!ctx.crypto.equals(codeHash(ctx.crypto, key, input.code), counted.codeHash)) {
    throw badRequest(counted.attempts >= policy.maxWrongAttempts ? m.failedLastTry : m.failed);
  }
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
  if (record.attempts >= policy.maxWrongAttempts) return m.tooManyAttempts;
  // Changed between the write and this read (a new code was sent): the guess was not compared.
  return m.failed;
}
