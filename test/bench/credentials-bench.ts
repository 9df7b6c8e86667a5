import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDynamoClients, scopedClients } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { tenantRepositories } from '../../functions/src/adapters/dynamodb/tenant-repositories.ts';
import { lazyStsClient, stsTenantRole, tenantCredentialCache } from '../../functions/src/adapters/sts/tenant-credentials.ts';
import { config, type Config } from '../../functions/src/config.ts';
import type { TenantRepositories } from '../../functions/src/domain/ports.ts';
import { percentile } from './stats.ts';

/**
 * Issue 44 item 4: what tenant-scoped credentials cost (docs/security.md 'Isolation twice'). The same repository read
 * over DynamoDB Local through two wirings: one signing with the function's own credentials (no TENANT_ROLE_ARN), one
 * whose tenant clients sign with the tenant's session, asked through the SDK's STS client of an STS stand-in (its
 * AssumeRole answered at once: on AWS one round trip to the region's STS, once an hour per tenant per container, comes
 * on top of the first call). Prints a tenant's first call and the warm calls' p50/p99 each way, and the cold start the
 * STS client adds (its import, in a fresh Node).
 */
const TENANTS = Number(process.env.BENCH_CREDENTIAL_TENANTS ?? 40);
const CALLS = Number(process.env.BENCH_CREDENTIAL_CALLS ?? 1_000);
/** The scoped path may add at most this to a warm call's p50 (the provider's cache check, a signature per call either way). */
export const SCOPED_P50_LIMIT_MS = 0.5;

export interface CredentialsResult {
  firstCallMs: { unscoped: number; scoped: number };
  warm: { unscoped: { p50: number; p99: number }; scoped: { p50: number; p99: number } };
  stsImportMs: number;
  assumeRoles: number;
}

/** STS's AssumeRole as its Query API answers it (XML), with credentials an hour long; counts the calls. */
async function stsStandIn(): Promise<{ server: Server; endpoint: string; calls: () => number }> {
  let calls = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (form.get('Action') !== 'AssumeRole') {
        res.writeHead(400, { 'content-type': 'text/xml' }).end('<ErrorResponse><Error><Code>InvalidAction</Code></Error></ErrorResponse>');
        return;
      }
      calls++;
      const expiration = new Date(Date.now() + 3_600_000).toISOString();
      res.writeHead(200, { 'content-type': 'text/xml' }).end(
        `<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult><Credentials><AccessKeyId>ASIABENCH${calls}</AccessKeyId><SecretAccessKey>secret</SecretAccessKey><SessionToken>session-${calls}</SessionToken><Expiration>${expiration}</Expiration></Credentials><AssumedRoleUser><AssumedRoleId>AROABENCH:${form.get('RoleSessionName')}</AssumedRoleId><Arn>arn:aws:sts::123456789012:assumed-role/tenant/${form.get('RoleSessionName')}</Arn></AssumedRoleUser></AssumeRoleResult><ResponseMetadata><RequestId>bench</RequestId></ResponseMetadata></AssumeRoleResponse>`,
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
}

type ReposFor = (tenantId: number) => TenantRepositories;

/** A tenant's repositories as the core wiring binds them (core-wiring.ts), with or without the stage's tenant role. */
function reposOver(c: Config, tenantRoleArn?: string): ReposFor {
  const { base } = createDynamoClients(c);
  const scoped = scopedClients(c, base, tenantRoleArn ? tenantCredentialCache(stsTenantRole(lazyStsClient(c), tenantRoleArn)) : undefined);
  return (tenantId) => tenantRepositories(scoped(tenantId), c.TABLE_NAME, () => new Date());
}

/** A tenant's company record read through its repositories (a plain GetItem; no cache: `get`, not `getRecent`). */
const read = (reposFor: ReposFor, tenantId: number) => reposFor(tenantId).company.get();

async function measure(w: ReposFor, firstTenant: number): Promise<{ first: number; p50: number; p99: number }> {
  const first: number[] = [];
  for (let t = firstTenant; t < firstTenant + TENANTS; t++) {
    const at = performance.now();
    await read(w, t);
    first.push(performance.now() - at);
  }
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const at = performance.now();
    await read(w, firstTenant + (i % TENANTS));
    samples.push(performance.now() - at);
  }
  first.sort((a, b) => a - b);
  samples.sort((a, b) => a - b);
  return { first: percentile(first, 50), p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export async function runCredentialsBench(): Promise<CredentialsResult> {
  const sts = await stsStandIn();
  const before = process.env.AWS_ENDPOINT_URL_STS;
  process.env.AWS_ENDPOINT_URL_STS = sts.endpoint;
  try {
    const unscoped = reposOver(config());
    const scoped = reposOver(config(), 'arn:aws:iam::123456789012:role/portal/bench/tenant-functions/tenant');
    // Tenants nobody else uses (no data: the read finds nothing, as fast as one that finds a record).
    const a = await measure(unscoped, 700_000);
    const b = await measure(scoped, 800_000);
    const stsImportMs = Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', "const t = performance.now(); await import('@aws-sdk/client-sts'); console.log(performance.now() - t)"], { cwd: 'functions', encoding: 'utf8' }).trim(),
    );
    const result: CredentialsResult = {
      firstCallMs: { unscoped: a.first, scoped: b.first },
      warm: { unscoped: { p50: a.p50, p99: a.p99 }, scoped: { p50: b.p50, p99: b.p99 } },
      stsImportMs,
      assumeRoles: sts.calls(),
    };
    const f = (v: number) => `${v.toFixed(2)} ms`;
    console.log(`\n테넌트 범위 자격 증명의 비용 (이슈 44; 테넌트 ${TENANTS}곳, 호출 ${CALLS.toLocaleString('en-US')}번, DynamoDB Local GetItem)`);
    console.log(`  테넌트의 첫 호출 (중앙값): 함수 자격 증명 ${f(a.first)}, 테넌트 자격 증명 ${f(b.first)} (+${f(b.first - a.first)}; AWS에서는 STS 왕복 한 번이 더해짐, 컨테이너·테넌트마다 한 시간에 한 번)`);
    console.log(`  따뜻한 호출 p50/p99: 함수 자격 증명 ${f(a.p50)}/${f(a.p99)}, 테넌트 자격 증명 ${f(b.p50)}/${f(b.p99)}`);
    console.log(`  STS 클라이언트 로드(콜드 스타트에 더해짐, 첫 AssumeRole 때 한 번): ${f(stsImportMs)}; AssumeRole ${sts.calls()}번 (테넌트 ${TENANTS}곳)`);
    const held = b.p50 - a.p50 <= SCOPED_P50_LIMIT_MS && sts.calls() === TENANTS;
    console.log(`  따뜻한 호출 p50 증가 ${f(b.p50 - a.p50)} (한도 ${SCOPED_P50_LIMIT_MS} ms), 테넌트마다 AssumeRole 한 번 — ${held ? '충족' : '미충족'}`);
    return result;
  } finally {
    if (before === undefined) delete process.env.AWS_ENDPOINT_URL_STS;
    else process.env.AWS_ENDPOINT_URL_STS = before;
    await new Promise((r) => sts.server.close(r));
  }
}
