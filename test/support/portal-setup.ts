import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalPort: number;
  }
}

/** The whole portal as `npm start` runs it (demo tenants, built SPA), on a free port and a fresh data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const portal = await bootLocal({ dataDir, port, runJobs: false });
  project.provide('portalPort', port);
  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
