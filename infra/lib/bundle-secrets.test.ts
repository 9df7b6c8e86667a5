import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccountIds, localSecretStrings } from '../../functions/src/local/local-defaults.ts';
import { FUNCTION_TAG } from './constructs/portal-function.ts';
import { repoRoot } from './paths.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage } from './stages.ts';

type Resource = { Type: string; Properties: Record<string, any> };

/**
 * What `npm run synth` does (infra/bin/portal.ts): the whole stack with every function bundled by esbuild. The
 * bundles (code and source maps) are what Lambda runs, so the local runtime's secrets must not be in them.
 * CDK runs esbuild once per function, one after another, hence the long set-up timeout.
 */
let scratch: string;
let assemblyDir: string;
let templates: Template[];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-bundle-secrets-'));
  useLocalEsbuildDirectly(scratch);
  const app = new App({ outdir: path.join(scratch, 'cdk.out') });
  const stack = new PortalStack(app, 'Portal-dev', { config: resolveStage('dev', () => undefined), webDist: path.join(scratch, 'no-web-build') });
  // The route functions live in the API's nested area stacks, the jobs in the stack itself.
  templates = [stack, ...stack.api.areas].map((s) => Template.fromStack(s));
  assemblyDir = app.synth().directory;
}, 2_400_000);
afterAll(() => {
  process.env.PATH = pathBefore;
  rmSync(scratch, { recursive: true, force: true });
});

const pathBefore = process.env.PATH;
/**
 * CDK runs the workspace's esbuild as `npx --no-install esbuild …`, and npx itself takes most of a second to start: most
 * of a whole-stage synth. A `npx` first on PATH runs that one command as the installed esbuild binary, which is what
 * npx resolves it to, and hands anything else to the real npx; the bundles are byte for byte the same.
 */
function useLocalEsbuildDirectly(dir: string) {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  const esbuild = path.join(repoRoot, 'node_modules', '.bin', 'esbuild');
  const realNpx = execFileSync('sh', ['-c', 'command -v npx'], { encoding: 'utf8' }).trim();
  writeFileSync(
    path.join(bin, 'npx'),
    `#!/bin/sh\nif [ "$1" = "--no-install" ] && [ "$2" = "esbuild" ]; then shift 2; exec "${esbuild}" "$@"; fi\nexec "${realNpx}" "$@"\n`,
    { mode: 0o755 },
  );
  process.env.PATH = `${bin}${path.delimiter}${pathBefore ?? ''}`;
}

const functions = () => templates.flatMap((t) => Object.values(t.findResources('AWS::Lambda::Function')) as Resource[]);
const appFunctions = () => functions().filter((f) => ((f.Properties.Tags ?? []) as { Key: string }[]).some((t) => t.Key === FUNCTION_TAG));
/** Every file of a function's asset folder, <assembly>/asset.<hash>/ where hash = S3Key minus .zip. */
function bundleFiles(fn: Resource): string[] {
  const dir = path.join(assemblyDir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * A file as it would leak: the code itself, or a source map's original sources (its `names` list holds
 * identifiers, such as a dependency's variable `qualified`, which are not string literals).
 */
function scannedText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.map')) return text;
  return ((JSON.parse(text) as { sourcesContent?: (string | null)[] }).sourcesContent ?? []).join('\n');
}

/** The local runtime's folder and the adapters only it may wire (address search is bundled data, deployed too). */
const localOnlyModule = /functions\/src\/(local\/|adapters\/[a-z-]+\/local-(qualification-check|identity-provider|language-score-provider)\.ts)/;

describe('Lambda bundles of a synthesised stage', () => {
  it('contain no local default account, password or pepper', () => {
    const fns = functions().filter((f) => f.Properties.Code?.S3Key);
    expect(appFunctions().length).toBeGreaterThan(30);
    expect(localSecretStrings).toEqual(expect.arrayContaining(['qualified1!', 'local-development-pepper']));
    expect(localAccountIds).toContain('qualified');
    const idLiterals = localAccountIds.map((id) => new RegExp(`["'\`]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`));
    const found: string[] = [];
    let read = 0;
    for (const fn of fns) {
      for (const file of bundleFiles(fn)) {
        const text = scannedText(file);
        read += 1;
        for (const secret of localSecretStrings) if (text.includes(secret)) found.push(`${path.relative(assemblyDir, file)}: ${secret}`);
        for (const literal of idLiterals) if (literal.test(text)) found.push(`${path.relative(assemblyDir, file)}: ${literal.source}`);
      }
    }
    expect(read).toBeGreaterThanOrEqual(appFunctions().length);
    expect(found).toEqual([]);
  });

  it('contain none of the local simulators or the local qualification check', () => {
    const found: string[] = [];
    for (const fn of appFunctions()) {
      for (const file of bundleFiles(fn).filter((f) => f.endsWith('.map'))) {
        const sources = (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources;
        for (const s of sources) if (localOnlyModule.test(s)) found.push(`${fn.Properties.Tags.find((t: { Key: string }) => t.Key === FUNCTION_TAG).Value}: ${s}`);
      }
    }
    expect(found).toEqual([]);
  });

});
