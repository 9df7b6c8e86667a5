// `npm test`: the type check, the web build and every suite (unit, web, integration, e2e), then each step's wall time,
// the slowest files and the closing 'N passed, N failed' line CI reads. Installs a missing system tool first, or fails
// with one clear line.
//
// The steps run in two lanes side by side, one per core: a suite is one process that keeps one core busy, and the
// suites do not share ports, stand-ins or data (docs/testing.md, 'Where the time goes'). `npm test -- <vitest args>`
// runs the type check, the build and then one vitest run with those arguments, as before.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
const fail = (line) => {
  console.error(line);
  console.log('0 passed, 1 failed');
  process.exit(1);
};
// A Java 17 JDK, Chromium, a Korean font and pdftotext: installed here when missing and allowed (scripts/system-deps.mjs).
if (!ensureSystemDeps(['java', 'chromium', 'koreanFont', 'pdfText'])) fail('시스템 패키지가 없어 테스트를 시작하지 못했습니다.');

// DynamoDB Local with its optimising compiler: the stand-ins default to C1 only, which keeps a page load fast beside the
// bench, but the suites send ~200,000 calls and C2 code answers them 20–30% cheaper (docs/testing.md, 'Where the time
// goes'). A caller's own JAVA_TOOL_OPTIONS still come last and win.
const javaToolOptions = ['-XX:TieredStopAtLevel=4', process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' ');
const env = { ...process.env, JAVA_TOOL_OPTIONS: javaToolOptions, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' };
const vitestArgs = (name, extra) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(results, `${name}.json`)}`,
  '--reporter=./test/support/timing-reporter.ts',
];

/** Every step: its command and, when it fails without a test report, the one Korean line that says what failed. */
const steps = {
  // Strict TypeScript across the workspaces: vitest strips types without checking them, so a type error in a test or
  // in code no test reaches would otherwise pass. TypeScript 7, the native compiler (`npm run typecheck`).
  types: { cmd: 'npm', args: ['run', '--silent', 'typecheck'], failure: '타입 검사에 실패했습니다(npm run typecheck).' },
  // The e2e suite drives the built SPA.
  build: { cmd: 'npm', args: ['run', 'build', '--workspace', 'web'], failure: '웹 화면 빌드에 실패했습니다.' },
  unit: { cmd: 'npx', args: vitestArgs('unit', ['--project', 'unit']), project: 'unit' },
  integration: { cmd: 'npx', args: vitestArgs('integration', ['--project', 'integration']), project: 'integration' },
  e2e: { cmd: 'npx', args: vitestArgs('e2e', ['--project', 'e2e']), project: 'e2e', needs: 'build' },
  // web shares one jsdom across its files; web-mocks (the files that replace modules) starts one per file.
  web: { cmd: 'npx', args: vitestArgs('web', ['--project', 'web', '--project', 'web-mocks']), project: 'web' },
};

const passthrough = process.argv.slice(2);
/**
 * Two lanes: the build and the browser suite (the longest) in one; the other, and then whichever comes free first, take
 * the next waiting step, longest first, so both lanes end together (docs/testing.md keeps the measured table).
 */
const lanes = passthrough.length > 0 ? [['types', 'build', 'custom']] : [['build', 'e2e'], []];
const waiting = passthrough.length > 0 ? [] : ['integration', 'web', 'unit', 'types'];
if (passthrough.length > 0) steps.custom = { cmd: 'npx', args: vitestArgs('custom', passthrough), project: 'custom' };

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** One step as a child process, its lines prefixed with the step's name so two lanes stay readable side by side. */
function run(name) {
  const step = steps[name];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { cwd: root, env: { ...env, TEST_TIMINGS_FILE: join(results, `${name}.timings.json`) } });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ name, ok: code === 0, ms: Date.now() - started }));
  });
}

const done = new Map();
const ran = [];
async function lane(names) {
  const order = [];
  ran.push(order);
  for (let name = names.shift() ?? waiting.shift(); name; name = names.shift() ?? waiting.shift()) {
    order.push(name);
    const needs = steps[name].needs;
    if (needs && !done.get(needs)?.ok) {
      done.set(name, { name, ok: false, ms: 0, skipped: `${needs} 단계가 실패해 실행하지 않았습니다.` });
      continue;
    }
    done.set(name, await run(name));
  }
}
const started = Date.now();
await Promise.all(lanes.map(lane));
const wall = Date.now() - started;

// Counts from each suite's JSON report; a suite that failed without reporting a failed test counts as one failure.
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const seconds = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
for (const [name, r] of done) {
  const step = steps[name];
  const report = join(results, `${name}.json`);
  let tests = '';
  let files = '';
  if (step.project && existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    // Failed tests, plus one for a file that failed without a failed test (an error while loading it).
    const f = (j.numFailedTests ?? 0) + (j.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).every((a) => a.status !== 'failed')).length;
    passed += j.numPassedTests ?? 0;
    failed += f;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
    if (!r.ok && f === 0) failed += 1;
    tests = String(j.numTotalTests ?? 0);
    files = String(j.testResults?.length ?? '');
  } else if (!r.ok) {
    failed += 1;
    console.error(r.skipped ?? step.failure ?? `${name}: 결과 보고서가 없습니다.`);
  }
  lines.push(`  ${name.padEnd(12)} ${files.padStart(5)} ${tests.padStart(6)}  ${seconds(r.ms).padStart(6)}  ${r.ok ? '' : '실패'}`);
}
console.log(`\nsteps (lanes: ${ran.map((l) => l.join(' → ')).join(' | ')})`);
console.log(`  ${'step'.padEnd(12)} ${'files'.padStart(5)} ${'tests'.padStart(6)}  ${'wall'.padStart(6)}`);
for (const l of lines) console.log(l);
console.log(`  ${'all'.padEnd(12)} ${''.padStart(5)} ${''.padStart(6)}  ${seconds(wall).padStart(6)}`);

const timings = [...done.keys()]
  .map((n) => join(results, `${n}.timings.json`))
  .filter(existsSync)
  .flatMap((p) => JSON.parse(readFileSync(p, 'utf8')));
timings.sort((a, b) => b.ms - a.ms);
console.log('\nslowest files');
for (const t of timings.slice(0, 20)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.project.padEnd(11)} ${t.file}`);

// Every test runs: a skipped or todo test is a hole in the suite, not a pass.
if (skipped > 0) console.error(`건너뛴 테스트가 ${skipped}개 있습니다: 모든 테스트가 실행되어야 합니다.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && skipped === 0 && passed > 0 ? 0 : 1);
