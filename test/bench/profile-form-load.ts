import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { openBenchFormSession, painted, type BenchWindow } from './bench-form-session.ts';
import { percentile } from './stats.ts';

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
 */
const LOADS = Number(process.env.PROFILE_LOADS ?? 8);
const STARTUP_CALLS = ['checkHostname', 'applicant/view', 'forms/', 'applicant/page/'];
const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

interface LoadProfile {
  fieldsAt: number;
  calls: { name: string; start: number; end: number }[];
  longTasks: { start: number; duration: number }[];
  metrics: Record<(typeof METRICS)[number], number>;
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
  // The first load fills the HTTP cache and is not measured.
  for (let i = 0; i <= LOADS; i++) {
    const last = i === LOADS;
    if (last && process.env.PROFILE_CPU) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    if (last && process.env.PROFILE_TRACE) await browser.startTracing(page, { path: process.env.PROFILE_TRACE, categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
    const done = painted(page);
    await page.goto(`${origin}/form/0`, { waitUntil: 'commit' });
    await done;
    const after = await metrics();
    if (last && process.env.PROFILE_TRACE) await browser.stopTracing();
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
    if (i > 0) profiles.push({ ...inPage, metrics: Object.fromEntries(METRICS.map((k) => [k, (after[k] ?? 0) * 1000])) as LoadProfile['metrics'] });
    await new Promise((r) => setTimeout(r, 300));
  }

  const ms = (v: number) => `${v.toFixed(0)}`;
  console.log(`\n지원서 화면 cold 적재 ${LOADS}회 (ms, 탐색 시작 기준)`);
  profiles.forEach((p, n) => {
    const calls = p.calls.map((c) => `${c.name.replace(/\/$/, '')} ${ms(c.start)}→${ms(c.end)}`).join(', ');
    const tasks = p.longTasks.map((t) => `${ms(t.start)}+${ms(t.duration)}`).join(' ');
    const counters = METRICS.map((k) => `${k.replace('Duration', '')} ${ms(p.metrics[k])}`).join(' ');
    console.log(`#${n + 1} 모든 항목 DOM ${ms(p.fieldsAt)} | 시작 호출: ${calls} | 긴 작업: ${tasks || '-'} | ${counters}`);
  });
  const med = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  const lastAnswer = profiles.map((p) => Math.max(...p.calls.map((c) => c.end)));
  console.log(
    `중앙값: 모든 항목 DOM ${ms(med(profiles.map((p) => p.fieldsAt)))}, 마지막 시작 응답 ${ms(med(lastAnswer))}, ` +
      METRICS.map((k) => `${k} ${ms(med(profiles.map((p) => p.metrics[k])))}`).join(', '),
  );
  if (process.env.PROFILE_TRACE) console.log(`trace: ${process.env.PROFILE_TRACE}`);
  if (process.env.PROFILE_CPU) console.log(`CPU profile: ${process.env.PROFILE_CPU}`);
} finally {
  await browser.close();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
