import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyScopes } from '@portal/shared/api/contract';
import type { AuditPage, ExportJobView } from '@portal/shared/schemas/integration';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import { integrationCliMessages as cliM } from '@portal/shared/messages/integration-cli';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { countsCommand, jobCommand } from '../../functions/src/local/ops-commands.ts';
import { resetConfig } from '../../functions/src/config.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { exportUnitQueue } from '../../functions/src/wiring/optional/export-units.ts';
import { config } from '../../functions/src/config.ts';
import { runExport } from '../support/exports.ts';
import { seedApplications } from '../support/seed-applications.ts';
import { SUITE_MIN_PART_BYTES } from '../support/stand-ins-setup.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalKst } from '../support/test-clock.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The integration API's export of a project's applications (issue 21 item 3, issue 45 item 5) against the real
 * stand-ins: POST records a job and queues it, the export job writes the file to the object store as a multipart
 * upload, and the poll answers the URL it is fetched through, as an organisation's system would; the CSV is read back as
 * Excel reads it (BOM, Korean headers, one column per answer from the form, no formula from an answer).
 */
let portal: TestPortal;
let key: string;
const OTHER_TASK = 910112;
const made: { first: number; second: number; other: number } = { first: 0, second: 0, other: 0 };

const exportOf = (body: unknown, apiKey = key, host: string = alpha.host) =>
  portal.send('POST', host, '/api/integration/exports', JSON.stringify(body), { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' });
const call = (method: string, path: string, body?: unknown) =>
  portal.send(method, alpha.host, `/api/integration/${path}`, body === undefined ? undefined : JSON.stringify(body), { authorization: `Bearer ${key}`, 'content-type': 'application/json' });
/** An export run to its end (posted, polled until done), its file fetched. */
async function exported(body: unknown): Promise<{ job: ExportJobView; file: Response }> {
  const { queued, job } = await runExport(call, body);
  expect(queued.status).toBe('queued');
  expect(job.status, job.message).toBe('done');
  return { job, file: await fetch(job.url!) };
}

/** A CSV as Excel reads it: the BOM, then CRLF lines of comma cells (quoted cells may hold commas, quotes and breaks). */
function parseCsv(bytes: Uint8Array): { bom: boolean; rows: string[][] } {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const bom = text.startsWith('\uFEFF');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = bom ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && body[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  return { bom, rows };
}

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  const lines: string[] = [];
  expect(await apiKeyCommand(processWiring(), ['create', 'alpha', 'export', '--scopes', 'read,export'], (l) => lines.push(l))).toBe(0);
  key = lines.at(-1)!;
  made.first = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '김내보')).id;
  made.second = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '이내보')).id;
  made.other = (await createTestApplicant(alpha.tenant, alpha.project, OTHER_TASK, '박내보')).id;
  const repos = processWiring().reposFor(alpha.tenant);
  const save = (applicantId: number, values: Record<string, unknown>) => repos.answers.savePage({ applicantId, pageIndex: 0, expectedVersion: 0, values, saveType: 'save', savedAt: portalKst() });
  expect(await save(made.first, { english_name: 'Kim, "Naebo"' })).toMatchObject({ ok: true });
  // An answer that Excel would run as a formula.
  expect(await save(made.second, { english_name: '=HYPERLINK("http://evil.example")', applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '2' }] } } })).toMatchObject({ ok: true });
  expect(await repos.submissions.acquireLock(made.second, 'req-export', Date.now(), 60_000)).toBe('acquired');
  expect(await repos.submissions.submit({ applicantId: made.second, requestId: 'req-export', seq: 1, applicantNumber: 'EX-1', submittedAt: portalKst(), snapshotHash: 'h', pages: [{ pageIndex: 0, version: 1, values: {} }], messages: [] })).toBe(true);
});
afterAll(() => portal?.close());

