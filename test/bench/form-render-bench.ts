import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { COLD_WARMUP_LOADS, openBenchFormSession, painted, type BenchWindow } from './bench-form-session.ts';
import { percentile } from './stats.ts';
import { line } from './table.ts';

/**
 * The 300-field form page in Debian's Chromium: time from navigation until every field is in the DOM (new document,
 * definition fetched = cold; in-app navigation with react-query's cached definition = warm), the part of it after
 * the saved-page answer arrived (React rendering the page), and input latency while typing. Targets: render 200 ms,
 * p95 input latency 16 ms.
 */
const RENDER_TARGET_MS = 200;
const INPUT_P95_TARGET_MS = 16;
const root = join(import.meta.dirname, '..', '..');

/** scripts/start.mjs's rule (not exported there): the build is stale when web/ or shared/src has a newer file. */
function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

function ensureWebBuild(): void {
  const index = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(index)) {
    console.log('\n웹 화면을 빌드합니다…');
    const b = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`web build failed:\n${b.stdout}\n${b.stderr}`);
    return;
  }
  if (statSync(index).mtimeMs < Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared', 'src'))))
    console.log('\n참고: web/dist가 web/·shared/src보다 오래되었습니다. 지금 코드를 재려면 npm run build 후 다시 실행하세요.');
}

interface Load {
  /** navigation (or in-app navigation) start → every field in the DOM */
  dom: number;
  /** saved-page response end → every field in the DOM */
  react: number;
  /** navigation start → the frame after that painted */
  paint: number;
  /** form-definition requests during the load */
  definitionFetches: number;
}

interface InputWindow {
  __input: { frame: number[]; handled: number[] };
}

async function collect(page: Page, done: Promise<unknown>): Promise<Load> {
  await done.catch(async (e: unknown) => {
    const n = await page.evaluate(() => document.querySelectorAll('.fe-form input, .fe-form select, .fe-form textarea').length).catch(() => -1);
    throw new Error(`form did not render all fields (controls in DOM: ${n}): ${String(e)}`);
  });
  return page.evaluate(() => {
    const b = (window as unknown as BenchWindow).__bench;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // A cold load asks the saved page (and the definition) in applicant/open-form; an in-app visit asks applicant/page.
    const saved = entries.filter((e) => e.name.includes('/applicant/page/') || e.name.includes('/applicant/open-form/')).at(-1);
    return {
      dom: b.fieldsAt! - b.t0,
      react: b.fieldsAt! - (saved?.responseEnd ?? NaN),
      paint: b.paintAt! - b.t0,
      definitionFetches: entries.filter((e) => e.name.includes('/forms/') || e.name.includes('/applicant/open-form/')).length,
    };
  });
}

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

