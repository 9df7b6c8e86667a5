import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { handoffMessages } from '@portal/shared/messages/handoff';
import type { MintedHandoff } from '@portal/shared/schemas/handoff';
import { applyThroughApi } from '../support/api-applicant.ts';
import { unique } from '../support/application-form-pages.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { hostSend, launchBrowser, newPage, siteUrl } from '../support/browser.ts';
import { identifyDemoApplicant } from '../support/identify.ts';
import { demoApplicants } from '../../functions/src/local/seed-demo-applicants.ts';

/**
 * Staff handoff in Chromium (issue 21 item 1, spec part 2, 2.18): a link minted by the integration API opens the admin
 * form in test mode, or an applicant's history by check_id; opened a second time it opens nothing and says so.
 * Screenshots go to test-results/.
 */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const TASK = 12421;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function mint(body: Record<string, unknown>, tenant = TENANT): Promise<MintedHandoff> {
  const r = await hostSend(tenant, 'POST', '/api/integration/handoffs', body, { authorization: `Bearer ${inject('integrationKeys')[tenant]}` });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json as MintedHandoff;
}

const stored = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ access: sessionStorage.getItem('access_token'), applicant: sessionStorage.getItem('applicant_token'), workspace: sessionStorage.getItem('workspace') }));

describe('staff handoff', () => {
  it('opens the admin form in test mode from a minted link, and the same link a second time opens nothing', async () => {
    const link = await mint({ type: 'form', staffId: 'e2e.kim', projectId: PROJECT, taskId: TASK });
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A leftover applicant session in this tab is cleared by the handoff (spec 2.18 step 1).
    await page.goto(new URL('/', link.url).href);
    await page.evaluate(() => sessionStorage.setItem('applicant_token', 'left-over'));
    await page.goto(link.url);
    await page.waitForURL(/\/admin\/form\/0$/);
    await page.getByText(messages.formPage.testing).first().waitFor();
    expect(await stored(page)).toEqual({ access: expect.any(String), applicant: null, workspace: TENANT });
    await page.screenshot({ path: 'test-results/handoff-admin-form-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Back does not run the used link again (the move page was replaced in the history).
    await page.goBack();
    expect(page.url()).not.toContain('/move/');

    // The same link in another browser: refused, nothing stored, no navigation.
    const again = await newPage(browser, { mobile: true });
    await again.goto(link.url);
    await again.getByText(handoffMessages.linkInvalid).waitFor();
    expect(again.url()).toBe(link.url);
    expect((await stored(again)).access).toBeNull();
    await again.screenshot({ path: 'test-results/handoff-refused-375.png', fullPage: true });
    expect(await seriousA11yViolations(again)).toEqual([]);
    await page.context().close();
    await again.context().close();
  });

  it("opens an applicant's history by check_id for staff", async () => {
    const n = unique().slice(-7).padStart(7, '0');
    const applicant = await applyThroughApi(inject('portalPort'), TENANT, {
      projectId: PROJECT,
      taskId: TASK,
      name: '한이동',
      phone: `0108${n}`,
      email: `handoff${n}@example.com`,
      password: 'jiwon-apply-26',
      agreementIds: [124201],
    });
    const link = await mint({ type: 'check', staffId: 'e2e.lee', applicantId: applicant.id });
    const page = await newPage(browser);
    await page.goto(link.url);
    await page.waitForURL(/\/check\/history$/);
    expect(await page.getByTestId('history-name').innerText()).toBe('한이동');
    expect((await stored(page)).access).toEqual(expect.any(String));
    // Test mode (issue 39 item 2): marked, with nothing to change the application from.
    await expect.poll(() => page.getByTestId('history-test-mode').innerText()).toContain(messages.findApplication.history.testMode);
    expect(await page.getByTestId('history-modify').count()).toBe(0);
    expect(await page.getByTestId('history-delete').count()).toBe(0);
    await page.screenshot({ path: 'test-results/handoff-check-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('history-test-mode').waitFor();
    await page.screenshot({ path: 'test-results/handoff-check-375.png', fullPage: true });
    // The token the page holds is read-only: the applicant's own routes refuse it, and the application is untouched.
    const attempt = await page.evaluate(async (id) => {
      const headers = { 'content-type': 'application/json', applicantToken: sessionStorage.getItem('applicant_token') ?? '' };
      const save = await fetch(`/api/app/applicant/update/${id}`, { method: 'POST', headers, body: JSON.stringify({ pageIndex: 0, saveType: 'temp', version: 0, values: {} }) });
      const cancel = await fetch('/api/app/applicant/cancel', { method: 'POST', headers, body: '{}' });
      return [save.status, ((await save.json()) as { message: string }).message, cancel.status, ((await cancel.json()) as { message: string }).message];
    }, applicant.id);
    expect(attempt).toEqual([403, handoffMessages.testModeReadOnly, 403, handoffMessages.testModeReadOnly]);
    await page.context().close();
  });

  it("opens a step result as staff from the result route's adminToken, which leaves the address and opens nothing twice (spec part 2, 6)", async () => {
    // 김제출's document step on the demo tenant: the applicant id as the history stores it.
    const applicant = await newPage(browser);
    await identifyDemoApplicant(applicant, demoApplicants.find((p) => p.state === 'submitted')!);
    const applicantId = await applicant.evaluate(() => sessionStorage.getItem('applicant_id'));
    await applicant.context().close();
    const applicantStepId = `90211-${applicantId}`;
    const link = await mint({ type: 'result', staffId: 'e2e.park', applicantStepId }, 'demo');
    // The mint answers the spec's result route beside /move: /result/<applicantStepId>/<adminToken>.
    const address = link.resultUrl!;
    const adminToken = new URL(address).pathname.split('/')[3]!;
    expect(new URL(address).pathname).toBe(`/result/${applicantStepId}/${adminToken}`);
    expect(adminToken).toMatch(/^hof_[\w-]{16}~[\w-]+$/);

    const page = await newPage(browser);
    await page.goto(address);
    await page.waitForURL(new RegExp(`/admin/result/${applicantStepId}$`));
    await page.getByRole('heading', { level: 1, name: messages.steps.passTitle }).waitFor();
    await page.screenshot({ path: 'test-results/handoff-admin-token-result-1280.png', fullPage: true });
    expect(page.url()).not.toContain(adminToken);
    expect((await stored(page)).access).toEqual(expect.any(String));
    // Back does not return to the spent address.
    await page.goBack();
    expect(page.url()).not.toContain(adminToken);

    // The same address again, in another browser: the token is spent, so it opens nothing and says so.
    const again = await newPage(browser);
    await again.goto(address);
    await again.getByText(handoffMessages.linkInvalid).waitFor();
    expect((await stored(again)).access).toBeNull();
    await page.context().close();
    await again.context().close();
  });
});
