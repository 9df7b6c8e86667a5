import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { consumers, jobs, routes } from '../../http/routes.ts';
import { fileKeys, FILE_AREAS } from '../../domain/public-site/file-keys.ts';
import { createDynamoClients } from '../dynamodb/document-client.ts';
import { keys, partitionPatterns } from '../dynamodb/keys.ts';
import { createS3Client } from '../s3/s3-client.ts';
import { FunctionAccessError, runWithAccess } from './access-guard.ts';
import { fileAreaOf, jobAccess, matchesLike, partitionOf, routeAccess } from './function-access.ts';

const route = (id: string) => routes.find((r) => r.id === id)!;
// A port nothing listens on: a call the check lets through fails to connect instead.
const c = parseConfig({ STAGE: 'local', SECRET_PEPPER: 'p'.repeat(32), DYNAMODB_ENDPOINT: 'http://127.0.0.1:9', S3_ENDPOINT: 'http://127.0.0.1:9' });

describe('a route’s declared access', () => {
  it('defaults from its contract: a GET reads; other methods, integrator, limited and challenging routes write; every route reads the host directory', () => {
    expect(routeAccess({ method: 'GET', auth: 'visitor' })).toEqual({ table: 'read', tenants: 'one', directory: { hosts: 'read' }, files: {}, send: [], queues: [], secrets: ['pepper', 'originVerify'] });
    expect(routeAccess({ method: 'POST', auth: 'visitor' }).table).toBe('write');
    expect(routeAccess({ method: 'GET', auth: 'integrator' }).table).toBe('write');
    expect(routeAccess({ method: 'POST', auth: 'visitor', limited: true }, { table: 'read' }).table).toBe('read');
    expect(routeAccess({ method: 'GET', auth: 'visitor' }, { directory: { postings: 'read' } }).directory).toEqual({ hosts: 'read', postings: 'read' });
  });

  it('is in the route table for every route, job and consumer; no route sends (the delivery does) and only the delivery sends', () => {
    expect(route('GetTime').access.table).toBe('write');
    expect(route('ListCompanies').access).toEqual(routeAccess({ method: 'GET', auth: 'visitor' }));
    expect(route('OpenFormPage').access.table).toBe('read');
    expect(route('CreateUploadUrl').access.files).toEqual({ staging: ['write'] });
    expect(routes.filter((r) => r.access.send.length > 0)).toEqual([]);
    expect([...jobs, ...consumers].filter((j) => j.access.send.length > 0).map((j) => j.id)).toEqual(['DeliverMessages']);
    // A route hands a job its work on the job's own units queue, and only the export's does.
    expect(routes.filter((r) => r.access.queues.length > 0).map((r) => [r.id, r.access.queues])).toEqual([['ExportApplications', ['EXPORT_UNITS_QUEUE_URL']]]);
    for (const r of routes) for (const q of r.access.queues) expect(jobs.some((j) => j.units?.queueUrlVariable === q)).toBe(true);
    expect(jobAccess({ table: 'read' })).toEqual({ table: 'read', tenants: 'one', directory: {}, files: {}, send: [], queues: [], secrets: ['pepper'] });
    // Across tenants at once by declaration: the delivery alone (it reads every tenant's outbox each minute).
    // Across tenants by declaration: the delivery (every tenant's outbox) and the retention job (the version listing and
    // deletes no tenant role carries).
    expect([...routes, ...jobs, ...consumers].filter((f) => f.access.tenants === 'every').map((f) => f.id).sort()).toEqual(['DeliverMessages', 'RetentionDestruction']);
    expect([...jobs, ...consumers].filter((j) => j.access.secrets.includes('alimtalk')).map((j) => j.id)).toEqual(['DeliverMessages']);
  });

  it('names a handler’s S3 adapter exactly where the route declares upload areas', async () => {
    const { readFileSync } = await import('node:fs');
    for (const r of routes) {
      const source = readFileSync(new URL(`../../http/handlers/${r.handler}.ts`, import.meta.url), 'utf8');
      expect(/adapters:\s*\{[^}]*\bfiles:/.test(source), r.id).toBe(Object.keys(r.access.files).length > 0);
    }
  });
});

