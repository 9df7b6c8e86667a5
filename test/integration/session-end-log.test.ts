import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordMetrics } from '../../functions/src/domain/business-metrics.ts';
import { recordLog } from '../../functions/src/domain/log.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** Spec 4 'Session and deadline timer' / 8 'Session limit': a save refused because the session ended logs the session end. */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910111;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());
afterEach(() => vi.restoreAllMocks());

const headers = (token: string) => ({ 'content-type': 'application/json', applicanttoken: token });
const save = (a: { id: number; token: string }, body: Record<string, unknown>) =>
  portal.send('POST', HOST, `/api/app/applicant/update/${a.id}`, JSON.stringify(body), headers(a.token));

/** The session-end lines logged while `act` runs. */
async function sessionEnds(act: () => Promise<unknown>) {
  const logged = recordLog();
  try {
    await act();
  } finally {
    logged.stop();
  }
  return logged.lines.filter((l) => l.message === 'applicant session ended').map((l) => l.fields);
}

describe('8 Session limit: the session end is logged', () => {
  it('8: a save refused because the session ended logs the session end with the applicant and the page', async () => {
    const ended = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -600);
    let status = 0;
    const lines = await sessionEnds(async () => {
      const r = await save(ended, { pageIndex: 1, saveType: 'temp', version: 0, values: {} });
      status = r.status;
      expect(r.json()).toEqual({ code: 'session', message: '세션이 만료되었습니다. 페이지가 이동됩니다.' });
    });
    expect(status).toBe(401);
    expect(lines).toEqual([expect.objectContaining({ tenantId: TENANT, applicantId: ended.id, pageIndex: 1, cause: 'save-refused' })]);
  });

  it('8: a save within the session logs no session end, nor does another call refused for an ended session', async () => {
    const live = await createTestApplicant(TENANT, PROJECT, TASK);
    expect(await sessionEnds(() => save(live, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Kim' } }))).toEqual([]);
    const ended = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -600);
    expect(await sessionEnds(() => portal.get(HOST, `/api/app/forms/${TASK}/0`, { applicanttoken: ended.token }))).toEqual([]);
  });

  it("8: the browser's own report after its automatic save is logged as such", async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const lines = await sessionEnds(() => portal.send('POST', HOST, `/api/app/applicant/log/sessionEnd/${a.id}`, JSON.stringify({ pageIndex: 0 }), headers(a.token)));
    expect(lines).toEqual([expect.objectContaining({ applicantId: a.id, pageIndex: 0, cause: 'browser' })]);
  });
});

describe('structured log lines (issue 45): what Lambda and `npm start` write', () => {
  it('writes one JSON line through Powertools with the route, request id, tenant and applicant, and no personal data', async () => {
    const ended = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -600);
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      await save(ended, { pageIndex: 1, saveType: 'temp', version: 0, values: {} });
    } finally {
      stdout.mockRestore();
    }
    const lines = written.flatMap((w) => w.split('\n')).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.message === 'applicant session ended');
    expect(line).toMatchObject({ level: 'INFO', service: 'portal', route: 'SaveApplicantPage', tenantId: TENANT, applicantId: ended.id, actor: 'visitor', cause: 'save-refused' });
    expect(line?.requestId).toEqual(expect.any(String));
    expect(Date.parse(String(line?.timestamp))).not.toBeNaN();
    expect(JSON.stringify(lines)).not.toContain('김지원');
  });

  it('counts a saved page for its tenant and project, and no count for a save refused for an ended session', async () => {
    const live = await createTestApplicant(TENANT, PROJECT, TASK);
    const ended = await createTestApplicant(TENANT, PROJECT, TASK, '김지원', -600);
    const recorded = recordMetrics();
    try {
      expect((await save(live, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: 'Kim' } })).status).toBe(200);
      expect((await save(ended, { pageIndex: 1, saveType: 'temp', version: 0, values: {} })).status).toBe(401);
    } finally {
      recorded.stop();
    }
    expect(recorded.counts).toEqual([{ name: 'PagesSaved', tenantId: TENANT, projectId: PROJECT, n: 1 }]);
  });
});
