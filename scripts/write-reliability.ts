// `npm run reliability`: runs the deadline-day harnesses (issue 20 item 6) with RELIABILITY_FIGURES set, then writes
// their figures into docs/reliability.md's generated block. `-- --only fuzz,cost` runs some parts and keeps the
// figures the block already holds for the others; `-- --render` only rewrites the block from those figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { figuresOfDocument, parseFigureLines, PARTS, withFigures, type Part } from '../test/bench/reliability-figures.ts';

const root = join(import.meta.dirname, '..');
const docPath = join(root, 'docs', 'reliability.md');
const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const only = new Set<Part>(onlyArg ? (onlyArg.split(',') as Part[]) : PARTS);
for (const p of only) if (!PARTS.includes(p)) throw new Error(`unknown part ${p}: one of ${PARTS.join(', ')}`);
const renderOnly = args.includes('--render');

mkdirSync(join(root, 'test-results'), { recursive: true });
const figuresFile = join(root, 'test-results', 'reliability-figures.jsonl');
rmSync(figuresFile, { force: true });
const env = { ...process.env, RELIABILITY_FIGURES: figuresFile, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
const failed: string[] = [];
const run = (what: string, cmd: string, cmdArgs: string[], extraEnv: Record<string, string> = {}) => {
  console.log(`\n== ${what}: ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  // A failing suite still leaves its figures; the block shows them with their verdict.
  if (r.status !== 0) failed.push(what);
};

if (!renderOnly) {
  const suites = [
    only.has('fuzz') && 'test/fuzz/public-endpoints.test.ts',
    only.has('isolation') && 'test/integration/contract-isolation.test.ts',
    only.has('faults') && 'test/integration/store-faults.test.ts',
    only.has('services') && 'test/integration/service-faults.test.ts',
  ].filter((s): s is string => Boolean(s));
  if (suites.length) run('harness suites', 'npx', ['vitest', 'run', '--project', 'integration', ...suites]);
  if (only.has('a11y')) {
    run('web build', 'npm', ['run', 'build', '--workspace', 'web']);
    run('accessibility suite', 'npx', ['vitest', 'run', '--project', 'e2e', 'test/e2e/accessibility.e2e.test.ts']);
  }
  const benchParts = (['budgets', 'spike', 'cost'] as const).filter((p) => only.has(p));
  if (benchParts.length) run('bench', 'npm', ['run', 'bench'], { BENCH_ONLY: benchParts.join(',') });
}

const doc = readFileSync(docPath, 'utf8');
const fresh = existsSync(figuresFile) ? parseFigureLines(readFileSync(figuresFile, 'utf8')) : {};
const figures = { ...figuresOfDocument(doc), ...fresh };
writeFileSync(docPath, withFigures(doc, figures));
console.log(`\ndocs/reliability.md: ${Object.keys(fresh).length ? `figures of ${Object.keys(fresh).join(', ')} written` : 'block rewritten from the figures it held'}`);
for (const p of only) if (!renderOnly && !fresh[p]) console.log(`  ${p}: the run left no figures (see its output above)`);
if (failed.length) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
