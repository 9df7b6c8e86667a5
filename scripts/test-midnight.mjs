// `npm run test:midnight [-- files or vitest options]`: the integration suites with the portal's clock started at
// 23:59:30 in Korea (today's date there), so every suite crosses midnight KST while it runs. PORTAL_TEST_NOW, when
// set, picks another moment (an ISO date-time with its offset).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const kstToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const at = process.env.PORTAL_TEST_NOW || `${kstToday}T23:59:30+09:00`;
console.log(`PORTAL_TEST_NOW=${at}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_NOW: at, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
process.exit(run.status ?? 1);
