import { createHash } from 'node:crypto';
import { openToken, sealToken } from '../sealed-token.ts';
import * as z from 'zod';
import { messages } from '@portal/shared';
import type { IdentityProvider } from '../../domain/ports.ts';

/**
 * The local identity provider: a stand-in for a Korean real-name verification service
 * (NICE/KCB style). It works like the real ones:
 *
 * 1. `createRequest` encodes the request (request id, return URL, time) into one opaque,
 *    sealed string. The SPA POSTs it as form field `EncodeData` to `action` in a 500x550 popup.
 * 2. The provider (here the local simulator, functions/src/local/identity-simulator.ts) shows its
 *    own page, then redirects the popup to `{returnUrl}/{success|fail}/{requestId}?EncodeData=…`,
 *    where EncodeData is the result, sealed by the provider.
 * 3. `decodeResult` opens that seal. The browser only carries the sealed data; it can neither
 *    read a different person into it nor replay it after 10 minutes.
 *
 * Sealing is HMAC-SHA256 with a secret shared by this adapter and the simulator (a real provider
 * encrypts with the site key it issued). Request and result seals use different labels, so a
 * request can never be passed off as a result.
 */

/** How long a sealed request or result is accepted after it was issued. */
export const IDENTITY_TOKEN_MAX_AGE_MS = 10 * 60_000;

export type SimulatedOutcome = 'success' | 'duplicate' | 'block' | 'cancel';

const requestTokenSchema = z.object({
  requestId: z.string().min(1).max(200),
  returnUrl: z.string().min(1).max(1000),
  issuedAt: z.number().int(),
});
export type IdentityRequestToken = z.infer<typeof requestTokenSchema>;

const resultTokenSchema = z.object({
  requestId: z.string().min(1).max(200),
  outcome: z.enum(['success', 'duplicate', 'block', 'cancel']),
  name: z.string().max(50),
  phone: z.string().max(20),
  issuedAt: z.number().int(),
});
export type IdentityResultToken = z.infer<typeof resultTokenSchema>;

type Label = 'identity-request' | 'identity-result';

export type { OpenResult } from '../sealed-token.ts';

const seal = (secret: string, label: Label, payload: object) => sealToken(secret, label, payload);
const open = <T extends { issuedAt: number }>(secret: string, label: Label, token: string, schema: z.ZodType<T>, now: number) =>
  openToken(secret, label, token, schema, IDENTITY_TOKEN_MAX_AGE_MS, now);

/** Seals a verification request (what `createRequest` hands to the SPA). */
export const sealIdentityRequest = (secret: string, payload: IdentityRequestToken) => seal(secret, 'identity-request', payload);
/** Opens a sealed request (the simulator does this when the popup POSTs EncodeData). */
export const openIdentityRequest = (secret: string, token: string, now: number) => open(secret, 'identity-request', token, requestTokenSchema, now);
/** Seals the outcome the tester chose (the simulator's callback EncodeData). */
export const sealIdentityResult = (secret: string, payload: IdentityResultToken) => seal(secret, 'identity-result', payload);
/** Opens a sealed result (what `decodeResult` does). */
export const openIdentityResult = (secret: string, token: string, now: number) => open(secret, 'identity-result', token, resultTokenSchema, now);

/**
 * A stable identifier of the person: the stand-in for the provider's CI value (which a real
 * provider derives from the resident registration number). Same name and phone, same key.
 */
export function localIdentityKey(name: string, phone: string): string {
  const normalised = `${name.trim().normalize('NFC')}\n${phone.replace(/\D/g, '')}`;
  return `local-ci:${createHash('sha256').update(normalised, 'utf8').digest('base64url')}`;
}

type Decoded = Awaited<ReturnType<IdentityProvider['decodeResult']>>;
/**
 * Success, plus an optional provider hint that the person already has an application in
 * progress. The simulator's '중복 지원' button sets it so testers can reach the duplicate answer
 * without preparing an application first; confirmIdentityVerification honours it.
 */
export type DecodedWithHint = Extract<Decoded, { ok: true }> & { duplicate?: boolean | undefined };

export function localIdentityProvider(opts: { secret: string; simulatorUrl: string; now?: () => number }): IdentityProvider {
  if (opts.secret.length < 16) throw new Error('localIdentityProvider: the secret must be at least 16 characters');
  const now = opts.now ?? (() => Date.now());
  return {
    async createRequest({ requestId, returnUrl }) {
      return {
        requestInfo: sealIdentityRequest(opts.secret, { requestId, returnUrl, issuedAt: now() }),
        action: opts.simulatorUrl,
        field: 'EncodeData',
      };
    },

    async decodeResult({ seq, encodeData }): Promise<Decoded> {
      const opened = openIdentityResult(opts.secret, encodeData, now());
      if (!opened.ok) {
        return { ok: false, reason: 'invalid', message: opened.reason === 'expired' ? messages.identity.expired : messages.identity.invalidResult };
      }
      const r = opened.payload;
      if (r.requestId !== seq) return { ok: false, requestId: r.requestId, reason: 'invalid', message: messages.identity.invalidResult };
      if (r.outcome === 'block') return { ok: false, requestId: r.requestId, reason: 'block', message: messages.identity.blocked };
      if (r.outcome === 'cancel') return { ok: false, requestId: r.requestId, reason: 'invalid', message: messages.identity.cancelled };
      if (!r.name.trim() || !r.phone.trim()) return { ok: false, requestId: r.requestId, reason: 'invalid', message: messages.identity.invalidResult };
      const person: DecodedWithHint = {
        ok: true,
        requestId: r.requestId,
        name: r.name,
        phone: r.phone,
        identityKey: localIdentityKey(r.name, r.phone),
        ...(r.outcome === 'duplicate' ? { duplicate: true } : {}),
      };
      return person;
    },
  };
}
