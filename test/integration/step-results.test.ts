import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import { formatKst, messages, stepQuestionSchema, type HistoryStep, type StepResult } from '@portal/shared';
import type { ApplicationPosition, PublishedResult, TenantRepositories } from '../../functions/src/domain/ports.ts';
import { runNotifyResults } from '../../functions/src/jobs/notify-results.ts';
import { reportUntoldResults } from '../../functions/src/domain/steps/report-untold-results.ts';
import { untoldResultsCommand } from '../../functions/src/local/ops-commands.ts';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { stepBody } from '../support/integration-config-bodies.ts';
import { portalNow } from '../support/test-clock.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** Steps and results (issue 19): release on the server clock, answers, surveys, attach steps and notifications. */
let portal: TestPortal;
let repos: TenantRepositories;
const HOST = 'steps.localhost';
const TENANT = 9151;
const PROJECT = 91511;
const TASK = 915111;
const m = messages.steps;

beforeAll(async () => {
  portal = await startTestPortal([fixture('steps.yaml')]);
  repos = processWiring().reposFor(TENANT);
});
afterAll(() => portal?.close());
afterEach(() => portal.clock.reset());

const json = (token?: string, staff?: string) => ({
  'content-type': 'application/json',
  ...(token ? { applicanttoken: token } : {}),
  ...(staff ? { authorization: `Bearer ${staff}` } : {}),
});
const app = (path: string, body: unknown, token?: string) => portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), json(token));
const PASS: PublishedResult = { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: '합격', scores: { 필기: '<p>90점</p>' }, chart: null };

/** A token made on the portal's clock as it is now (after a shift the first one's session has ended). */
const freshToken = async (applicantId: number) => (await repos.applicantTokens.create(applicantId, 3600, 1800)).token;

async function applicantWithResult(stepId: number, result: PublishedResult = PASS) {
  const a = await createTestApplicant(TENANT, PROJECT, TASK, '결과자');
  await repos.applicantSteps.publish(PROJECT, stepId, a.id, result);
  return a;
}

