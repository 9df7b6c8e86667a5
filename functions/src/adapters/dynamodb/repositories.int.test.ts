import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useStandIns } from '../../local/boot-local.ts';
import { ensureTable } from './create-table.ts';
import { documentClient, rawDynamoClient, scopedClient } from './document-client.ts';
import { tenantRepositories } from './tenant-repositories.ts';
import { tenantDirectory } from './tenant-directory.ts';
import { stripKeys, TenantTable } from './tenant-table.ts';
import type { Popup } from '@portal/shared';
import type { ApplicantRecord, CompanyRecord, TenantRepositories } from '../../domain/ports.ts';

/** Repositories' own conditional writes and the directory, against DynamoDB Local (isolation: applicant-data-isolation.int.test.ts). */
let a: TenantRepositories;
let b: TenantRepositories;
let table: string;
const now = () => new Date();

beforeAll(async () => {
  const s = inject('standIns');
  table = `repo-${randomUUID().slice(0, 8)}`;
  useStandIns({ ...s, stop: async () => undefined }, 'portal-uploads', table);
  await ensureTable(rawDynamoClient(), table);
  a = tenantRepositories(scopedClient(1), table, now);
  b = tenantRepositories(scopedClient(2), table, now);
});

const applicantRecord = (id: number): ApplicantRecord => ({
  id, projectId: 5, taskId: 50, taskName: '사무', name: '김지원', phone: '01012345678', email: 'a@example.com', passwordHash: '', auth: false,
  identityHash: `identity-${id}`, status: 'N', confirmPage: [], savePage: null, fields: {}, createdAt: '2026-01-01T00:00:00.000Z',
});

describe('versioned conditional writes', () => {
  it("lets one of two writers of a new item through and refuses the other, whose write id is not the stored one", async () => {
    // Both writers read (nothing) before either writes: the store holds each put until both reads are answered.
    const base = documentClient();
    let reads = 0;
    let bothRead!: () => void;
    const read = new Promise<void>((r) => (bothRead = r));
    const racing = {
      send: async (command: unknown) => {
        if (command instanceof PutCommand) await read;
        const answer = await base.send(command as GetCommand);
        if (command instanceof GetCommand && ++reads === 2) bothRead();
        return answer;
      },
    } as unknown as DynamoDBDocumentClient;
    const t = new TenantTable(racing, table, 3);
    const key = { part: '', sk: `PUT#${randomUUID()}` };
    const results = await Promise.allSettled([t.put(key, 'test', { who: 1 }), t.put(key, 'test', { who: 2 })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused?.reason as Error).name).toBe('ConditionalCheckFailedException');
    const stored = await t.get<{ who: number; version: number }>(key);
    expect(stored).toMatchObject({ who: results[0]!.status === 'fulfilled' ? 1 : 2, version: 1 });
    // The write id stays storage detail: the domain never sees it.
    expect(Object.keys(stripKeys(stored!))).toEqual(['who']);
  });

  const page = (applicantId: number, expectedVersion: number, name: string) =>
    a.answers.savePage({ applicantId, pageIndex: 0, expectedVersion, values: { name }, saveType: 'temp', savedAt: new Date().toISOString() });

  it('refuses a stale page save and answers the page as it stands, overwriting nothing', async () => {
    await a.applicants.create(applicantRecord(31));
    expect(await page(31, 0, '첫 저장')).toEqual({ ok: true, version: 1 });
    expect(await page(31, 1, '두 번째 저장')).toEqual({ ok: true, version: 2 });
    const stale = await page(31, 1, '늦게 온 저장');
    expect(stale).toMatchObject({ ok: false, reason: 'stale', current: { version: 2, values: { name: '두 번째 저장' } } });
    expect(await a.answers.getPage(31, 0)).toMatchObject({ version: 2, values: { name: '두 번째 저장' } });
  });

  it('lets exactly one of 100 concurrent saves of the same version through', async () => {
    await a.applicants.create(applicantRecord(32));
    await page(32, 0, '처음');
    // A save whose answer the store did not give in time on a loaded machine (the SDK's tries all timed out) may or may
    // not have been applied: it is counted apart, and still at most one save of the version is stored.
    const timedOut = (e: unknown) => ((e as { name?: string }).name === 'TimeoutError' ? ('timeout' as const) : Promise.reject(e));
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => page(32, 1, `동시 저장 ${i}`).catch(timedOut)));
    const won = results.flatMap((r, i) => (r !== 'timeout' && r.ok ? [i] : []));
    const lost = results.filter((r) => r === 'timeout').length;
    expect(won.length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r !== 'timeout' && !r.ok && r.reason === 'stale')).toHaveLength(100 - won.length - lost);
    const stored = await a.answers.getPage(32, 0);
    expect(stored).toMatchObject({ version: 2 });
    const winner = Number(/동시 저장 (\d+)/.exec(String((stored?.values as { name?: string }).name))?.[1]);
    // The stored save is the one that won, or one whose answer was lost.
    expect(won.length === 1 ? winner === won[0] : results[winner] === 'timeout').toBe(true);
  });

  it('refuses a page save once the application is finally submitted', async () => {
    await a.applicants.create(applicantRecord(33));
    await page(33, 0, '제출 전');
    expect(await a.submissions.acquireLock(33, 'req', Date.now(), 60_000)).toBe('acquired');
    expect(await a.submissions.submit({ applicantId: 33, requestId: 'req', seq: 1, applicantNumber: 'N-1', submittedAt: new Date().toISOString(), snapshotHash: 'h', pages: [{ pageIndex: 0, version: 1, values: { name: '제출 전' } }], messages: [] })).toBe(true);
    expect(await page(33, 1, '제출 후')).toEqual({ ok: false, reason: 'submitted' });
    expect(await a.answers.getPage(33, 0)).toMatchObject({ version: 1, values: { name: '제출 전' } });
  });
});

