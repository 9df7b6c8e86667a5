import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPage0, newApplicant, openFormAs } from '../support/application-form-pages.ts';
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
    // The demo's dates are resolved when it is imported ('today 23:59:59' is the D-DAY posting): a run that crosses
    // midnight KST after the import has that posting closed, so D-DAY is expected only when the list still has one.
    const listed = await api<{ isActive: boolean; remainDays: number; status: string }[]>(page, 'demo', 'recruits/1001');
    if (listed.some((p) => p.status !== 'N' && p.isActive && p.remainDays <= 0)) expect(badges).toContain('D-DAY');
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
    // An open posting with attachments (the list is ordered by its project's period, issue 41 item 4).
    const open = list.filter((p) => p.isActive && p.isView && p.remainDays > 0 && !p.applyLabel);
    const details = await Promise.all(open.map((p) => api<any>(page, 'demo', `recruit/${p.id}`)));
    const detail = details.find((d) => d.files.length > 0)!;
    expect(detail, 'an open posting with attachments').toBeDefined();
    const target = { id: detail.id as number };
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
    // The portal's own notice dialog, not the browser's box (issue 15 item 18).
    const notice = page.getByRole('alertdialog', { name: '알림' });
    await notice.getByText('비정상 접근').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('확인');
    await notice.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((u) => !/\/notices\/\d+$/.test(u.pathname));
    expect(seen).toEqual([]);
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
    // The page's own clock, so the ten seconds pass when the test says, not on the wall clock.
    await page.clock.install();
    await page.goto(siteUrl('demo', '/no/such/page'));
    await page.getByText('페이지를 찾을 수 없습니다').first().waitFor();
    // From here only the test moves the page's time: installed, it also flows with the wall clock, which a loaded
    // machine lets run past the countdown between two steps.
    // (A moment just ahead of the page's time: pausing cannot go back, and the page's time keeps flowing until then.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const secondsLeft = async () => Number(/(\d+)초 후 메인 화면으로 이동합니다/.exec(await page.getByTestId('not-found-countdown').innerText())?.[1]);
    const start = await secondsLeft();
    // Ten seconds from the page's first paint, of which at most a few went by before the pause.
    expect(start).toBeGreaterThan(5);
    expect(start).toBeLessThanOrEqual(10);
    expect(await page.getByRole('button', { name: '이전 페이지' }).isVisible()).toBe(true);
    await page.clock.runFor(3_000);
    await expect.poll(secondsLeft).toBe(start - 3);
    expect(page.url()).toBe(siteUrl('demo', '/no/such/page'));
    await page.clock.runFor((start - 3) * 1000);
    await page.waitForURL(siteUrl('demo', '/'));
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

  it('asks each public page’s data once, sent by the early script before the app’s first render', async () => {
    const lookup = await newPage(browser);
    const { company } = await api<any>(lookup, 'demo', 'checkHostname');
    const [posting] = await api<any[]>(lookup, 'demo', `recruits/${company.id}`);
    await lookup.close();
    for (const [path, data, shown] of [
      ['/recruits', `/api/app/recruits/${company.id}`, '.posting-row'],
      [`/recruit/${posting.id}`, `/api/app/recruit/${posting.id}`, '#posting-title'],
      // A phone's landing page lists the active postings; a wide one shows none.
      ['/ (375 px)', `/api/app/recruits/${company.id}`, '.posting-row'],
    ] as const) {
      const page = await newPage(browser, { mobile: path.endsWith('(375 px)') });
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
      });
      // The first render replaces index.html's loading text; it waits for the hostname check (app/prime-startup.ts).
      await page.addInitScript(() => {
        new MutationObserver((_r, observer) => {
          if (document.getElementById('root') && !document.querySelector('#root > .startup-loading')) {
            (window as unknown as { firstRenderAt: number }).firstRenderAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(siteUrl('demo', path.split(' ')[0]));
      await page.locator(shown).first().waitFor();
      // A second ask would follow the screen's render at once; the page keeps a connection open, so no 'networkidle'.
      await page.waitForTimeout(500);
      expect(calls.filter((c) => c === data), `${path}: ${calls.join(', ')}`).toHaveLength(1);
      expect(calls.filter((c) => c === '/api/app/checkHostname'), path).toHaveLength(1);
      const sentAt = await page.evaluate((p) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)?.startTime ?? NaN, data);
      const firstRenderAt = await page.evaluate(() => (window as unknown as { firstRenderAt?: number }).firstRenderAt ?? NaN);
      expect(sentAt, `${path}: the data call left before the first render`).toBeLessThan(firstRenderAt);
      await page.close();
    }
  });

  it('shows the mobile notice and at most three active postings on a phone', async () => {
    const page = await newPage(browser, { mobile: true });
    await page.goto(siteUrl('demo'));
    await expect.poll(() => page.getByText('모바일에서는 채용정보 확인만 가능합니다', { exact: false }).first().isVisible()).toBe(true);
    const { company } = await api<any>(page, 'demo', 'checkHostname');
    const recruits = await api<any[]>(page, 'demo', `recruits/${company.id}`);
    // As the landing list counts them: a suspended posting (isView false) takes no slot (issue 15 item 26).
    const active = recruits.filter((p) => p.isActive && p.status !== 'N' && p.isView !== false).length;
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

/** Issue 15 items 16, 18, 22 and 25: dialogs above everything, the portal's notice and confirm, modal popups. */
describe('dialogs and popups at 1280 and 375 px', () => {
  const widths = [
    { width: 1280, height: 800, mobile: false },
    { width: 375, height: 667, mobile: true },
  ];
  /** Whether the element at the centre of `locator` is it (or inside it): nothing covers it and a click lands on it. */
  const onTop = (locator: import('playwright-core').Locator) =>
    locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && (hit === el || el.contains(hit))) && r.top >= 0 && r.bottom <= window.innerHeight;
    });
  async function closePopups(page: Page) {
    const popups = page.getByTestId('site-popup');
    await popups.first().waitFor();
    while ((await popups.count()) > 0) await popups.first().getByRole('button', { name: '닫기' }).click();
  }

  for (const v of widths) {
    it(`shows the tall privacy policy above the sticky header with its title and × usable (${v.width} px)`, async () => {
      const page = await newPage(browser, { mobile: v.mobile });
      await page.setViewportSize({ width: v.width, height: v.height });
      await page.goto(siteUrl('demo'));
      await closePopups(page);
      const link = page.getByRole('button', { name: '개인정보처리방침' });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      const dialog = page.getByRole('dialog', { name: '개인정보처리방침' });
      await dialog.waitFor();
      const title = dialog.getByRole('heading', { name: '개인정보처리방침' });
      const close = dialog.getByRole('button', { name: 'Close' });
      // Taller than the window once its text is laid out (waited for: the dialog opens before its text on a loaded
      // machine): its body scrolls, its title and × stay in view above the header.
      await expect
        .poll(() => dialog.evaluate((d) => d.scrollHeight >= window.innerHeight - 80 || (d.querySelector('[data-component="Dialog.Body"]')?.scrollHeight ?? 0) > d.clientHeight))
        .toBe(true);
      expect(await onTop(title), 'the title is not covered').toBe(true);
      expect(await onTop(close), 'the × is not covered').toBe(true);
      await page.screenshot({ path: `test-results/e2e-terms-dialog-${v.width}.png` });
      // Esc closes; the focus is back on the footer link.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      await link.click();
      await dialog.waitFor();
      await close.click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => location.pathname)).toBe('/');
    });

    it(`shows a former alert() as the portal's notice dialog (${v.width} px)`, async () => {
      const page = await newPage(browser, { mobile: v.mobile });
      await page.setViewportSize({ width: v.width, height: v.height });
      const seen = dialogs(page);
      await page.goto(siteUrl('demo', '/recruit/99999999'));
      const notice = page.getByRole('alertdialog', { name: '알림' });
      await notice.getByText('잘못된 경로입니다', { exact: false }).waitFor();
      const ok = notice.getByRole('button', { name: '확인' });
      expect(await onTop(ok)).toBe(true);
      expect(await ok.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: `test-results/e2e-notice-dialog-${v.width}.png` });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/recruits$/);
      expect(seen).toEqual([]);
    });
  }

  it('shows the landing popups apart, modal and in the tab order (1280 px)', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('demo'));
    const popups = page.getByTestId('site-popup');
    await popups.first().waitFor();
    expect(await popups.count()).toBe(2);
    // Each popup's close is visible and takes the click (the first was hidden under the second).
    for (const i of [0, 1]) expect(await onTop(popups.nth(i).getByRole('button', { name: '닫기' })), `popup ${i + 1}`).toBe(true);
    // Modal: the page behind is inert, the focus starts in the first popup and Tab stays in the popups and header.
    expect(await page.locator('#main-content').getAttribute('inert')).toBe('');
    await expect.poll(() => popups.first().evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const a = document.activeElement;
        return a?.closest('[data-testid="site-popup"]') ? 'popup' : a?.closest('header') ? 'header' : a === document.body ? 'body' : `page: ${a?.outerHTML.slice(0, 120)}`;
      });
      expect(where).not.toMatch(/^page/);
    }
    await page.screenshot({ path: 'test-results/e2e-popups-1280.png' });
    await popups.first().focus();
    await page.keyboard.press('Escape');
    expect(await popups.count()).toBe(1);
    await popups.first().getByRole('button', { name: '닫기' }).click();
    expect(await page.locator('#main-content').getAttribute('inert')).toBeNull();
  });

  it('keeps the mobile menu above the popup (375 px)', async () => {
    const page = await newPage(browser, { mobile: true });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(siteUrl('demo'));
    const popup = page.getByTestId('site-popup');
    await popup.first().waitFor();
    expect(await popup.count()).toBe(1);
    expect(await onTop(popup.getByRole('button', { name: '닫기' }))).toBe(true);
    await page.screenshot({ path: 'test-results/e2e-popups-375.png' });
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const menuLink = page.locator('.mobile-menu').getByRole('link', { name: '채용공고' });
    await menuLink.waitFor();
    expect(await onTop(menuLink), 'the menu is above the popup').toBe(true);
    expect(await popup.isVisible()).toBe(false);
    await page.screenshot({ path: 'test-results/e2e-popups-menu-375.png' });
    await menuLink.click();
    await page.waitForURL(/\/recruits$/);
  });

  for (const v of widths) {
    it(`asks in the portal's dialog before '이전' leaves unsaved input (${v.width} px)`, async () => {
      const a = await newApplicant('prev');
      const page = await newPage(browser, { mobile: v.mobile });
      await page.setViewportSize({ width: v.width, height: v.height });
      const seen = dialogs(page);
      await openFormAs(page, a.token);
      await fillPage0(page);
      await page.getByRole('button', { name: '다음' }).click();
      await page.waitForURL('**/form/1');
      const school = page.getByRole('group', { name: /대학교 1번째 항목/ }).getByLabel('학교명');
      await school.fill('한국대학교');
      await page.getByRole('button', { name: '이전' }).click();
      const ask = page.getByRole('alertdialog', { name: '알림' });
      await ask.getByText('저장하지 않은 입력 내용이 있습니다', { exact: false }).waitFor();
      const stay = ask.getByRole('button', { name: '계속 작성' });
      expect(await onTop(stay)).toBe(true);
      expect(await onTop(ask.getByRole('button', { name: '이동' }))).toBe(true);
      await page.screenshot({ path: `test-results/e2e-previous-confirm-${v.width}.png` });
      await stay.click();
      await ask.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/form/1');
      expect(await school.inputValue()).toBe('한국대학교');
      await page.getByRole('button', { name: '이전' }).click();
      await ask.getByRole('button', { name: '이동' }).click();
      await page.waitForURL('**/form/0');
      expect(seen).toEqual([]);
    });
  }
});
