import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostGet, launchBrowser, newPage, siteUrl } from '../support/browser.ts';

/** The public careers site in Debian's Chromium, against the whole local portal with the demo tenants. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(_page: Page, tenant: string, path: string): Promise<T> {
  const r = await hostGet(tenant, `/api/app/${path}`);
  return JSON.parse(r.body.toString('utf8')) as T;
}
const dialogs = (page: Page) => {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
};

describe('demo tenant', () => {
  it('shows the landing page in Korean with header, tiles, footer and popups', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo'));
    const { company } = await api<any>(page, 'demo', 'checkHostname');
    await expect.poll(() => page.getByText(company.site.main_message).isVisible()).toBe(true);
    for (const text of ['회사소개', '채용공고', '채용문의', '지원서 확인', '지원하기', '결과 발표', '개인정보처리방침', '이메일무단수집거부']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    const active = company.popups.filter((p: any) => p.isActive).length;
    expect(await page.getByTestId('site-popup').count()).toBe(active);
    await page.screenshot({ path: 'test-results/e2e-landing.png' });
  });

  it("remembers 'don't open for today' per popup", async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo'));
    await page.getByTestId('site-popup').first().waitFor();
    const before = await page.getByTestId('site-popup').count();
    await page.getByTestId('site-popup').first().getByText('오늘 하루 열지 않기').click();
    expect(await page.getByTestId('site-popup').count()).toBe(before - 1);
    await page.reload();
    await page.getByTestId('site-popup').first().waitFor();
    expect(await page.getByTestId('site-popup').count()).toBe(before - 1);
  });

  it('lists postings in every badge state, marks suspended ones and hides status N', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/recruits'));
    await page.getByTestId('posting-row').first().waitFor();
    const states = await page.getByTestId('posting-badge').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
    expect(new Set(states)).toEqual(new Set(['preparing', 'active', 'closed']));
    const badges = await page.getByTestId('posting-badge').allInnerTexts();
    expect(badges).toContain('D-DAY');
    expect(badges.some((b) => /^D-\d+$/.test(b))).toBe(true);
    expect(badges).toContain('준비중');
    expect(badges).toContain('마감');
    expect(await page.getByText('(게시 중단)').count()).toBeGreaterThan(0);
    const list = await api<any[]>(page, 'demo', 'recruits/1001');
    expect(await page.getByTestId('posting-row').count()).toBe(list.length);
    await page.screenshot({ path: 'test-results/e2e-recruits.png', fullPage: true });
  });

  it('shows the select-a-posting message when asked to', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/recruits/Y'));
    await expect.poll(() => page.getByText('채용공고를 선택한 후 지원할 수 있습니다.').isVisible()).toBe(true);
  });

  it('opens a posting with its visible attachments downloadable and an apply button', async () => {
    const page = await newPage(browser);
    const list = await api<any[]>(page, 'demo', 'recruits/1001');
    const target = list.find((p) => p.isActive && p.isView && p.remainDays > 0 && !p.applyLabel)!;
    const detail = await api<any>(page, 'demo', `recruit/${target.id}`);
    expect(detail.files.length).toBeGreaterThan(0);
    await page.goto(siteUrl('demo', `/recruit/${target.id}`));
    await page.getByText(detail.title).first().waitFor();
    for (const f of detail.files) {
      const link = page.getByRole('link', { name: new RegExp(f.filename.replace(/[.()]/g, '\\$&')) });
      const href = await link.first().getAttribute('href');
      const u = new URL(href!, siteUrl('demo'));
      const r = await hostGet('demo', u.pathname + u.search);
      expect(r.status, f.filename).toBe(302);
      const file = await fetch(r.location!);
      expect(file.status, f.filename).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const apply = page.getByRole('button', { name: '지원하기' });
    expect(await apply.isEnabled()).toBe(true);
    await page.screenshot({ path: 'test-results/e2e-posting.png', fullPage: true });
  });

  it('numbers notices from the total, opens one, and refuses another company\'s post', async () => {
    const page = await newPage(browser);
    const seen = dialogs(page);
    const notices = await api<any>(page, 'demo', 'boards/notice/1001?page=1&size=10');
    await page.goto(siteUrl('demo', '/notices'));
    await page.getByTestId('notice-row').first().waitFor();
    expect(await page.getByTestId('notice-number').first().innerText()).toBe(String(notices.total));
    await page.getByText(notices.data[0].title).first().click();
    await page.waitForURL(/\/notices\/\d+/);
    await page.getByRole('heading', { name: notices.data[0].title }).waitFor();
    const other = await api<any>(page, 'tenant-a', 'boards/notice/2001');
    await page.goto(siteUrl('demo', `/notices/${other.data[0].id}`));
    await expect.poll(() => seen).toContain('비정상 접근');
  });

  it('shows FAQ answers and the introduction', async () => {
    const page = await newPage(browser);
    const faq = await api<any>(page, 'demo', 'boards/faq/1001');
    await page.goto(siteUrl('demo', '/faq'));
    await page.getByText(faq.data[0].title).first().click();
    const answerText = faq.data[0].content.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 3).join(' ');
    await expect.poll(() => page.getByText(answerText).first().isVisible()).toBe(true);
    const { company } = await api<any>(page, 'demo', 'checkHostname');
    const introduction = company.site.introduction.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 3).join(' ');
    expect(introduction, 'the demo company has an introduction').not.toBe('');
    await page.goto(siteUrl('demo', '/introduction'));
    // The text itself must appear (a poll for the empty state's absence would pass on the loading screen).
    await expect.poll(() => page.getByText(introduction).first().isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain('등록된 회사소개가 없습니다.');
  });

  it('counts down on an unknown page and returns to the main screen', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/no/such/page'));
    await page.getByText('페이지를 찾을 수 없습니다').first().waitFor();
    expect(await page.getByTestId('not-found-countdown').innerText()).toMatch(/\d+초 후 메인 화면으로 이동합니다/);
    expect(await page.getByRole('button', { name: '이전 페이지' }).isVisible()).toBe(true);
    await page.waitForURL(siteUrl('demo', '/'), { timeout: 15_000 });
  });

  it("sends a posting of another company to that company's site", async () => {
    const page = await newPage(browser);
    const seen = dialogs(page);
    const other = await api<any[]>(page, 'tenant-a', 'recruits/2001');
    await page.goto(siteUrl('demo', `/recruit/${other[0].id}`));
    await page.waitForURL(/\/redirect$/, { timeout: 10_000 });
    const stored = await page.evaluate(() => sessionStorage.getItem('redirectCompany'));
    expect(stored).toMatch(/tenant-a/);
    expect(seen, 'no wrong-path alert for a posting that has an owner').toEqual([]);
  });

  it('shows the mobile notice and at most three active postings on a phone', async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto(siteUrl('demo'));
    await expect.poll(() => page.getByText('모바일에서는 채용정보 확인만 가능합니다', { exact: false }).first().isVisible()).toBe(true);
    const { company } = await api<any>(page, 'demo', 'checkHostname');
    const recruits = await api<any[]>(page, 'demo', `recruits/${company.id}`);
    const active = recruits.filter((p) => p.isActive && p.status !== 'N').length;
    expect(active, 'the demo tenant has active postings to show').toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('posting-row').count()).toBe(Math.min(3, active));
    await page.screenshot({ path: 'test-results/e2e-mobile.png' });
  });

  it('sets the share metadata on /statics/:domain', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('demo', '/statics/demo'));
    await expect.poll(() => page.title()).toBe('데모 공사 채용');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('데모 공사 채용');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/logo/);
  });
});

describe('other tenants', () => {
  it("shows Tenant A's own badge and menu wording", async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl('tenant-a', '/recruits'));
    await page.getByTestId('posting-row').first().waitFor();
    expect(await page.getByTestId('posting-badge').allInnerTexts()).toContain('공고중');
    expect(await page.getByText('채용안내').first().isVisible()).toBe(true);
    expect(await page.getByText('채용문의').count()).toBe(0);
  });

  it('shows the default company on a bare localhost', async () => {
    const page = await newPage(browser);
    await page.goto(siteUrl(''));
    await expect.poll(() => page.getByText('채용 포털').first().isVisible()).toBe(true);
  });
});
