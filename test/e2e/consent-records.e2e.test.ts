import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentRecordMessages as t } from '@portal/shared/messages/consent-records';
import { applyThroughApi } from '../support/api-applicant.ts';
import { unique } from '../support/application-form-pages.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Issue 46 item 5 (PIPA §22, §23): what the applicant agreed to at the consent step, shown on R5-1 with each text's
 * version, the time and the client it was given from; the sensitive-information consent marked. At 1280 and 375 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('consent records on the history page', () => {
  it('lists the three consents of the demo posting with version, time and client, the sensitive one marked, at 1280 and 375 px', async () => {
    const page = await newPage(browser);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const n = unique().slice(-7).padStart(7, '0');
    const a = await applyThroughApi(inject('portalPort'), 'demo', { projectId: 901, taskId: 9011, name: '김동의', phone: `0105${n}`, email: `consent${n}@example.com`, password: 'jiwon-apply-26', agreementIds: [90101, 90102, 90103], userAgent });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('demo', '/'));
    await page.evaluate((token) => sessionStorage.setItem('applicant_token', token), a.token);
    await page.goto(siteUrl('demo', '/check/history'));
    const records = page.getByTestId('history-consents');
    await records.waitFor();
    expect(await records.getByRole('heading', { name: t.title }).isVisible()).toBe(true);
    const items = records.locator('.fa-consents__item');
    expect(await items.count()).toBe(3);
    const texts = await items.allInnerTexts();
    expect(texts[0]).toContain('개인정보 수집·이용 동의 (필수)');
    expect(texts[1]).toContain('민감정보 처리 동의 (필수)');
    expect(texts[1]).toContain(t.sensitive);
    expect(texts[0]).not.toContain(t.sensitive);
    for (const text of texts) {
      expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 동의/);
      expect(text).toMatch(/문서 버전 [0-9a-f]{12}/);
      expect(text).toMatch(/접속 환경 Chrome \d+ · Linux/);
    }
    await records.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/consent-records-1280.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await records.waitFor();
    // Nothing runs past the screen's edge on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/consent-records-375.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