describe('release on the server clock', () => {
  it('keeps a result unreadable through every route until its start, and readable one second after it opens', async () => {
    const step = (await repos.steps.get(PROJECT, 701))!;
    const start = new Date(portalNow().getTime() + 3_600_000);
    // A step of its own whose result opens in an hour (same content as 701).
    await repos.steps.replaceForProject(PROJECT, [...(await repos.steps.listByProject(PROJECT)), { ...step, id: 799, resultStartDate: formatKst(start) }]);
    const a = await applicantWithResult(799);
    const id = `799-${a.id}`;
    const routes = () => [
      app(`applicant/result/${id}`, {}, a.token),
      app(`applicant/result/${id}/update`, { answers: { '1': { selected: [11] } } }, a.token),
      app(`applicant/result/${id}/upload-url`, { questionId: 5, filename: 'a.pdf', size: 10, contentType: 'application/pdf' }, a.token),
      app(`applicant/result/${id}/upload`, { questionId: 5, key: 'x', filename: 'a.pdf' }, a.token),
    ];
    for (const r of await Promise.all(routes())) {
      expect(r.status, r.text).toBe(403);
      expect(r.json<{ message: string }>().message).toBe(m.notOpen);
      expect(r.text).not.toContain('합격');
    }
    // The history shows the step as not started, without anything of the result (not even that a record exists).
    const history = (await app('applicant/check', {}, a.token)).json<{ applicantSteps: { id: string | null; step: { id: number; progressStatus: string } }[] }>();
    expect(history.applicantSteps.find((s) => s.step.id === 799)).toMatchObject({ id: null, result_message_status: 'N', step: { progressStatus: 'before' } });

    portal.clock.freeze();
    portal.clock.shift(start.getTime() - portalNow().getTime() - 1_000);
    const token = await freshToken(a.id);
    expect((await app(`applicant/result/${id}`, {}, token)).status).toBe(403);
    portal.clock.shift(2_000);
    const open = await app(`applicant/result/${id}`, {}, token);
    expect(open.status, open.text).toBe(200);
    expect(open.json<StepResult>().stepInfo).toMatchObject({ resultMessage: '합격', result_type: 'pass' });
    await repos.steps.replaceForProject(PROJECT, (await repos.steps.listByProject(PROJECT)).filter((s) => s.id !== 799));
  });

  it('before its result start, answers an applicant with a record and one without alike, in the history and the result route (F08)', async () => {
    const base = (await repos.steps.get(PROJECT, 701))!;
    const start = formatKst(new Date(portalNow().getTime() + 5 * 86_400_000));
    // The organisation loads the next step's records ahead of its announcement, for the applicants who advanced.
    await repos.steps.replaceForProject(PROJECT, [...(await repos.steps.listByProject(PROJECT)), { ...base, id: 798, title: '면접', viewTitle: '면접전형', type: 'interview', resultStartDate: start }]);
    try {
      const advanced = await applicantWithResult(798);
      const other = await createTestApplicant(TENANT, PROJECT, TASK, '결과자');
      const stepIn = async (who: { token: string }) => {
        const r = await app('applicant/check', {}, who.token);
        expect(r.status, r.text).toBe(200);
        return r.json<{ applicantSteps: HistoryStep[] }>().applicantSteps.find((s) => s.step.id === 798);
      };
      const [seenByAdvanced, seenByOther] = await Promise.all([stepIn(advanced), stepIn(other)]);
      expect(seenByAdvanced).toMatchObject({ id: null, result_message_status: 'N', step: { progressStatus: 'before', view_title: '면접전형' } });
      // Indistinguishable but for whose history it is.
      expect({ ...seenByAdvanced, applicant_id: 0 }).toEqual({ ...seenByOther, applicant_id: 0 });

      const [own, guessed] = await Promise.all([app(`applicant/result/798-${advanced.id}`, {}, advanced.token), app(`applicant/result/798-${other.id}`, {}, other.token)]);
      expect([own.status, guessed.status]).toEqual([403, 403]);
      expect(guessed.json()).toEqual(own.json());

      // Staff still see the record and its status.
      const { token: staff } = await repos.staffSessions.create('steps-suite', 600);
      const byId = await portal.send('POST', HOST, '/api/admin/applicant/checkById', JSON.stringify({ check_id: advanced.id }), json(undefined, staff));
      expect(byId.json<{ applicantSteps: HistoryStep[] }>().applicantSteps.find((s) => s.step.id === 798)).toMatchObject({ id: `798-${advanced.id}`, result_message_status: 'Y' });
    } finally {
      await repos.steps.replaceForProject(PROJECT, (await repos.steps.listByProject(PROJECT)).filter((s) => s.id !== 798));
    }
  });

  it('closes a result after its end, hides ended and stopped steps from the applicant but not from staff', async () => {
    const a = await applicantWithResult(701);
    await repos.applicantSteps.publish(PROJECT, 704, a.id, PASS);
    await repos.applicantSteps.publish(PROJECT, 705, a.id, PASS);
    const listed = async (token: string) => (await app('applicant/check', {}, token)).json<{ applicantSteps: { step: { id: number; progressStatus: string } }[] }>().applicantSteps.map((s) => `${s.step.id}:${s.step.progressStatus}`);
    expect(await listed(a.token)).toEqual(['701:ongoing', '703:ongoing']);
    expect((await app(`applicant/result/704-${a.id}`, {}, a.token)).status).toBe(403);
    expect((await app(`applicant/result/705-${a.id}`, {}, a.token)).status).toBe(403);

    const { token: staff } = await repos.staffSessions.create('steps-suite', 600);
    const byId = await portal.send('POST', HOST, '/api/admin/applicant/checkById', JSON.stringify({ check_id: a.id }), json(undefined, staff));
    expect(byId.json<{ applicantSteps: { step: { id: number } }[] }>().applicantSteps.map((s) => s.step.id).sort()).toEqual([701, 703, 704, 705]);
    // Staff read an ended result in test mode; the read is audited.
    const preview = await portal.send('POST', HOST, `/api/admin/applicant/result/704-${a.id}/preview`, '{}', json(undefined, staff));
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json<StepResult>().access_test).toBe('test');
    const month = formatKst(portalNow()).slice(0, 7);
    expect((await repos.audit.listMonth(month)).some((e) => e.action === 'staff.read-result' && e.applicantId === a.id)).toBe(true);

    // Past the end of 701 the applicant reads nothing of it.
    const end = Date.parse(`${(await repos.steps.get(PROJECT, 701))!.resultEndDate.replace(' ', 'T')}+09:00`);
    portal.clock.shift(end - portalNow().getTime() + 1_000);
    const token = await freshToken(a.id);
    expect((await app(`applicant/result/701-${a.id}`, {}, token)).status).toBe(403);
    expect(await listed(token)).toEqual([]);
  });

  it("answers a step's configured fixed result title (spec part 2, 2.8), and null where the step has none", async () => {
    const a = await applicantWithResult(706);
    const titled = await app(`applicant/result/706-${a.id}`, {}, a.token);
    expect(titled.status, titled.text).toBe(200);
    expect(titled.json<StepResult>().step.result_title).toBe('2026년 하반기 최종 합격자 발표');
    const b = await applicantWithResult(701);
    expect((await app(`applicant/result/701-${b.id}`, {}, b.token)).json<StepResult>().step.result_title).toBeNull();
  });

  it("answers another applicant's step id as unknown, and a guidance not yet published as closed", async () => {
    const a = await applicantWithResult(701);
    const b = await applicantWithResult(701, { ...PASS, resultMessageStatus: 'N' });
    const other = await app(`applicant/result/701-${a.id}`, {}, b.token);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('합격');
    expect((await app(`applicant/result/701-${b.id}`, {}, b.token)).status).toBe(403);
    const history = (await app('applicant/check', {}, b.token)).json<{ applicantSteps: { step: { id: number }; result_message_status: string }[] }>();
    expect(history.applicantSteps.find((s) => s.step.id === 701)?.result_message_status).toBe('N');
  });
});

