import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Code sending as a cost and spam vector (issue 14, item 8): per client address and per tenant limits hold
 * exactly under bursts, and codes go out only while the project takes applications. The tenant's limits
 * (code-limits.yaml): 7 sends per address and 43 per tenant in the hour; test mode from 127.0.0.9.
 */
let portal: TestPortal;
const H = 'codelimits.localhost';
const OPEN = 91411;
const CLOSED = 91412;
const NOT_YET_OPEN = 91413;
const PER_ADDRESS = 7;
const PER_TENANT = 43;
const m = messages.verification;

beforeAll(async () => {
  portal = await startTestPortal([fixture('code-limits.yaml')]);
});
// The limits count per clock hour. Each test starts 5 s into an hour of its own: no burst straddles two hours'
// budgets (at 23:59:50 one got 7 from each hour, 14 in all), and no test spends another's (any order passes).
// The open project's period spans the few hours this moves.
beforeEach(() => {
  const now = portal.clock.now().getTime();
  portal.clock.shift(3_600_000 - (now % 3_600_000) + 5_000);
});
afterAll(() => portal?.close());

const requestCode = (kind: 'email' | 'sms', projectId: number, recv: string, from = '127.0.0.1') =>
  portal.send('POST', H, `/api/app/verify/request/${kind}`, JSON.stringify({ project_id: projectId, type: 'applicant_certification', recv_info: recv }), { 'content-type': 'application/json' }, { from });
const outboxTo = async (prefix: string) => (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string }[]>().filter((e) => e.to.startsWith(prefix)).length;

describe('code sending limits', () => {
  it('refuses codes for a project that closed, by e-mail and by SMS, and sends none', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => requestCode('email', CLOSED, `closed-${i}@example.com`)),
      ...Array.from({ length: 50 }, (_, i) => requestCode('sms', CLOSED, `0105555${String(i).padStart(4, '0')}`)),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.json().message).toBe(m.closedForCodes);
    }
    expect(await outboxTo('closed-')).toBe(0);
  });

  it('refuses codes before the project opens, except in test mode from a test address', async () => {
    const early = await requestCode('email', NOT_YET_OPEN, 'early@example.com');
    expect(early.status).toBe(400);
    expect(early.json().message).toBe(m.notOpenForCodes);
    expect((await requestCode('email', NOT_YET_OPEN, 'tester@example.com', '127.0.0.9')).status).toBe(200);
  });

  it(`sends at most ${PER_ADDRESS} codes to 100 concurrent requests from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => requestCode('email', OPEN, `addr-${i}@example.com`, '127.0.0.2')));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(PER_ADDRESS);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.json().message).toBe(m.tooManySendsFromAddress);
    }
    expect(await outboxTo('addr-')).toBe(PER_ADDRESS);
    // Another address is not affected.
    expect((await requestCode('email', OPEN, 'other-address@example.com', '127.0.0.3')).status).toBe(200);
  });

  it(`sends at most ${PER_TENANT} codes of the tenant in the hour to 100 concurrent requests from 25 addresses`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => requestCode('email', OPEN, `tenant-${i}@example.com`, `127.0.0.${20 + (i % 25)}`)),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(PER_TENANT);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(429);
      expect(a.json().message).toBe(m.tooManySendsForSite);
    }
    expect(await outboxTo('tenant-')).toBe(PER_TENANT);
    // The budget is spent for everyone, from any address.
    const after = await requestCode('sms', OPEN, '01066667777', '127.0.0.60');
    expect(after.status).toBe(429);
    expect(after.json().message).toBe(m.tooManySendsForSite);
  });
});
