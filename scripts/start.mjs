// `npm start`: build the SPA when its sources are newer than the build, then run the local portal.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemDeps } from './system-deps.mjs';

const root = new URL('..', import.meta.url).pathname;
const newest = (dir) => {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};

// A Java 17 JDK for DynamoDB Local, installed here when missing and allowed (scripts/system-deps.mjs).
if (!ensureSystemDeps(['java'])) process.exit(1);

const dist = join(root, 'web', 'dist', 'index.html');
const sourcesTime = Math.max(newest(join(root, 'web')), newest(join(root, 'shared', 'src')));
if (!existsSync(dist) || statSync(dist).mtimeMs < sourcesTime) {
  console.log('웹 화면을 빌드합니다…');
  const b = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/local/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
});
// Ctrl-C reaches the child through the terminal's process group; forward SIGTERM ourselves.
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
