import middy from '@middy/core';
import { messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { mapErrors } from './map-errors.ts';
import { inLogScope, recordLog } from '../../domain/log.ts';

/** A request that outlives its function's time: middy answers just before Lambda would cut it off. */
async function timedOut() {
  const handler = middy(() => new Promise<never>(() => {})).use(mapErrors());
  return handler({ routeKey: 'POST /api/app/applicant/complete/{id}' } as never, { getRemainingTimeInMillis: () => 40 } as never);
}

describe('mapErrors', () => {
  it('answers a request that ran out of its time with a Korean 503 the browser may retry, logged as a warning, not a 500', async () => {
    const logged = recordLog();
    try {
      // As defineHandler runs it: inside the request's scope, whose keys every line carries.
      const answer = (await inLogScope({ route: 'CompleteApplicant', requestId: 'r-1' }, timedOut)) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: messages.api.serviceUnavailable });
      expect(logged.lines).toEqual([{ level: 'warn', message: 'timed out', fields: { route: 'CompleteApplicant', requestId: 'r-1' } }]);
    } finally {
      logged.stop();
    }
  });

  it.each([
    ['a connection the store did not accept in time', Object.assign(new Error('the request socket did not establish a connection with the server within the configured timeout of 1000 ms.'), { name: 'TimeoutError' })],
    ['an answer the store did not give in time', Object.assign(new Error('a request has exceeded the configured 2000 ms requestTimeout.'), { name: 'TimeoutError' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['throttling the retries did not outlast', Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ThrottlingException', $fault: 'client' })],
    ["the service's own failure", Object.assign(new Error('Internal server error'), { name: 'InternalServerError', $fault: 'server' })],
  ])('answers %s with a Korean 503 the browser may retry, never a 500', async (_what, thrown) => {
    const logged = recordLog();
    try {
      const handler = middy(async () => {
        throw thrown;
      }).use(mapErrors());
      const answer = (await handler({ routeKey: 'POST /api/app/verify/request/{kind}' } as never, { getRemainingTimeInMillis: () => 10_000 } as never)) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: messages.api.serviceUnavailable });
      expect(logged.lines).toEqual([expect.objectContaining({ level: 'warn', message: 'store unavailable' })]);
    } finally {
      logged.stop();
    }
  });

  it('still answers a fault of our own with a 500', async () => {
    const logged = recordLog();
    try {
      const handler = middy(async () => {
        throw new TypeError('x is undefined');
      }).use(mapErrors());
      const answer = (await handler({ routeKey: 'GET /api/app/x' } as never, { getRemainingTimeInMillis: () => 10_000 } as never)) as { statusCode: number };
      expect(answer.statusCode).toBe(500);
      expect(logged.lines).toEqual([expect.objectContaining({ level: 'error', message: 'unhandled', fields: { error: expect.stringContaining('x is undefined') } })]);
    } finally {
      logged.stop();
    }
  });
});
