import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });

describe('the table is never scanned', () => {
  it('has no Scan in the functions, the infrastructure or the shared code (every read names its partition)', () => {
    const offenders = ['functions/src', 'infra', 'shared/src']
      .flatMap((d) => sources(path.join(root, d)))
      .filter((f) => /\bScan(Command|ItemsCommand|Paginator)\b|paginateScan|dynamodb:Scan|TotalSegments/.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
