import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@portal/shared';
import { qnaMessages } from '@portal/shared/messages/qna';
import { applyThroughApi } from '../support/api-applicant.ts';
import { unique } from '../support/application-form-pages.ts';
import { submitIdentify } from '../support/identify.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Issue 41 items 8 and 9 in Chromium at 1280 and 375 px: R5-0's button says 'Check application' as the header does,
 * the Q&A identification its own title, subtitle and button, and tenant A's history prefixes the notice period with
 * its configured '[접수기간]'. Screenshots go to test-results/spec-texts-*.png (kept in docs/ui/).
 */
const TENANT = 'tenant-a';
const PROJECT = 1111;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/spec-texts-${name}.png`, fullPage: true });

async function applicant() {
  const n = unique().slice(-7).padStart(7, '0');
  const person = { name: '한기간', phone: `0106${n}`, email: `period${n}${Math.floor(Math.random() * 1000)}@example.com`, password: 'period-apply-26' };
  await applyThroughApi(inject('portalPort'), TENANT, { projectId: PROJECT, taskId: 11111, ...person, agreementIds: [111101, 111199] });
  return person;
}

describe('part 2 texts of issue 41 items 8 and 9', () => {
  for (const width of [1280, 375]) {
    it(`R5-0 and the history on tenant A at ${width} px: one 'Check application' label, the period with '[접수기간]'`, async () => {
      const p = await applicant();
      const page = await newPage(browser, { mobile: width < 768 });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(TENANT, '/check'));
      expect((await page.getByTestId('identify-submit').innerText()).trim()).toBe(messages.header.checkApplication);
      await shot(page, `check-${width}`);
      await submitIdentify(page, TENANT, PROJECT, p);
      await page.waitForURL(/\/check\/history$/);
      const period = page.getByTestId('history-period');
      await period.waitFor();
      expect((await period.innerText()).trim()).toMatch(/^\[접수기간\] \d{4}-\d{2}-\d{2} .+ ~ \d{4}-\d{2}-\d{2} /);
      await shot(page, `history-period-${width}`);
      await page.context().close();
    });

    it(`the Q&A identification at ${width} px: 'Q & A', its subtitle and '문의하기'`, async () => {
      const page = await newPage(browser, { mobile: width < 768 });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(TENANT, '/qna'));
      await page.getByTestId('identify-submit').waitFor();
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('Q & A');
      expect(await page.getByText(qnaMessages.identifySubtitle, { exact: true }).isVisible()).toBe(true);
      expect((await page.getByTestId('identify-submit').innerText()).trim()).toBe('문의하기');
      await shot(page, `qna-${width}`);
      await page.context().close();
    });
  }
});
