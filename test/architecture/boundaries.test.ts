import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The architecture's import boundaries (.dependency-cruiser.cjs), checked on the code and proven to bite on probes. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = path.join(root, '.dependency-cruiser.cjs');
const cli = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(cwd: string, dirs: string[]): Violation[] {
  const run = spawnSync(process.execPath, [cli, ...dirs, '--config', config, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0 && !run.stdout) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('holds across shared, functions and web', () => {
    const violations = cruise(root, ['shared/src', 'functions/src', 'web/src']);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  }, 120_000);

  it('refuses each forbidden import in a probe tree', () => {
    const files: Record<string, string> = {
      'functions/src/http/routes.ts': 'export const routes = [];',
      'functions/src/http/handlers/get-thing.ts': 'export const handler = () => 1;',
      'functions/src/adapters/dynamodb/repo.ts': "import { routes } from '../../http/routes.ts'; export const repo = routes;",
      'functions/src/domain/use-case.ts':
        "import { repo } from '../adapters/dynamodb/repo.ts'; import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; export const u = [repo, DynamoDBClient];",
      'functions/src/domain/use-case.test.ts': "import { repo } from '../adapters/dynamodb/repo.ts'; export const t = repo;",
      'functions/src/jobs/sweep.ts': "import { handler } from '../http/handlers/get-thing.ts'; export const job = handler;",
      'functions/src/jobs/own-adapter.ts': "import { repo } from '../adapters/dynamodb/repo.ts'; export const job = repo;",
      'functions/src/wiring/create-wiring.ts': "import { repo } from '../adapters/dynamodb/repo.ts'; export const createWiring = () => repo;",
      'functions/src/wiring/process-wiring.ts': "import { createWiring } from './create-wiring.ts'; export const processWiring = createWiring;",
      'functions/src/local/server.ts': "import { handler } from '../http/handlers/get-thing.ts'; import { createWiring } from '../wiring/create-wiring.ts'; import { processWiring } from '../wiring/process-wiring.ts'; export const s = [handler, createWiring, processWiring];",
      'functions/src/http/handlers/reach.ts': "import { processWiring } from '../../wiring/process-wiring.ts'; export const r = processWiring;",
      'functions/src/wiring/optional/s3-files.ts': "import { repo } from '../../adapters/dynamodb/repo.ts'; export const s3Files = repo;",
      'functions/src/http/handlers/declares.ts': "import { s3Files } from '../../wiring/optional/s3-files.ts'; export const d = s3Files;",
      'functions/src/jobs/everything.ts': "import { createWiring } from '../wiring/create-wiring.ts'; export const e = createWiring;",
      'functions/src/web-peek.ts': "import { page } from '../../web/src/features/a/page.ts'; export const p = page;",
      'shared/src/peek.ts': "import { routes } from '../../functions/src/http/routes.ts'; export const s = routes;",
      'web/src/features/a/page.ts': "import { other } from '../b/other.ts'; import { routes } from '../../../../functions/src/http/routes.ts'; export const page = [other, routes];",
      'web/src/features/a/inside.ts': "import { page } from './page.ts'; export const inside = page;",
      'web/src/features/b/other.ts': 'export const other = 1;',
      // A cycle through a type-only import counts too: it is the one shape the code had (schemas/project ↔ default-auth-fields).
      'shared/src/cycle-a.ts': "import type { B } from './cycle-b.ts'; export type A = B | 1; export const a = 1;",
      'shared/src/cycle-b.ts': "import { a } from './cycle-a.ts'; export type B = 2; export const b = a;",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), text);
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
    writeFileSync(path.join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, moduleResolution: 'Bundler', module: 'ESNext' } }));

    const found = cruise(scratch, ['shared/src', 'functions/src', 'web/src']).map((v) => `${v.rule.name}: ${v.from}`);
    expect(found.sort()).toEqual(
      [
        'adapters-not-http: functions/src/adapters/dynamodb/repo.ts',
        'domain-stays-pure: functions/src/domain/use-case.ts',
        'domain-without-sdk: functions/src/domain/use-case.ts',
        'features-stand-alone: web/src/features/a/page.ts',
        'functions-not-web: functions/src/web-peek.ts',
        'jobs-through-the-composition-root: functions/src/jobs/sweep.ts',
        'jobs-through-the-composition-root: functions/src/jobs/own-adapter.ts',
        'local-through-the-composition-root: functions/src/local/server.ts',
        'local-through-the-composition-root: functions/src/local/server.ts',
        'one-composition-root: functions/src/http/handlers/reach.ts',
        'lambdas-carry-what-they-declare: functions/src/http/handlers/reach.ts',
        'lambdas-carry-what-they-declare: functions/src/jobs/everything.ts',
        'no-import-cycles: shared/src/cycle-a.ts',
        'shared-stands-alone: shared/src/peek.ts',
        'web-not-server: web/src/features/a/page.ts',
      ].sort(),
    );
  }, 120_000);
});