describe('additional requests and surveys', () => {
  it('stores valid answers once per version and answers error, duplicate and end as the spec says', async () => {
    const a = await applicantWithResult(701);
    const id = `701-${a.id}`;
    const update = (answers: unknown) => app(`applicant/result/${id}/update`, { answers }, a.token);
    const missing = await update({ '1': { selected: [12] } });
    expect(missing.json()).toMatchObject({ result: 'error', errorMessage: m.invalidEntries, issues: [{ questionId: 2, message: m.required }] });
    expect((await update({ '1': { selected: [11] }, '3': { selected: [31] }, '4': { selected: [41] } })).json()).toEqual({ result: 'duplicate', duplicateKind: 'department' });
    // A hostile value is a 400 with a Korean message, never a 500.
    const hostile = await update({ '1': { selected: ['x'] }, constructor: {} });
    expect(hostile.status).toBe(400);
    const ok = await update({ '1': { selected: [11] }, '2': { text: '숨겨진 문항의 답' }, '3': { selected: [31] }, '4': { selected: [42] } });
    expect(ok.json()).toEqual({ result: 'success' });
    const read = (await app(`applicant/result/${id}`, {}, a.token)).json<StepResult>();
    expect(read.stepInfo).toMatchObject({ addRequestStatus: 'Y', answers: { '1': { selected: [11] }, '3': { selected: [31] }, '4': { selected: [42] } } });
    // Spec part 2, 3 'Add-request entry': the request is the step's own.
    expect(read.stepInfo.add_requests).toEqual([{ model: 'step_information', target_id: read.step.id }]);
    expect(read.stepInfo.answers['2']).toBeUndefined();

    const end = Date.parse(`${(await repos.steps.get(PROJECT, 701))!.resultEndDate.replace(' ', 'T')}+09:00`);
    portal.clock.shift(end - portalNow().getTime() - 1_500);
    const token = await freshToken(a.id);
    const last = () => app(`applicant/result/${id}/update`, { answers: { '1': { selected: [11] } } }, token);
    expect((await last()).json()).toEqual({ result: 'success' });
    // One second after the end the request period is over: 'end', and the result is no longer readable either.
    portal.clock.shift(2_500);
    expect((await last()).status).toBe(403);
  });

  it('stores a multi_text answer as items [{answer, target_id}] and reads it back (spec part 2, 3; row 171)', async () => {
    const base = (await repos.steps.get(PROJECT, 701))!;
    const essay = stepQuestionSchema.parse({
      id: 1,
      title: '자기소개',
      input_type: 'multi_text',
      required: 'Y',
      details: [
        { id: 11, content: '지원 동기', max_length: 20 },
        { id: 12, content: '입사 후 포부' },
      ],
    });
    // A step of its own whose request is the one multi_text question (the content of 701 otherwise).
    await repos.steps.replaceForProject(PROJECT, [...(await repos.steps.listByProject(PROJECT)), { ...base, id: 797, addRequest: { ...base.addRequest!, questions: [essay], disableQuestionIds: [] } }]);
    try {
      const a = await applicantWithResult(797);
      const id = `797-${a.id}`;
      const update = (items: unknown) => app(`applicant/result/${id}/update`, { answers: { '1': { items } } }, a.token);
      const refused = (message: string) => ({ result: 'error', errorMessage: m.invalidEntries, issues: [{ questionId: 1, message }] });
      expect((await update([{ answer: '공공의 가치', target_id: 11 }, { answer: '남의 칸', target_id: 99 }])).json()).toEqual(refused(m.unknownOption));
      expect((await update([{ answer: '공공의 가치', target_id: 11 }])).json()).toEqual(refused(m.boxError('입사 후 포부', m.required)));
      expect((await update([{ answer: '가'.repeat(21), target_id: 11 }, { answer: '성장', target_id: 12 }])).json()).toEqual(refused(m.boxError('지원 동기', m.tooLong(20))));
      expect((await update([{ answer: '공공의 가치', target_id: '11' }])).status).toBe(400);

      const items = [
        { answer: '공공의 가치를 위해', target_id: 11 },
        { answer: '전문가로 성장하겠습니다', target_id: 12 },
      ];
      expect((await update(items)).json()).toEqual({ result: 'success' });
      const read = (await app(`applicant/result/${id}`, {}, a.token)).json<StepResult>();
      expect(read.stepInfo.questions).toMatchObject([{ id: 1, input_type: 'multi_text', details: [{ id: 11, content: '지원 동기' }, { id: 12, content: '입사 후 포부' }] }]);
      expect(read.stepInfo).toMatchObject({ addRequestStatus: 'Y', answers: { '1': { items } } });
    } finally {
      await repos.steps.replaceForProject(PROJECT, (await repos.steps.listByProject(PROJECT)).filter((s) => s.id !== 797));
    }
  });

  it('takes a file answer only through the checked upload of that question', async () => {
    const a = await applicantWithResult(701);
    const other = await applicantWithResult(701);
    const id = `701-${a.id}`;
    const body = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const url = await app(`applicant/result/${id}/upload-url`, { questionId: 5, filename: '졸업.pdf', size: body.length, contentType: 'application/pdf' }, a.token);
    expect(url.status, url.text).toBe(200);
    const { url: put, headers, key } = url.json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(put, { method: 'PUT', headers, body })).status).toBe(200);
    const file = await app(`applicant/result/${id}/upload`, { questionId: 5, key, filename: '졸업.pdf' }, a.token);
    expect(file.status, file.text).toBe(200);
    const stored = file.json<{ id: string; filepath: string; filename: string; filesize: number }>();
    expect((await app(`applicant/result/${id}/upload-url`, { questionId: 5, filename: 'a.exe', size: 40, contentType: 'application/octet-stream' }, a.token)).status).toBe(400);
    // Another applicant cannot answer with this file.
    const stolen = await app(`applicant/result/701-${other.id}/update`, { answers: { '1': { selected: [11] }, '5': { files: [stored] } } }, other.token);
    expect(stolen.json()).toMatchObject({ result: 'error', errorMessage: m.fileNotFound });
    const ok = await app(`applicant/result/${id}/update`, { answers: { '1': { selected: [11] }, '5': { files: [stored] } } }, a.token);
    expect(ok.json()).toEqual({ result: 'success' });
  });

  it('stores a survey answer once per applicant and step', async () => {
    const a = await applicantWithResult(702, { ...PASS, resultType: 'none', resultMessage: '' });
    const id = `702-${a.id}`;
    const read = (await app(`applicant/result/${id}`, {}, a.token)).json<StepResult>();
    expect(read.stepInfo).toMatchObject({ type: 'survey', surveySubmitted: false, content: '<p>설문 안내</p>', add_requests: [] });
    const [first, second] = await Promise.all([
      app(`applicant/survey/${id}/store`, { answers: { '1': { selected: [11] } } }, a.token),
      app(`applicant/survey/${id}/store`, { answers: { '1': { selected: [12] } } }, a.token),
    ]);
    const results = [first!.json<{ result: string; errorMessage?: string }>(), second!.json<{ result: string; errorMessage?: string }>()];
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    expect(results.find((r) => r.result !== 'success')).toEqual({ result: 'error', errorMessage: m.surveyAlreadySubmitted });
    expect((await app(`applicant/result/${id}`, {}, a.token)).json<StepResult>().stepInfo.surveySubmitted).toBe(true);
  });

  it("keeps an attach step's guidance pending until the organisation publishes it (spec part 2, 4.3; issue 41 item 12)", async () => {
    const base = (await repos.steps.get(PROJECT, 703))!;
    await repos.steps.replaceForProject(PROJECT, [...(await repos.steps.listByProject(PROJECT)), { ...base, id: 798, resultMessageStatus: 'N' }]);
    try {
      const a = await createTestApplicant(TENANT, PROJECT, TASK, '안내전');
      const listed = (await app('applicant/check', {}, a.token)).json<{ applicantSteps: HistoryStep[] }>().applicantSteps;
      expect(listed.find((s) => s.step.id === 798)).toMatchObject({ result_message_status: 'N', step: { progressStatus: 'ongoing' } });
      // The published attach step of the same project reads 'Y'.
      expect(listed.find((s) => s.step.id === 703)).toMatchObject({ result_message_status: 'Y' });
      const opened = await app(`applicant/step/store/798/${a.id}`, {}, a.token);
      expect(opened.status, opened.text).toBe(403);
      expect(opened.json<{ message: string }>().message).toBe(m.notOpen);
    } finally {
      await repos.steps.replaceForProject(PROJECT, (await repos.steps.listByProject(PROJECT)).filter((s) => s.id !== 798));
    }
  });

  it('creates the attach step once for its own applicant only', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '첨부자');
    const b = await createTestApplicant(TENANT, PROJECT, TASK, '남의것');
    const [x, y] = await Promise.all([app(`applicant/step/store/703/${a.id}`, {}, a.token), app(`applicant/step/store/703/${a.id}`, {}, a.token)]);
    expect(x!.json()).toEqual({ id: `703-${a.id}` });
    expect(y!.json()).toEqual({ id: `703-${a.id}` });
    expect((await app(`applicant/step/store/703/${a.id}`, {}, b.token)).status).toBe(403);
    expect((await app(`applicant/step/store/701/${a.id}`, {}, a.token)).status).toBe(404);
    const answered = await app(`applicant/result/703-${a.id}/update`, { answers: { '1': { text: '보완합니다' } } }, a.token);
    expect(answered.json()).toEqual({ result: 'success' });
  });
});

