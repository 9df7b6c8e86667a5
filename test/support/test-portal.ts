import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { inject } from 'vitest';
import { rawDynamoClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { ensureTable } from '../../functions/src/adapters/dynamodb/create-table.ts';
import { useStandIns } from '../../functions/src/local/boot-local.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { createLocalOutbox } from '../../functions/src/local/local-outbox.ts';
import { startLocalDelivery } from '../../functions/src/local/local-delivery.ts';
import { startLocalQueues, type LocalQueues } from '../../functions/src/local/local-queues.ts';
import { startLocalServer } from '../../functions/src/local/local-server.ts';
import { freePort } from '../../functions/src/local/free-port.ts';
import { resetConfig } from '../../functions/src/config.ts';
import { installClock, processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { testClock, type TestClock } from './test-clock.ts';

export const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', 'tenants', name);

export interface TestPortal {
  port: number;
  /** The portal's clock (also the fixture import's): starts at PORTAL_TEST_NOW when set, and runs in real time. */
  clock: TestClock;
  /** A GET; of the local outbox (/dev/outbox…) once the stream's deliveries caught up, as a tester reads it a moment later. */
  get(host: string, path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** `from`: the loopback address to connect from (127.0.0.x), so a test can act as several clients. */
  send(method: string, host: string, path: string, body?: string, headers?: Record<string, string>, options?: { from?: string }): Promise<TestResponse>;
  /**
   * Waits until every message queued so far went through its delivery, as the stack delivers it: the stream's at once,
   * then a sweep (the stack's every minute) for what waited for the rate's slots or a retry now due. Read the outbox
   * after this, never after a sleep.
   */
  deliverMessages(): Promise<void>;
  /** The jobs' unit queues (the deadline sweep's), delivering to the jobs' handlers as SQS does; a failed try comes back at once. */
  queues: LocalQueues;
  close(): Promise<void>;
}
export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = any>(): T;
}

/**
 * A fresh table (unique name) on the shared stand-ins, loaded with the given tenant files,
 * behind the real local server on a free port. One clock serves the fixture import ('today+5'), the server and the
 * test's own dates (portalNow()), so a run that crosses midnight in Korea sees one calendar, not two.
 */
export async function startTestPortal(tenantFiles: string[], options: { clock?: TestClock } = {}): Promise<TestPortal> {
  const s = inject('standIns');
  const table = `it-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  const clock = options.clock ?? testClock();
  installClock(clock);
  await ensureTable(rawDynamoClient(), table);
  const delivery = await startLocalDelivery(table);
  const queues = await startLocalQueues({ retryDelayMs: 0 });
  await importTenantFiles(tenantFiles);
  const port = await freePort();
  const server: Server = await startLocalServer({
    port,
    host: '127.0.0.1',
    webDist: join(import.meta.dirname, 'no-web-build'),
    outbox: createLocalOutbox(join(mkdtempSync(join(tmpdir(), 'outbox-')), 'sms.jsonl'), s.sesEndpoint),
    delivered: () => delivery.drain(),
  });
  // SMS go to this server's SNS-compatible outbox endpoint, as in `npm start`.
  process.env.SNS_ENDPOINT = `http://127.0.0.1:${port}/dev/sns`;
  process.env.ALIMTALK_ENDPOINT = `http://127.0.0.1:${port}/dev/sens`;
  resetConfig();
  resetProcessWiring();
  /** The stream's deliveries first (as the stack's mapping delivers), then the sweep for what waited for the rate or a retry that is due. */
  const deliverMessages = async () => {
    await delivery.drain();
    const { deliveryContext, runOutboxSweep } = await import('../../functions/src/jobs/deliver-messages.ts');
    await runOutboxSweep(deliveryContext(processWiring()), 30_000);
  };
  const send = (method: string, host: string, path: string, body?: string, headers: Record<string, string> = {}, options: { from?: string } = {}) =>
    new Promise<TestResponse>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          ...(options.from ? { localAddress: options.from } : {}),
          method,
          path,
          headers: {
            host: host.includes(':') ? host : `${host}:${port}`,
            ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  return {
    port,
    clock,
    // The outbox pages wait for the stream's deliveries (a sweep is deliverMessages()'s, not every read's).
    get: (host, path, headers) => send('GET', host, path, undefined, headers),
    send,
    deliverMessages,
    queues,
    close: async () => {
      await queues.stop();
      await delivery.stop();
      await new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
    },
  };
}

/** The ids of test/fixtures/tenants/alpha.yaml that most suites apply to: its host, tenant, first project and task. */
export const alpha = { host: 'alpha.localhost', tenant: 9101, project: 91011, task: 910111 } as const;
