import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE principle 4: per-tenant behaviour is configuration, never code. No tenant key (tenant-a … tenant-n) and no
 * id the spec hard-codes may appear in application code; tests, fixtures and the demo tenants are where they belong.
 * The same grep runs before a session stops (shared/hooks/before-stop); this test keeps it true in CI.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const specIds = [3414, 3815, 4113, 504016, 34998, 24685, 2251, 3227, 860, 844, 177, 360, 548, 748];
const pattern = new RegExp(`\\b(${specIds.join('|')})\\b|tenant-[a-n]\\b`);
// Tests, fixtures and demo data may name them; so may reference data (postal addresses such as '동일로 177').
const allowed = /(\.test\.|\.spec\.|\/fixtures?\/|\/demo\/|\/seed|\/adapters\/reference\/)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|css|json)$/.test(name) ? [path] : [];
  });
}

describe('no tenant key or spec id in application code', () => {
  it('functions/src, web/src and shared/src outside tests and fixtures', () => {
    const hits = ['functions/src', 'web/src', 'shared/src']
      .flatMap((d) => files(join(root, d)))
      .map((f) => relative(root, f))
      .filter((f) => !allowed.test(`/${f}`))
      .flatMap((f) =>
        readFileSync(join(root, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits).toEqual([]);
  });
});
