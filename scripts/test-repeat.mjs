// `npm run test:repeat -- <file> [times] [vitest args…]`: runs one test file again and again (10 times unless told),
// each time as `npx vitest run <file>` starts it (its project's set-up included), and stops at the first red run. A test
// suspected of flaking is proved fixed by a row of green runs here, not by a retry (docs/testing.md, 'No flakes').
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const [file, timesArg, ...rest] = process.argv.slice(2);
if (!file || !existsSync(join(root, file))) {
  console.error('사용법: npm run test:repeat -- <테스트 파일> [반복 횟수] [vitest 인자…]');
  process.exit(2);
}
const times = Number(timesArg ?? 10);
if (!Number.isInteger(times) || times < 1) {
  console.error(`반복 횟수는 1 이상의 정수여야 합니다: ${timesArg}`);
  process.exit(2);
}
// The browser suites drive the built SPA: build it once first if it is missing.
if (file.includes('.e2e.') && !existsSync(join(root, 'web', 'dist', 'index.html'))) {
  if (spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' };
const seconds = [];
for (let i = 1; i <= times; i++) {
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', file, ...rest], { cwd: root, stdio: 'inherit', env });
  seconds.push((Date.now() - started) / 1000);
  if (run.status !== 0) {
    console.log(`${file}: run ${i} of ${times} failed (after ${i - 1} green)`);
    process.exit(1);
  }
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(`${file}: ${times} of ${times} runs green (median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} s, slowest ${sorted.at(-1).toFixed(1)} s)`);
