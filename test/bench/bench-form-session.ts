import { chromium, type Browser, type Page } from 'playwright-core';
import type { Item } from '../../shared/src/form-model/definition.ts';
import { benchApplicant, benchTenant, controlsOf, importBenchTenant, itemsOf } from './bench-tenant.ts';

/**
 * The browser side of the form-page benches (form-render-bench.ts, profile-form-load.ts): Debian's Chromium with a
 * bench applicant's session on the 300-field task, and an observer that notes when every field is in the DOM.
 */
export interface BenchWindow {
  __bench: { armed: boolean; t0: number; fieldsAt?: number; paintAt?: number; arm(): void };
}

const PAINTED = 'bench:painted';

/**
 * Cold loads made before the measured ones. The first fills the HTTP cache; Chromium keeps a script's compiled code
 * (V8's code cache) from its second load and uses it from the third, as it does for an applicant who comes back; and
 * the local server's JIT compiles the start-up calls' code paths. Measured from the fourth load on, the figures are the
 * page's own, not those first costs.
 */
export const COLD_WARMUP_LOADS = Number(process.env.BENCH_COLD_WARMUP ?? 3);

/** Installed before the SPA's scripts on every document: a MutationObserver that notes when all controls are there. */
function installObserver({ expected, PAINTED }: { expected: number; PAINTED: string }): void {
  const w = window as unknown as BenchWindow;
  const b: BenchWindow['__bench'] = {
    armed: true,
    t0: 0,
    arm() {
      b.armed = true;
      b.fieldsAt = undefined;
      b.paintAt = undefined;
      performance.clearResourceTimings();
      b.t0 = performance.now();
    },
  };
  w.__bench = b;
  new MutationObserver(() => {
    if (!b.armed) return;
    const form = document.querySelector('.fe-form');
    if (!form || form.querySelectorAll('input, select, textarea').length < expected) return;
    b.armed = false;
    b.fieldsAt = performance.now();
    // After the next frame's rendering: a message posted from rAF runs once that frame is done.
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        b.paintAt = performance.now();
        // The harness listens for this console line: polling with waitForFunction would inject Playwright's utility
        // script into the document while it loads (~17 ms of main-thread compile inside the measured window).
        console.debug(PAINTED);
      };
      ch.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/** Resolves on the observer's console line; call it before starting the navigation it waits for. */
export const painted = (page: Page) => page.waitForEvent('console', { predicate: (m) => m.text() === PAINTED, timeout: 60_000 });

export interface BenchFormSession {
  browser: Browser;
  page: Page;
  /** The bench tenant's site on the local portal. */
  origin: string;
  items: { detailId: number; item: Item }[];
  /** Form controls the page renders. */
  expected: number;
}

/** Chromium on the bench tenant's site with a new applicant's session on the 300-field task (form page not opened). */
export async function openBenchFormSession(port: number): Promise<BenchFormSession> {
  const { wide } = await importBenchTenant();
  const items = itemsOf(wide);
  const expected = items.reduce((n, { item }) => n + controlsOf(item), 0);
  const applicant = await benchApplicant(port, benchTenant.wideTaskId);
  const origin = `http://${benchTenant.domainKey}.localhost:${port}`;
  // test/support/browser.ts's launch, repeated here: that module reads vitest's inject() for the port.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  page.on('dialog', (d) => void d.dismiss());
  await page.addInitScript(installObserver, { expected, PAINTED });
  // The session as the auth step leaves it (test/e2e/application-form.e2e.test.ts openFormAs).
  await page.goto(`${origin}/`);
  await page.evaluate(
    (s) => {
      sessionStorage.setItem('applicant_token', s.token);
      sessionStorage.setItem('task', JSON.stringify({ id: s.taskId, project_id: s.projectId, name: '300항목' }));
      sessionStorage.setItem('project', JSON.stringify({ id: s.projectId }));
    },
    { token: applicant.token, taskId: benchTenant.wideTaskId, projectId: benchTenant.projectId },
  );
  return { browser, page, origin, items, expected };
}
