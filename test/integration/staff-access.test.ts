import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenOf } from '@portal/shared/route-keys';
import type { AuditPage } from '@portal/shared/schemas/integration';
import type { HandoffLogin, MintedHandoff } from '@portal/shared/schemas/handoff';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { allEndpoints } from '@portal/shared/api/endpoints';
import type { AuditRecord } from '../../functions/src/domain/ports.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Issue 39 items 1–4, as the outside probe tried them (audit 2026-11-27 F01, F02, F09, F11): a staff session reaches
 * only what its link named, staff's test mode only reads, revoking a key ends what it minted, and the audit trail names
 * a handed-off staff member under the key that minted the link.
 */
let portal: TestPortal;
let handoffOnly: string;
let readHandoff: string;
type A = { id: number; token: string };
let submitted: A;
let other: A;
const repos = () => processWiring().reposFor(alpha.tenant);

const json = { 'content-type': 'application/json' };
const mint = (body: unknown, key: string) => portal.send('POST', alpha.host, '/api/integration/handoffs', JSON.stringify(body), { authorization: `Bearer ${key}`, ...json });
const authOf = (url: string) => /\/move\/([^/]+)\//.exec(new URL(url).pathname)![1]!;
/** Mints a link with the key and redeems it as the /move page does: the staff session's access token. */
async function session(body: Record<string, unknown>, key = readHandoff): Promise<string> {
  const minted = await mint({ staffId: 'lee.hr', ...body }, key);
  expect(minted.status, minted.text).toBe(200);
  const login = await portal.send('POST', alpha.host, '/api/app/handoff/login', JSON.stringify({ _token: authOf(minted.json<MintedHandoff>().url) }), json);
  expect(login.status, login.text).toBe(200);
  return login.json<HandoffLogin>().access_token;
}
const admin = (access: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
  portal.send(method, alpha.host, `/api/admin/${path}`, body === undefined ? undefined : JSON.stringify(body), { authorization: `Bearer ${access}`, ...json, ...extra });
const app = (path: string, body: unknown, token: string) => portal.send('POST', alpha.host, `/api/app/${path}`, JSON.stringify(body), { applicanttoken: token, ...json });
const checkById = (access: string, id: number) => admin(access, 'POST', 'applicant/checkById', { check_id: id });

/** An upload record of the applicant (the object itself is not needed to sign its link). */
async function uploadOf(applicantId: number): Promise<string> {
  const key = `files/t/${alpha.tenant}/applicants/${applicantId}/r4nd0m/cv.pdf`;
  await repos().uploads.put({ applicantId, key, filename: 'cv.pdf', filesize: 10, contentType: 'application/pdf', field: 'documents', pageIndex: 1, createdAt: new Date().toISOString() });
  return key;
}
const download = (access: string, key: string) => portal.send('GET', alpha.host, `/api/admin/download?${new URLSearchParams({ filepath: key, filename: 'cv.pdf' })}`, undefined, { authorization: `Bearer ${access}` });

const page0 = {
  english_name: 'Staff Probe',
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14' },
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: '1층',
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer: '직원 접근을 시험합니다.' }] } },
};
const page1 = { applicant_universities: [{ school_name: '한국대학교', period_start_date: '2017-03-02', period_end_date: '2021-02-20', gpa: '3.8' }] };

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('steps.yaml')]);
  handoffOnly = await makeApiKey('alpha', 'handoff-only', 'handoff');
  readHandoff = await makeApiKey('alpha', 'read-handoff', 'read,handoff');
  submitted = await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '김제출');
  for (const [pageIndex, values] of [[0, page0], [1, page1]] as const) {
    const saved = await app(`applicant/update/${submitted.id}`, { pageIndex, saveType: 'save', version: 0, values }, submitted.token);
    expect(saved.status, saved.text).toBe(200);
  }
  const done = await app(`applicant/complete/${submitted.id}`, {}, submitted.token);
  expect(done.json(), done.text).toMatchObject({ result: 'Y' });
  other = await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '남지원');
});
afterAll(() => portal?.close());

