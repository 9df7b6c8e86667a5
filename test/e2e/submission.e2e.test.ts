import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, fillPage0, fillPage1, fillPage2, fillPage3, fillPage4, newApplicant, openFormAs } from '../support/application-form-pages.ts';
import { launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/**
 * Preview and final submission in Chromium (spec 2.14, 2.15, part 2 2.6): the demo applicant fills every page,
 * previews (blind-hiring marks, photo, files), agrees to the pledge, submits, reads R1-7 and the receipt e-mail,
 * cancels with Modify, lands on the saved page, and resubmits under the same applicant number.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `portal-submission-${name}.png`), fullPage: true });
const next = async (page: Page, to: string) => {
  await page.getByRole('button', { name: /^(다음|미리보기)$/ }).click();
  await page.waitForURL(`**${to}`);
};

interface OutboxEntry {
  to: string;
  subject?: string;
  body: string;
}

describe('preview and final submission in Chromium', () => {
  it('fills, previews, submits, gets the receipt, cancels with Modify and resubmits under the same number', async () => {
    const a = await newApplicant('submit');
    const email = (await a.send('POST', '/api/app/applicant/view', { type: 'data' }, { applicantToken: a.token })).json.email as string;
    const page = await newPage(browser);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });

    await openFormAs(page, a.token);
    await fillPage0(page);
    await next(page, '/form/1');
    await fillPage1(page);
    await next(page, '/form/2');
    await fillPage2(page);
    await next(page, '/form/3');
    await fillPage3(page);
    await next(page, '/form/4');
    await fillPage4(page, '서울대 앞 도서관에서 공공데이터 동아리를 운영하며 협업으로 고객 민원 3,000건을 분석했습니다.');
    await next(page, '/form/preview');

    // The preview: header, photo, sections, the blind-hiring word marked with its reason, reviewer words, files.
    await page.getByRole('heading', { name: '지원서 미리보기' }).waitFor();
    await page.locator('.pv-header', { hasText: '2026년 하반기 신입사원 공개채용' }).waitFor();
    expect(await page.locator('.pv-header').textContent()).toContain('사무직(행정)');
    const detection = page.locator('mark.pv-mark--detection', { hasText: '서울대' });
    await detection.hover();
    const tip = page.locator(`[id="${await detection.getAttribute('aria-describedby')}"]`);
    expect(await tip.textContent()).toBe('검출: 출신 학교명');
    expect(await tip.isVisible()).toBe(true);
    expect(await page.locator('mark.pv-mark--search', { hasText: '협업' }).count()).toBe(1);
    await page.getByRole('link', { name: /경력증명서\.pdf/ }).waitFor();
    await expect.poll(() => page.locator('.pv-photo img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true);
    expect(await page.locator('.pv-notice').count()).toBe(0);
    await shot(page, 'preview');

    // Printing: the document only (no header, footer or buttons) with the 10 mm page margins in place.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '최종제출' }).isVisible()).toBe(false);
    expect(await page.locator('style[data-print-margins]').textContent()).toContain('margin-top: 10mm');
    await shot(page, 'print');
    await page.emulateMedia({ media: 'screen' });

    // The pledge must be agreed; then confirm and submit.
    await page.getByRole('button', { name: '최종제출' }).click();
    await page.getByText('지원자 동의 서약서를 동의하여 주세요.').waitFor();
    await page.getByLabel('위 내용을 확인하였으며 동의합니다.').check();
    await page.getByRole('button', { name: '최종제출' }).click();
    const confirm = page.getByRole('alertdialog', { name: '최종제출' });
    await confirm.getByRole('button', { name: '제출', exact: true }).click();
    await page.waitForURL('**/complete');

    // R1-7 with the applicant number; the receipt e-mail carries it.
    await page.getByRole('heading', { name: '입사지원 완료' }).waitFor();
    const number = (await page.locator('.pv-complete__facts div', { hasText: '접수번호' }).locator('dd').textContent())!;
    expect(number).toMatch(/\S+/);
    expect(await page.getByText(email).isVisible()).toBe(true);
    await shot(page, 'complete');
    let receipt: OutboxEntry | undefined;
    await expect
      .poll(async () => {
        const outbox = (await a.send('GET', '/dev/outbox.json')).json as OutboxEntry[];
        receipt = outbox.find((e) => e.to === email && (e.subject ?? '').includes('입사지원 접수 확인'));
        return receipt !== undefined;
      })
      .toBe(true);
    expect(receipt!.body).toContain(`접수번호: ${number}`);

    // The R1-7 button leads to [Check application]; with the stored token it opens the history (issue 18).
    await page.getByRole('button', { name: '지원서 확인' }).click();
    await page.waitForURL('**/check/history');
    expect(await page.getByTestId('history-status').innerText()).toBe('접수완료');
    expect(await page.getByTestId('history-table').innerText()).toContain(number);

    // View: the preview of the submitted application offers Modify instead of Submit.
    await page.getByTestId('history-view').click();
    await page.waitForURL('**/form/preview');
    await page.getByRole('button', { name: '수정' }).waitFor();
    expect(await page.getByRole('button', { name: '최종제출' }).count()).toBe(0);
    expect(await page.locator('.pv-number').textContent()).toBe(number);
    await shot(page, 'submitted');

    // Modify on the history: confirm, the cancellation alert, back to the saved page.
    await page.goBack();
    await page.waitForURL('**/check/history');
    await page.getByTestId('history-modify').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '최종제출 취소' }).click();
    // The cancellation notice is the portal's own dialog (issue 15 item 18); the move waits for its 확인.
    const notice = page.getByRole('alertdialog', { name: '알림' });
    await notice.getByText('최종제출이 취소 되었습니다.').waitFor();
    await notice.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/form\/\d+$/);
    expect(alerts, 'no browser alert box').toEqual([]);
    const data = (await a.send('POST', '/api/app/applicant/view', { type: 'data' }, { applicantToken: a.token })).json as { status: string; save_page: number | null };
    expect(data.status).not.toBe('Y');
    expect(new URL(page.url()).pathname).toBe(`/form/${Number.isInteger(data.save_page) ? data.save_page : 0}`);
    await page.locator('.fe-form').waitFor();

    // Resubmitting keeps the applicant number.
    await page.goto(siteUrl('demo', '/form/preview'));
    await page.getByLabel('위 내용을 확인하였으며 동의합니다.').check();
    await page.getByRole('button', { name: '최종제출' }).click();
    await page.getByRole('alertdialog', { name: '최종제출' }).getByRole('button', { name: '제출', exact: true }).click();
    await page.waitForURL('**/complete');
    expect(await page.locator('.pv-complete__facts div', { hasText: '접수번호' }).locator('dd').textContent()).toBe(number);
    await page.close();
  });

  it('sends unsaved typing to the server as a draft, and at once when the tab is hidden', async () => {
    const a = await newApplicant('draft');
    const page = await newPage(browser);
    await openFormAs(page, a.token);
    const draft = () => page.waitForResponse((r) => r.url().includes('/applicant/draft/') && r.request().method() === 'POST', { timeout: 20_000 });
    const debounced = draft();
    const typedAt = Date.now();
    await field(page, '영문 성명').fill('DRAFT TYPIST');
    const first = await debounced;
    expect(Date.now() - typedAt).toBeGreaterThan(4000);
    expect(first.status()).toBe(200);
    expect(first.request().postDataJSON()).toMatchObject({ pageIndex: 0, values: { english_name: 'DRAFT TYPIST' } });
    expect((await first.json()).savedAt).toEqual(expect.any(String));

    // Hidden before the 15 s interval is over: sent now, with keepalive, not later. The page records each draft
    // fetch's keepalive flag and its delay after the hiding (the debounce alone would wait over 4 s).
    await page.evaluate(() => {
      const w = window as unknown as { __drafts: { keepalive: boolean; at: number }[]; fetch: typeof fetch };
      w.__drafts = [];
      const original = w.fetch.bind(window);
      w.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/applicant/draft/')) w.__drafts.push({ keepalive: init?.keepalive === true, at: performance.now() });
        return original(input, init);
      };
    });
    const hidden = draft();
    await field(page, '영문 성명').fill('HIDDEN TYPIST');
    const hiddenAt = await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      const at = performance.now();
      document.dispatchEvent(new Event('visibilitychange'));
      return at;
    });
    const second = await hidden;
    expect(second.status()).toBe(200);
    expect(second.request().postDataJSON()).toMatchObject({ values: { english_name: 'HIDDEN TYPIST' } });
    const sent = await page.evaluate(() => (window as unknown as { __drafts: { keepalive: boolean; at: number }[] }).__drafts);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(true);
    expect(sent[0]!.at - hiddenAt).toBeLessThan(1000);
    await page.close();
  });

  it("shows the bundled sample at /test/preview/:key/file without a session", async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/test/preview/sample/file'));
    await page.getByRole('heading', { name: '지원서 미리보기' }).waitFor();
    await page.getByText('테스트용').waitFor();
    await page.locator('mark.pv-mark--detection', { hasText: '한국대학교' }).waitFor();
    expect(await page.getByRole('button', { name: '최종제출' }).count()).toBe(0);
    await shot(page, 'test-sample');
    await page.close();
  });
});
