import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPageSchema } from '../../shared/src/form-model/definition.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { loadTenantFile, type LoadedTenantFile } from '../../functions/src/local/load-tenant-file.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The browser checks only the envelope of a served form page (web/…/api/get-form.ts): the definition was validated
 * when the tenant configuration was imported, and the server must serve it in that parsed form. Every page of every
 * demo tenant's tasks (every section kind, field type and tenant rule kind among them), as get-form serves it, is
 * therefore already what formPageSchema makes of it: defaults filled, nothing left to add or strip.
 */
const demoDir = join(import.meta.dirname, '..', '..', 'functions', 'src', 'local', 'demo', 'tenants');
const files = readdirSync(demoDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => join(demoDir, f));

let portal: TestPortal;
let tenants: LoadedTenantFile[];

beforeAll(async () => {
  portal = await startTestPortal(files);
  tenants = await Promise.all(files.map((f) => loadTenantFile(f)));
});
afterAll(() => portal?.close());

describe('served form definitions', () => {
  it('serves every page of every demo task as a fixed point of the definition schema', async () => {
    let pages = 0;
    let rulePages = 0;
    for (const { config } of tenants) {
      const { id: companyId, domainKey } = config.company;
      const { token } = await processWiring().reposFor(companyId).staffSessions.create('definition-check', 600);
      for (const task of config.projects.flatMap((p) => p.tasks)) {
        const get = (i: number) => portal.get(`${domainKey}.localhost`, `/api/admin/forms/${task.id}/${i}`, { authorization: `Bearer ${token}` });
        const first = await get(0);
        if (first.status === 404) continue;
        expect(first.status).toBe(200);
        const count = (first.json() as { pageCount: number }).pageCount;
        for (let i = 0; i < count; i++) {
          const served = (i === 0 ? first : await get(i)).json() as Record<string, unknown>;
          // pageCount and revision are the envelope the server adds to the stored definition.
          const { pageCount: _count, revision: _revision, ...definition } = served;
          expect(served.pageIndex).toBe(i);
          expect(formPageSchema.parse(definition)).toEqual(definition);
          pages++;
          if (Array.isArray(served.rules) && served.rules.length > 0) rulePages++;
        }
      }
    }
    // Not vacuous: the demo tenants hold many pages, tenant rules among them.
    expect(pages).toBeGreaterThan(20);
    expect(rulePages).toBeGreaterThan(0);
  });
});
