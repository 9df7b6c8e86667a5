import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return ['node_modules', 'dist', 'cdk.out'].includes(d.name) ? [] : sources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });

/** Helpers with one home in shared/ (ARCHITECTURE.md): a second definition drifts, and a fingerprint then changes with the copy. */
const helpers = [
  {
    home: 'shared/src/is-record.ts',
    // The landing page's zod-free readers keep their own: with the main entry importing shared's, the bundler split the
    // entry chunk in two (+2.6 KB gzip on every page, the consent step over its budget; web-bundle e2e).
    besides: ['web/src/lib/plain-readers.ts'],
    // Any arrow or function whose body is the plain-object check, whatever its name.
    definition: /(?:const \w+ = \(\w+: unknown\)[^=]*=>|function \w+\(\w+: unknown\)[^{]*\{\s*return)\s*typeof (\w+) === 'object' && \1 !== null && !Array\.isArray\(\1\)/,
  },
  { home: 'shared/src/canonical-json.ts', definition: /(?:function|const) canonicalJson\b/, besides: [] as string[] },
];

describe('one home per helper', () => {
  const files = ['shared/src', 'functions/src', 'web/src', 'infra', 'scripts', 'test'].flatMap((d) => sources(path.join(root, d)));

  it.each(helpers)('defines $home once', ({ home, definition, besides = [] }) => {
    const defining = files.filter((f) => definition.test(readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
    expect(defining.sort()).toEqual([home, ...besides].sort());
  });

  it('recognises a copy under another name', () => {
    expect(helpers[0]!.definition.test("const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);")).toBe(true);
    expect(helpers[0]!.definition.test("function isPlain(x: unknown): boolean {\n  return typeof x === 'object' && x !== null && !Array.isArray(x);")).toBe(true);
  });
});