describe('a code and the message that sends it', () => {
  const at = Math.floor(Date.now() / 1000);
  const record = { channel: 'sms' as const, purpose: 'applicant_certification' as const, projectId: 5, codeHash: 'h1', codeExpiresAt: at + 300, attempts: 0 };
  const message = (id: string) => ({ id, kind: 'code' as const, channel: 'sms' as const, to: '01012345678', text: `코드 ${id}`, code: { channel: 'sms' as const, purpose: 'applicant_certification' as const, recipientHash: 'code-recipient' } });

  it("stores a new code with its message in one transaction, names the message on the code, and leaves the earlier code's message to be dropped", async () => {
    await a.verifications.putCode('code-recipient', { ...record, messageId: 'code.first' }, 600, message('code.first'));
    await a.verifications.putCode('code-recipient', { ...record, codeHash: 'h2', messageId: 'code.second' }, 600, message('code.second'));
    expect(await a.verifications.get('sms', 'applicant_certification', 'code-recipient')).toMatchObject({ codeHash: 'h2', messageId: 'code.second', attempts: 0 });
    expect(await a.outbox.get({ id: 'code.first' })).toMatchObject({ state: 'pending', kind: 'code', text: '코드 code.first' });
    expect(await a.outbox.get({ id: 'code.second' })).toMatchObject({ state: 'pending', code: { recipientHash: 'code-recipient' } });
    // Tenant B has neither the code nor its message.
    expect(await b.verifications.get('sms', 'applicant_certification', 'code-recipient')).toBeUndefined();
    expect(await b.outbox.get({ id: 'code.second' })).toBeUndefined();
  });

  it("writes neither the code nor its message when the message's id was taken (a retried transaction writes nothing twice)", async () => {
    await a.verifications.putCode('taken-recipient', { ...record, messageId: 'code.taken' }, 600, message('code.taken'));
    await expect(a.verifications.putCode('taken-recipient', { ...record, codeHash: 'other', messageId: 'code.taken' }, 600, message('code.taken'))).rejects.toThrow(/code not stored/);
    expect(await a.verifications.get('sms', 'applicant_certification', 'taken-recipient')).toMatchObject({ codeHash: 'h1' });
  });

  it("stores an identity provider's result with no message, and drops the message id a code there had", async () => {
    await a.verifications.putCode('identity-recipient', { ...record, messageId: 'code.before' }, 600, message('code.before'));
    await a.verifications.putCode('identity-recipient', { ...record, codeHash: 'identity' }, 600);
    const stored = await a.verifications.get('sms', 'applicant_certification', 'identity-recipient');
    expect(stored).toMatchObject({ codeHash: 'identity' });
    expect(stored?.messageId).toBeUndefined();
  });
});