export async function runFormRenderBench(opts: { port: number; loads?: number }): Promise<void> {
  const { port } = opts;
  const loads = opts.loads ?? Number(process.env.BENCH_LOADS ?? 5);
  ensureWebBuild();
  const { browser, page, origin, items, expected } = await openBenchFormSession(port);
  try {
    // Cold: a new document each time, after COLD_WARMUP_LOADS unmeasured ones (scripts from the HTTP and code caches).
    const cold: Load[] = [];
    for (let i = 0; i < COLD_WARMUP_LOADS + loads; i++) {
      const done = painted(page);
      await page.goto(`${origin}/form/0`, { waitUntil: 'commit' });
      const r = await collect(page, done);
      if (i >= COLD_WARMUP_LOADS) cold.push(r);
      await sleep(300);
    }

    // Warm: leave the page inside the SPA and come back while the definition is still fresh in react-query (10 s).
    const spaNavigate = (path: string, measure: boolean) =>
      page.evaluate(
        ({ p, m }) => {
          if (m) (window as unknown as BenchWindow).__bench.arm();
          history.pushState(null, '', p);
          dispatchEvent(new PopStateEvent('popstate'));
        },
        { p: path, m: measure },
      );
    const warm: Load[] = [];
    for (let i = 0; i <= loads; i++) {
      await spaNavigate('/form/preview', false);
      await page.waitForFunction(() => !document.querySelector('.fe-form'));
      await sleep(200);
      const done = painted(page);
      await spaNavigate('/form/0', true);
      const r = await collect(page, done);
      if (i > 0) warm.push(r);
    }

    // Input latency: input event → the next animation frame callback; and the event's own handling (React included).
    await page.evaluate(() => {
      const w = window as unknown as InputWindow;
      w.__input = { frame: [], handled: [] };
      document.addEventListener(
        'input',
        (e) => {
          const ts = e.timeStamp;
          requestAnimationFrame(() => w.__input.frame.push(performance.now() - ts));
        },
        true,
      );
      // Window, bubbling: runs after React's root listener and the microtask flush of its update.
      window.addEventListener('input', (e) => w.__input.handled.push(performance.now() - e.timeStamp));
    });
    const idOf = (x: (typeof items)[number]) => `#fe-${x.detailId}-${x.item.id}`;
    const texts = items.filter((x) => x.item.input_type.type === 'text');
    const textarea = items.filter((x) => x.item.input_type.type === 'multiline')[7]!;
    const targets = [texts[0]!, texts[30]!, texts[60]!, texts[100]!].map((x) => ({ selector: idOf(x), text: 'Kim Jiwon, Sejong-daero 110, 3F' }));
    targets.push({ selector: idOf(textarea), text: '공공 서비스 혁신에 기여하고 싶어 지원하였습니다. 데이터로 민원을 줄인 경험을 살리겠습니다. 감사합니다!!' });
    let typed = 0;
    for (const t of targets) {
      await page.focus(t.selector);
      await page.keyboard.type(t.text, { delay: 30 });
      typed += t.text.length;
    }
    await sleep(100);
    const input = await page.evaluate(() => (window as unknown as InputWindow).__input);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const frame = sorted(input.frame);
    const handled = sorted(input.handled);

    const t = (v: number) => `${v.toFixed(1)} ms`;
    const R = [32, 11, 11, 11, 10, 10];
    const row = (name: string, xs: Load[]) =>
      line([name, t(median(xs.map((x) => x.dom))), t(median(xs.map((x) => x.react))), t(median(xs.map((x) => x.paint))), `${RENDER_TARGET_MS} ms`, String(Math.max(...xs.map((x) => x.definitionFetches)))], R);
    console.log(`\n지원서 화면 ${items.length}항목 (입력 요소 ${expected}개, Chromium headless, ${loads}회 중앙값)`);
    console.log(line(['load', 'DOM 완료', 'React', '페인트', '목표', '정의요청'], R));
    console.log(row('cold (새 문서, 정의 요청)', cold));
    if (process.env.BENCH_VERBOSE) console.log('  cold DOM 완료:', cold.map((x) => x.dom.toFixed(0)).join(' '), '/ React:', cold.map((x) => x.react.toFixed(0)).join(' '));
    console.log(row('warm (앱 안 이동, 정의 캐시)', warm));
    console.log('  DOM 완료: 이동 시작 → 모든 항목 DOM; React: 저장 내용 응답 끝(applicant/open-form 또는 applicant/page) → 모든 항목 DOM; 페인트: 그다음 프레임');
    const I = [32, 11, 11, 11, 10];
    const pct = (xs: number[]) => [t(percentile(xs, 50)), t(percentile(xs, 95)), t(xs.at(-1) ?? NaN)];
    console.log(`\n입력 지연 (${typed}자: 텍스트 ${targets.length - 1}칸 + 서술형 1칸, 키 간격 30 ms)`);
    console.log(line(['measure', 'p50', 'p95', 'max', '목표 p95'], I));
    console.log(line([`input → 다음 rAF (${frame.length}회)`, ...pct(frame), `${INPUT_P95_TARGET_MS} ms`], I));
    console.log(line([`input → 처리 끝 (${handled.length}회)`, ...pct(handled)], I));
    const coldDom = median(cold.map((x) => x.dom));
    const warmDom = median(warm.map((x) => x.dom));
    const p95 = percentile(frame, 95);
    const ok = (b: boolean) => (b ? '충족' : '미충족');
    console.log(
      `렌더 목표 ${RENDER_TARGET_MS} ms: cold ${coldDom.toFixed(0)} ms ${ok(coldDom <= RENDER_TARGET_MS)}, warm ${warmDom.toFixed(0)} ms ${ok(warmDom <= RENDER_TARGET_MS)}; 입력 p95 목표 ${INPUT_P95_TARGET_MS} ms: ${p95.toFixed(1)} ms ${ok(p95 <= INPUT_P95_TARGET_MS)}`,
    );
  } finally {
    await browser.close();
  }
}