describe('a staff session reaches only what its link named (F01)', () => {
  it('refuses check and result links to a key without the read scope, and mints the other links', async () => {
    for (const body of [{ type: 'check', applicantId: submitted.id }, { type: 'result', applicantStepId: `1-${submitted.id}` }]) {
      const r = await mint({ staffId: 'lee.hr', ...body }, handoffOnly);
      expect([r.status, r.json().message], body.type).toEqual([403, integrationMessages.scopeMissing('read')]);
    }
    expect((await mint({ staffId: 'lee.hr', type: 'index' }, handoffOnly)).status).toBe(200);
  });

  it('walks the whole staff path with a handoff-only key and reaches no applicant', async () => {
    const file = await uploadOf(submitted.id);
    const access = await session({ type: 'index' }, handoffOnly);
    // The public side in the staff variant works as before.
    expect((await admin(access, 'GET', 'checkCompany')).status).toBe(200);
    for (const r of [
      await checkById(access, submitted.id),
      await admin(access, 'GET', `applicant/submissions/${submitted.id}`),
      await admin(access, 'POST', `applicant/previewKeys/revoke`, { id: submitted.id }),
      await admin(access, 'POST', `applicant/result/1-${submitted.id}/preview`, {}),
    ])
      expect([r.status, r.json().message], r.text).toEqual([403, handoffMessages.notThisLink]);
    const everyKey = await admin(access, 'POST', 'applicant/previewKeys/revoke', { all: true });
    expect([everyKey.status, everyKey.json().message]).toEqual([403, handoffMessages.operatorOnly]);
    // An upload answers as a file nobody has; the integration API's own read stays refused to the key.
    expect((await download(access, file)).status).toBe(404);
    const direct = await portal.send('GET', alpha.host, `/api/integration/applications/${submitted.id}`, undefined, { authorization: `Bearer ${handoffOnly}` });
    expect(direct.status).toBe(403);
    // Nothing of the applicant was read: the trail holds the mint and the login only.
    const trail = await portal.send('GET', alpha.host, '/api/integration/audit?limit=50', undefined, { authorization: `Bearer ${readHandoff}` });
    expect(trail.json<AuditPage>().items.filter((r) => r.applicantId === submitted.id && r.action.startsWith('staff.read'))).toEqual([]);
  });

  it("binds a check link's session to its applicant: history, submissions, files and results of that one only", async () => {
    const [mine, theirs] = [await uploadOf(submitted.id), await uploadOf(other.id)];
    const access = await session({ type: 'check', applicantId: submitted.id });
    expect((await checkById(access, submitted.id)).status).toBe(200);
    expect((await admin(access, 'GET', `applicant/submissions/${submitted.id}`)).status).toBe(200);
    expect((await download(access, mine)).status).toBe(302);
    expect((await download(access, theirs)).status).toBe(404);
    for (const r of [await checkById(access, other.id), await admin(access, 'GET', `applicant/submissions/${other.id}`), await admin(access, 'POST', `applicant/result/1-${other.id}/preview`, {})])
      expect([r.status, r.json().message], r.text).toEqual([403, handoffMessages.notThisLink]);
  });

  it("binds a result link's session to its one step, and opens no history; no applicant token travels in its address", async () => {
    const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: {}, chart: null };
    await repos().applicantSteps.publish(alpha.project, 7001, other.id, published);
    const access = await session({ type: 'result', applicantStepId: `7001-${other.id}` });
    // A caller's applicant token is accepted and never put in the address (F14).
    const minted = await mint({ staffId: 'lee.hr', type: 'result', applicantStepId: `7001-${other.id}`, applicantToken: other.token }, readHandoff);
    expect(Object.fromEntries(new URL(minted.json<MintedHandoff>().url).searchParams)).toEqual({ applicantStepId: `7001-${other.id}` });
    // The spec's result route for the same link: its adminToken is the link's own one-time auth, nothing of the applicant's.
    const { url, resultUrl } = minted.json<MintedHandoff>();
    const auth = new URL(url).pathname.split('/')[2]!;
    expect(new URL(resultUrl!).pathname).toBe(`/result/7001-${other.id}/${adminTokenOf(auth)}`);
    expect(resultUrl).not.toContain(other.token);
    // Past the binding (the fixture has no such step definition: not found), where another step or the history are not.
    expect((await admin(access, 'POST', `applicant/result/7001-${other.id}/preview`, {})).status).not.toBe(403);
    for (const r of [await admin(access, 'POST', `applicant/result/7002-${other.id}/preview`, {}), await checkById(access, other.id), await admin(access, 'GET', `applicant/submissions/${other.id}`)])
      expect([r.status, r.json().message], r.text).toEqual([403, handoffMessages.notThisLink]);
  });
});