describe('what the code-send counters hold for an hour (the rolling window reads the previous hour)', () => {
  it("reads the recipient's, the address's and the tenant's sends of an hour, the tenant's summed over its shards, only in that tenant", async () => {
    const hour = 490_000;
    for (let i = 0; i < 3; i++) expect(await a.verifications.countSend('sms', 'recipient-r', hour, 10)).toBe(true);
    for (let i = 0; i < 2; i++) expect(await a.verifications.countAddressSend('address-r', hour, 10)).toBe(true);
    // 20 sends land on several shards (each takes at most ceil(20 / shards) of a limit of 20).
    for (let i = 0; i < 20; i++) expect(await a.verifications.countTenantSend(hour, 20)).toBe(true);
    expect([await a.verifications.sends('sms', 'recipient-r', hour), await a.verifications.addressSends('address-r', hour), await a.verifications.tenantSends(hour)]).toEqual([3, 2, 20]);
    expect([await a.verifications.sends('sms', 'recipient-r', hour + 1), await a.verifications.addressSends('address-r', hour - 1), await a.verifications.tenantSends(hour + 1)]).toEqual([0, 0, 0]);
    expect([await b.verifications.sends('sms', 'recipient-r', hour), await b.verifications.addressSends('address-r', hour), await b.verifications.tenantSends(hour)]).toEqual([0, 0, 0]);
  });
});

describe('a page save with an idempotency key', () => {
  const answerOf = (applicantId: number, version: number) => ({ id: applicantId, pageIndex: 0, version, savedAt: '2026-11-27 09:00:00', confirm_page: [], save_page: 0 });
  const keyed = (repos: TenantRepositories, applicantId: number, expectedVersion: number, name: string, key: string, requestHash: string) =>
    repos.answers.savePage({
      applicantId,
      pageIndex: 0,
      expectedVersion,
      values: { name },
      saveType: 'temp',
      savedAt: '2026-11-27 09:00:00',
      idempotency: { key, record: { requestHash, answer: answerOf(applicantId, expectedVersion + 1) } },
    });

  it("writes the key's record with the page, and answers a try that missed it with that record, writing nothing", async () => {
    await a.applicants.create(applicantRecord(34));
    const key = randomUUID();
    expect(await keyed(a, 34, 0, '처음', key, 'h1')).toEqual({ ok: true, version: 1 });
    const record = { requestHash: 'h1', answer: answerOf(34, 1) };
    expect(await a.idempotency.find({ applicantId: 34 }, key)).toEqual(record);
    // A try sent at the same moment did not see the record before its write: the record's condition cancels it.
    expect(await keyed(a, 34, 0, '처음', key, 'h1')).toEqual({ ok: false, reason: 'duplicate', record });
    // So does one whose page version would still fit: the record alone stops it.
    expect(await keyed(a, 34, 1, '다른 내용', key, 'h2')).toEqual({ ok: false, reason: 'duplicate', record });
    expect(await a.answers.getPage(34, 0)).toMatchObject({ version: 1, values: { name: '처음' } });
    // Another applicant's key space is its own.
    expect(await a.idempotency.find({ applicantId: 35 }, key)).toBeUndefined();
  });

  it('lets one of 20 concurrent tries with one key write, and answers each other one the winner’s record', async () => {
    await a.applicants.create(applicantRecord(36));
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => keyed(a, 36, 0, '동시', key, 'same')));
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, version: 1 }]);
    expect(results.filter((r) => !r.ok)).toEqual(Array.from({ length: 19 }, () => ({ ok: false, reason: 'duplicate', record: { requestHash: 'same', answer: answerOf(36, 1) } })));
    expect(await a.answers.getPage(36, 0)).toMatchObject({ version: 1 });
  });

  it('forgets a record after a day: a later save with its key is a save of its own', async () => {
    await a.applicants.create(applicantRecord(37));
    const key = randomUUID();
    expect(await keyed(a, 37, 0, '어제', key, 'h1')).toEqual({ ok: true, version: 1 });
    const tomorrow = tenantRepositories(scopedClient(1), table, () => new Date(Date.now() + 24 * 3600_000 + 1000));
    // TTL deletion lags: the item may still be there, but it no longer answers.
    expect(await tomorrow.idempotency.find({ applicantId: 37 }, key)).toBeUndefined();
    expect(await keyed(tomorrow, 37, 1, '오늘', key, 'h2')).toEqual({ ok: true, version: 2 });
    expect(await tomorrow.idempotency.find({ applicantId: 37 }, key)).toEqual({ requestHash: 'h2', answer: answerOf(37, 2) });
  });
});

