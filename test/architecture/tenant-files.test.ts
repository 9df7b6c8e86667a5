import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenantFile } from '../../functions/src/local/load-tenant-file.ts';

/** Every tenant configuration the repository ships or tests with passes the import's checks (a new check reaches them all). */
const root = join(import.meta.dirname, '..', '..');
const folders = ['functions/src/local/demo/tenants', 'test/fixtures/tenants', 'test/bench/fixtures'];
const files = folders.flatMap((f) => readdirSync(join(root, f)).filter((n) => /\.ya?ml$/.test(n)).map((n) => join(f, n)));

describe('the tenant files of the repository', () => {
  it('are found in every folder', () => {
    for (const f of folders) expect(files.some((file) => file.startsWith(f)), f).toBe(true);
  });
  it.each(files)('%s validates', async (file) => {
    await expect(loadTenantFile(join(root, file))).resolves.toMatchObject({ config: expect.any(Object) });
  });
});
