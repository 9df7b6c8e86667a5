import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { messages } from '@portal/shared';
import { blindHiringMessages } from '@portal/shared/messages/blind-hiring';
import { applyThroughApi } from '../support/api-applicant.ts';
import { openFormAs, unique } from '../support/application-form-pages.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/**
 * Blind hiring before final submission in Chromium (issue 46 item 3), on the demo tenant's blind project (907): an
 * applicant whose self-introduction names a school and a relative's job is warned above the preview, with each answer,
 * the words and a link back to its page, at 1280 and 375 px; the confirm dialog repeats it, and 최종제출 still goes
 * through. Screenshots go to test-results/blind-hiring-*.png (kept in docs/ui/).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const b = blindHiringMessages;
const TASK = { tenant: 'demo', task: { id: 9071, project_id: 907, name: '사무(블라인드)' } };
const GROWTH = '저는 한국대학교에서 통계를 공부하며 공공데이터 분석 동아리를 운영했습니다. 아버지는 교사이셔서 어릴 때부터 교육 행정에 관심이 많았습니다.';
const MOTIVE = '민원 데이터를 분석해 행정 서비스를 개선하는 일을 하고 싶습니다.';
/** Finite animations (the dialog's fade-in) are run to their end first, so the shot shows the settled screen. */
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `test-results/blind-hiring-${name}.png`, fullPage, animations: 'disabled' });
/** Nothing of the page is wider than the window (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('blind hiring: the warning before final submission', () => {
  it("names each answer with a school or a relative's job, links back to its page, and still submits, at 1280 and 375 px", async () => {
    const n = unique();
    const a = await applyThroughApi(inject('portalPort'), 'demo', { projectId: 907, taskId: 9071, name: '김블라', phone: `0106${n}`, email: `blind${n}@example.com`, password: 'blind-apply-26', agreementIds: [90701] });
    const save = async (pageIndex: number, values: Record<string, unknown>) => {
      const r = await a.send('POST', `/api/app/applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, { applicantToken: a.token });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    };
    await save(0, { english_name: 'KIM BLIND' });
    await save(1, { growth: GROWTH, applicant_add_questions_edit: { detail_9702: { answers: [{ form_question_id: 970201, answer: MOTIVE }] } } });

    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openFormAs(page, a.token, 1, TASK);
    await page.getByRole('button', { name: '미리보기' }).click();
    await page.waitForURL('**/form/preview');

    // The warning above the document: the explanation, the answer, the words, a link to its page, and that 최종제출 stays.
    const notice = page.getByTestId('blind-notice');
    await notice.waitFor();
    expect(await notice.getByRole('heading', { name: b.warningTitle }).isVisible()).toBe(true);
    expect(await notice.innerText()).toContain(b.warning);
    const item = notice.locator('.pv-blind__item');
    expect(await item.count()).toBe(1);
    expect(await item.innerText()).toContain('자기소개서 – 성장과정 및 직무 관련 경험');
    expect(await item.innerText()).toContain(b.foundWords(['school', 'family'], ['한국대학교', '아버지는 교사이셔서']));
    expect(await notice.innerText()).toContain(b.submitAnyway);
    // The applicant's own preview shows the answer as written, the words marked.
    expect(await page.locator('.pv-text', { hasText: '에서 통계를 공부하며' }).count()).toBe(1);
    await page.locator('mark.pv-mark--detection', { hasText: '아버지는 교사' }).waitFor();
    expect(await seriousA11yViolations(page), 'axe at 1280 px').toEqual([]);
    await shot(page, 'warning-1280');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page), 'axe at 375 px').toEqual([]);
    await shot(page, 'warning-375', false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The link goes back to the page to edit; 미리보기 returns with the warning still there.
    await notice.getByRole('link', { name: b.editOnPage('자기소개서') }).click();
    await page.waitForURL('**/form/1');
    await page.locator('.fe-form').waitFor();
    await page.getByRole('button', { name: '미리보기' }).click();
    await page.waitForURL('**/form/preview');
    await notice.waitFor();

    // A warning, not a refusal: the confirm repeats it, and 최종제출 goes through.
    await page.getByLabel(messages.submission.pledgeAgree).check();
    await page.getByRole('button', { name: messages.submission.submit }).click();
    const confirm = page.getByRole('alertdialog', { name: messages.submission.confirmTitle });
    await confirm.getByText(b.confirmLine(1)).waitFor();
    await shot(page, 'confirm-1280', false);
    await confirm.getByRole('button', { name: messages.submission.confirmYes, exact: true }).click();
    await page.waitForURL('**/complete');
    await page.getByRole('heading', { name: '입사지원 완료' }).waitFor();
    await page.context().close();
  });
});
