import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootLocal } from '../../functions/src/local/boot-local.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';

/** `npm start` twice on the same data folder: what was written before is there after. */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const getJson = async (port: number, host: string, path: string) => {
  const { request } = await import('node:http');
  return new Promise<any>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let t = '';
      res.on('data', (c) => (t += c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(t) }));
    })
      .on('error', reject)
      .end();
  });
};

describe('restarting the local portal', () => {
  it('keeps the data and does not reload the demo over it', async () => {
    const port = await freePort();
    const first = await bootLocal({ dataDir, port, runJobs: false });
    let token: string;
    try {
      const demo = await processWiring().directory.findByDomainKey('demo');
      expect(demo).toBeDefined();
      ({ token } = await processWiring().reposFor(demo!.id).staffSessions.create('persist', 3600));
      const company = await processWiring().reposFor(demo!.id).company.get();
      await processWiring().reposFor(demo!.id).company.put({ ...company!, name: '재시작 확인 회사' });
    } finally {
      await first.stop();
    }
    const second = await bootLocal({ dataDir, port, runJobs: false });
    try {
      const r = await getJson(port, 'demo.localhost', '/api/app/checkHostname');
      expect(r.body.company.name).toBe('재시작 확인 회사');
      const demo = await processWiring().directory.findByDomainKey('demo');
      expect(await processWiring().reposFor(demo!.id).staffSessions.findByToken(token)).toMatchObject({ staffId: 'persist' });
    } finally {
      await second.stop();
    }
    // Two boots, the first loading 16 demo tenants and making the demo applicants through the API: about 50 s on two
    // busy cores, more than the default minute when the machine runs other suites beside it.
  }, 180_000);
});
