import { ServiceUnavailableError, type ExternalService } from '../domain/errors.ts';

/**
 * Connection and answer timeouts for S3, SES and SNS: a service that hangs fails the attempt after 2 s, so the SDK's
 * three attempts and their backoff end well inside a handler's 10 s, with a Korean 503 instead of the Lambda's timeout
 * (throwOnRequestTimeout: without it the SDK only logs a warning and keeps waiting).
 */
export const SERVICE_REQUEST_HANDLER = { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true } as const;

type SdkError = { name?: string; code?: string; $fault?: 'client' | 'server'; $metadata?: { httpStatusCode?: number } };

/**
 * Error names the SDKs give a service's throttling (S3 SlowDown, SES v2 TooManyRequests, SNS Throttled, ...) and its
 * own failures, also where the status does not say so (S3 answers a failed CopyObject with a 200 and an error body).
 */
const TRANSIENT_NAMES = new Set([
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'Throttled',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'ServiceUnavailable',
  'InternalError',
  'InternalFailure',
]);
/** A connection that failed or timed out: nothing the request did wrong. */
const NETWORK = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'ECONNABORTED']);

/**
 * Whether an SDK call failed for a transient reason (throttling, a 5xx, a dropped or refused connection, a timeout)
 * rather than for the request itself (a 4xx the caller must handle: not found, a failed precondition, a refusal).
 */
export function isTransientFailure(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const err = e as SdkError;
  const status = err.$metadata?.httpStatusCode;
  if (err.$fault === 'server' || (status !== undefined && (status >= 500 || status === 429))) return true;
  if (err.name && TRANSIENT_NAMES.has(err.name)) return true;
  return status === undefined && ((err.code !== undefined && NETWORK.has(err.code)) || err.name === 'TimeoutError');
}

/** Runs one service call; a transient failure becomes the domain's ServiceUnavailableError, anything else is thrown as it is. */
export async function callService<T>(service: ExternalService, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw isTransientFailure(e) ? new ServiceUnavailableError(service, { cause: e }) : e;
  }
}
