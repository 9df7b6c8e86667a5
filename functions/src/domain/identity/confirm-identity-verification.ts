import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { CodeRecord, IdentityProvider, VerificationPurpose } from '../ports.ts';
import { IDENTITY_REQUEST_MARKER, identityRequestKey } from './request-identity-verification.ts';

/** Marker codeHash of a verified identity record (identity verification has no code). */
export const IDENTITY_CODE_MARKER = 'identity';
/** How long a completed identity verification counts for the auth save. */
export const IDENTITY_VERIFIED_SECONDS = 30 * 60;

export type VerifiedPerson = NonNullable<CodeRecord['person']>;

type Decoded = Awaited<ReturnType<IdentityProvider['decodeResult']>>;
/** A provider may hint that the person already applied (the local simulator's '중복 지원'). */
const providerSaysDuplicate = (d: Extract<Decoded, { ok: true }>) => d.duplicate === true;

export interface ConfirmIdentityInput {
  /** The :seq of the callback route: the request id the provider echoes. */
  seq: string;
  /** The callback's EncodeData, sealed by the provider. */
  encodeData: string;
  /** The project the applicant is on; 0 when the client did not send it (the pending request knows it). */
  projectId: number;
  purpose?: VerificationPurpose | undefined;
  /** Whether this person already has an application in progress for the project. */
  isDuplicate?: ((person: VerifiedPerson, projectId: number) => Promise<boolean>) | undefined;
}

/**
 * verify/confirm/auth: opens the provider's sealed result and, on success, records the verified
 * person under a fresh auth_seq (channel 'auth', verified for 30 minutes, used once by the auth
 * save, which takes name and phone from it). Answers the person data of the callback, or
 * {error: 'block' | 'duplicate', errorMessage}. A result that was tampered with, expired, started
 * on another site or project, or already confirmed is a 400 with a Korean message.
 */
export async function confirmIdentityVerification(
  ctx: AppContext,
  input: ConfirmIdentityInput,
): Promise<{ name: string; phone: string; auth_seq: string } | { error: 'block' | 'duplicate'; errorMessage: string }> {
  const m = messages.identity;
  const purpose = input.purpose ?? 'applicant_certification';
  const decoded = await ctx.identity.decodeResult({ seq: input.seq, encodeData: input.encodeData });
  if (!decoded.ok) {
    if (decoded.reason === 'block') return { error: 'block', errorMessage: decoded.message };
    throw badRequest(decoded.message);
  }
  if (decoded.requestId !== input.seq) throw badRequest(m.invalidResult);

  // The request must have been started here (this tenant's store), for this project, and be unused.
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const requestKey = identityRequestKey(ctx.crypto, input.seq);
  const pending = await ctx.repos.verifications.get('auth', purpose, requestKey);
  if (!pending || pending.codeHash !== IDENTITY_REQUEST_MARKER) throw badRequest(m.invalidResult);
  if (input.projectId && pending.projectId !== input.projectId) throw badRequest(m.invalidResult);
  if (now > pending.codeExpiresAt) throw badRequest(m.expired);
  if (pending.attempts > 0) throw badRequest(m.alreadyUsed);
  // One conditional write claims the request (one try, unexpired, unused): of concurrent confirmations exactly one passes.
  const claimed = await ctx.repos.verifications.tryAttempt('auth', purpose, requestKey, 1, now);
  if (!claimed || claimed.codeHash !== IDENTITY_REQUEST_MARKER) throw badRequest(now > pending.codeExpiresAt ? m.expired : m.alreadyUsed);

  const projectId = pending.projectId;
  // A provider's formatting (010-1234-5678) is not the applicant's typing: kept as digits, as the phone field takes it.
  const person: VerifiedPerson = { name: decoded.name, phone: decoded.phone.replace(/\D/g, ''), identityKey: decoded.identityKey };
  if (purpose === 'applicant_certification') {
    if (providerSaysDuplicate(decoded) || (input.isDuplicate && (await input.isDuplicate(person, projectId)))) {
      return { error: 'duplicate', errorMessage: m.duplicate };
    }
  }

  const authSeq = ctx.crypto.randomToken();
  const verifiedUntil = now + IDENTITY_VERIFIED_SECONDS;
  await ctx.repos.verifications.putCode(
    authSeq,
    { channel: 'auth', purpose, projectId, codeHash: IDENTITY_CODE_MARKER, codeExpiresAt: verifiedUntil, attempts: 0 },
    IDENTITY_VERIFIED_SECONDS,
  );
  if (!(await ctx.repos.verifications.markVerified('auth', purpose, authSeq, IDENTITY_CODE_MARKER, now, verifiedUntil, person))) {
    throw new Error('identity verification: the fresh auth record could not be marked verified');
  }
  return { name: person.name, phone: person.phone, auth_seq: authSeq };
}
