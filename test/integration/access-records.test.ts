import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../support/exports.ts';
import { GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { rawDynamoClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { AUDIT_SHARDS, keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config } from '../../functions/src/config.ts';
import { accessCommand } from '../../functions/src/local/access-commands.ts';
import { destructionStores } from '../../functions/src/wiring/optional/retention-units.ts';
import { verifyAccessRecords } from '../../functions/src/domain/audit/verify-access-records.ts';
import type { ChainedAuditRecord } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalNow } from '../support/test-clock.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Access records (issue 46 item 6, 안전성 확보조치 기준; docs/compliance.md) against the real stand-ins: staff and API
 * keys reading applicants write records with their counts, the month's records spread over the shards, each shard's
 * hash chain finds a record edited in the table, and writers at once leave every chain whole.
 */
let portal: TestPortal;
let key: string;
const made: number[] = [];
const repos = () => processWiring().reposFor(alpha.tenant);
/** The trail's month (records are kept by their UTC month). */
const month = () => portalNow().toISOString().slice(0, 7);
/** `npm run portal -- access-report|access-verify alpha <month>` in this process: its exit code and lines. */
async function cli(command: 'access-report' | 'access-verify', ...args: string[]) {
  const lines: string[] = [];
  const code = await accessCommand(processWiring(), command, ['alpha', month(), ...args], (l) => lines.push(l));
  return { code, lines };
}
const json = (headers: Record<string, string>) => ({ 'content-type': 'application/json', ...headers });

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  key = await makeApiKey('alpha', '접근기록', 'read,export');
  for (const name of ['가접근', '나접근', '다접근']) made.push((await createTestApplicant(alpha.tenant, alpha.project, alpha.task, name)).id);
});
afterAll(() => portal?.close());

