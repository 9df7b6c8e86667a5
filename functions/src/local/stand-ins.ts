import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { spawnDynamoDbLocal } from './dynamodb-local.ts';
import { freePort, waitForPort } from './free-port.ts';
import { startS3SignatureProxy } from './s3-signature-proxy.ts';

/** The stand-ins hold the table and the sent codes: they listen on loopback only, whatever the portal's own host. */
const LOOPBACK = '127.0.0.1';
/** s3rver's built-in account, which the S3 client uses locally (adapters/s3/s3-client.ts). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface StandIns {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  stop(): Promise<void>;
}

const UPLOAD_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** One clear line when Java (needed by DynamoDB Local) is missing. */
export function assertJava(): void {
  const r = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (r.error || r.status !== 0) {
    throw new Error('Java가 없습니다: DynamoDB Local에는 Java 17(JDK)이 필요합니다. 실행: sudo apt-get install -y openjdk-17-jdk-headless');
  }
}

/**
 * DynamoDB Local is a JVM that shares the machine with Node and, in tests and benchmarks, Chromium. Its load is light
 * (a few hundred small calls), but by default the JVM's optimising compiler and parallel collector take cores the
 * moment requests arrive: on 2 cores that made each GetItem 10-50 ms while a page loaded (npm run bench, render).
 * C1-only compilation and the serial collector keep it out of the way; an operator's own JAVA_TOOL_OPTIONS follow.
 * Its telemetry is off: a local stand-in has nothing to report, and offline it would only retry in the background.
 */
function dynamoDbLocalEnv(): Record<string, string> {
  return {
    JAVA_TOOL_OPTIONS: ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
    DDB_LOCAL_TELEMETRY: '0',
  };
}

/**
 * Starts the embedded AWS stand-ins on free loopback ports: DynamoDB Local (on disk under
 * dataDir/dynamodb, or in memory), s3rver (dataDir/s3) behind a SigV4-checking proxy (s3Endpoint), and aws-ses-v2-local.
 */
export async function startStandIns(opts: { dataDir: string; bucket: string; inMemory?: boolean; /** S3's 5 MiB unless told (the integration suites write small parts). */ minPartBytes?: number }): Promise<StandIns> {
  assertJava();
  const stops: (() => Promise<void>)[] = [];
  try {
    // DynamoDB Local
    const ddbPort = await freePort();
    // DynamoDB Local runs with its package folder as cwd: the path must be absolute.
    const dbPath = resolve(opts.dataDir, 'dynamodb');
    if (!opts.inMemory) mkdirSync(dbPath, { recursive: true });
    const ddb: ChildProcess = spawnDynamoDbLocal({ host: LOOPBACK, port: ddbPort, ...(opts.inMemory ? {} : { dbPath }), env: dynamoDbLocalEnv() });
    let ddbAlive = true;
    // The Java child must not outlive us, even when our caller exits without stopping us.
    const killOnExit = () => ddb.kill('SIGKILL');
    process.once('exit', killOnExit);
    ddb.once('exit', () => {
      ddbAlive = false;
      process.removeListener('exit', killOnExit);
    });
    stops.push(() => killAndWait(ddb));
    await waitForPort(ddbPort, 30_000, () => ddbAlive);

    // S3
    const s3Port = await freePort();
    const s3Dir = join(opts.dataDir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const S3rver = (await import('s3rver')).default;
    const s3 = new S3rver({
      port: s3Port,
      address: LOOPBACK,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: opts.bucket, configs: [UPLOAD_CORS] }],
    });
    await s3.run();
    stops.push(() => s3.close());
    // Everything reaches s3rver through the signature check, as everything reaches real S3 through its own.
    const proxy = await startS3SignatureProxy({
      target: `http://${LOOPBACK}:${s3Port}`,
      host: LOOPBACK,
      port: await freePort(),
      credentials: S3RVER_CREDENTIALS,
      ...(opts.minPartBytes !== undefined ? { minPartBytes: opts.minPartBytes } : {}),
      // s3rver keeps an upload's parts under the bucket's uploads folder (its FilesystemStore), one folder per upload.
      dropUpload: (bucket, uploadId) => rm(join(s3Dir, bucket, `._S3rver_uploads`, uploadId), { recursive: true, force: true }),
    });
    stops.push(() => proxy.close());

    // SES
    const sesPort = await freePort();
    // CommonJS module: its default export may arrive wrapped once more.
    type SesStart = (c: object) => Promise<{ close(cb: () => void): void }>;
    const sesModule = (await import('aws-ses-v2-local')) as unknown as { default: SesStart | { default: SesStart } };
    const startSes = typeof sesModule.default === 'function' ? sesModule.default : sesModule.default.default;
    const ses = await startSes({ host: LOOPBACK, port: sesPort });
    stops.push(() => new Promise<void>((r) => ses.close(() => r())));

    return {
      dynamoEndpoint: `http://127.0.0.1:${ddbPort}`,
      s3Endpoint: proxy.endpoint,
      sesEndpoint: `http://127.0.0.1:${sesPort}`,
      stop: () => stopAll(stops),
    };
  } catch (e) {
    await stopAll(stops);
    throw e;
  }
}

async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch {
      /* already gone */
    }
  }
}

function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

