import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { buildSync } from 'esbuild';
import { repoRoot } from '../paths.ts';

/**
 * What every function imports besides the SDK, held once by the layer instead of once per bundle: Powertools' secrets
 * reader (secret-source.ts), logger (adapters/log) and metrics (the jobs, the business counts), and zod, which every
 * contract's schemas are written in (about 100 KB minified, the largest share of each bundle). One copy for 78
 * functions; what a cold start loads is the same either way (the bench's init figures measure it).
 */
export const LAYER_UTILITIES = ['@aws-lambda-powertools/parameters/secrets', '@aws-lambda-powertools/logger', '@aws-lambda-powertools/metrics', 'zod'] as const;

/** What the function bundles leave out and import from the layer: the AWS SDK, the Smithy runtime it stands on, Powertools' utilities. */
export const SDK_EXTERNALS = ['@aws-sdk/*', '@smithy/*', ...LAYER_UTILITIES];

/** The banner of every ES module file esbuild writes for Lambda: `require` for the CommonJS code it inlines. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);";

/** The SDK packages the functions import: the @aws-sdk/* dependencies of functions/package.json, at their pinned versions. */
export function sdkPackages(): string[] {
  const own = JSON.parse(readFileSync(path.join(repoRoot, 'functions', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(own.dependencies ?? {})
    .filter((name) => name.startsWith('@aws-sdk/') || name.startsWith('@smithy/'))
    .sort();
}

/** The installed folder of a package the functions depend on (their own node_modules first, as npm may nest it). */
function resolvePackageDir(name: string): string {
  for (const base of [path.join(repoRoot, 'functions', 'node_modules'), path.join(repoRoot, 'node_modules')]) {
    const dir = path.join(base, name);
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`sdk layer: ${name} is not installed (npm ci)`);
}

/**
 * zod's entry without its 40-odd locales: zod's own `external.js` and `core/index.js` with their `locales` namespaces
 * left out, as the functions never read them (their Korean messages come from the error map, shared/src/zod-korean.ts).
 * A namespace re-export keeps every locale in the module, about 70 KB that each cold start compiled (issue 47 item 3);
 * every other export, `core` and `z`, is the package's.
 */
function leanZodEntry(src: string): string {
  const v4 = path.join(resolvePackageDir('zod'), 'v4');
  const lean = (from: string, out: string, replace: Record<string, string> = {}) => {
    const text = readFileSync(path.join(v4, from), 'utf8');
    const kept = text
      .split('\n')
      .filter((line) => !/^export \* as locales from /.test(line))
      .join('\n')
      .replace(/from "(\.{1,2}\/[^"]+)"/g, (_m, rel: string) => `from ${JSON.stringify(replace[rel] ?? path.join(v4, path.dirname(from), rel))}`);
    if (kept === text || /locales\//.test(kept.replace(/^\/\/.*$/gm, '').replace(/locales\/en\.js/g, ''))) throw new Error(`sdk layer: zod's ${from} changed shape; check the lean zod entry`);
    writeFileSync(path.join(src, out), kept);
  };
  lean('core/index.js', 'zod-core.mjs');
  lean('classic/external.js', 'zod-external.mjs', { '../core/index.js': './zod-core.mjs' });
  return "import * as z from './zod-external.mjs';\nexport * from './zod-external.mjs';\nexport { z };\n";
}

/**
 * Writes the layer's folder into outDir: `nodejs/node_modules/<package>/index.mjs` for each SDK package the functions
 * import, built by esbuild in one run with code splitting, so the packages share one copy of what they share (the
 * Smithy runtime; lib-dynamodb and client-dynamodb are the same module instances) and a function loads the files of
 * the packages it imports only. Minified ES modules from the installed, locked versions: the SDK the tests ran.
 */
export function assembleSdkLayer(outDir: string): { dir: string; packages: string[] } {
  rmSync(outDir, { recursive: true, force: true });
  const modules = path.join(outDir, 'nodejs', 'node_modules');
  const src = path.join(outDir, 'entries');
  const packages = sdkPackages();
  const entryPoints: Record<string, string> = {};
  mkdirSync(src, { recursive: true });
  for (const name of [...packages, ...LAYER_UTILITIES]) {
    const file = path.join(src, `${name.replaceAll('/', '__')}.mjs`);
    writeFileSync(file, name === 'zod' ? leanZodEntry(src) : `export * from '${name}';\n`);
    entryPoints[`${name}/index`] = file;
  }
  buildSync({
    entryPoints,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    charset: 'utf8',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    outdir: modules,
    outExtension: { '.js': '.mjs' },
    chunkNames: '.sdk-chunks/[name]-[hash]',
    // Resolve the packages from the functions' workspace, as the function bundles do.
    nodePaths: [path.join(repoRoot, 'functions', 'node_modules'), path.join(repoRoot, 'node_modules')],
    absWorkingDir: repoRoot,
    logLevel: 'error',
  });
  for (const name of packages) {
    const { version } = JSON.parse(readFileSync(path.join(resolvePackageDir(name), 'package.json'), 'utf8')) as { version: string };
    writeFileSync(path.join(modules, name, 'package.json'), `${JSON.stringify({ name, version, type: 'module', exports: './index.mjs', main: './index.mjs' })}\n`);
  }
  // A utility is a subpath of its package (`<package>/<subpath>`): the package's exports name each one the layer holds.
  const utilities = new Map<string, string[]>();
  for (const specifier of LAYER_UTILITIES) {
    // A scoped package is its first two segments, an unscoped one its first.
    const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    utilities.set(name, [...(utilities.get(name) ?? []), specifier.slice(name.length + 1)]);
  }
  for (const [name, subpaths] of utilities) {
    const { version } = JSON.parse(readFileSync(path.join(resolvePackageDir(name), 'package.json'), 'utf8')) as { version: string };
    // The package itself ('') is its `.` entry, at the package's own index.mjs.
    const exports = Object.fromEntries(subpaths.map((sub) => (sub ? [`./${sub}`, `./${sub}/index.mjs`] : ['.', './index.mjs'])));
    writeFileSync(path.join(modules, name, 'package.json'), `${JSON.stringify({ name, version, type: 'module', exports })}\n`);
  }
  rmSync(src, { recursive: true, force: true });
  return { dir: outDir, packages };
}

/**
 * One layer per stack tree holding the pinned SDK: the function bundles stay small (they import the SDK from
 * /opt/nodejs/node_modules, which Lambda resolves for ES modules before the runtime's own SDK), and what runs is
 * still the exact SDK the tests ran.
 */
export function sdkLayerOf(scope: Construct): LayerVersion {
  let root = Stack.of(scope);
  while (root.nestedStackParent) root = root.nestedStackParent;
  const existing = root.node.tryFindChild('PinnedAwsSdk');
  if (existing) return existing as LayerVersion;
  const { dir } = assembleSdkLayer(path.join(tmpdir(), `portal-sdk-layer-${process.pid}`));
  return new LayerVersion(root, 'PinnedAwsSdk', {
    code: Code.fromAsset(dir),
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    description: "The AWS SDK for JavaScript v3, Powertools' secrets reader, logger and metrics, and zod at the versions of package-lock.json, as minified ES modules (imported by every function bundle)",
  });
}