describe('schedule changes (채용절차법 §8)', () => {
  it("tells every submitted applicant once when a step's results move later, not drafts, and not for a move earlier", async () => {
    const key = await makeApiKey('steps', 'schedule', 'write');
    let version = 0;
    const put = async (stepId: number, start: string) => {
      const r = await portal.send('PUT', HOST, `/api/integration/projects/${PROJECT}/steps/${stepId}`, JSON.stringify({ version, step: { ...stepBody('면접전형').step, result_start: start, result_end: 'today+30 18:00:00' } }), { 'content-type': 'application/json', authorization: `Bearer ${key}` });
      version = r.json<{ version: number }>().version;
      return r;
    };
    expect((await put(780, 'today+5 10:00:00')).status).toBe(200);
    const submitted = await Promise.all([0, 1, 2].map((i) => createTestApplicant(TENANT, PROJECT, TASK, '일정변경', 1800, { status: 'Y', email: `moved-${i}-${Date.now()}@example.com` })));
    const draft = await createTestApplicant(TENANT, PROJECT, TASK, '작성중', 1800, { email: `moved-draft-${Date.now()}@example.com` });
    const w = processWiring();
    // Earlier is no move to tell (the results come sooner, and the step's notice then tells them).
    expect((await put(780, 'today+4 10:00:00')).status).toBe(200);
    expect(await w.releases.pendingMoves()).toEqual([]);

    expect((await put(780, 'today+7 14:00:00')).status).toBe(200);
    const [move] = await w.releases.pendingMoves();
    expect(move).toMatchObject({ tenantId: TENANT, projectId: PROJECT, stepId: 780, told: 0 });
    // Told by the job, twice at once and once more: one notice each.
    await Promise.all([runNotifyResults(w), runNotifyResults(w)]);
    await runNotifyResults(w);
    expect(await w.releases.pendingMoves()).toEqual([]);
    await portal.deliverMessages();
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string; subject?: string; body?: string }[]>();
    const subject = outgoingMessages.steps.movedSubject('단계 공사');
    for (const a of submitted) {
      const email = (await repos.applicants.get(a.id))!.email;
      const sent = outbox.filter((e) => e.to === email && e.subject === subject);
      expect(sent, email).toHaveLength(1);
      expect(sent[0]!.body).toContain(`변경 전: ${move!.from.slice(0, 16)}`);
      expect(sent[0]!.body).toContain(`변경 후: ${move!.to.slice(0, 16)}`);
    }
    const draftEmail = (await repos.applicants.get(draft.id))!.email;
    expect(outbox.some((e) => e.to === draftEmail && e.subject === subject)).toBe(false);
  });

  it('tells nothing and loses nothing in a run without time left, and tells only the newest of two moves', async () => {
    const w = processWiring();
    const key = await makeApiKey('steps', 'schedule-2', 'write');
    let version = 0;
    const put = async (start: string) => {
      const r = await portal.send('PUT', HOST, `/api/integration/projects/${PROJECT}/steps/781`, JSON.stringify({ version, step: { ...stepBody('최종전형').step, result_start: start, result_end: 'today+40 18:00:00' } }), { 'content-type': 'application/json', authorization: `Bearer ${key}` });
      version = r.json<{ version: number }>().version;
      return r;
    };
    expect((await put('today+5 10:00:00')).status).toBe(200);
    expect((await put('today+6 10:00:00')).status).toBe(200);
    portal.clock.freeze();
    portal.clock.shift(1_000);
    expect((await put('today+8 10:00:00')).status).toBe(200);
    const moves = (await w.releases.pendingMoves()).filter((m) => m.stepId === 781);
    expect(moves).toHaveLength(2);
    const newest = moves.at(-1)!.at.replace(/\D/g, '').slice(0, 14);
    // No time at all: nothing is told and nothing is lost.
    expect((await runNotifyResults(w, 0)).scheduleChangesTold).toBe(0);
    expect((await w.releases.pendingMoves()).filter((m) => m.stepId === 781)).toHaveLength(2);
    await runNotifyResults(w);
    // The first move was overtaken: only the newest told its applicants, and both are done.
    expect((await w.releases.pendingMoves()).filter((m) => m.stepId === 781)).toEqual([]);
    const submitted: number[] = [];
    for (let at: ApplicationPosition | undefined = { shard: 0, afterId: 0 }; at; ) {
      const page = await repos.applications.listByProject(PROJECT, at, 100, { status: 'submitted' });
      submitted.push(...page.rows.map((r) => r.id));
      at = page.next;
    }
    expect(submitted.length).toBeGreaterThan(0);
    for (const id of submitted) {
      const told = (await repos.outbox.forApplicant(id)).filter((m) => m.kind === 'schedule-change' && m.stepId === 781);
      expect(told.map((m) => m.id), String(id)).toEqual([`schedule-change.781.${newest}.${id}.email`]);
    }
  });
});

