import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { messages } from '@portal/shared';
import { ZodError } from 'zod';
import { DomainError, ServiceUnavailableError } from '../../domain/errors.ts';
import { json } from '../http-result.ts';
import { inputCausedFailure } from './input-caused-failure.ts';
import { errorText, log } from '../../domain/log.ts';

const statusOf: Record<DomainError['kind'], number> = {
  'bad-request': 400,
  'not-found': 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  unprocessable: 422,
  'too-many-requests': 429,
  'too-large': 413,
  unavailable: 503,
};

/** Problems listed in one answer at most. */
const MAX_LISTED = 100;

/** Every failure becomes a JSON answer with a Korean message; unknown failures are logged, never leaked. */
export function mapErrors(options: { onUnknownHost?: (() => unknown) | undefined } = {}): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (options.onUnknownHost && (request.event as { unknownHost?: boolean }).unknownHost) {
        request.response = json(200, options.onUnknownHost());
        return;
      }
      if (error instanceof ZodError) {
        const issue = error.issues[0];
        const field = issue?.path.join('.') ?? '';
        // A body with several problems lists them all (an organisation's system fixes its whole payload in one go).
        const errors = error.issues.length > 1 ? { errors: error.issues.slice(0, MAX_LISTED).map((i) => ({ field: i.path.join('.'), message: i.message })) } : {};
        request.response = json(400, { message: issue?.message ?? messages.api.badRequest, ...(field ? { field } : {}), ...errors });
        return;
      }
      if (error instanceof DomainError) {
        // Worded for the user, but a service failing is the operator's to see.
        if (error.kind === 'unavailable') log.warn('service unavailable', { error: String(error.cause ?? error.message) });
        request.response = json(statusOf[error.kind], { message: error.message, ...error.details });
        // A wait the use case knows (a slowed try) is also said the standard way.
        const retryAfter = error.details.retryAfterSeconds;
        if (typeof retryAfter === 'number' && request.response.headers) request.response.headers['retry-after'] = String(retryAfter);
        return;
      }
      if (error instanceof ServiceUnavailableError) {
        // A service that failed for now (the use case did not word it): the browser may try the request again.
        log.warn('service unavailable', { service: error.service, error: String(error.cause ?? error) });
        request.response = json(503, { message: messages.api.serviceUnavailable });
        return;
      }
      if (ranOutOfTime(error)) {
        // middy answers just before Lambda would cut the request off: whatever the use case did is kept or undone by
        // its own conditional writes, and the browser may send the request again.
        log.warn('timed out');
        request.response = json(503, { message: messages.api.serviceUnavailable });
        return;
      }
      if (storeUnavailable(error)) {
        // The store (or another AWS service) did not answer, or refused for load, after the SDK's own retries: nothing
        // was decided that a retry could not find, so the browser may send it again; a 500 would say the code is wrong.
        log.warn('store unavailable', { error: errorText(error) });
        request.response = json(503, { message: messages.api.serviceUnavailable });
        return;
      }
      const refused = inputCausedFailure(error);
      if (refused) {
        // Still logged: a limit the input guards missed, or a request the code built wrongly, should be seen.
        log.warn('store refused input', { error: errorText(error) });
        request.response = json(refused.status, { message: refused.message });
        return;
      }
      log.error('unhandled', { error: String(error?.stack ?? error) });
      request.response = json(500, { message: messages.api.serverError });
    },
  };
}

/** middy's own error for a handler still running when the function's time is nearly up (timeoutEarlyResponse). */
function ranOutOfTime(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError' && (error.cause as { package?: string } | undefined)?.package === '@middy/core';
}

// 'Throttling': STS refusing a tenant's AssumeRole for the account's rate (adapters/sts/tenant-credentials.ts).
const THROTTLED = new Set(['ThrottlingException', 'Throttling', 'ProvisionedThroughputExceededException', 'RequestLimitExceeded', 'TooManyRequestsException', 'LimitExceededException']);
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

/**
 * An AWS call that failed for load or reachability, not for its input: the SDK's network timeouts (a TimeoutError that
 * is not middy's), a dropped connection, throttling, or the service's own fault ($fault 'server').
 */
function storeUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; $fault?: string };
  return (e.name === 'TimeoutError' && !ranOutOfTime(e)) || (e.code !== undefined && NETWORK.has(e.code)) || THROTTLED.has(e.name) || e.$fault === 'server';
}