describe('access records', () => {
  it("records an API key's list, export and inquiries and a staff session's read, each with who, the route and how many", async () => {
    const bearer = { authorization: `Bearer ${key}` };
    const listed = await portal.get(alpha.host, `/api/integration/applications?projectId=${alpha.project}&limit=2`, bearer);
    expect(listed.status, listed.text).toBe(200);
    // The export's record is written by its job once the file holds every row (with their count).
    const exported = await runExport((method, path, body) => portal.send(method, alpha.host, `/api/integration/${path}`, body === undefined ? undefined : JSON.stringify(body), json(bearer)), { projectId: alpha.project, format: 'json' });
    expect(exported.job.status, exported.job.message).toBe('done');
    expect((await portal.get(alpha.host, '/api/integration/inquiries', bearer)).status).toBe(200);

    // Staff: the operator's session takes the applicant's read-only token from the history, then reads its data.
    const { token: staff } = await repos().staffSessions.create('access-suite', 600);
    const history = await portal.send('POST', alpha.host, '/api/admin/applicant/checkById', JSON.stringify({ check_id: made[0] }), json({ authorization: `Bearer ${staff}` }));
    expect(history.status, history.text).toBe(200);
    const testToken = history.json<{ applicant: { token: string } }>().applicant.token;
    const view = await portal.send('POST', alpha.host, '/api/admin/applicant/view', JSON.stringify({ type: 'data' }), json({ authorization: `Bearer ${staff}`, applicanttoken: testToken }));
    expect(view.status, view.text).toBe(200);

    const trail = await repos().audit.listMonth(month());
    const keyId = trail.find((r) => r.route === 'ListApplications')?.actor;
    expect(keyId).toMatch(/^integrator:key_/);
    expect(trail.find((r) => r.route === 'ListApplications')).toMatchObject({ action: 'integration.listed-applications', kind: 'read', projectId: alpha.project, count: 2 });
    expect(trail.find((r) => r.route === 'ListApplications')!.applicantIds).toHaveLength(2);
    expect(trail.find((r) => r.route === 'ExportApplications')).toMatchObject({ action: 'integration.exported-applications', actor: keyId, kind: 'export', projectId: alpha.project, count: 3 });
    expect(trail.find((r) => r.route === 'ListInquiries')).toMatchObject({ action: 'integration.read-inquiries', actor: keyId, kind: 'read', count: 0 });
    expect(trail.find((r) => r.route === 'ViewApplicant')).toMatchObject({ action: 'staff.read-application', actor: 'staff:access-suite', kind: 'read', applicantId: made[0], count: 1 });
    // The staff read of the history by id is recorded too (by its use case).
    expect(trail.some((r) => r.action === 'staff.read-application' && r.route === 'CheckApplicantById' && r.count === 1 && r.applicantId === made[0])).toBe(true);
    // The organisation's system reads them back through the audit listing, with their kind, route and count.
    const listing = await portal.get(alpha.host, '/api/integration/audit?limit=100', bearer);
    expect(listing.status, listing.text).toBe(200);
    expect(listing.json<{ items: unknown[] }>().items).toContainEqual(expect.objectContaining({ action: 'integration.exported-applications', kind: 'export', route: 'ExportApplications', count: 3, applicantIds: null }));

    // The monthly report: per actor by kind, the full export flagged, and a day past a low threshold flagged too.
    const report = await cli('access-report', '--threshold', '3');
    expect(report.code).toBe(0);
    expect(report.lines).toContain(`${keyId}\t2/2\t1/3\t0/0`);
    expect(report.lines.some((l) => l.startsWith(`대량 다운로드\t${keyId}\t전체 내보내기`) && l.endsWith(`프로젝트 ${alpha.project} 3명`))).toBe(true);
    expect(report.lines.some((l) => l.startsWith(`대량 다운로드\t${keyId}\t`) && l.endsWith('하루 5명'))).toBe(true);
    expect((await cli('access-verify')).code).toBe(0);
  });

  it('spreads the records over the shards, and writers at once leave every chain whole', async () => {
    const at = portalNow().toISOString();
    await Promise.all(Array.from({ length: 60 }, (_, i) => repos().audit.record({ action: 'integration.read-application', actor: 'integrator:key_load', applicantId: made[i % 3], projectId: alpha.project, kind: 'read', count: 1, at })));
    const chains = await repos().audit.readChains(month());
    expect(chains).toHaveLength(AUDIT_SHARDS);
    // 60 random ids over 8 shards: every shard gets some (all in one would be a 1-in-10^50 draw).
    expect(chains.filter((c) => c.records.length > 0).length).toBeGreaterThanOrEqual(6);
    for (const c of chains) {
      expect(c.records.map((r) => r.link).sort((a, b) => a - b)).toEqual(c.records.map((_, i) => i + 1));
      expect(c.head?.link ?? 0).toBe(c.records.length);
    }
    const check = await verifyAccessRecords({ repos: repos() }, month());
    expect(check.broken).toBeUndefined();
    expect(check.records).toBeGreaterThanOrEqual(60);
    // The newest-first listing reads every shard, in time order, each record once.
    const period = { from: `${month()}-01T00:00:00.000Z`, to: new Date(portalNow().getTime() + 60_000).toISOString() };
    const seen: string[] = [];
    let position: { month: string; last?: { at: string; id: string } } | undefined = { month: month() };
    while (position) {
      const page: Awaited<ReturnType<ReturnType<typeof repos>['audit']['listNewestFirst']>> = await repos().audit.listNewestFirst(period, position, 7);
      seen.push(...page.rows.map((r) => `${r.at}#${r.id}`));
      position = page.next;
    }
    expect(seen).toEqual([...seen].sort().reverse());
    expect(new Set(seen).size).toBe(check.records);
  });

  it("writes an applicant's own submission beside the chains, unchained: listed with the month, outside every chain, and the chains still hold", async () => {
    const at = portalNow().toISOString();
    const before = (await repos().audit.readChains(month())).reduce((n, c) => n + c.records.length, 0);
    await repos().audit.record({ action: 'application.submitted', actor: `applicant:${made[0]}`, applicantId: made[0], projectId: alpha.project, at });
    expect((await repos().audit.listMonth(month())).some((r) => r.action === 'application.submitted' && r.at === at && r.applicantId === made[0])).toBe(true);
    const check = await verifyAccessRecords({ repos: repos() }, month());
    expect(check.records).toBe(before);
    expect(check.broken).toBeUndefined();
  });

  it("keeps the chains whole when the retention job forgets a destroyed applicant in the month's records", async () => {
    await repos().audit.record({ action: 'staff.read-application', actor: 'staff:access-suite', projectId: alpha.project, applicantId: made[1], kind: 'read', route: 'CheckApplicantById', count: 1, at: portalNow().toISOString() });
    await destructionStores(config())(alpha.tenant).forgetApplicantTrail(made[1]!);
    const records = (await repos().audit.readChains(month())).flatMap((c) => c.records);
    expect(records.some((r) => r.applicantId === made[1])).toBe(false);
    const check = await verifyAccessRecords({ repos: repos() }, month());
    expect(check.broken).toBeUndefined();
    expect(check.forgotten).toBeGreaterThanOrEqual(1);
  });

  it('reads the records written before the shards beside them, and the retention job forgets their applicant too', async () => {
    const at = portalNow().toISOString();
    const record = { action: 'staff.read-application', actor: 'staff:before', projectId: alpha.project, applicantId: made[2], at, entity: 'Audit', version: 1 };
    const id = 'abcdefabcdef';
    for (const key of [keys.auditUnsharded(month(), at, id), keys.applicantAudit(made[2]!, at, id)])
      await rawDynamoClient().send(new PutItemCommand({ TableName: config().TABLE_NAME, Item: marshall({ ...keys.tableKey(alpha.tenant, key), ...record }) }));
    expect(await repos().audit.listMonth(month())).toContainEqual(expect.objectContaining({ actor: 'staff:before', applicantId: made[2] }));
    const period = { from: `${month()}-01T00:00:00.000Z`, to: new Date(portalNow().getTime() + 60_000).toISOString() };
    expect((await repos().audit.listNewestFirst(period, { month: month() }, 100)).rows).toContainEqual(expect.objectContaining({ id, actor: 'staff:before' }));

    await destructionStores(config())(alpha.tenant).forgetApplicantTrail(made[2]!);
    const { pk, sk } = keys.tableKey(alpha.tenant, keys.auditUnsharded(month(), at, id));
    const after = (await rawDynamoClient().send(new GetItemCommand({ TableName: config().TABLE_NAME, Key: { pk: { S: pk }, sk: { S: sk } } }))).Item;
    expect(after?.applicantId).toBeUndefined();
    expect(after?.forgotten).toEqual({ BOOL: true });
    expect((await verifyAccessRecords({ repos: repos() }, month())).broken).toBeUndefined();
  });

  it('finds a record edited in the table (a raw UpdateItem): the access record chain detects an edited record', async () => {
    const chains = await repos().audit.readChains(month());
    const target = chains.flatMap((c) => c.records).find((r) => r.route === 'ExportApplications') as ChainedAuditRecord;
    const { pk, sk } = keys.tableKey(alpha.tenant, keys.audit(month(), target.at, target.id));
    // Someone with access to the table lowers the export's count, leaving everything else as it was.
    await rawDynamoClient().send(
      new UpdateItemCommand({ TableName: config().TABLE_NAME, Key: { pk: { S: pk }, sk: { S: sk } }, UpdateExpression: 'SET #c = :one', ExpressionAttributeNames: { '#c': 'count' }, ExpressionAttributeValues: { ':one': { N: '1' } } }),
    );
    const check = await verifyAccessRecords({ repos: repos() }, month());
    expect(check.broken).toMatchObject({ link: target.link, id: target.id, reason: 'edited' });
    const verify = await cli('access-verify');
    expect(verify.code).toBe(1);
    expect(verify.lines[0]).toContain(`id ${target.id}`);
  });
});