describe('result notifications', () => {
  it('tells each applicant of an open step once, even when the job runs twice at the same time', async () => {
    const people = await Promise.all([0, 1, 2].map(() => applicantWithResult(701)));
    const pending = await applicantWithResult(701, { ...PASS, resultMessageStatus: 'N' });
    const w = processWiring();
    await Promise.all([runNotifyResults(w), runNotifyResults(w)]);
    await runNotifyResults(w);
    const outbox = (await portal.get('localhost', '/dev/outbox.json')).json<{ to: string; subject?: string; body?: string }[]>();
    const emails = await Promise.all(people.map(async (p) => (await repos.applicants.get(p.id))!.email));
    for (const email of emails) {
      const sent = outbox.filter((e) => e.to === email && e.subject === outgoingMessages.steps.notifySubject('단계 공사'));
      expect(sent).toHaveLength(1);
      // The message says where to look, never the result.
      expect(sent[0]!.body).not.toContain('합격');
    }
    const notPublished = (await repos.applicants.get(pending.id))!.email;
    expect(outbox.some((e) => e.to === notPublished)).toBe(false);
    // The notice names its step: the history shows beside it a notice that did not arrive (issue 42).
    expect(await repos.outbox.get({ id: `step-result.701.${people[0]!.id}.email`, applicantId: people[0]!.id })).toMatchObject({ kind: 'step-result', stepId: 701 });
  });

  it('reports per step the published results not told yet (채용절차법 §10), and none once the job told them', async () => {
    const w = processWiring();
    await runNotifyResults(w);
    const untold = async () => (await reportUntoldResults({ repos, clock: w.clock }, PROJECT)).find((s) => s.stepId === 701)!;
    expect(await untold()).toMatchObject({ untold: 0, open: true, silent: false, suspended: false });
    await Promise.all([0, 1].map(() => applicantWithResult(701)));
    expect((await untold()).untold).toBe(2);
    const lines: string[] = [];
    expect(await untoldResultsCommand(w, ['steps', String(PROJECT)], (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toBe(integrationCliMessages.untoldHeader);
    expect(lines.find((l) => l.startsWith('701 '))?.split('\t').slice(2)).toEqual(['2', integrationCliMessages.untoldState({ open: true, silent: false, suspended: false })]);
    await runNotifyResults(w);
    expect((await untold()).untold).toBe(0);
  });
});
