import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import type { ApplicationDetail, ApplicationPage, ApplicationSummary, AuditPage, AuditRecordItem, SubmissionSnapshot } from '@portal/shared/schemas/integration';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalKst, portalNow } from '../support/test-clock.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';

/**
 * The integration API's first slice against the real stand-ins: a key made with the ops CLI lists the tenant's
 * applications of a project (docs/integration-api.md), page by page with the cursor, narrowed by task, status and
 * last change; every way of calling without a usable key, with another tenant's key or with an altered cursor is
 * refused with a Korean message.
 */
let portal: TestPortal;
const BETA = { host: 'beta.localhost', domainKey: 'beta', project: 91021 };
const OTHER_TASK = 910112;

/** Runs `npm run portal -- api-key ...` in this process (the CLI's own function), answering what it printed. */
async function cli(...args: string[]): Promise<{ code: number | undefined; lines: string[] }> {
  const lines: string[] = [];
  const code = await apiKeyCommand(processWiring(), args, (line) => lines.push(line));
  return { code, lines };
}

const list = (key: string | undefined, query: Record<string, string | number>, host: string = alpha.host) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return portal.get(host, `/api/integration/applications?${qs}`, key === undefined ? {} : { authorization: `Bearer ${key}` });
};

/** Every page of a listing, following nextCursor to the end. */
async function everyPage(key: string, query: Record<string, string | number>): Promise<{ items: ApplicationSummary[]; pages: number }> {
  const items: ApplicationSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = await list(key, { ...query, ...(cursor ? { cursor } : {}) });
    expect(r.status, r.text).toBe(200);
    const page = r.json<ApplicationPage>();
    expect(page.items.length).toBeLessThanOrEqual(Number(query.limit ?? 50));
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
    expect(pages, 'a listing that never ends').toBeLessThan(50);
  } while (cursor);
  return { items, pages };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);

let key: string;
let keyId: string;
/** Alpha's applicants of the project: three drafting in the first task, one in the other, one submitted, one cancelled. */
const made: Record<'drafts' | 'otherTask' | 'submitted' | 'cancelled', number[]> = { drafts: [], otherTask: [], submitted: [], cancelled: [] };
let changedFrom: string;
/** The saved (and submitted) first page of the submitted applicant. */
const SAVED = { english_name: 'Ma Jiwon' };

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  const created = await cli('create', 'alpha', '인사', '시스템');
  expect(created.code).toBe(0);
  key = created.lines.at(-1)!;
  keyId = /id (key_[A-Za-z0-9_-]+)/.exec(created.lines[0]!)![1]!;

  for (const name of ['가지원', '나지원', '다지원']) made.drafts.push((await createTestApplicant(alpha.tenant, alpha.project, alpha.task, name)).id);
  made.otherTask.push((await createTestApplicant(alpha.tenant, alpha.project, OTHER_TASK, '라지원')).id);
  const toSubmit = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '마지원')).id;
  const toCancel = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '바지원')).id;
  // Another project's applicant: never in this project's listing.
  await createTestApplicant(alpha.tenant, 91012, 910121, '사지원');

  // The last two change after the others were made: what `updatedSince` tells apart.
  await pause(30);
  changedFrom = new Date().toISOString();
  const repos = processWiring().reposFor(alpha.tenant);
  // The submitted one has a saved page, submitted as its snapshot (what the reads of one application answer).
  expect(await repos.answers.savePage({ applicantId: toSubmit, pageIndex: 0, expectedVersion: 0, values: SAVED, saveType: 'save', savedAt: portalKst() })).toEqual({ ok: true, version: 1 });
  for (const [id, n] of [[toSubmit, 1], [toCancel, 2]] as const) {
    expect(await repos.submissions.acquireLock(id, `req-${id}`, Date.now(), 60_000)).toBe('acquired');
    const pages = id === toSubmit ? [{ pageIndex: 0, version: 1, values: SAVED }] : [];
    expect(await repos.submissions.submit({ applicantId: id, requestId: `req-${id}`, seq: 1, applicantNumber: `A-${n}`, submittedAt: portalKst(), snapshotHash: `h${n}`, pages, messages: [] })).toBe(true);
  }
  expect(await repos.submissions.cancel(toCancel, 1, portalKst(), [])).toBe(true);
  made.submitted.push(toSubmit);
  made.cancelled.push(toCancel);
});
afterAll(() => portal?.close());