describe('POST /api/integration/exports', () => {
  it('queues a job at once, and its poll answers an Excel-friendly CSV of the project with Korean headers and one column per answer of the form', async () => {
    const posted = await exportOf({ projectId: alpha.project, format: 'csv' });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.json()).toEqual({ id: expect.stringMatching(/^exp_[A-Za-z0-9_-]{22}$/), status: 'queued', poll: `/api/integration/exports/${posted.json().id}` });
    await portal.queues.drain();
    const { job, file } = await exported({ projectId: alpha.project, format: 'csv' });
    expect(job.rows).toBe(3);
    expect(job.filename).toMatch(new RegExp(`^지원서_${alpha.project}_\\d{8}-\\d{4}\\.csv$`));
    expect(Date.parse(job.expiresAt!) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(job.filename!));
    const { bom, rows } = parseCsv(new Uint8Array(await file.arrayBuffer()));
    expect(bom).toBe(true);
    const [header, ...lines] = rows;
    expect(header!.slice(0, 8)).toEqual([m.exportColumns.id, m.exportColumns.applicantNumber, m.exportColumns.taskId, m.exportColumns.taskName, m.exportColumns.name, m.exportColumns.email, m.exportColumns.phone, m.exportColumns.status]);
    const english = header!.indexOf('기본정보 - 영문 이름');
    expect(english).toBeGreaterThan(0);
    expect(lines.map((l) => Number(l[0]))).toEqual([made.first, made.second, made.other].sort((a, b) => a - b));
    const byId = new Map(lines.map((l) => [Number(l[0]), l]));
    expect(byId.get(made.first)![4]).toBe('김내보');
    expect(byId.get(made.first)![english]).toBe('Kim, "Naebo"');
    expect(byId.get(made.first)![7]).toBe(m.exportStatus.draft);
    expect(byId.get(made.second)![7]).toBe(m.exportStatus.submitted);
    expect(byId.get(made.second)![1]).toBe('EX-1');
    expect(byId.get(made.second)![english]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(byId.get(made.other)![english]).toBe('');
    // A question of the page's question group: its own column, titled with the question, answered with the option's text.
    const question = header!.indexOf('기본정보 - 채용 공고를 어디에서 보셨나요?');
    expect(question).toBeGreaterThan(english);
    expect(byId.get(made.second)![question]).toBe('지인 추천');
    expect(byId.get(made.first)![question]).toBe('');
    expect(header!.some((h) => h.includes('applicant_add_questions_edit'))).toBe(false);
    // The columns come from the form, not the rows: a form item nobody answered has its column too; the last is '기타 답변'.
    expect(header!.at(-1)).toBe(m.exportOtherAnswers);
    expect(lines.every((l) => l.length === header!.length)).toBe(true);
  });

  it('keeps answers saved under keys the form does not have in the last column, as JSON', async () => {
    const repos = processWiring().reposFor(alpha.tenant);
    const legacy = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '최기타')).id;
    expect(await repos.answers.savePage({ applicantId: legacy, pageIndex: 0, expectedVersion: 0, values: { english_name: 'Choi', retired_field: '옛 답변' }, saveType: 'save', savedAt: portalKst() })).toMatchObject({ ok: true });
    const { file } = await exported({ projectId: alpha.project, format: 'csv', taskId: alpha.task });
    const [header, ...lines] = parseCsv(new Uint8Array(await file.arrayBuffer())).rows;
    const line = lines.find((l) => Number(l[0]) === legacy)!;
    expect(JSON.parse(line[header!.length - 1]!)).toEqual({ '0:retired_field': '옛 답변' });
    expect(line[header!.indexOf('기본정보 - 영문 이름')]).toBe('Choi');
    expect(lines.find((l) => Number(l[0]) === made.first)!.at(-1)).toBe('');
    await repos.applicants.deleteAll((await repos.applicants.get(legacy))!);
  });

  it('answers a poll of an unknown or malformed export id in Korean', async () => {
    const unknown = await call('GET', 'exports/exp_AAAAAAAAAAAAAAAAAAAAAA');
    expect({ status: unknown.status, message: unknown.json().message }).toEqual({ status: 404, message: m.exportNotFound });
    const malformed = await call('GET', 'exports/not-an-export');
    expect({ status: malformed.status, message: malformed.json().message }).toEqual({ status: 400, message: m.exportId });
  });

  it('narrows by task and status, and writes JSON with each application’s pages', async () => {
    const { job, file: fetched } = await exported({ projectId: alpha.project, format: 'json', taskId: alpha.task, status: 'draft' });
    expect(job.filename!.endsWith('.json')).toBe(true);
    const file = (await fetched.json()) as { project: { id: number }; items: { id: number; status: string; pages: { pageIndex: number; values: Record<string, unknown> }[] }[] };
    expect(file.project.id).toBe(alpha.project);
    expect(file.items.map((i) => i.id)).toEqual([made.first]);
    expect(file.items[0]!.pages[0]!.values).toEqual({ english_name: 'Kim, "Naebo"' });
    expect(job.rows).toBe(1);
  });

  it('records each finished export in the audit trail with its rows', async () => {
    const audit = (await portal.get(alpha.host, '/api/integration/audit?limit=100', { authorization: `Bearer ${key}` })).json<AuditPage>();
    const records = audit.items.filter((i) => i.action === 'integration.exported-applications' && i.projectId === alpha.project);
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(records.map((r) => r.count)).toContain(3);
    expect(records.every((r) => r.route === 'ExportApplications' && r.kind === 'export')).toBe(true);
  });

  it('refuses an unknown project, another format, and another tenant’s host, in Korean', async () => {
    const unknown = await exportOf({ projectId: 424242, format: 'csv' });
    expect({ status: unknown.status, message: unknown.json().message }).toEqual({ status: 404, message: m.projectNotFound });
    const xlsx = await exportOf({ projectId: alpha.project, format: 'xlsx' });
    expect({ status: xlsx.status, message: xlsx.json().message }).toEqual({ status: 400, message: m.exportFormat });
    expect((await exportOf({ projectId: alpha.project, format: 'csv' }, key, 'beta.localhost')).status).toBe(401);
    // A key granted only reading may not export.
    const lines: string[] = [];
    expect(await apiKeyCommand(processWiring(), ['create', 'alpha', 'reader'], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toContain('권한 read');
    const readOnly = await exportOf({ projectId: alpha.project, format: 'csv' }, lines.at(-1)!);
    expect({ status: readOnly.status, message: readOnly.json().message }).toEqual({ status: 403, message: m.scopeMissing('export') });
    const refused: string[] = [];
    expect(await apiKeyCommand(processWiring(), ['create', 'alpha', 'x', '--scopes', 'read,admin'], (l) => refused.push(l))).toBe(1);
    expect(refused).toEqual([cliM.scopesFormat(keyScopes.join(', '))]);
  });
});