describe("the other applicant writes with an idempotency key (the record in the write's own transaction)", () => {
  const success = { result: 'success' as const };
  const keyedSuccess = (key: string) => ({ key, record: { requestHash: 'h', answer: success } });
  const duplicateOf = <A>(answer: A) => ({ ok: false, reason: 'duplicate', record: { requestHash: 'h', answer } });
  const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: {}, chart: null };

  it("stores a step's answers once from 10 concurrent tries with one key, and answers every other try the winner's record", async () => {
    const step = await a.applicantSteps.publish(5, 9401, 41, published);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => a.applicantSteps.saveAnswers(step, { 1: { text: `답변 ${i}` } }, new Date().toISOString(), keyedSuccess(key))));
    expect(results.filter((r) => r === true)).toHaveLength(1);
    expect(results.filter((r) => r !== true)).toEqual(Array.from({ length: 9 }, () => duplicateOf(success)));
    expect((await a.applicantSteps.get(41, 9401))?.version).toBe(step.version + 1);
    expect(await a.idempotency.find({ applicantId: 41 }, key)).toEqual({ requestHash: 'h', answer: success });
    // Without a key a stale version is refused as before: false, nothing written.
    expect(await a.applicantSteps.saveAnswers(step, { 1: { text: '늦은 답변' } }, new Date().toISOString())).toBe(false);
  });

  it('stores a survey once from 10 concurrent tries with one key, and refuses a later submit without it', async () => {
    await a.applicantSteps.publish(5, 9402, 42, published);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => a.applicantSteps.saveSurvey(42, 9402, { 1: { text: '만족' } }, new Date().toISOString(), keyedSuccess(key))));
    expect(results.filter((r) => r === true)).toHaveLength(1);
    expect(results.filter((r) => r !== true)).toEqual(Array.from({ length: 9 }, () => duplicateOf(success)));
    expect(await a.applicantSteps.saveSurvey(42, 9402, { 1: { text: '다시' } }, new Date().toISOString())).toBe(false);
    expect(await a.applicantSteps.saveSurvey(42, 9402, { 1: { text: '다시' } }, new Date().toISOString(), keyedSuccess(randomUUID()))).toBe(false);
    expect((await a.applicantSteps.get(42, 9402))?.surveyAnswers).toEqual({ 1: { text: '만족' } });
  });

  it('stores one inquiry from 10 concurrent tries with one key (each with its own id), and answers the others the first', async () => {
    const key = randomUUID();
    const inquiry = (i: number) => ({ id: `inq-keyed-${i}`, applicantId: 43, projectId: 5, category: '채용 일반 문의', title: '문의', content: '내용', files: [], email: 'a@example.com', createdAt: new Date().toISOString() });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => a.inquiries.create(inquiry(i), { key, record: { requestHash: 'h', answer: { result: 'success', id: `inq-keyed-${i}` } } })));
    expect(results.filter((r) => r === true)).toHaveLength(1);
    const stored = await a.inquiries.listByApplicant(43);
    expect(stored).toHaveLength(1);
    expect(results.filter((r) => r !== true)).toEqual(Array.from({ length: 9 }, () => duplicateOf({ result: 'success', id: stored[0]!.id })));
  });

  it("creates one applicant from 10 concurrent auth saves with one key, the key's record in a partition of its own", async () => {
    const key = randomUUID();
    const person = (id: number) => ({ ...applicantRecord(id), identityHash: 'identity-keyed-create', loginHash: 'login-keyed-create' });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => a.applicants.create(person(4400 + i), { key, record: { requestHash: 'h', answer: { id: 4400 + i } } })));
    expect(results.filter((r) => r === true)).toHaveLength(1);
    const id = await a.applicants.findIdByIdentity(5, 'identity-keyed-create');
    expect(results.filter((r) => r !== true)).toEqual(Array.from({ length: 9 }, () => duplicateOf({ id })));
    expect(await a.idempotency.find('visitor', key)).toEqual({ requestHash: 'h', answer: { id } });
    // Without a key the same person is refused as before.
    expect(await a.applicants.create(person(4499))).toBe(false);
  });

  it('lets a verification used by an auth save be used again only by a retry of that save (its key)', async () => {
    const at = Math.floor(Date.now() / 1000);
    const code = { channel: 'email' as const, purpose: 'applicant_certification' as const, projectId: 5, codeHash: 'c', codeExpiresAt: at + 300, attempts: 0 };
    await a.verifications.putCode('keyed-recipient', code, 600);
    expect(await a.verifications.markVerified('email', 'applicant_certification', 'keyed-recipient', 'c', at, at + 600)).toBe(true);
    const key = randomUUID();
    expect(await a.verifications.consume('email', 'applicant_certification', 'keyed-recipient', at, key)).toBe(true);
    expect(await a.verifications.get('email', 'applicant_certification', 'keyed-recipient')).toMatchObject({ consumedAt: at, consumedBy: key });
    expect(await a.verifications.consume('email', 'applicant_certification', 'keyed-recipient', at, key)).toBe(true);
    expect(await a.verifications.consume('email', 'applicant_certification', 'keyed-recipient', at, randomUUID())).toBe(false);
    expect(await a.verifications.consume('email', 'applicant_certification', 'keyed-recipient', at)).toBe(false);
  });
});

