import middy from '@middy/core';
import { messages } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { mapErrors } from './map-errors.ts';

/** A request that outlives its function's time: middy answers just before Lambda would cut it off. */
async function timedOut() {
  const handler = middy(() => new Promise<never>(() => {})).use(mapErrors());
  return handler({ routeKey: 'POST /api/app/applicant/complete/{id}' } as never, { getRemainingTimeInMillis: () => 40 } as never);
}

describe('mapErrors', () => {
  it('answers a request that ran out of its time with a Korean 503 the browser may retry, logged as a warning, not a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = (await timedOut()) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: messages.api.serviceUnavailable });
      expect(error).not.toHaveBeenCalled();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/"msg":"timed out".*applicant\/complete/);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