describe('an export that keeps failing', () => {
  it('is marked failed on its last try, with the Korean message the poll answers, and its unit parked', async () => {
    // A job whose object lies outside the tenant's export prefix: the tenant's file store refuses every try.
    const id = 'exp_FAILSFAILSFAILSFAILS00';
    const at = new Date().toISOString();
    await processWiring().reposFor(alpha.tenant).exports.create({ id, projectId: alpha.project, format: 'csv', filter: {}, state: 'queued', rows: 0, key: `exports/t/9999/${id}/x.csv`, filename: 'x.csv', actor: 'integrator:test', createdAt: at, progressAt: at });
    const parkedBefore = portal.queues.stats('WriteExports').parked.length;
    await exportUnitQueue(config()).send([{ tenantId: alpha.tenant, projectId: alpha.project, exportId: id }]);
    await portal.queues.drain();
    expect(portal.queues.stats('WriteExports').parked.slice(parkedBefore)).toEqual([JSON.stringify({ tenantId: alpha.tenant, projectId: alpha.project, exportId: id })]);
    const polled = await call('GET', `exports/${id}`);
    expect(polled.json<ExportJobView>()).toMatchObject({ status: 'failed', message: m.exportFailed });
  });
});

describe('the ops CLI', () => {
  it("prints a project's applications by task and status", async () => {
    const lines: string[] = [];
    expect(await countsCommand(processWiring(), ['alpha', String(alpha.project)], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toBe(cliM.countsTitle(alpha.project, '알파 신입 채용'));
    expect(lines[1]).toBe(cliM.countsHeader);
    // total, submitted, draft, cancelled
    expect(lines.slice(2)).toEqual([`${alpha.task} 사무직\t2\t1\t1\t0`, `${OTHER_TASK} 기술직\t1\t0\t1\t0`, `${cliM.countsTotal}\t3\t1\t2\t0`]);
    expect(await countsCommand(processWiring(), ['alpha'], () => undefined)).toBeUndefined();
    await expect(countsCommand(processWiring(), ['alpha', '424242'], () => undefined)).rejects.toThrow(m.projectNotFound);
  });

  it('runs a scheduled job once and says what it did', async () => {
    const lines: string[] = [];
    expect(await jobCommand(['DeadlineSweep'], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^DeadlineSweep 작업을 한 번 실행했습니다: \{"busy":false,"due":\d+,"dispatched":\d+\}$/);
    // Its units ran through the unit queue before the command ended (each unit of a due end, none failed).
    const dispatched = Number(/"dispatched":(\d+)/.exec(lines[0]!)![1]);
    expect(dispatched).toBeGreaterThan(0);
    expect(lines[1]).toBe(cliM.jobUnitsRan('DeadlineSweep', dispatched, 0, 0));
    expect(await jobCommand(['NoSuchJob'], () => undefined)).toBeUndefined();
    // The export job has no run of its own: POST exports sends its units.
    expect(await jobCommand(['WriteExports'], () => undefined)).toBeUndefined();
  });
});

// Last: its rows would change the counts above.
describe('a large export', () => {
  it('writes a large export in several parts over several invocations, each going on after its last part, and a duplicate unit changes nothing', async () => {
    const SEEDED = 600;
    const started = Date.now();
    await seedApplications(alpha.tenant, alpha.project, OTHER_TASK, { count: SEEDED, firstId: 5_000_000, values: (id) => ({ english_name: `Seed ${id}`, motive: '지원 동기 '.repeat(8) }) });
    const seededMs = Date.now() - started;
    // Parts of 16 KiB (the suites' S3 stand-in takes them) and a unit that stops after each part: many invocations.
    process.env.EXPORT_PART_BYTES = String(SUITE_MIN_PART_BYTES);
    process.env.EXPORT_UNIT_BUDGET_MS = '1';
    resetConfig();
    resetProcessWiring();
    try {
      const before = portal.queues.stats('WriteExports').deliveries.length;
      const polled = new Set<number>();
      const { queued, job } = await runExport(call, { projectId: alpha.project, format: 'csv', taskId: OTHER_TASK }, { onPoll: (v) => polled.add(v.rows), timeoutMs: 60_000 });
      expect(job.status, job.message).toBe('done');
      expect(job.rows).toBe(SEEDED + 1);
      const deliveries = portal.queues.stats('WriteExports').deliveries.length - before;
      expect(deliveries).toBeGreaterThan(5);
      // Progress was visible between the first poll and the last.
      expect([...polled].some((n) => n > 0 && n < SEEDED + 1)).toBe(true);
      const bytes = new Uint8Array(await (await fetch(job.url!)).arrayBuffer());
      expect(bytes.length).toBeGreaterThan(SUITE_MIN_PART_BYTES * 5);
      const { bom, rows } = parseCsv(bytes);
      expect(bom).toBe(true);
      const ids = rows.slice(1).map((l) => Number(l[0]));
      // Every application once, in id order, across the parts and invocations.
      expect(ids).toEqual([made.other, ...Array.from({ length: SEEDED }, (_, i) => 5_000_000 + i)]);
      expect(rows.slice(1).every((l) => l.length === rows[0]!.length)).toBe(true);

      // The same unit again (a redelivery after a crash): the job is done, the file stays as it was.
      await exportUnitQueue(config()).send([{ tenantId: alpha.tenant, projectId: alpha.project, exportId: queued.id }]);
      await portal.queues.drain();
      const again = (await call('GET', `exports/${queued.id}`)).json<ExportJobView>();
      expect({ status: again.status, rows: again.rows }).toEqual({ status: 'done', rows: SEEDED + 1 });
      expect(new Uint8Array(await (await fetch(again.url!)).arrayBuffer())).toEqual(bytes);
      console.log(`export of ${SEEDED + 1} rows: seeded in ${seededMs} ms, written in ${deliveries} invocations`);
    } finally {
      delete process.env.EXPORT_PART_BYTES;
      delete process.env.EXPORT_UNIT_BUDGET_MS;
      resetConfig();
      resetProcessWiring();
    }
  });
});
