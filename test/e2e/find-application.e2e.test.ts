import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { applyThroughApi } from '../support/api-applicant.ts';
import { toasts, unique } from '../support/application-form-pages.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/** Find my application in Chromium (issue 18 items 1–2): R5-0 identification, then the R5-1 history. Screenshots go to test-results/; the ones looked at are kept in docs/ui. */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const m = messages.findApplication;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function applicant() {
  const n = unique();
  const person = { name: '이확인', phone: `0107${n}`, email: `check${n}${Math.floor(Math.random() * 1000)}@example.com`, password: 'jiwon-apply-26' };
  const a = await applyThroughApi(inject('portalPort'), TENANT, { projectId: PROJECT, taskId: 12421, ...person, agreementIds: [124201] });
  return { ...person, id: a.id };
}

async function identify(page: Page, p: { name: string; phone: string; email: string; password: string }) {
  await page.goto(siteUrl(TENANT, '/check'));
  await page.getByTestId('identify-notice').selectOption(String(PROJECT));
  await page.getByTestId('identify-name').fill(p.name);
  await page.getByTestId('identify-phone').fill(p.phone);
  await page.getByTestId('identify-email').fill(p.email);
  await page.getByTestId('identify-password').fill(p.password);
  await page.getByTestId('identify-submit').click();
}

describe('find my application', () => {
  it('identifies an applicant on R5-0 and shows the history with its status, at 1280 and 375 px', async () => {
    const p = await applicant();
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(TENANT, '/check'));
    await page.getByTestId('identify-notice').waitFor();
    await page.screenshot({ path: 'test-results/find-application-identify-1280.png', fullPage: true });
    await identify(page, p);
    await page.waitForURL(/\/check\/history$/);
    expect(await page.getByTestId('history-name').innerText()).toBe(p.name);
    expect(await page.getByTestId('history-status').innerText()).toBe(m.history.statusText('N'));
    // Not submitted: View is off, Modify leads back to the form.
    expect(await page.getByTestId('history-view').isDisabled()).toBe(true);
    expect(await page.getByTestId('history-modify').isEnabled()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-history-1280.png', fullPage: true });

    // A reload keeps the history (the token is stored); R5-0 with a stored token goes straight to it.
    await page.goto(siteUrl(TENANT, '/check'));
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-name').waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('history-name').waitFor();
    expect(await page.getByTestId('history-modify').isVisible()).toBe(false);
    expect(await page.getByTestId('history-view').isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-history-375.png', fullPage: true });
    await page.context().close();
  });

  it('shows the one answer for a wrong password, and field messages for a half-filled form', async () => {
    const p = await applicant();
    const page = await newPage(browser, { mobile: true });
    await page.goto(siteUrl(TENANT, '/check'));
    await page.getByTestId('identify-submit').click();
    await expect.poll(() => page.getByText(m.selectNotice, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(m.required(m.labels.name), { exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/find-application-identify-375.png', fullPage: true });
    await identify(page, { ...p, password: 'wrong-password-1' });
    await expect.poll(() => toasts(page)).toContain(m.notFound);
    expect(page.url()).toMatch(/\/check$/);
    await page.context().close();
  });
});
