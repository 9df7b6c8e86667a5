import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import type { CryptoPort, LoginAttemptScope } from '../ports.ts';

/** Attempts per login key and per client address in an hour (a person retyping a password needs a few). */
export const IDENTIFY_LIMITS = { perLoginPerHour: 10, perAddressPerHour: 60 } as const;

/** What an applicant identifies with later: the project and the name, mobile number and e-mail given at application. */
export function applicantLoginHash(crypto: CryptoPort, projectId: number, person: { name: string; phone: string; email: string }): string {
  const phone = person.phone.replace(/\D/g, '');
  return crypto.keyedHash(`applicant-login:${projectId}:${person.name.trim()}:${phone}:${person.email.trim().toLowerCase()}`);
}

/**
 * Counts one identification attempt (R5-0 'check', or 'find-password') of a person and of the client address, each
 * with its own counters per purpose, before anything is compared; a 429 with the limit's message once either is used up.
 */
export async function countIdentificationAttempt(ctx: AppContext, purpose: 'check' | 'find-password', loginHash: string): Promise<void> {
  const m = messages.findApplication;
  // The R5-0 counters keep their original names so a deploy does not reset anyone's count.
  const prefix = purpose === 'check' ? 'applicant-check' : 'find-password';
  const addressKey = ctx.crypto.keyedHash(`${prefix}:${ctx.origin.sourceIp}`);
  const personKey = purpose === 'check' ? loginHash : ctx.crypto.keyedHash(`find-password:${loginHash}`);
  if (!(await countInRollingHour(ctx, 'address', addressKey, IDENTIFY_LIMITS.perAddressPerHour))) throw tooManyRequests(m.tooManyAttemptsFromAddress);
  if (!(await countInRollingHour(ctx, 'login', personKey, IDENTIFY_LIMITS.perLoginPerHour))) throw tooManyRequests(m.tooManyAttempts);
}

/**
 * Counts an attempt against a limit over the last hour, not the clock hour: the previous hour's count weighs by the
 * part of it still inside the last 60 minutes, so a burst just before the hour turns is not followed by a fresh budget.
 */
async function countInRollingHour(ctx: AppContext, scope: LoginAttemptScope, hash: string, limit: number): Promise<boolean> {
  const nowMs = ctx.clock.now().getTime();
  const hour = Math.floor(nowMs / 3_600_000);
  const stillInWindow = 1 - (nowMs % 3_600_000) / 3_600_000;
  const earlier = Math.ceil((await ctx.repos.verifications.loginAttempts(scope, hash, hour - 1)) * stillInWindow);
  return limit - earlier > 0 && ctx.repos.verifications.countLoginAttempt(scope, hash, hour, limit - earlier);
}