const all = () => [...made.drafts, ...made.otherTask, ...made.submitted, ...made.cancelled].sort((a, b) => a - b);

describe('API keys from the ops CLI', () => {
  it('prints the new key alone on its last line, and lists it by id, name and last four characters, never the key', async () => {
    expect(key).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
    const listed = await cli('list', 'alpha');
    expect(listed.code).toBe(0);
    expect(listed.lines[0]).toBe(integrationCliMessages.listHeader);
    const row = listed.lines.find((l) => l.startsWith(`${keyId}\t`))!;
    expect(row.split('\t').slice(1, 2)).toEqual(['인사 시스템']);
    expect(row.split('\t')[3]).toBe(key.slice(-4));
    expect(row.split('\t')[5]).toBe('-');
    expect(listed.lines.join('\n')).not.toContain(key);
    // Stored only as a keyed hash: the key's text is nowhere in what the store holds for it.
    const stored = await processWiring().reposFor(alpha.tenant).apiKeys.list();
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));
  });

  it('refuses a domain key no tenant has, and a revoke of a key the tenant does not have', async () => {
    await expect(cli('create', 'nobody')).rejects.toThrow(integrationCliMessages.unknownDomainKey('nobody'));
    expect((await cli('revoke', 'beta', keyId)).code).toBe(1);
    expect((await cli('revoke', 'alpha')).code).toBeUndefined();
  });
});

