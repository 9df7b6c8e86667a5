import type { Page } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { COLD_WARMUP_LOADS, openBenchFormSession, painted, type BenchWindow } from './bench-form-session.ts';
import { percentile } from './stats.ts';
import { TRACE_PHASE_CATEGORIES, tracePhases, type TracePhases } from './trace-phases.ts';

/**
 * `npm run bench:profile`: where a cold load of the 300-field form page spends its time, load by load. It prints:
 * - when every field was in the DOM;
 * - when each start-up call left and when its answer was in;
 * - the main thread's long tasks;
 * - Chromium's own counters for the load (Performance.getMetrics: all tasks, script, style, layout).
 *
 * It is not the bench (npm run bench keeps the figures and targets). It is the tool for finding the next milliseconds,
 * and for comparing two builds: run it on each, alternately (docs/web-performance.md 'Measuring').
 *
 * Environment:
 * - PROFILE_LOADS: number of measured loads (8);
 * - PROFILE_TRACE=file: a Chrome trace of the last load, for DevTools' Performance panel;
 * - PROFILE_CPU=file: a V8 CPU profile (.cpuprofile) of the last load, sampled every 100 µs. Map its positions with
 *   web/dist's source maps.
 * - PROFILE_PHASES=1: traces every load and adds its phases (trace-phases.ts): module evaluation, the render task
 *   and the garbage collection in it. Tracing adds tens of ms to each load, so compare such runs with each other only.
 *   PROFILE_EXTRA_CATEGORIES (comma-separated) adds trace categories, e.g. disabled-by-default-v8.compile.
 * - PROFILE_WARM=n: after the cold loads, n warm moves (the preview, then back to form/0 inside the app, the definition
 *   cached), each with its saved-page call, long tasks and Chromium's counters for the move.
 */
const LOADS = Number(process.env.PROFILE_LOADS ?? 8);
const WARM_MOVES = Number(process.env.PROFILE_WARM ?? 0);
const PHASES = process.env.PROFILE_PHASES === '1';
const STARTUP_CALLS = ['checkHostname', 'applicant/open-form/', 'applicant/view', 'forms/', 'applicant/page/'];
const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