describe("staff's test mode only reads (F02)", () => {
  it("cannot cancel the applicant's real final submission, save, submit or ask with the history's token; the applicant is untouched", async () => {
    const access = await session({ type: 'check', applicantId: submitted.id });
    const history = await checkById(access, submitted.id);
    expect(history.json()).toMatchObject({ admin: 'Y', applicant: { status: 'Y' } });
    const testToken = history.json<{ applicant: { token: string } }>().applicant.token;
    for (const r of [
      await app('applicant/cancel', {}, testToken),
      await app(`applicant/update/${submitted.id}`, { pageIndex: 0, saveType: 'save', version: 1, values: page0 }, testToken),
      await app(`applicant/complete/${submitted.id}`, {}, testToken),
    ])
      expect([r.status, r.json().message], r.text).toEqual([403, handoffMessages.testModeReadOnly]);
    expect((await repos().applicants.get(submitted.id))?.status).toBe('Y');
    // The applicant's own token still works as it did.
    expect((await app('applicant/check', {}, submitted.token)).json()).toMatchObject({ applicant: { status: 'Y' }, admin: 'N' });
  });

  it("opens nothing with another staff session's token, or once its own session is gone", async () => {
    const [first, second] = [await session({ type: 'check', applicantId: submitted.id }), await session({ type: 'check', applicantId: submitted.id })];
    const testToken = (await checkById(first, submitted.id)).json<{ applicant: { token: string } }>().applicant.token;
    const form = (access: string) => admin(access, 'GET', `forms/${alpha.task}/0`, undefined, { applicanttoken: testToken });
    expect((await form(first)).status).toBe(200);
    expect([(await form(second)).status, (await form(second)).json().message]).toEqual([403, handoffMessages.notThisLink]);
  });

  it('reads the staff token only from a well-formed Bearer header (the integration keys’ parser), null and undefined being none', async () => {
    const access = await session({ type: 'check', applicantId: submitted.id });
    const as = (authorization: string) => portal.send('POST', alpha.host, '/api/admin/applicant/checkById', JSON.stringify({ check_id: submitted.id }), { authorization, ...json });
    expect((await as(`bearer  ${access} `)).status).toBe(200);
    for (const bad of ['Bearer null', 'Bearer undefined', `Basic ${access}`, access, `Bearer ${access} extra`, 'Bearer'])
      expect([bad.replace(access, '<token>'), (await as(bad)).status]).toEqual([bad.replace(access, '<token>'), 401]);
  });
});

describe('revoking a key ends what it minted (F09)', () => {
  it('ends the sessions its links opened and refuses its unused links, at once', async () => {
    const lines: string[] = [];
    const key = await makeApiKey('alpha', 'to-revoke', 'read,handoff');
    const keyId = (await repos().apiKeys.list()).find((k) => k.name === 'to-revoke')!.id;
    const open = await session({ type: 'check', applicantId: submitted.id }, key);
    const testToken = (await checkById(open, submitted.id)).json<{ applicant: { token: string } }>().applicant.token;
    const unused = await mint({ staffId: 'lee.hr', type: 'index' }, key);
    expect(await apiKeyCommand(processWiring(), ['revoke', 'alpha', keyId], (l) => lines.push(l))).toBe(0);
    expect((await checkById(open, submitted.id)).status).toBe(401);
    expect((await admin(open, 'GET', `forms/${alpha.task}/0`, undefined, { applicanttoken: testToken })).status).toBe(401);
    const login = await portal.send('POST', alpha.host, '/api/app/handoff/login', JSON.stringify({ _token: authOf(unused.json<MintedHandoff>().url) }), json);
    expect([login.status, login.json().message]).toEqual([401, handoffMessages.linkInvalid]);
  });
});

