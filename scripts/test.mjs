// `npm test`: the type check, then every suite (unit, web, integration, e2e) in one vitest run, then the closing
// 'N passed, N failed' line CI reads. Installs a missing system tool first, or fails with one clear line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
const fail = (line) => {
  console.error(line);
  console.log('0 passed, 1 failed');
  process.exit(1);
};
// A Java 17 JDK, Chromium, a Korean font and pdftotext: installed here when missing and allowed (scripts/system-deps.mjs).
if (!ensureSystemDeps(['java', 'chromium', 'koreanFont', 'pdfText'])) fail('시스템 패키지가 없어 테스트를 시작하지 못했습니다.');

// Strict TypeScript across the workspaces: vitest strips types without checking them, so a type error in a test or
// in code no test reaches would otherwise pass.
const typecheck = spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' });
if (typecheck.status !== 0) fail('타입 검사에 실패했습니다(npx tsc -b).');

// The e2e suite drives the built SPA.
const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) fail('웹 화면 빌드에 실패했습니다.');

const report = join(root, 'test-results', 'vitest.json');
rmSync(report, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  failed = (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
