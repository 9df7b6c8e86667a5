import type { AbuseChallenge } from '@portal/shared/api/contract';
/** Domain failures carry a Korean message for the user; the HTTP layer maps them to status codes. */
export class DomainError extends Error {
  constructor(
    readonly kind: 'bad-request' | 'not-found' | 'unauthorized' | 'forbidden' | 'conflict' | 'unprocessable' | 'too-many-requests' | 'too-large' | 'unavailable',
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
/**
 * The applicant's session ended (past its grace): a 401 with code 'session' and the spec's session-limit message.
 * It knows whose session it was, for the session-end log (not sent to the browser).
 */
export class SessionEndedError extends DomainError {
  constructor(
    message: string,
    readonly applicantId: number,
  ) {
    super('unauthorized', message, { code: 'session' });
    this.name = 'SessionEndedError';
  }
}
export const notFound = (message: string, details?: Record<string, unknown>) => new DomainError('not-found', message, details);
export const badRequest = (message: string, details?: Record<string, unknown>) => new DomainError('bad-request', message, details);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** `retryAfterSeconds` in the details becomes a Retry-After header (map-errors.ts); a `challenge` may be answered instead (take-try.ts). */
export const tooManyRequests = (message: string, details?: { retryAfterSeconds?: number; challenge?: AbuseChallenge }) => new DomainError('too-many-requests', message, details);
/** More than the portal can take or store in one request: HTTP 413. */
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const conflict = (message: string, details?: Record<string, unknown>) => new DomainError('conflict', message, details);
/** A well-formed request whose content breaks the rules (form validation): HTTP 422. */
export const unprocessable = (message: string, details?: Record<string, unknown>) => new DomainError('unprocessable', message, details);
/** A service the request needs failed for now (beyond its retries); nothing lost, the same request may be tried later: HTTP 503. */
export function unavailable(message: string, cause?: unknown): DomainError {
  const e = new DomainError('unavailable', message);
  if (cause !== undefined) e.cause = cause;
  return e;
}

/** The services behind the ports that can fail on their own: the file store (S3), e-mail (SES), SMS (SNS) and the work queues (SQS). */
export type ExternalService = 'files' | 'email' | 'sms' | 'queue';
/**
 * An adapter's report that its service failed for now (throttling, a 5xx, a dropped connection) and its
 * SDK's retries did not get through: the request was not wrong and may succeed later. Use cases word it for the user
 * (`unavailable`); one that does not is answered 503 with a generic message.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: ExternalService,
    options?: { cause?: unknown },
  ) {
    super(`${service} unavailable: ${describe(options?.cause)}`, options);
    this.name = 'ServiceUnavailableError';
  }
}

const describe = (cause: unknown) => (cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
