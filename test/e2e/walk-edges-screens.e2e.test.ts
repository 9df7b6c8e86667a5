import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { applyThroughApi } from '../support/api-applicant.ts';
import { openFormAs, toasts, unique } from '../support/application-form-pages.ts';
import { submitIdentify } from '../support/identify.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Issue 41 items 18, 23 and 24 in Chromium, at 1280 and 375 px: the exam-site cancel asks first (18), a dead notice
 * link is the not-found page (23), and five wrong codes leave one error toast (24). Screenshots go to
 * test-results/walk-edges-*.png (kept in docs/ui/).
 */
const TENANT = 'tenant-n';
const PROJECT = 1242;
const TASK = 12421;
const DETAIL = 124232;
const GANGNAM = '서울 강남 시험장 (역삼중학교)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The viewport once the dialogs' animations have ended (a dialog fades in): no sleeps, the page says when it is still. */
async function shot(page: Page, name: string) {
  // Time-based ones only: Primer's scroll-driven 'detect-scroll' never finishes.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity && a.playState === 'running').map((a) => a.finished)));
  await page.screenshot({ path: `test-results/walk-edges-${name}.png`, fullPage: false });
}
const sizes = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** A tenant-n proctor (project 1242) with its own phone number, the SMS outbox being read by recipient. */
async function proctor() {
  const n = unique();
  const person = { name: '이감독', phone: `0108${n}`, email: `walk${n}${Math.floor(Math.random() * 1000)}@example.com`, password: 'jiwon-apply-26' };
  const a = await applyThroughApi(inject('portalPort'), TENANT, { projectId: PROJECT, taskId: TASK, ...person, agreementIds: [124201] });
  return { ...person, ...a };
}

describe('walk edges in the browser (issue 41 items 18, 23, 24)', () => {
  it('asks before an exam-site seat is given up, and keeps it on 유지하기 (item 18)', async () => {
    const a = await proctor();
    const headers = { applicanttoken: a.token };
    const page0 = { english_name: 'LEE GAMDOK', applicant_personal_infos: { birthdate_year: '1985', birthdate_month: '07', birthdate_day: '21' } };
    expect((await a.send('POST', `/api/app/applicant/update/${a.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: page0 }, headers)).status).toBe(200);
    const page = await newPage(browser);
    await page.setViewportSize(sizes[0]);
    await openFormAs(page, a.token, 1, { tenant: TENANT, task: { id: TASK, project_id: PROJECT, name: '시험감독관' } });
    const section = page.locator(`[data-exam-site="${DETAIL}"]`);
    const button = (label: string) => section.getByRole('button', { name: `${GANGNAM} ${label}`, exact: true });
    await button(messages.examSite.labels.pending).click();
    await expect.poll(() => toasts(page)).toContain(messages.examSite.results.Y);
    await page.locator('.toast-region .toast__close').click();
    // The table in view behind the dialog.
    await page.locator('.fe-section', { has: section }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await button(messages.examSite.labels.applying).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${GANGNAM} 지원을 취소하시겠습니까?`, { exact: false }).waitFor();
    await shot(page, 'exam-site-cancel-confirm-1280');
    await page.setViewportSize(sizes[1]);
    await confirm.waitFor();
    await shot(page, 'exam-site-cancel-confirm-375');
    await page.setViewportSize(sizes[0]);
    await confirm.getByRole('button', { name: messages.examSite.confirmCancelNo }).click();
    await confirm.waitFor({ state: 'detached' });
    // Kept: still applied, on the server too.
    await button(messages.examSite.labels.applying).waitFor();
    const places = (await a.send('GET', `/api/app/examPlaces/${DETAIL}`, undefined, headers)).json as { answer: number | null };
    expect(places.answer).not.toBeNull();
    await page.context().close();
  });

  it('shows the not-found page for a dead notice link, not the abnormal-access alert (item 23)', async () => {
    const page = await newPage(browser);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(siteUrl('demo', '/notices/999999'));
      await page.getByRole('heading', { name: messages.notFound.title }).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/notices/999999');
      await shot(page, `notice-not-found-${size.width}`);
    }
    await page.context().close();
  });

  it('leaves one error toast after five wrong codes in the delete dialog (item 24)', async () => {
    const p = await proctor();
    const page = await newPage(browser);
    await page.setViewportSize(sizes[0]);
    await submitIdentify(page, TENANT, PROJECT, p);
    await page.waitForURL(/\/check\/history$/);
    await page.getByTestId('history-delete').click();
    await page.getByTestId('delete-send').click();
    await page.getByTestId('delete-code').waitFor();
    for (let i = 0; i < 5; i++) {
      await page.getByTestId('delete-code').fill(String(100000 + i));
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/app/') && r.status() >= 400);
      await page.getByTestId('delete-confirm').click();
      await answered;
      await expect.poll(async () => (await toasts(page)).length).toBe(1);
    }
    const [last] = await toasts(page);
    expect(await page.locator('.toast-region .toast--error').count()).toBe(1);
    await shot(page, 'single-error-toast-1280');
    await page.setViewportSize(sizes[1]);
    expect(await toasts(page)).toEqual([last]);
    await shot(page, 'single-error-toast-375');
    await page.context().close();
  });
});