describe('audit actors cannot be spoofed (F11)', () => {
  it("records a handed-off staff member under the minting key, and refuses the operator's names", async () => {
    const cli = await mint({ staffId: 'cli', type: 'index' }, readHandoff);
    expect([cli.status, cli.json().message]).toEqual([400, handoffMessages.staffIdReserved]);
    const access = await session({ type: 'check', applicantId: other.id, staffId: 'park.hr' });
    await checkById(access, other.id);
    const keyId = (await repos().apiKeys.list()).find((k) => k.name === 'read-handoff')!.id;
    const trail = (await portal.send('GET', alpha.host, '/api/integration/audit?limit=50', undefined, { authorization: `Bearer ${readHandoff}` })).json<AuditPage>();
    const actors = trail.items.filter((r) => r.applicantId === other.id && (r.action === 'staff.read-application' || r.action === 'staff.handoff-login')).map((r) => r.actor);
    expect(actors).toContain(`handoff:${keyId}:park.hr`);
    expect(actors.every((a) => a.startsWith(`handoff:${keyId}:`))).toBe(true);
  });
});

/**
 * What each applicant route leaves in the audit trail: the action its write records, 'read', or why it records none. A
 * route added to the contracts without a line here fails the first test below, so every new write is decided on.
 */
const AUDITED: Record<string, AuditRecord['action'] | 'read' | { none: string }> = {
  GetForm: 'read',
  GetSavedPage: 'read',
  OpenFormPage: 'read',
  ListExamPlaces: 'read',
  EtsInit: 'read',
  GetStepResult: 'read',
  SaveApplicantPage: 'application.saved',
  CompleteApplicant: 'application.submitted',
  CancelSubmission: 'application.cancelled',
  DeleteApplication: 'application.deleted',
  DownloadApplicantData: 'application.data-downloaded',
  CreateQnaInquiry: 'inquiry.sent',
  SubmitStepAnswers: 'step.answered',
  SubmitSurvey: 'survey.answered',
  CreateUploadUrl: { none: 'a one-minute upload address: the file is part of the application once a page save names it' },
  ConfirmUpload: { none: 'a checked file, part of the application once a page save names it (application.saved)' },
  CreateStepUploadUrl: { none: 'as CreateUploadUrl, for a step answer (step.answered)' },
  ConfirmStepUpload: { none: 'as ConfirmUpload, for a step answer (step.answered)' },
  CreateQnaUploadUrl: { none: 'as CreateUploadUrl, for an inquiry (inquiry.sent)' },
  ConfirmQnaUpload: { none: 'as ConfirmUpload, for an inquiry (inquiry.sent)' },
  DeleteQnaFile: { none: 'a loose attachment no inquiry holds yet' },
  SaveDraft: { none: 'unsaved input kept for the deadline sweep, which applies it as a page save' },
  LogSessionEnd: { none: 'a log line of its own: the session ended, nothing changed' },
  CreateApplicantStep: { none: "the empty record of an attach step, nothing the applicant answered" },
};

