import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantHistory } from '@portal/shared';
import { undeliveredMessages } from '@portal/shared/messages/undelivered';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { alphaPage0, alphaPage1 } from '../support/alpha-form.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 42: the applicant's history (R5-1) says which mail to them did not arrive, from what the outbox recorded of it:
 * here SES's stand-in bounces the receipt as its mailbox simulator does (`bounce@simulator.amazonses.com`), and the
 * mailbox it suppressed gets the result notice after it dropped unsent.
 */
let portal: TestPortal;
const { host: HOST, tenant: TENANT, project: PROJECT, task: TASK } = alpha;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown, token: string) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });

/** An applicant with this address who completed the alpha form and submitted (pressing again on a loaded machine's 503). */
async function submitted(email: string): Promise<{ id: number; token: string }> {
  const a = await createTestApplicant(TENANT, PROJECT, TASK, '반송확인', 1800, { email });
  for (const [pageIndex, values] of [alphaPage0('메일이 반송되어도 지원서는 들어갑니다.', 'Bounce Test'), alphaPage1].entries()) {
    const saved = await post(`applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, a.token);
    expect(saved.status, saved.text).toBe(200);
  }
  let r = await post(`applicant/complete/${a.id}`, {}, a.token);
  for (let again = 0; again < 5 && (r.status === 503 || (r.status === 409 && r.json().code === 'busy')); again++) r = await post(`applicant/complete/${a.id}`, {}, a.token);
  expect(r.status, r.text).toBe(200);
  return a;
}
const history = async (token: string) => {
  const r = await post('applicant/check', {}, token);
  expect(r.status, r.text).toBe(200);
  return r.json<ApplicantHistory>();
};

describe("the history says which mail did not arrive (issue 42)", () => {
  it('tells an applicant whose receipt bounced, and whose result notice was then not sent to the suppressed mailbox; another applicant sees nothing', async () => {
    const bounced = await submitted('bounce@simulator.amazonses.com');
    const fine = await submitted(`history-ok-${bounced.id}@example.com`);
    await portal.deliverMessages();
    const repos = processWiring().reposFor(TENANT);
    expect(await repos.outbox.get({ id: `receipt.${bounced.id}.1`, applicantId: bounced.id })).toMatchObject({ state: 'sent', outcome: 'bounced' });

    const seen = await history(bounced.token);
    expect(seen.applicant.status).toBe('Y');
    expect(seen.undelivered).toEqual([{ item: 'receipt', channel: 'email', problem: 'bounced', stepId: null }]);
    expect(undeliveredMessages.line('receipt', 'email', 'bounced')).toContain('지원서는 정상적으로 제출되었으니 안심하세요');
    expect((await history(fine.token)).undelivered).toEqual([]);

    // A result notice to the same mailbox: dropped unsent (suppressed), and named beside its step.
    await repos.outbox.enqueue(
      [{ id: `step-result.7001.${bounced.id}.email`, kind: 'step-result', channel: 'email', to: 'bounce@simulator.amazonses.com', subject: '결과 안내', text: '결과가 공개되었습니다.', applicantId: bounced.id, stepId: 7001 }],
      portal.clock.now(),
    );
    await portal.deliverMessages();
    expect((await history(bounced.token)).undelivered).toEqual([
      { item: 'receipt', channel: 'email', problem: 'bounced', stepId: null },
      { item: 'step-result', channel: 'email', problem: 'suppressed', stepId: 7001 },
    ]);
  });
});
