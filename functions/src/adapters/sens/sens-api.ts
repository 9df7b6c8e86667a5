import { createHmac } from 'node:crypto';
import { ServiceUnavailableError, type ExternalService } from '../../domain/errors.ts';

/** An API key of a NAVER Cloud account, for SENS (Simple & Easy Notification Service): its SMS and Biz Message APIs. */
export interface SensKeys {
  /** https://sens.apigw.ntruss.com on NAVER Cloud; the local stand-in's /dev/sens locally. */
  endpoint: string;
  accessKey: string;
  /** The key itself (the local stand-in's), or how to read it: on AWS from its Secrets Manager secret, kept for minutes. */
  secretKey: string | (() => Promise<string>);
}

/** Tries of one request before it counts as the provider failing (the delivery's backoff takes it from there). */
const TRIES = 3;
const TIMEOUT_MS = 2_000;

/** A Korean mobile number as SENS takes it (digits, no country code: countryCode goes beside it). */
export const sensNumber = (phone: string) => phone.replace(/\D/g, '');

/** fetch's error for a connection the provider refused (its cause's code): nothing reached it. */
const connectionRefused = (e: unknown) => (e as { cause?: { code?: string } } | undefined)?.cause?.code === 'ECONNREFUSED';

/** SENS's request signature: base64 HMAC-SHA256 of 'METHOD path\ntimestamp\naccessKey' with the secret key. */
export const sensSignature = (secretKey: string, method: string, path: string, timestamp: string, accessKey: string) =>
  createHmac('sha256', secretKey).update(`${method} ${path}\n${timestamp}\n${accessKey}`).digest('base64');

/**
 * One signed POST to SENS, answered 200 or 202 (its body's text returned). A 5xx, a 429 or no answer is the provider
 * failing: ServiceUnavailableError (the delivery tries again later); only a 429 or a refused connection, which sent
 * nothing, is tried again at once (three tries in all). Any other refusal is the request's own (a wrong key, an
 * unregistered sender number, an unapproved template) and is thrown at once, as it is.
 */
export async function postToSens(service: ExternalService, keys: SensKeys, path: string, body: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  // A key that cannot be read now is the provider unavailable: the delivery tries the message again later.
  const secretKey =
    typeof keys.secretKey === 'string'
      ? keys.secretKey
      : await keys.secretKey().catch((e: unknown) => {
          throw new ServiceUnavailableError(service, { cause: e });
        });
  let failure: unknown;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    if (attempt > 1) await new Promise((r) => setTimeout(r, 100 * attempt));
    const timestamp = String(Date.now());
    let r: Response;
    try {
      r = await fetchImpl(`${keys.endpoint}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-ncp-apigw-timestamp': timestamp,
          'x-ncp-iam-access-key': keys.accessKey,
          'x-ncp-apigw-signature-v2': sensSignature(secretKey, 'POST', path, timestamp, keys.accessKey),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      // No answer: the provider, not the request. Tried again at once only when the connection was refused (nothing
      // was sent); after a reset or a timeout the text may be out already, so the outbox's later retry decides.
      failure = e;
      if (connectionRefused(e)) continue;
      break;
    }
    const text = await r.text().catch(() => '');
    if (r.status === 200 || r.status === 202) return text;
    failure = new Error(`SENS answered ${r.status}: ${text.slice(0, 200)}`);
    if (r.status < 500 && r.status !== 429) throw failure;
    // A 5xx may have sent it (as a timeout may): only a 429, a refusal to take it, is tried again at once.
    if (r.status !== 429) break;
  }
  throw new ServiceUnavailableError(service, { cause: failure });
}
