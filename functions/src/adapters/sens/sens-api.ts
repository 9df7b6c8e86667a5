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

/** SENS's answer as JSON, or undefined for a body that is not (an answer with no ids to ask about later). */
export function sensJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

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
export const postToSens = (service: ExternalService, keys: SensKeys, path: string, body: string, fetchImpl: typeof fetch = fetch): Promise<string> =>
  callSens(service, keys, 'POST', path, body, fetchImpl);

/**
 * One signed GET (a delivery report), answered 200 with its body's text, or undefined for SENS's 404: no such record
 * (yet). Failing is ServiceUnavailableError as for a send; a read may be asked again, so nothing is lost either way.
 */
export async function getFromSens(service: ExternalService, keys: SensKeys, pathAndQuery: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    return await callSens(service, keys, 'GET', pathAndQuery, undefined, fetchImpl);
  } catch (e) {
    if (e instanceof SensRefusal && e.status === 404) return undefined;
    throw e;
  }
}

/** SENS refused the request itself (a 4xx other than 429): its status and answer. */
export class SensRefusal extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`SENS answered ${status}: ${text.slice(0, 200)}`);
  }
}

async function callSens(service: ExternalService, keys: SensKeys, method: 'GET' | 'POST', path: string, body: string | undefined, fetchImpl: typeof fetch): Promise<string> {
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
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
          'x-ncp-apigw-timestamp': timestamp,
          'x-ncp-iam-access-key': keys.accessKey,
          'x-ncp-apigw-signature-v2': sensSignature(secretKey, method, path, timestamp, keys.accessKey),
        },
        ...(body === undefined ? {} : { body }),
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
    failure = new SensRefusal(r.status, text);
    if (r.status < 500 && r.status !== 429) throw failure;
    // A 5xx may have sent it (as a timeout may): only a 429, a refusal to take it, is tried again at once.
    if (r.status !== 429) break;
  }
  throw new ServiceUnavailableError(service, { cause: failure });
}
