import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resetConfig, config } from '../config.ts';
import { documentClient, rawDynamoClient, resetDocumentClient } from '../adapters/dynamodb/document-client.ts';
import { ensureTable } from '../adapters/dynamodb/create-table.ts';
import { resetS3Client } from '../adapters/s3/s3-client.ts';
import { resetProcessWiring } from '../wiring/process-wiring.ts';
import { clearHostCache } from '../http/middleware/tenant-context.ts';
import { jobs } from '../http/routes.ts';
import { runWithAccess } from '../adapters/access/access-guard.ts';
import { startLocalDelivery, type LocalDelivery } from './local-delivery.ts';
import { startLocalQueues, type LocalQueues } from './local-queues.ts';
import { importTenantFiles } from './import-tenant-files.ts';
import { createLocalOutbox } from './local-outbox.ts';
import { startLocalServer } from './local-server.ts';
import { seedDemoApplicants } from './seed-demo-applicants.ts';
import { seedDemoResults } from './seed-demo-results.ts';
import { seedDemoRetention } from './seed-demo-retention.ts';
import { startStandIns, type StandIns } from './stand-ins.ts';
import { useLocalRuntime } from './local-adapters.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const demoTenantDir = join(here, 'demo', 'tenants');
const SEED_MARKER = { pk: 'DIR#SEED', sk: 'DEMO' };

export interface LocalPortal {
  url: string;
  port: number;
  standIns: StandIns;
  /** The stream's stand-in: wait for it, or switch it off (the bench's deadline without delivery). */
  delivery: Pick<LocalDelivery, 'drain' | 'setEnabled'>;
  stop(): Promise<void>;
}

export interface BootOptions {
  dataDir: string;
  port: number;
  /** The portal server's address (default loopback; the stand-ins are always on loopback). */
  host?: string;
  /** Keep DynamoDB in memory (tests); default on disk under dataDir. */
  inMemory?: boolean;
  /** Load the demo tenants when the data folder is new (default true). */
  seed?: boolean;
  /** Serve HTTP (default true); integration tests may call handlers directly. */
  serve?: boolean;
  runJobs?: boolean;
  log?: (line: string) => void;
}

/**
 * Points this process's adapters at the stand-ins, with the local settings and simulators (useLocalRuntime).
 * Besides those, the only local/AWS difference is configuration.
 */
export function useStandIns(s: StandIns, bucket = 'portal-uploads', table = 'portal'): void {
  useLocalRuntime();
  Object.assign(process.env, {
    TABLE_NAME: table,
    UPLOAD_BUCKET: bucket,
    DYNAMODB_ENDPOINT: s.dynamoEndpoint,
    S3_ENDPOINT: s.s3Endpoint,
    SES_ENDPOINT: s.sesEndpoint,
    AWS_REGION: 'ap-northeast-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    BASE_DOMAINS: process.env.BASE_DOMAINS ?? 'localhost',
  });
  resetConfig();
  resetDocumentClient();
  resetS3Client();
  resetProcessWiring();
  clearHostCache();
}

/**
 * Loads the demo tenants into a new data folder, and again whenever the demo files changed since the last load
 * (the marker keeps their hash), so an existing folder picks up new forms and catalogues. Imports are upserts:
 * applicants and their answers are kept.
 */
export async function seedDemoIfChanged(log: (l: string) => void = () => undefined): Promise<boolean> {
  const client = documentClient();
  const table = config().TABLE_NAME;
  const files = readdirSync(demoTenantDir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => join(demoTenantDir, f));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(f));
  const digest = hash.digest('hex');
  const marker = await client.send(new GetCommand({ TableName: table, Key: SEED_MARKER }));
  if (marker.Item?.hash === digest) return false;
  const summaries = await importTenantFiles(files);
  for (const s of summaries) log(`  · ${s.domainKey} (회사 ${s.companyId}): 공고 ${s.postings}, 게시글 ${s.boards}, 파일 ${s.files}`);
  await client.send(new PutCommand({ TableName: table, Item: { ...SEED_MARKER, entity: 'Directory', version: 1, hash: digest, at: new Date().toISOString() } }));
  return true;
}

/** How this process reaches its own server: loopback, unless it listens on one other address only. */
function selfAddress(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function bootLocal(opts: BootOptions): Promise<LocalPortal> {
  const log = opts.log ?? (() => undefined);
  const bucket = 'portal-uploads';
  const standIns = await startStandIns({ dataDir: opts.dataDir, bucket, inMemory: opts.inMemory ?? false });
  let server: Server | undefined;
  const timers: NodeJS.Timeout[] = [];
  let delivery: LocalDelivery | undefined;
  let queues: LocalQueues | undefined;
  try {
    useStandIns(standIns, bucket);
    await ensureTable(rawDynamoClient(), config().TABLE_NAME, log);
    // New messages are delivered as the stack's stream mapping delivers them (a mapping, not a timer: it runs without
    // the jobs too); the DeliverMessages timer sweeps retries, what waited for the rate and other processes' messages.
    delivery = await startLocalDelivery(config().TABLE_NAME);
    // The queues of the jobs that fan out (the deadline sweep's units), delivered to their handlers as SQS would.
    queues = await startLocalQueues();
    const seeded = opts.seed !== false && (await seedDemoIfChanged(log));
    if (seeded) log('데모 회사를 불러왔습니다.');
    if (opts.serve !== false) {
      process.env.SNS_ENDPOINT = `http://${selfAddress(opts.host)}:${opts.port}/dev/sns`;
      process.env.ALIMTALK_ENDPOINT = `http://${selfAddress(opts.host)}:${opts.port}/dev/sens`;
      resetConfig();
      resetProcessWiring();
      server = await startLocalServer({
        port: opts.port,
        ...(opts.host ? { host: opts.host } : {}),
        // PORTAL_WEB_DIST: another build of the site (two people or helpers building at once on one checkout).
        webDist: process.env.PORTAL_WEB_DIST ?? join(repoRoot, 'web', 'dist'),
        outbox: createLocalOutbox(join(opts.dataDir, 'outbox', 'sms.jsonl'), standIns.sesEndpoint),
        delivered: () => delivery?.drain() ?? Promise.resolve(),
      });
      // Through the API the server now answers (README 'Demo applicants').
      if (seeded) await seedDemoResults(demoTenantDir, await seedDemoApplicants((server.address() as AddressInfo).port, selfAddress(opts.host), log), log);
      // A project past its retention period, for the retention job to destroy (issue 46 item 1).
      if (seeded) await seedDemoRetention(log);
    }
    if (opts.runJobs !== false) {
      for (const job of jobs) {
        // A job its queue alone starts has no timer (the local queue stand-in delivers its units).
        if (!job.localIntervalMs) continue;
        const t = setInterval(() => {
          import(/* @vite-ignore */ new URL(`../jobs/${job.handler}.ts`, import.meta.url).href)
            .then((m: { handler: () => Promise<unknown> }) => runWithAccess(job.id, job.access, () => m.handler()))
            .catch((e: unknown) => console.error(`job ${job.id} failed`, e));
        }, job.localIntervalMs);
        t.unref();
        timers.push(t);
      }
    }
  } catch (e) {
    await queues?.stop();
    await delivery?.stop();
    await standIns.stop();
    throw e;
  }
  return {
    url: `http://localhost:${opts.port}`,
    port: opts.port,
    standIns,
    delivery: delivery!,
    async stop() {
      timers.forEach(clearInterval);
      await queues?.stop();
      await delivery?.stop();
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((r) => server!.close(() => r()));
      }
      await standIns.stop();
    },
  };
}
