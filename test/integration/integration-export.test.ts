import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyScopes } from '@portal/shared/api/contract';
import type { AuditPage, ExportedApplications } from '@portal/shared/schemas/integration';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import { integrationCliMessages as cliM } from '@portal/shared/messages/integration-cli';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { countsCommand, jobCommand } from '../../functions/src/local/ops-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { portalKst } from '../support/test-clock.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The integration API's export of a project's applications (issue 21 item 3) against the real stand-ins: the file is
 * written to the object store and fetched through the answered URL, as an organisation's system would; the CSV is
 * read back as Excel reads it (BOM, Korean headers, one column per answer, no formula from an answer).
 */
let portal: TestPortal;
let key: string;
const OTHER_TASK = 910112;
const made: { first: number; second: number; other: number } = { first: 0, second: 0, other: 0 };

const exportOf = (body: unknown, apiKey = key, host: string = alpha.host) =>
  portal.send('POST', host, '/api/integration/exports', JSON.stringify(body), { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' });

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
  it('writes an Excel-friendly CSV of the project with Korean headers and one column per answer, fetched from the answered URL', async () => {
    const r = await exportOf({ projectId: alpha.project, format: 'csv' });
    expect(r.status, r.text).toBe(200);
    const exported = r.json<ExportedApplications>();
    expect(exported.rows).toBe(3);
    expect(exported.filename).toMatch(new RegExp(`^지원서_${alpha.project}_\\d{8}-\\d{4}\\.csv$`));
    const file = await fetch(exported.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(exported.filename));
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
  });

  it('narrows by task and status, and writes JSON with each application’s pages', async () => {
    const r = await exportOf({ projectId: alpha.project, format: 'json', taskId: alpha.task, status: 'draft' });
    expect(r.status, r.text).toBe(200);
    const exported = r.json<ExportedApplications>();
    expect(exported.filename.endsWith('.json')).toBe(true);
    const file = (await (await fetch(exported.url)).json()) as { project: { id: number }; items: { id: number; status: string; pages: { pageIndex: number; values: Record<string, unknown> }[] }[] };
    expect(file.project.id).toBe(alpha.project);
    expect(file.items.map((i) => i.id)).toEqual([made.first]);
    expect(file.items[0]!.pages[0]!.values).toEqual({ english_name: 'Kim, "Naebo"' });
    expect(exported.rows).toBe(1);
  });

  it('records the export in the audit trail', async () => {
    const audit = (await portal.get(alpha.host, '/api/integration/audit', { authorization: `Bearer ${key}` })).json<AuditPage>();
    expect(audit.items.filter((i) => i.action === 'integration.exported-applications' && i.projectId === alpha.project).length).toBeGreaterThanOrEqual(2);
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
  });
});
