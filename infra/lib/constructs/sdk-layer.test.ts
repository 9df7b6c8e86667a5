import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../paths.ts';
import { assembleSdkLayer, sdkPackages } from './sdk-layer.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-sdk-layer-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lockVersion = (name: string): string => {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  return (lock.packages[`functions/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`])!.version!;
};

describe('the SDK layer', () => {
  const { dir, packages } = assembleSdkLayer(path.join(scratch, 'layer'));
  const modules = path.join(dir, 'nodejs', 'node_modules');
  const load = <T>(name: string) => import(pathToFileURL(path.join(modules, name, 'index.mjs')).href) as Promise<T>;

  it('holds every SDK package the functions depend on, at the version the lock pins', () => {
    expect(packages).toEqual(sdkPackages());
    // client-sts: the tenant-scoped credentials' AssumeRole (functions/src/adapters/sts), at the others' pinned version.
    expect(packages).toEqual(expect.arrayContaining(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-sdk/client-s3', '@aws-sdk/client-sts']));
    expect(lockVersion('@aws-sdk/client-sts')).toBe(lockVersion('@aws-sdk/client-dynamodb'));
    for (const name of packages) {
      const written = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { name: string; version: string; exports: string };
      expect(written).toMatchObject({ name, version: lockVersion(name), exports: './index.mjs' });
    }
  });

  it("holds Powertools' secrets reader at the version the lock pins, importable by its subpath as the bundles import it", async () => {
    const written = JSON.parse(readFileSync(path.join(modules, '@aws-lambda-powertools/parameters', 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };
    expect(written.version).toBe(lockVersion('@aws-lambda-powertools/parameters'));
    expect(written.exports).toEqual({ './secrets': './secrets/index.mjs' });
    const { SecretsProvider } = await load<typeof import('@aws-lambda-powertools/parameters/secrets')>('@aws-lambda-powertools/parameters/secrets');
    const provider = new SecretsProvider({ clientConfig: { region: 'ap-northeast-2', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, maxAttempts: 1 } });
    await expect(provider.get('s')).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it("holds Powertools' logger and metrics at the versions the lock pins, importable by their package names, writing one JSON line", async () => {
    for (const name of ['@aws-lambda-powertools/logger', '@aws-lambda-powertools/metrics']) {
      const written = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };
      expect(written).toMatchObject({ version: lockVersion(name), exports: { '.': './index.mjs' } });
    }
    const { Logger } = await load<typeof import('@aws-lambda-powertools/logger')>('@aws-lambda-powertools/logger');
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
    try {
      new Logger({ serviceName: 'portal' }).info('from the layer', { tenantId: 1 });
    } finally {
      write.mockRestore();
    }
    expect(JSON.parse(lines.join(''))).toMatchObject({ level: 'INFO', message: 'from the layer', service: 'portal', tenantId: 1 });
    const { Metrics } = await load<typeof import('@aws-lambda-powertools/metrics')>('@aws-lambda-powertools/metrics');
    expect(typeof new Metrics({ namespace: 'Portal' }).singleMetric).toBe('function');
  });

  it('holds zod at the version the lock pins, parsing as the contracts do (its issues, its Korean errors through the error map)', async () => {
    const written = JSON.parse(readFileSync(path.join(modules, 'zod', 'package.json'), 'utf8')) as { version: string; exports: Record<string, string> };
    expect(written).toMatchObject({ version: lockVersion('zod'), exports: { '.': './index.mjs' } });
    const { z } = await load<typeof import('zod')>('zod');
    const schema = z.object({ projectId: z.number().int().positive() });
    expect(schema.parse({ projectId: 7 })).toEqual({ projectId: 7 });
    const refused = schema.safeParse({ projectId: -1 }, { error: () => '프로젝트 번호를 확인해 주세요.' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['projectId', '프로젝트 번호를 확인해 주세요.']]);
  });

  it("holds STS's AssumeRole, importable as the tenant credentials import it (on first use)", async () => {
    const { STSClient, AssumeRoleCommand } = await load<typeof import('@aws-sdk/client-sts')>('@aws-sdk/client-sts');
    const sts = new STSClient({ region: 'ap-northeast-2', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, maxAttempts: 1 });
    const assume = new AssumeRoleCommand({ RoleArn: 'arn:aws:iam::123456789012:role/t', RoleSessionName: 'tenant-1', Tags: [{ Key: 'tenant', Value: '1' }] });
    await expect(sts.send(assume)).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it('shares one copy of what packages share: the document client drives the layer’s own DynamoDB client', async () => {
    const { DynamoDBClient, ListTablesCommand } = await load<typeof import('@aws-sdk/client-dynamodb')>('@aws-sdk/client-dynamodb');
    const { DynamoDBDocumentClient, GetCommand } = await load<typeof import('@aws-sdk/lib-dynamodb')>('@aws-sdk/lib-dynamodb');
    const base = new DynamoDBClient({ region: 'ap-northeast-2', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, maxAttempts: 1 });
    const doc = DynamoDBDocumentClient.from(base);
    expect(doc.config).toBe(base.config);
    // Nothing listens on port 9: the commands get as far as the network, through one middleware stack.
    await expect(doc.send(new GetCommand({ TableName: 't', Key: { pk: 'a' } }))).rejects.toThrow(/ECONNREFUSED|connect/);
    await expect(base.send(new ListTablesCommand({}))).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
