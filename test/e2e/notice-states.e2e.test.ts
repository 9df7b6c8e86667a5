import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { applyThroughApi } from '../support/api-applicant.ts';
import { fillPage0, fillPage1, unique } from '../support/application-form-pages.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Issue 41 items 3–6 in Chromium on the demo tenant, at 1280 and 375 px: a suspended or not-yet-open notice takes no
 * application and the consent step names the notice (3); one notice shows one deadline on the list and the history
 * (4); 기술직(전기)'s language row asks for 사전등록 여부 and then opens the picker (5); the history shows the photo (6).
 * Screenshots go to test-results/notice-states-*.png (kept in docs/ui/).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `test-results/notice-states-${name}.png`, fullPage });

/** A demo applicant of project 901 (e-mail verified through the outbox), its token put in the page's session. */
async function applicantOf901(page: Page, taskId: number, taskName: string) {
  const n = unique();
  const a = await applyThroughApi(inject('portalPort'), 'demo', { projectId: 901, taskId, name: '한공고', phone: `0106${n}`, email: `notice${n}@example.com`, password: 'jiwon-apply-26', agreementIds: [90101, 90102, 90103] });
  await page.goto(siteUrl('demo', '/'));
  await page.evaluate(
    ([t, task, name]) => {
      sessionStorage.setItem('applicant_token', t as string);
      sessionStorage.setItem('task', JSON.stringify({ id: task, project_id: 901, name }));
      sessionStorage.setItem('project', JSON.stringify({ id: 901 }));
    },
    [a.token, taskId, taskName] as const,
  );
  return a;
}

/** Both widths; a phone may show another screen (the PC-only gate), so `phone` says what to wait for there. */
async function atWidths(page: Page, name: string, ready: () => Promise<unknown>, phone: () => Promise<unknown> = ready) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await (width === 1280 ? ready() : phone());
    await shot(page, `${name}-${width}`);
  }
}
const pageBody = (page: Page) => () => page.locator('.page-body').first().waitFor();

describe('notice states in the browser (issue 41)', () => {
  it('takes no application for a suspended or not-yet-open notice, and names the notice on the consent step (item 3)', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/recruit/10015'));
    const suspended = page.getByRole('button', { name: messages.recruits.applyButton.suspended });
    await page.setViewportSize({ width: 1280, height: 900 });
    await suspended.first().waitFor();
    expect(await suspended.first().isDisabled()).toBe(true);
    await atWidths(page, 'suspended-posting', () => suspended.first().waitFor(), () => page.getByRole('heading', { name: /게시 중단/ }).waitFor());

    await page.goto(siteUrl('demo', '/project/905'));
    const refused = page.getByTestId('apply-not-taking');
    await atWidths(page, 'not-open-project', () => refused.waitFor(), pageBody(page));
    expect(await refused.innerText()).toContain(messages.apply.notTaking.notOpen);
    expect(page.url()).toContain('/project/905');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('demo', '/project/901'));
    const notice = page.getByTestId('apply-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('2026년 하반기 신입사원 공개채용');
    await atWidths(page, 'consent-notice', () => notice.waitFor(), pageBody(page));
    await page.context().close();
  });

  it('shows one deadline for a notice on the posting list and in the history (item 4)', async () => {
    const page = await newPage(browser);
    await applicantOf901(page, 9011, '사무직(행정)');
    await page.goto(siteUrl('demo', '/recruits'));
    const row = page.locator('li, tr, article').filter({ hasText: '2026년 하반기 데모 공사 신입사원 공개채용 공고' }).first();
    await row.getByTestId('posting-badge').waitFor();
    const listed = await row.getByTestId('posting-badge').innerText();
    await atWidths(page, 'list-deadline', () => row.getByTestId('posting-badge').waitFor());
    await page.goto(siteUrl('demo', '/check/history'));
    await page.getByTestId('history-name').waitFor();
    const inHistory = await page.locator('.fa-notice').getByTestId('posting-badge').innerText();
    expect(inHistory).toBe(listed);
    expect(listed).toMatch(/^D-\d+$/);
    await atWidths(page, 'history-deadline', () => page.getByTestId('history-name').waitFor());
    await page.context().close();
  });

  it("opens the language picker on 기술직(전기) once 사전등록 여부 is chosen (item 5)", async () => {
    const page = await newPage(browser);
    await applicantOf901(page, 9012, '기술직(전기)');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Pages are reached in order: the first two filled as a person fills them, then 다음.
    await page.goto(siteUrl('demo', '/form/0'));
    await page.locator('.fe-form').waitFor();
    await fillPage0(page);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL(/\/form\/1$/);
    await fillPage1(page);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL(/\/form\/2$/);
    await page.locator('.fe-rows[data-group="applicant_languages"]').getByRole('button', { name: messages.formPage.addRow }).click();
    const row = page.getByRole('group', { name: /어학성적 1번째 항목/ });
    const select = row.getByLabel('사전등록 여부');
    await select.waitFor();
    await select.selectOption({ label: '사전등록' });
    await row.getByRole('button', { name: /찾기/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The viewport only: a full-page shot draws the sticky header over the middle of a scrolled form.
    await shot(page, 'language-pre-registration-1280', false);
    await dialog.getByRole('button', { name: /TOEIC/ }).first().click();
    await expect.poll(() => row.getByRole('textbox', { name: /^시험명/ }).inputValue()).toContain('TOEIC');
    await page.setViewportSize({ width: 375, height: 812 });
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'language-pre-registration-375', false);
    await page.context().close();
  });

  it("shows the applicant's photo on the history (item 6)", async () => {
    const page = await newPage(browser);
    // A photo-like image made by the browser itself, larger than a pixel so that the screenshot shows it.
    await page.setContent('<div style="width:120px;height:160px;background:linear-gradient(#9ec5fe,#1f6feb);display:grid;place-items:end center;font:bold 20px sans-serif;color:#fff;padding-bottom:8px;box-sizing:border-box">한공고</div>');
    const image = await page.locator('div').screenshot({ type: 'png' });
    await applicantOf901(page, 9011, '사무직(행정)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('demo', '/form/0'));
    await page.locator('.photo-field input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: image });
    await page.locator('.photo-field img').waitFor();
    await page.getByRole('button', { name: '임시저장' }).click();
    await page.getByText(messages.formPage.tempSaved).first().waitFor();
    await page.goto(siteUrl('demo', '/check/history'));
    const photo = page.getByRole('img', { name: messages.findApplication.history.photoAlt('한공고') });
    await atWidths(page, 'history-photo', () => photo.waitFor());
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
    expect(await page.getByText(messages.findApplication.history.noPhoto).count()).toBe(0);
    await page.context().close();
  });
});
