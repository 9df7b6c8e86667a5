import { mkdtempSync, rmSync } from 'node:fs';
import { keyScopes } from '@portal/shared/api/contract';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalPort: number;
    /** An integration API key per tenant the browser suites call the integration API of, made when the portal starts. */
    integrationKeys: Record<string, string>;
  }
}

/** The whole portal as `npm start` runs it (demo tenants, built SPA), on a free port and a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const portal = await bootLocal({ dataDir, port, runJobs: false });
  project.provide('portalPort', port);
  project.provide('integrationKeys', await integrationKeys(['tenant-n']));
  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Keys made as `npm run portal -- api-key create` makes them, in this run's store only: no key is written down anywhere. */
async function integrationKeys(domainKeys: string[]): Promise<Record<string, string>> {
  const w = processWiring();
  const out: Record<string, string> = {};
  for (const domainKey of domainKeys) {
    const tenant = await w.directory.findByDomainKey(domainKey);
    if (!tenant) throw new Error(`no tenant ${domainKey} in the demo data`);
    out[domainKey] = (await createApiKey({ repos: w.reposFor(tenant.id), crypto: w.crypto, clock: w.clock }, { name: 'e2e', scopes: keyScopes })).key;
  }
  return out;
}