interface LoadProfile {
  fieldsAt: number;
  calls: { name: string; start: number; end: number }[];
  longTasks: { start: number; duration: number }[];
  metrics: Record<(typeof METRICS)[number], number>;
  phases?: TracePhases | undefined;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
const port = await freePort();
const portal = await bootLocal({ dataDir, port, inMemory: true, runJobs: false });
const { browser, page, origin } = await openBenchFormSession(port);
try {
  // Long tasks of every document, buffered from its start.
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  const profiles: LoadProfile[] = [];
  // The first loads fill the HTTP and code caches and warm the server (COLD_WARMUP_LOADS) and are not measured.
  for (let i = 0; i < COLD_WARMUP_LOADS + LOADS; i++) {
    const last = i === COLD_WARMUP_LOADS + LOADS - 1;
    if (last && process.env.PROFILE_CPU) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const traceFile = last ? process.env.PROFILE_TRACE : undefined;
    if (traceFile || PHASES) await browser.startTracing(page, { categories: TRACE_PHASE_CATEGORIES, ...(traceFile ? { path: traceFile } : {}) });
    const done = painted(page);
    await page.goto(`${origin}/form/0`, { waitUntil: 'commit' });
    await done;
    const after = await metrics();
    const trace = traceFile || PHASES ? await browser.stopTracing() : undefined;
    if (last && process.env.PROFILE_CPU) writeFileSync(process.env.PROFILE_CPU, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const inPage = await page.evaluate((names) => {
      const w = window as unknown as BenchWindow & { __longTasks: { start: number; duration: number }[] };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const calls = names.flatMap((name) => {
        const e = entries.find((r) => r.name.includes(`/api/app/${name}`) || r.name.includes(`/api/admin/${name}`));
        return e ? [{ name, start: e.startTime, end: e.responseEnd }] : [];
      });
      return { fieldsAt: w.__bench.fieldsAt ?? NaN, calls, longTasks: w.__longTasks };
    }, STARTUP_CALLS);
    // The counters start again with each document: these are the new page's, up to the frame after its fields.
    if (i >= COLD_WARMUP_LOADS) {
      const phases = PHASES && trace ? tracePhases(trace) : undefined;
      profiles.push({ ...inPage, metrics: Object.fromEntries(METRICS.map((k) => [k, (after[k] ?? 0) * 1000])) as LoadProfile['metrics'], phases });
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  const ms = (v: number) => `${v.toFixed(0)}`;
  const phaseLine = (p: TracePhases) =>
    `HTML 파싱 끝 ${ms(p.parsedAt)} | 주 모듈 평가 ${ms(p.mainEval.start)}+${ms(p.mainEval.duration)} (모듈 합계 ${ms(p.evalTotal)}) | ` +
    `렌더 작업 ${ms(p.render.start)}+${ms(p.render.duration)} (GC ${ms(p.render.gc)}) | GC 전체 ${ms(p.gcTotal)}`;
  console.log(`\n지원서 화면 cold 적재 ${LOADS}회 (ms, 탐색 시작 기준)`);
  profiles.forEach((p, n) => {
    const calls = p.calls.map((c) => `${c.name.replace(/\/$/, '')} ${ms(c.start)}→${ms(c.end)}`).join(', ');
    const tasks = p.longTasks.map((t) => `${ms(t.start)}+${ms(t.duration)}`).join(' ');
    const counters = METRICS.map((k) => `${k.replace('Duration', '')} ${ms(p.metrics[k])}`).join(' ');
    console.log(`#${n + 1} 모든 항목 DOM ${ms(p.fieldsAt)} | 시작 호출: ${calls} | 긴 작업: ${tasks || '-'} | ${counters}`);
    if (p.phases) console.log(`   ${phaseLine(p.phases)}`);
  });
  const med = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  const lastAnswer = profiles.map((p) => Math.max(...p.calls.map((c) => c.end)));
  console.log(
    `중앙값: 모든 항목 DOM ${ms(med(profiles.map((p) => p.fieldsAt)))}, 마지막 시작 응답 ${ms(med(lastAnswer))}, ` +
      METRICS.map((k) => `${k} ${ms(med(profiles.map((p) => p.metrics[k])))}`).join(', '),
  );
  const phased = profiles.flatMap((p) => (p.phases ? [p.phases] : []));
  if (phased.length) {
    console.log(
      `중앙값 단계: 주 모듈 평가 ${ms(med(phased.map((p) => p.mainEval.duration)))} (끝 ${ms(med(phased.map((p) => p.mainEval.start + p.mainEval.duration)))}), ` +
        `렌더 작업 ${ms(med(phased.map((p) => p.render.duration)))} (시작 ${ms(med(phased.map((p) => p.render.start)))}, GC ${ms(med(phased.map((p) => p.render.gc)))}), ` +
        `GC 전체 ${ms(med(phased.map((p) => p.gcTotal)))}`,
    );
  }
  if (WARM_MOVES > 0) await profileWarmMoves(page, metrics);
  if (process.env.PROFILE_TRACE) console.log(`trace: ${process.env.PROFILE_TRACE}`);
  if (process.env.PROFILE_CPU) console.log(`CPU profile: ${process.env.PROFILE_CPU}`);
} finally {
  await browser.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Warm moves measured as the bench measures them (form-render-bench.ts), with the move's counters beside. */
async function profileWarmMoves(page: Page, metrics: () => Promise<Record<string, number>>): Promise<void> {
  const spaNavigate = (path: string, measure: boolean) =>
    page.evaluate(
      ({ p, m }) => {
        if (m) (window as unknown as BenchWindow).__bench.arm();
        performance.clearResourceTimings();
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      { p: path, m: measure },
    );
  const rows: LoadProfile[] = [];
  for (let i = 0; i <= WARM_MOVES; i++) {
    await spaNavigate('/form/preview', false);
    await page.waitForFunction(() => !document.querySelector('.fe-form'));
    await new Promise((r) => setTimeout(r, 200));
    const before = await metrics();
    const done = painted(page);
    await spaNavigate('/form/0', true);
    await done;
    const after = await metrics();
    const inPage = await page.evaluate(() => {
      const w = window as unknown as BenchWindow & { __longTasks: { start: number; duration: number }[] };
      const t0 = w.__bench.t0;
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.name.includes('/api/'))
        .map((e) => ({ name: new URL(e.name).pathname.replace(/^\/api\/(app|admin)\//, ''), start: e.startTime - t0, end: e.responseEnd - t0 }));
      const longTasks = w.__longTasks.filter((t) => t.start >= t0).map((t) => ({ start: t.start - t0, duration: t.duration }));
      return { fieldsAt: (w.__bench.fieldsAt ?? NaN) - t0, calls, longTasks };
    });
    if (i > 0) rows.push({ ...inPage, metrics: Object.fromEntries(METRICS.map((k) => [k, ((after[k] ?? 0) - (before[k] ?? 0)) * 1000])) as LoadProfile['metrics'] });
  }
  const ms = (v: number) => `${v.toFixed(0)}`;
  console.log(`\n앱 안 이동(warm) ${WARM_MOVES}회 (ms, 이동 시작 기준)`);
  rows.forEach((p, n) => {
    const calls = p.calls.map((c) => `${c.name} ${ms(c.start)}→${ms(c.end)}`).join(', ');
    const tasks = p.longTasks.map((t) => `${ms(t.start)}+${ms(t.duration)}`).join(' ');
    const counters = METRICS.map((k) => `${k.replace('Duration', '')} ${ms(p.metrics[k])}`).join(' ');
    console.log(`#${n + 1} 모든 항목 DOM ${ms(p.fieldsAt)} | 호출: ${calls || '-'} | 긴 작업: ${tasks || '-'} | ${counters}`);
  });
  const med = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  console.log(`중앙값: 모든 항목 DOM ${ms(med(rows.map((p) => p.fieldsAt)))}, ` + METRICS.map((k) => `${k} ${ms(med(rows.map((p) => p.metrics[k])))}`).join(', '));
}