describe('partitions and areas', () => {
  it('places every key keys.ts builds in its owner’s partition, and one tenant’s never in another pattern', () => {
    expect(partitionOf(keys.tableKey(5, keys.company()).pk)).toBe('tenants');
    expect(partitionOf(keys.tableKey(5, keys.applicant(9)).pk)).toBe('tenants');
    expect(partitionOf(keys.draftGsiPk(5, 1, 9))).toBe('tenants');
    expect(partitionOf(keys.directoryDomainKey('alpha').pk)).toBe('hosts');
    expect(partitionOf(keys.directoryHost('a.example').pk)).toBe('hosts');
    expect(partitionOf(keys.directoryDefault().pk)).toBe('hosts');
    expect(partitionOf(keys.directoryPosting(1).pk)).toBe('postings');
    expect(partitionOf(keys.directoryBoardPost(1).pk)).toBe('boardPosts');
    expect(partitionOf(keys.directoryDeadlinePk())).toBe('deadlines');
    expect(partitionOf(keys.directoryReleasePk())).toBe('releases');
    expect(partitionOf(keys.directoryTenantsPk())).toBe('tenantList');
    expect(partitionOf(keys.directorySendRate('sms', 1).pk)).toBe('sendRate');
    expect(partitionOf('DIR#LAYOUT')).toBeUndefined();
    // Every pattern puts its `*` after a '#': 'T#5*' would also be tenant 50's.
    for (const p of Object.values(partitionPatterns).flat()) expect(p).toMatch(/^[^*]*(#\*)?$/);
    expect(matchesLike('T#5#*', 'T#50#A')).toBe(false);
  });

  it('knows each upload area by its prefix, and nothing outside them', () => {
    expect(fileAreaOf(`${fileKeys.applicantPrefix(5, 9)}x/a.pdf`)).toBe('files');
    expect(fileAreaOf(`${fileKeys.stagingPrefix(5, 9)}x/a.pdf`)).toBe('staging');
    expect(fileAreaOf(`${fileKeys.exportPrefix(5)}x/a.csv`)).toBe('exports');
    expect(fileAreaOf(`${fileKeys.publicPrefix(5)}logo.png`)).toBe('public');
    expect(fileAreaOf('files/other/x')).toBeUndefined();
    expect(Object.values(FILE_AREAS).every((p) => p.endsWith('t/') || p === 'files/public/')).toBe(true);
  });
});

describe('the local runtime holds a function to its declared access', () => {
  const { document } = createDynamoClients(c);
  const s3 = createS3Client(c);
  const read = routeAccess({ method: 'GET', auth: 'visitor' });

  it('refuses a read-only route’s write, another directory partition, and a Scan, before anything is sent', async () => {
    const put = new PutCommand({ TableName: 't', Item: { ...keys.tableKey(5, keys.company()), x: 1 } });
    await expect(runWithAccess('R', read, () => document.send(put))).rejects.toThrow(FunctionAccessError);
    const posting = new GetCommand({ TableName: 't', Key: keys.directoryPosting(1) });
    await expect(runWithAccess('R', read, () => document.send(posting))).rejects.toThrow(/GetItemCommand \(read\) on 'DIR#POSTING#…'/);
    const { ScanCommand } = await import('@aws-sdk/client-dynamodb');
    await expect(runWithAccess('R', routeAccess({ method: 'POST', auth: 'visitor' }), () => document.send(new ScanCommand({ TableName: 't' })))).rejects.toThrow(/ScanCommand is granted to no function/);
  });

  it('lets an allowed call through to the store (which is not there), and checks nothing outside a function', async () => {
    const query = new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'T#5' } });
    await expect(runWithAccess('R', read, () => document.send(query))).rejects.not.toThrow(FunctionAccessError);
    await expect(document.send(new PutCommand({ TableName: 't', Item: { pk: 'DIR#POSTING#1', sk: 'OWNER' } }))).rejects.not.toThrow(FunctionAccessError);
  });

  it('refuses a presigned PUT outside the declared areas (a URL works only with what its signer may do)', async () => {
    const upload = route('CreateUploadUrl').access;
    const staging = new PutObjectCommand({ Bucket: 'b', Key: `${fileKeys.stagingPrefix(5, 9)}x/a.pdf` });
    await expect(runWithAccess('CreateUploadUrl', upload, () => getSignedUrl(s3, staging))).resolves.toMatch(/^http/);
    const final = new PutObjectCommand({ Bucket: 'b', Key: `${fileKeys.applicantPrefix(5, 9)}x/a.pdf` });
    await expect(runWithAccess('CreateUploadUrl', upload, () => getSignedUrl(s3, final))).rejects.toThrow(/PutObjectCommand \(write\) on 'files'/);
  });
});