describe('GET /api/integration/applications', () => {
  it("lists the project's applications with who applied and where each stands, and nothing of another project", async () => {
    const r = await list(key, { projectId: alpha.project });
    expect(r.status, r.text).toBe(200);
    const page = r.json<ApplicationPage>();
    expect(ids(page.items)).toEqual(all());
    expect(page.nextCursor).toBeNull();
    const submitted = page.items.find((i) => i.id === made.submitted[0])!;
    expect(submitted).toMatchObject({ projectId: alpha.project, taskId: alpha.task, name: '마지원', phone: '01012345678', status: 'submitted', applicantNumber: 'A-1' });
    expect(submitted.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.items.find((i) => i.id === made.cancelled[0])).toMatchObject({ status: 'cancelled', applicantNumber: 'A-2' });
    expect(page.items.find((i) => i.id === made.drafts[0])).toMatchObject({ status: 'draft', applicantNumber: null, submittedAt: null });
    // The stored password hash and identity keys stay behind.
    expect(r.text).not.toContain('not-used');
    expect(r.text).not.toContain('identityHash');
  });

  it('returns every application exactly once when paged with the cursor', async () => {
    for (const limit of [1, 2, 4]) {
      const { items, pages } = await everyPage(key, { projectId: alpha.project, limit });
      expect(ids(items), `limit ${limit}`).toEqual(all());
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(all().length / limit));
    }
  });

  it('narrows the listing by task, status and last change, also across pages', async () => {
    const by = async (query: Record<string, string | number>) => ids((await everyPage(key, { projectId: alpha.project, limit: 2, ...query })).items);
    expect(await by({ taskId: OTHER_TASK })).toEqual(made.otherTask);
    expect(await by({ status: 'submitted' })).toEqual(made.submitted);
    expect(await by({ status: 'cancelled' })).toEqual(made.cancelled);
    expect(await by({ status: 'draft' })).toEqual([...made.drafts, ...made.otherTask].sort((a, b) => a - b));
    expect(await by({ status: 'draft', taskId: alpha.task })).toEqual(made.drafts);
    const changed = [...made.submitted, ...made.cancelled].sort((a, b) => a - b);
    expect(await by({ updatedSince: changedFrom })).toEqual(changed);
    // The same moment written in Korean time.
    const kst = new Date(Date.parse(changedFrom) + 9 * 3600_000).toISOString().replace('Z', '+09:00');
    expect(await by({ updatedSince: kst })).toEqual(changed);
    expect(await by({ updatedSince: '2099-01-01T00:00:00Z' })).toEqual([]);
  });

  it('answers an unknown or another tenant\'s project with 404, and bad query values with 400, in Korean', async () => {
    for (const projectId of [999_999, BETA.project]) {
      const r = await list(key, { projectId });
      expect(r.status, r.text).toBe(404);
      expect(r.json().message).toBe(integrationMessages.projectNotFound);
    }
    for (const query of <Record<string, string | number>[]>[{}, { projectId: 'abc' }, { projectId: alpha.project, limit: 101 }, { projectId: alpha.project, limit: 0 }, { projectId: alpha.project, status: 'Y' }, { projectId: alpha.project, updatedSince: '2026-01-01 00:00:00' }]) {
      const r = await list(key, query);
      expect(r.status, `${JSON.stringify(query)}: ${r.text}`).toBe(400);
      expect(r.json().message).toMatch(/[가-힣]/);
    }
  });

  it('refuses an altered cursor, or one of another project, with 400 and a Korean message', async () => {
    const first = (await list(key, { projectId: alpha.project, limit: 1 })).json<ApplicationPage>();
    expect(first.nextCursor).not.toBeNull();
    const decoded = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const altered = [
      encode({ ...decoded, p: 91012 }),
      encode({ ...decoded, p: BETA.project }),
      encode({ ...decoded, s: 99 }),
      encode({ ...decoded, s: -1 }),
      encode({ ...decoded, a: 'A#1' }),
      encode({ ...decoded, pk: 'T#9102#APPS#000000091021#000' }),
      encode({ ...decoded, s: 'T#9102' }),
      encode([decoded]),
      encode('x'),
      `${first.nextCursor!.slice(0, -2)}`,
      'AAAA',
    ];
    for (const cursor of altered) {
      const r = await list(key, { projectId: alpha.project, cursor });
      expect(r.status, `${cursor}: ${r.text}`).toBe(400);
      expect(r.json().message).toBe(integrationMessages.invalidCursor);
    }
    // Alpha's cursor sent with beta's project on beta's host: the key is refused before the cursor is read.
    const onBeta = await list(key, { projectId: BETA.project, cursor: first.nextCursor! }, BETA.host);
    expect(onBeta.status).toBe(401);
  });

  it('refuses a missing key, a malformed header, a made-up key, a revoked key and another tenant\'s key with 401 in Korean', async () => {
    const q = `/api/integration/applications?projectId=${alpha.project}`;
    const cases: [Record<string, string>, string][] = [
      [{}, messages.api.integratorOnly],
      [{ authorization: '' }, messages.api.integratorOnly],
      [{ authorization: key }, integrationMessages.malformedAuthorization],
      [{ authorization: `Basic ${key}` }, integrationMessages.malformedAuthorization],
      [{ authorization: `Bearer ${key} extra` }, integrationMessages.malformedAuthorization],
      [{ authorization: `Bearer rpk_${'A'.repeat(43)}` }, integrationMessages.invalidKey],
      [{ authorization: 'Bearer not-a-key' }, integrationMessages.invalidKey],
    ];
    for (const [headers, message] of cases) {
      const r = await portal.get(alpha.host, q, headers);
      expect(r.status, `${JSON.stringify(headers)}: ${r.text}`).toBe(401);
      expect(r.json().message).toBe(message);
    }

    // Tenant A's key on tenant B's host, and B's own key on A's host: unknown there.
    const onBeta = await list(key, { projectId: BETA.project }, BETA.host);
    expect(onBeta.status).toBe(401);
    expect(onBeta.json().message).toBe(integrationMessages.invalidKey);
    const betaKey = (await cli('create', BETA.domainKey)).lines.at(-1)!;
    expect((await list(betaKey, { projectId: BETA.project }, BETA.host)).status).toBe(200);
    const betaOnAlpha = await list(betaKey, { projectId: alpha.project });
    expect(betaOnAlpha.status).toBe(401);
    expect(betaOnAlpha.json().message).toBe(integrationMessages.invalidKey);

    // A key revoked with the CLI stops working at once; the CLI shows it revoked.
    const spare = await cli('create', 'alpha', '임시');
    const spareKey = spare.lines.at(-1)!;
    const spareId = /id (key_[A-Za-z0-9_-]+)/.exec(spare.lines[0]!)![1]!;
    expect((await list(spareKey, { projectId: alpha.project })).status).toBe(200);
    const revoked = await cli('revoke', 'alpha', spareId);
    expect(revoked).toEqual({ code: 0, lines: [integrationCliMessages.revoked(spareId)] });
    const r = await list(spareKey, { projectId: alpha.project });
    expect(r.status).toBe(401);
    expect(r.json().message).toBe(integrationMessages.invalidKey);
    expect((await cli('revoke', 'alpha', spareId)).lines).toEqual([integrationCliMessages.alreadyRevoked(spareId)]);
    const row = (await cli('list', 'alpha')).lines.find((l) => l.startsWith(`${spareId}\t`))!;
    expect(row.split('\t')[5]).not.toBe('-');
    // The key in use keeps working.
    expect((await list(key, { projectId: alpha.project })).status).toBe(200);
  });

  it("records a key's last use (at most once an hour)", async () => {
    const row = (await cli('list', 'alpha')).lines.find((l) => l.startsWith(`${keyId}\t`))!;
    expect(row.split('\t')[4]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

let betaKey: string | undefined;
/** One key of beta's, made with the CLI the first time it is asked for. */
const betaKeyOf = async (): Promise<string> => (betaKey ??= (await cli('create', BETA.domainKey)).lines.at(-1)!);

/** GET /api/integration/<path> with the key (none: no header), on alpha's host unless told. */
const read = (k: string | undefined, path: string, host: string = alpha.host, from?: string) =>
  portal.send('GET', host, `/api/integration${path}`, undefined, k === undefined ? {} : { authorization: `Bearer ${k}` }, from ? { from } : {});

describe('GET /api/integration/applications/{applicantId} and its submissions', () => {
  it('answers the applicant, its saved pages and its submission headers, never the password hash or identity keys', async () => {
    const r = await read(key, `/applications/${made.submitted[0]}`);
    expect(r.status, r.text).toBe(200);
    const detail = r.json<ApplicationDetail>();
    expect(detail.application).toMatchObject({ id: made.submitted[0], projectId: alpha.project, taskId: alpha.task, name: '마지원', status: 'submitted', applicantNumber: 'A-1', identityVerified: false, confirmedPages: [0], savePage: 0 });
    expect(detail.application.updatedAt >= changedFrom).toBe(true);
    expect(detail.pages).toEqual([expect.objectContaining({ pageIndex: 0, version: 1, values: SAVED, saveType: 'save' })]);
    expect(detail.submissions).toEqual([{ seq: 1, applicantNumber: 'A-1', submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), cancelledAt: null, snapshotHash: 'h1' }]);
    for (const secret of ['not-used', 'passwordHash', 'identityHash', 'tokenEpoch', 'previewEpoch']) expect(r.text).not.toContain(secret);

    const cancelled = (await read(key, `/applications/${made.cancelled[0]}`)).json<ApplicationDetail>();
    expect(cancelled.application.status).toBe('cancelled');
    expect(cancelled.submissions).toEqual([expect.objectContaining({ seq: 1, applicantNumber: 'A-2', cancelledAt: expect.any(String) })]);
    const draft = (await read(key, `/applications/${made.drafts[0]}`)).json<ApplicationDetail>();
    expect(draft).toMatchObject({ application: { status: 'draft', applicantNumber: null }, pages: [], submissions: [] });
  });

  it('answers one submitted snapshot with its pages, and 404 in Korean for a sequence number never submitted', async () => {
    const r = await read(key, `/applications/${made.submitted[0]}/submissions/1`);
    expect(r.status, r.text).toBe(200);
    expect(r.json<SubmissionSnapshot>()).toEqual({
      applicantId: made.submitted[0],
      seq: 1,
      applicantNumber: 'A-1',
      submittedAt: expect.any(String),
      cancelledAt: null,
      snapshotHash: 'h1',
      pages: [{ pageIndex: 0, version: 1, values: SAVED }],
    });
    for (const path of [`/applications/${made.submitted[0]}/submissions/2`, `/applications/${made.drafts[0]}/submissions/1`]) {
      const missing = await read(key, path);
      expect(missing.status, missing.text).toBe(404);
      expect(missing.json().message).toBe(integrationMessages.submissionNotFound);
    }
  });

  it("answers another tenant's applicant exactly as an id nobody has (404), and refuses malformed ids with 400 in Korean", async () => {
    // Applicant ids count per tenant: beta's gets one alpha has not reached, so that only the tenant tells them apart.
    const betaApplicant = { id: 8_000_000 + Math.floor(Math.random() * 1_000_000) };
    const betaCreated = await processWiring().reposFor(9102).applicants.create({
      id: betaApplicant.id, projectId: BETA.project, taskId: 910211, taskName: '연구직', name: '베타지원', phone: '01012345678', email: 'beta@example.com',
      passwordHash: 'not-used', auth: false, identityHash: `beta-${betaApplicant.id}`, status: 'N', confirmPage: [], savePage: null, fields: {}, createdAt: portalKst(),
    });
    expect(betaCreated).toBe(true);
    expect((await read(await betaKeyOf(), `/applications/${betaApplicant.id}`, BETA.host)).status).toBe(200);
    const answers = [];
    for (const id of [betaApplicant.id, 999_999_999]) {
      for (const path of [`/applications/${id}`, `/applications/${id}/submissions/1`]) {
        const r = await read(key, path);
        expect(r.status, r.text).toBe(404);
        expect(r.json().message).toBe(integrationMessages.applicationNotFound);
        answers.push(r.text);
      }
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers.join('')).not.toContain('베타지원');
    for (const path of ['/applications/abc', '/applications/1.5', `/applications/${made.submitted[0]}/submissions/0`, `/applications/${made.submitted[0]}/submissions/x`]) {
      const r = await read(key, path);
      expect(r.status, `${path}: ${r.text}`).toBe(400);
      expect(r.json().message).toMatch(/[가-힣]/);
    }
  });

  it("refuses another tenant's key, and this tenant's key on another tenant's host, with 401", async () => {
    const other = await betaKeyOf();
    for (const path of [`/applications/${made.submitted[0]}`, `/applications/${made.submitted[0]}/submissions/1`, '/audit']) {
      for (const [k, host] of [[other, alpha.host], [key, BETA.host], [undefined, alpha.host]] as const) {
        // An address of its own: this file's wrong keys from one address would be slowed past five (security.md 35).
        const r = await read(k, path, host, '127.0.52.1');
        expect(r.status, `${path} on ${host}: ${r.text}`).toBe(401);
        expect(r.json().message).toMatch(/[가-힣]/);
        expect(r.text).not.toContain('마지원');
      }
    }
  });
});

describe('GET /api/integration/audit', () => {
  const ours = (items: AuditRecordItem[]) => items.filter((i) => i.actor === `integrator:${keyId}`);
  /** Every page of the audit listing, following nextCursor to the end. */
  async function everyAuditPage(k: string, query: Record<string, string>, host: string = alpha.host): Promise<AuditRecordItem[]> {
    const items: AuditRecordItem[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages === 0 || cursor; pages++) {
      expect(pages, 'a listing that never ends').toBeLessThan(200);
      const r = await read(k, `/audit?${new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) })}`, host);
      expect(r.status, r.text).toBe(200);
      const page = r.json<AuditPage>();
      items.push(...page.items);
      cursor = page.nextCursor;
    }
    return items;
  }

  it('shows the reads of the integration API with the key that read, newest first, each record once across pages', async () => {
    const before = ours(await everyAuditPage(key, {}));
    const id = made.drafts[1]!;
    expect((await read(key, `/applications/${id}`)).status).toBe(200);
    expect((await read(key, `/applications/${made.submitted[0]}/submissions/1`)).status).toBe(200);
    const after = ours(await everyAuditPage(key, {}));
    expect(after.length).toBe(before.length + 2);
    // The two newest (in either order when written in the same millisecond).
    expect(after.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'integration.read-submission', actor: `integrator:${keyId}`, projectId: alpha.project, applicantId: made.submitted[0], seq: 1 }),
        expect.objectContaining({ action: 'integration.read-application', actor: `integrator:${keyId}`, projectId: alpha.project, applicantId: id, seq: null }),
      ]),
    );
    expect(after.map((i) => i.at)).toEqual([...after.map((i) => i.at)].sort().reverse());
    // Page by page with limit 1: the same records, each once.
    const walked = await everyAuditPage(key, { limit: '1' });
    expect(ours(walked).map((i) => i.id)).toEqual(after.map((i) => i.id));
    expect(new Set(walked.map((i) => `${i.at}#${i.id}`)).size).toBe(walked.length);
    // Nothing personal in the trail.
    expect(JSON.stringify(walked)).not.toMatch(/마지원|가지원|나지원|@example\.com/);
  });

  it('narrows the listing by months, dates and moments, in Korean time', async () => {
    const kstToday = portalKst().slice(0, 10);
    const now = portalNow();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
    expect(ours(await everyAuditPage(key, { from: kstToday, to: kstToday })).length).toBeGreaterThan(0);
    expect(ours(await everyAuditPage(key, { from: kstToday.slice(0, 7) })).length).toBeGreaterThan(0);
    expect(ours(await everyAuditPage(key, { to: lastMonth }))).toEqual([]);
    // A period still ahead: nothing yet (a `from` ahead of the default `to`, now, is refused below).
    expect(await everyAuditPage(key, { from: new Date(now.getTime() + 60_000).toISOString(), to: new Date(now.getTime() + 120_000).toISOString() })).toEqual([]);
    for (const [query, message] of [
      [{ from: kstToday, to: lastMonth }, integrationMessages.auditRangeOrder],
      [{ from: new Date(now.getTime() + 60_000).toISOString() }, integrationMessages.auditRangeOrder],
      [{ from: '2020-01', to: '2022-01' }, integrationMessages.auditRangeSpan(366)],
      [{ from: '2026-02-30' }, integrationMessages.auditBoundFormat('from')],
      [{ limit: '0' }, integrationMessages.limitRange(100)],
    ] as const) {
      const r = await read(key, `/audit?${new URLSearchParams(query)}`);
      expect(r.status, `${JSON.stringify(query)}: ${r.text}`).toBe(400);
      expect(r.json().message).toBe(message);
    }
  });

  it('refuses an altered cursor, or one of another listing, with 400 and a Korean message', async () => {
    const first = (await read(key, '/audit?limit=1')).json<AuditPage>();
    expect(first.nextCursor).not.toBeNull();
    const decoded = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const applications = (await list(key, { projectId: alpha.project, limit: 1 })).json<ApplicationPage>().nextCursor!;
    const altered = [
      encode({ ...decoded, m: '2019-01' }),
      encode({ ...decoded, m: '2099-01' }),
      encode({ ...decoded, a: '2099-01-01T00:00:00.000Z' }),
      encode({ ...decoded, a: 'T#9101#AUDIT' }),
      encode({ ...decoded, i: 'T#9102' }),
      encode({ ...decoded, pk: 'T#9102#AUDIT#2026-01' }),
      encode([decoded]),
      applications,
      first.nextCursor!.slice(0, -3),
      'AAAA',
    ];
    for (const cursor of altered) {
      const r = await read(key, `/audit?cursor=${cursor}`);
      expect(r.status, `${cursor}: ${r.text}`).toBe(400);
      expect(r.json().message).toBe(integrationMessages.invalidCursor);
    }
  });

  it("shows another tenant's key none of this tenant's records", async () => {
    const onBeta = await everyAuditPage(await betaKeyOf(), {}, BETA.host);
    expect(onBeta.filter((i) => i.actor === `integrator:${keyId}` || all().includes(i.applicantId ?? -1))).toEqual([]);
  });
});
