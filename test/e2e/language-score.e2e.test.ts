import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPage0, fillPage1, newApplicant, openFormAs, toasts } from '../support/application-form-pages.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/**
 * Language-score verification in Chromium (spec 2.13) on the demo tenant, whose task 9011 verifies TOEIC and
 * TOEIC Speaking (the option list's ets): choosing TOEIC opens the provider's popup (the /dev/ets simulator), its
 * result comes back through /etsResult and fills the row read-only, the server accepts the sealed row; a result
 * under another name is refused with '지원자 이름을 확인해 주세요.'.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const languageRow = (page: Page, n: number) => page.getByRole('group', { name: `어학성적 ${n}번째 항목` });

/** Opens the language picker of row n, chooses TOEIC and answers the popup it opens. */
async function chooseToeic(page: Page, n: number): Promise<Page> {
  const row = languageRow(page, n);
  await row.getByRole('button', { name: '시험명 어학시험 찾기' }).click();
  const dialog = page.getByRole('dialog', { name: '어학시험' });
  const toeic = dialog.locator('.picker-option', { has: page.locator('.picker-option__name', { hasText: /^TOEIC$/ }) }).first();
  const [popup] = await Promise.all([page.waitForEvent('popup'), toeic.click()]);
  await popup.locator('#uname').waitFor();
  return popup;
}

describe('language-score verification in Chromium', () => {
  it('fills the row from the simulator popup, read-only, and the server accepts it; a name mismatch is refused with the message', async () => {
    const a = await newApplicant('ets');
    const page = await newPage(browser);
    page.on('dialog', (d) => void d.accept());
    await openFormAs(page, a.token);
    await fillPage0(page);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/1');
    await fillPage1(page);
    await page.getByRole('button', { name: '다음' }).click();
    await page.waitForURL('**/form/2');

    await page.locator('.fe-rows[data-group=applicant_languages]').getByRole('button', { name: '추가' }).click();
    const popup = await chooseToeic(page, 1);
    // The provider's page, prefilled with the applicant's name and a result; 820×560 as opened.
    expect(await popup.locator('#uname').inputValue()).toBe('김지원');
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([820, 560]);
    await popup.locator('#score').fill('855');
    await popup.locator('#registrationNumber').fill('000123456789');
    await popup.screenshot({ path: join(tmpdir(), 'portal-ets-simulator.png') });
    await Promise.all([popup.waitForEvent('close', { timeout: 15_000 }), popup.getByRole('button', { name: '성적 확인 결과 보내기' }).click()]);

    const row = languageRow(page, 1);
    await expect.poll(() => row.getByRole('textbox', { name: /^점수/ }).inputValue()).toBe('855');
    expect(await row.getByRole('textbox', { name: /^시험명/ }).inputValue()).toBe('TOEIC');
    expect(await row.getByRole('textbox', { name: /^점수/ }).getAttribute('readonly')).not.toBeNull();
    expect(await row.getByLabel(/^응시일/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The provider sealed the date with the score: it is read-only too, as the grade ('해당없음' for TOEIC).
    expect(await row.getByLabel(/^응시일/).getAttribute('readonly')).not.toBeNull();
    await page.locator('.fe-rows[data-group=applicant_languages]').screenshot({ path: join(tmpdir(), 'portal-ets-row.png') });

    // The server checks the provider's seal on the saved row.
    await page.getByRole('button', { name: '임시저장' }).click();
    await expect.poll(() => toasts(page)).toContain('임시저장되었습니다.');

    // A result under another name: refused, the second row stays empty.
    await row.getByRole('button', { name: '추가' }).click();
    const second = await chooseToeic(page, 2);
    await second.locator('#mismatch').check();
    await Promise.all([second.waitForEvent('close', { timeout: 15_000 }), second.getByRole('button', { name: '성적 확인 결과 보내기' }).click()]);
    await expect.poll(() => toasts(page)).toContain('지원자 이름을 확인해 주세요.');
    expect(await languageRow(page, 2).getByRole('textbox', { name: /^시험명/ }).inputValue()).toBe('');
    expect(await languageRow(page, 2).getByRole('textbox', { name: /^점수/ }).getAttribute('readonly')).toBeNull();
    await languageRow(page, 2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'portal-ets-mismatch.png') });

    // After a reload the saved, verified row comes back read-only.
    await page.reload();
    await page.locator('.fe-form').waitFor();
    expect(await languageRow(page, 1).getByRole('textbox', { name: /^점수/ }).inputValue()).toBe('855');
    expect(await languageRow(page, 1).getByRole('textbox', { name: /^점수/ }).getAttribute('readonly')).not.toBeNull();
    await page.close();
  });
});
