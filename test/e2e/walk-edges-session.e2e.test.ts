import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { demoApplicants, DEMO_HISTORY_PROJECT } from '../../functions/src/local/seed-demo-applicants.ts';
import { newApplicant, openFormAs } from '../support/application-form-pages.ts';
import { submitIdentify } from '../support/identify.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/**
 * Two edges of the first applicant's walk in Chromium (issue 41 items 17 and 19), at 1280 and 375 px: the session's
 * last 10 minutes, 연장 and the end (17, on the page's own clock); the preview of a submitted application on a phone
 * (19). Screenshots go to test-results/walk-edges-*.png (kept in docs/ui/).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const t = messages.formPage.timer;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/walk-edges-${name}.png` });
async function atWidths(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await ready();
    await shot(page, `${name}-${width}`);
  }
}

describe("the walk's edges in the browser (issue 41)", () => {
  it('warns in view for the last 10 minutes, 연장 restarts the session, and the end stops at 00:00 and moves home (item 17)', async () => {
    const a = await newApplicant('session');
    const page = await newPage(browser);
    const timeChecks: string[] = [];
    page.on('request', (r) => void (r.url().includes('/getTime/') && timeChecks.push(r.url())));
    await page.clock.install();
    await openFormAs(page, a.token);
    const timer = page.getByTestId('form-timer');
    await timer.waitFor();

    // 20:10 later: the warning, in view under the header while the page is scrolled, 연장 beside it.
    await page.clock.fastForward('20:10');
    const warning = page.getByTestId('session-warning');
    await warning.waitFor();
    expect(await warning.getAttribute('role')).toBe('alert');
    expect(await warning.innerText()).toBe(t.sessionAlert);
    const extend = page.getByRole('button', { name: t.extend });
    expect(await extend.getAttribute('aria-describedby')).toBe(await warning.getAttribute('id'));
    await atWidths(page, 'session-warning', async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => warning.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    });

    // By keyboard: the server restarts the session, the warning goes, the full time is back.
    const asked = timeChecks.length;
    await extend.focus();
    await page.keyboard.press('Enter');
    await page.getByText(t.extended).waitFor();
    expect(timeChecks.length).toBe(asked + 1);
    expect(await warning.count()).toBe(0);
    await expect.poll(() => timer.innerText()).toBe('30:00');

    // The end: saved, the notice, and a countdown that stays at 00:00 (no new time check) while the notice is open.
    await page.clock.fastForward('31:00');
    const notice = page.getByRole('alertdialog');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(messages.formPage.sessionExpired);
    await page.clock.runFor(5000);
    expect(await timer.innerText()).toBe('00:00');
    expect(await page.getByText(t.ended, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t.extend }).count()).toBe(0);
    expect(timeChecks.length).toBe(asked + 1);
    await atWidths(page, 'session-ended', async () => {
      await notice.waitFor();
      await expect.poll(() => timer.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    });
    await notice.getByRole('button', { name: '확인' }).click();
    await page.clock.runFor(1000);
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });

  it('offers 수정 on the preview of a submitted application at 1280 px and not on a phone (item 19)', async () => {
    const person = demoApplicants.find((p) => p.state === 'submitted')!;
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await submitIdentify(page, 'demo', DEMO_HISTORY_PROJECT, person);
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-view').click();
    await page.waitForURL('**/form/preview');
    const modify = page.getByRole('button', { name: messages.submission.modify, exact: true });
    const pcOnly = page.getByTestId('modify-pc-only');
    await modify.waitFor();
    expect(await pcOnly.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, 'preview-submitted-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await pcOnly.waitFor();
    expect(await pcOnly.innerText()).toBe(messages.submission.modifyPcOnly);
    expect(await modify.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, 'preview-submitted-375');
    await page.context().close();
  });
});
