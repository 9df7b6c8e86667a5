import { mkdtempSync, rmSync } from 'node:fs';
import { keyScopes } from '@portal/shared/api/contract';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { tenantCommand } from '../../functions/src/local/ops-commands.ts';
import { launchBrowserServer } from './browser-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalPort: number;
    /**
     * An integration API key per tenant the browser suites call the integration API of, made when the portal starts:
     * the demo tenant-n, and 'onboard' (ONBOARD_TENANT), a new organisation with nothing but its registration.
     */
    integrationKeys: Record<string, string>;
  }
}

/**
 * The whole portal as `npm start` runs it (demo tenants, built SPA), on a free port and a fresh data folder, with the
 * table in memory: no browser file restarts it, and the on-disk store's writes cost the run's browser lane CPU.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const [portal, chromium] = await Promise.all([bootLocal({ dataDir, port, runJobs: false, inMemory: true }), launchBrowserServer()]);
  project.provide('portalPort', port);
  project.provide('browserEndpoint', chromium.wsEndpoint());
  await registerOnboardTenant();
  project.provide('integrationKeys', await integrationKeys(['tenant-n', 'demo', ONBOARD_TENANT.domainKey]));
  return async () => {
    await Promise.all([portal.stop(), chromium.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * A new organisation, registered as the operator does (`npm run portal -- tenant create onboard --id 9801 --name …`):
 * its id, domain key and a bare company record only. Its system fills in the rest through the integration API
 * (test/e2e/integration-onboarding.e2e.test.ts).
 */
const ONBOARD_TENANT = { domainKey: 'onboard', id: 9801, name: '온보딩 공사' } as const;

async function registerOnboardTenant(): Promise<void> {
  const printed: string[] = [];
  const { domainKey, id, name } = ONBOARD_TENANT;
  const code = await tenantCommand(processWiring(), ['create', domainKey, '--id', String(id), '--name', name], (line) => printed.push(line));
  if (code !== 0) throw new Error(`tenant create ${domainKey} failed (${code}): ${printed.join(' / ')}`);
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