describe('every applicant-side write is in the audit trail under its real actor (F02)', () => {
  it('decides for every applicant route of the contracts whether it reads, records an audited write, or why not', () => {
    const routes = allEndpoints.filter((e) => e.scopes.includes('app') && (e.auth === 'applicant' || e.auth === 'own-applicant')).map((e) => e.id);
    expect(routes.filter((id) => !(id in AUDITED)), 'applicant routes with no line in AUDITED').toEqual([]);
    expect(Object.keys(AUDITED).filter((id) => !routes.includes(id)), 'lines in AUDITED of no applicant route').toEqual([]);
    // Reads are GETs or POSTs that carry what they read in the body; every POST that writes is an audited action or says why not.
    expect(Object.values(AUDITED).filter((v) => typeof v === 'string' && v !== 'read').length).toBe(8);
  });

  // The steps fixture (test/fixtures/tenants/steps.yaml): 701 asks for answers, 702 is a survey.
  const STEPS = { host: 'steps.localhost', tenant: 9151, project: 91511, task: 915111 };
  const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: {}, chart: null };
  const trailOf = async (host: string, key: string, applicantId: number) =>
    (await portal.send('GET', host, `/api/integration/audit?applicantId=${applicantId}&limit=100`, undefined, { authorization: `Bearer ${key}` })).json<AuditPage>().items;

  it('records page saves, the final submission, its cancel and an inquiry, newest first, in the application’s own trail', async () => {
    const a = await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '감사기록');
    for (const [pageIndex, values] of [[0, page0], [1, page1]] as const) expect((await app(`applicant/update/${a.id}`, { pageIndex, saveType: 'save', version: 0, values }, a.token)).status).toBe(200);
    expect((await app(`applicant/complete/${a.id}`, {}, a.token)).json()).toMatchObject({ result: 'Y' });
    expect((await app('applicant/cancel', {}, a.token)).json()).toMatchObject({ result: 'success' });
    expect((await app('board/qna', { category: '채용 절차', title: '감사 기록 문의', content: '기록되어야 합니다.', file_ids: [] }, a.token)).status).toBe(200);
    const trail = await trailOf(alpha.host, readHandoff, a.id);
    expect(trail.map((r) => `${r.action} ${r.actor}`).reverse()).toEqual([
      `application.saved applicant:${a.id}`,
      `application.saved applicant:${a.id}`,
      `application.submitted applicant:${a.id}`,
      `application.cancelled applicant:${a.id}`,
      `inquiry.sent applicant:${a.id}`,
    ]);
    // The organisation's month trail keeps the submission and the cancel, not every page save.
    const month = (await portal.send('GET', alpha.host, '/api/integration/audit?limit=100', undefined, { authorization: `Bearer ${readHandoff}` })).json<AuditPage>().items;
    expect(month.filter((r) => r.applicantId === a.id).map((r) => r.action).sort()).toEqual(['application.cancelled', 'application.submitted', 'inquiry.sent']);
  });

  it('records step answers and a survey once each, and nothing for a refused second survey', async () => {
    const key = await makeApiKey('steps', 'audit-read', 'read');
    const stepRepos = processWiring().reposFor(STEPS.tenant);
    const a = await createTestApplicant(STEPS.tenant, STEPS.project, STEPS.task, '단계기록');
    await stepRepos.applicantSteps.publish(STEPS.project, 701, a.id, published);
    await stepRepos.applicantSteps.publish(STEPS.project, 702, a.id, published);
    const send = (path: string, body: unknown) => portal.send('POST', STEPS.host, `/api/app/${path}`, JSON.stringify(body), { applicanttoken: a.token, ...json });
    const answers = { '1': { selected: [11] }, '3': { selected: [31] }, '4': { selected: [42] } };
    expect((await send(`applicant/result/701-${a.id}/update`, { answers })).json()).toEqual({ result: 'success' });
    expect((await send(`applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [11] } } })).json()).toEqual({ result: 'success' });
    expect((await send(`applicant/survey/702-${a.id}/store`, { answers: { '1': { selected: [12] } } })).json()).toMatchObject({ result: 'error' });
    const trail = await trailOf(STEPS.host, key, a.id);
    expect(trail.map((r) => `${r.action} ${r.actor}`).sort()).toEqual([`step.answered applicant:${a.id}`, `survey.answered applicant:${a.id}`]);
  });

  it("answers another tenant's or an unknown application id as not found", async () => {
    const r = await portal.send('GET', alpha.host, '/api/integration/audit?applicantId=987654321', undefined, { authorization: `Bearer ${readHandoff}` });
    expect([r.status, r.json().message]).toEqual([404, integrationMessages.applicationNotFound]);
  });
});