describe('the deadline job\'s draft index', () => {
  it("lists every draft of a project across the index's partitions, and no other project's", async () => {
    const savedAt = new Date().toISOString();
    const ids = Array.from({ length: 70 }, (_, i) => 500 + i);
    await Promise.all(ids.map((applicantId) => a.drafts.put({ applicantId, projectId: 77, pageIndex: 0, version: 1, values: { name: `초안 ${applicantId}` }, savedAt })));
    await a.drafts.put({ applicantId: 900, projectId: 78, pageIndex: 0, version: 1, values: {}, savedAt });
    await b.drafts.put({ applicantId: 501, projectId: 77, pageIndex: 1, version: 1, values: {}, savedAt });
    const listed: number[] = [];
    for await (const page of a.drafts.listByProject(77)) listed.push(...page.map((d) => d.applicantId));
    expect(listed.sort((x, y) => x - y)).toEqual(ids);
  });
});

describe('the audit trail, newest first (the integration API)', () => {
  it('walks the month partitions of a period downwards, each record once, and leaves out what lies outside it', async () => {
    const times = ['2025-11-30T23:59:59.999Z', '2025-12-01T00:00:00.000Z', '2025-12-15T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-20T00:00:00.000Z', '2026-02-01T00:00:00.000Z'];
    for (const [i, at] of times.entries()) await a.audit.record({ action: 'staff.read-application', actor: `staff:${i}`, applicantId: i, at });
    await b.audit.record({ action: 'staff.read-application', actor: 'staff:b', applicantId: 99, at: '2026-01-10T00:00:00.000Z' });
    // December up to (not including) February: two empty-ended months, a month with two records of the same time.
    const period = { from: '2025-12-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' };
    for (const limit of [1, 2, 3, 10]) {
      const seen: { at: string; id: string; actor: string }[] = [];
      let position: { month: string; last?: { at: string; id: string } | undefined } | undefined = { month: '2026-01' };
      for (let pages = 0; position; pages++) {
        expect(pages, `limit ${limit}: a walk that never ends`).toBeLessThan(20);
        const page = await a.audit.listNewestFirst(period, position, limit);
        expect(page.rows.length).toBeLessThanOrEqual(limit);
        seen.push(...page.rows);
        position = page.next;
      }
      expect(seen.map((r) => r.actor).sort(), `limit ${limit}`).toEqual(['staff:1', 'staff:2', 'staff:3', 'staff:4', 'staff:5']);
      expect(seen.map((r) => r.at), `limit ${limit}`).toEqual([...seen.map((r) => r.at)].sort().reverse());
      expect(new Set(seen.map((r) => r.id)).size).toBe(5);
      for (const r of seen) expect(r.id).toMatch(/^[0-9a-f]{12}$/);
    }
    expect((await b.audit.listNewestFirst(period, { month: '2026-01' }, 10)).rows.map((r) => r.actor)).toEqual(['staff:b']);
  });
});

