import { expect } from 'vitest';
import type { Endpoint } from '@portal/shared/api/contract';
import type { TestResponse } from '../support/test-portal.ts';

export const HANGUL = /[가-힣]/;
/** What a validation library or a runtime says about types, never meant for an applicant ('Expected number, received string'). */
const TYPE_TALK = /\b(?:expected|received)\s+(?:string|number|boolean|object|array|undefined|null|nan|bigint|date)\b|invalid_type|ZodError|\bInvalid input\b|\bTypeError\b|\bRangeError\b/i;
/** A stack frame or a source position. */
const STACK = /\n\s+at \S|\bat [\w.$<>]+ \([^)]*:\d+:\d+\)|node:internal|\.(?:ts|js|mjs):\d+:\d+/;

/**
 * What the portal may answer to any request (the contract fuzz and the isolation suite hold every answer to it):
 * 200 with a body the contract's response schema accepts, a redirect where the contract declares one, or a 4xx whose
 * message is Korean. Never a 5xx (unless `serverErrors`: a Korean 5xx), a stack trace or a message that talks about types.
 */
export function expectPortalAnswer(e: Endpoint, r: TestResponse, what: string, options: { serverErrors?: boolean } = {}): void {
  // Under injected service faults (test/integration/service-faults.test.ts) a 5xx is fair, still in Korean.
  if (!options.serverErrors) expect(r.status, what).toBeLessThan(500);
  expect(STACK.test(r.text), `${what}: a stack trace or source position in the answer`).toBe(false);
  if (r.status >= 200 && r.status < 300) {
    expect(r.status, what).toBe(200);
    const parsed = e.response.safeParse(r.json());
    expect(parsed.success, `${what}\n${parsed.error?.message}`).toBe(true);
    return;
  }
  if (r.status >= 300 && r.status < 400) {
    expect(e.redirects, what).toBe(true);
    expect(r.headers.location, what).toBeTruthy();
    return;
  }
  expect(r.status, what).toBeGreaterThanOrEqual(400);
  const message = (r.json() as { message?: unknown }).message;
  expect(typeof message === 'string' && HANGUL.test(message), `${what}: not a Korean message`).toBe(true);
  expect(TYPE_TALK.test(message as string), `${what}: the message talks about types`).toBe(false);
}