describe('a local table in an earlier key layout', () => {
  it('is dropped and created again, with the layout recorded', async () => {
    const { DeleteItemCommand, GetItemCommand, PutItemCommand } = await import('@aws-sdk/client-dynamodb');
    const old = `old-${randomUUID().slice(0, 8)}`;
    await ensureTable(rawDynamoClient(), old);
    // What a table of the first layout looks like: no layout marker, tenant items on the tenant's one partition.
    await rawDynamoClient().send(new DeleteItemCommand({ TableName: old, Key: { pk: { S: 'DIR#LAYOUT' }, sk: { S: 'TABLE' } } }));
    await rawDynamoClient().send(new PutItemCommand({ TableName: old, Item: { pk: { S: 'T#1' }, sk: { S: 'APPLICANT#000000000001' } } }));
    const lines: string[] = [];
    await ensureTable(rawDynamoClient(), old, (l) => lines.push(l));
    expect(lines.join('')).toContain('저장 형식이 바뀌어');
    expect((await rawDynamoClient().send(new GetItemCommand({ TableName: old, Key: { pk: { S: 'T#1' }, sk: { S: 'APPLICANT#000000000001' } } }))).Item).toBeUndefined();
    // A table in the current layout is kept as it is.
    await rawDynamoClient().send(new PutItemCommand({ TableName: old, Item: { pk: { S: 'T#1' }, sk: { S: 'COMPANY' } } }));
    await ensureTable(rawDynamoClient(), old, (l) => lines.push(l));
    expect((await rawDynamoClient().send(new GetItemCommand({ TableName: old, Key: { pk: { S: 'T#1' }, sk: { S: 'COMPANY' } } }))).Item).toBeDefined();
    expect(lines).toHaveLength(1);
  });
});

describe('the tenant directory', () => {
  it('directory: routes hosts and domain keys to tenants and keeps brands', async () => {
    const dir = tenantDirectory(documentClient(), table);
    await dir.register({ id: 1, domainKey: 'a' }, { name: 'A', hosts: ['careers.a.test'] }, false);
    expect(await dir.findByHost('careers.a.test')).toEqual({ id: 1, domainKey: 'a' });
    expect(await dir.findByDomainKey('a')).toEqual({ id: 1, domainKey: 'a' });
    expect(await dir.findBrand({ id: 2, domainKey: 'a' })).toBeUndefined();
    expect(await dir.findDefault()).toBeUndefined();
  });
});

describe('the hostname check\'s cached reads (company, popups)', () => {
  const company = (name: string): CompanyRecord => ({ id: 3, domain: 'c', name, headerColor: 'white', boardMenus: [], labels: {}, site: { move_homepage: 'N', message_position: 'left', main_message: '', sub_message: '', introduction: '', terms_privacy: '', terms_email: '', submit_agreements: '' }, testIps: [], domains: [], projectsCount: 0 });
  const popup = (id: number, title: string): Popup => ({ id, isActive: true, title, content: '', position: 'center', padding_x: 1, padding_y: 1, top_margin: 0, left_margin: 0 });

  it('serves a recent read, drops it on a write through this container, and keeps tenants apart', async () => {
    const c = tenantRepositories(scopedClient(3), table, now);
    const d = tenantRepositories(scopedClient(4), table, now);
    await c.company.put(company('첫 이름'));
    await c.popups.replaceAll([popup(1, '첫 팝업')]);
    expect(await c.company.getRecent()).toMatchObject({ name: '첫 이름' });
    expect(await c.popups.listRecent()).toMatchObject([{ title: '첫 팝업' }]);
    expect(await d.company.getRecent()).toBeUndefined();
    expect(await d.popups.listRecent()).toEqual([]);

    // A change made elsewhere (another container, the ops CLI) is seen once the copy is older than the limit.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient().send(new UpdateCommand({ TableName: table, Key: { pk: 'T#3', sk: 'COMPANY' }, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'name' }, ExpressionAttributeValues: { ':n': '다른 곳에서 바꾼 이름' } }));
    expect(await c.company.getRecent()).toMatchObject({ name: '첫 이름' });
    expect(await c.company.get()).toMatchObject({ name: '다른 곳에서 바꾼 이름' });

    // A write through this container is seen at once.
    await c.company.put(company('새 이름'));
    await c.popups.replaceAll([popup(2, '새 팝업')]);
    expect(await c.company.getRecent()).toMatchObject({ name: '새 이름' });
    expect(await c.popups.listRecent()).toMatchObject([{ title: '새 팝업' }]);
    // Shared by every request of the container: frozen.
    expect(Object.isFrozen(await c.company.getRecent())).toBe(true);
  });
});
