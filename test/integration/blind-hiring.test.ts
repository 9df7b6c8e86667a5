import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preview } from '@portal/shared';
import { BLIND_MASK } from '@portal/shared/form-model/blind-mentions';
import type { ApplicationDetail, SubmissionSnapshot } from '@portal/shared/schemas/integration';
import { runExport } from '../support/exports.ts';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { stepRecordOf } from '../../functions/src/domain/tenancy/import-steps.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Blind hiring (블라인드 채용, issue 46 item 3) on the demo tenant's blind project (907) against the real stand-ins: the
 * applicant's own preview warns of an answer naming a school or a relative's job and shows it as written; staff's
 * preview (by its preview key), the integration API's application and submission reads and the export read it masked.
 */
let portal: TestPortal;
let apiKey: string;
let staffToken: string;
const HOST = 'demo.localhost';
const TENANT = 1001;
const PROJECT = 907;
const TASK = 9071;
const GROWTH = '저는 한국대학교에서 통계를 공부했고 광주에서 자랐습니다. 아버지는 교사이셔서 교육 행정에 관심이 많았습니다.';
const MOTIVE = '서울대 앞 도서관에서 공공데이터 동아리를 운영했습니다.';
const MASKED_GROWTH = `저는 ${BLIND_MASK}에서 통계를 공부했고 ${BLIND_MASK}에서 자랐습니다. ${BLIND_MASK} 교육 행정에 관심이 많았습니다.`;
const MASKED_MOTIVE = `${BLIND_MASK} 앞 도서관에서 공공데이터 동아리를 운영했습니다.`;
const page1 = { growth: GROWTH, applicant_add_questions_edit: { detail_9702: { answers: [{ form_question_id: 970201, answer: MOTIVE }] } } };

const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });
const post = (path: string, body: unknown, token?: string) => portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), json(token));
const integration = (method: string, path: string, body?: unknown) =>
  portal.send(method, HOST, `/api/integration/${path}`, body === undefined ? undefined : JSON.stringify(body), { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' });
/** Every text of a preview's body, as a reader sees it. */
const texts = (p: Preview) => p.body.flatMap((s) => s.details.flatMap((d) => d.items.flatMap((i) => [i.text ?? i.value ?? '', ...i.answers.map((a) => a.answer)])));

let applicant: { id: number; token: string };

beforeAll(async () => {
  portal = await startTestPortal([join(import.meta.dirname, '..', '..', 'functions', 'src', 'local', 'demo', 'tenants', 'demo.yaml')]);
  const lines: string[] = [];
  expect(await apiKeyCommand(processWiring(), ['create', 'demo', 'blind', '--scopes', 'read,export'], (l) => lines.push(l))).toBe(0);
  apiKey = lines.at(-1)!;
  staffToken = (await processWiring().reposFor(TENANT).staffSessions.create('reviewer-blind', 3600)).token;
  applicant = await createTestApplicant(TENANT, PROJECT, TASK);
  const save = (pageIndex: number, values: Record<string, unknown>) => post(`applicant/update/${applicant.id}`, { pageIndex, saveType: 'save', version: 0, values }, applicant.token);
  const saved0 = await save(0, { english_name: 'KIM JIWON' });
  expect(saved0.status, saved0.text).toBe(200);
  const saved1 = await save(1, page1);
  expect(saved1.status, saved1.text).toBe(200);
});
afterAll(() => portal?.close());

describe('blind hiring', () => {
  it("warns the applicant before submitting of the answers that name a school or a relative's job, shown as written, and still submits", async () => {
    const r = await post('applicant/view', { type: 'preview' }, applicant.token);
    expect(r.status, r.text).toBe(200);
    const preview = r.json<Preview>();
    expect(preview.blindFindings).toEqual([
      { pageIndex: 1, section: '자기소개서', question: '성장과정 및 직무 관련 경험', words: ['한국대학교', '아버지는 교사이셔서'], kinds: ['school', 'family'] },
      { pageIndex: 1, section: '자기소개서', question: '지원 동기와 입사 후 포부를 적어 주세요.', words: ['서울대'], kinds: ['school'] },
    ]);
    // The applicant's own preview is not masked; the words are marked where they stand.
    expect(texts(preview)).toEqual(expect.arrayContaining([GROWTH, MOTIVE]));
    const growth = preview.body.flatMap((s) => s.details.flatMap((d) => d.items)).find((i) => i.label === '성장과정 및 직무 관련 경험')!;
    expect(growth.detections.map((d) => [d.content, d.reason])).toEqual([
      ['한국대학교', '블라인드 채용 – 학교명'],
      ['광주', '출신 지역'],
      ['아버지는 교사이셔서', '블라인드 채용 – 가족의 직업'],
    ]);
    // A warning, not a refusal.
    const done = await post(`applicant/complete/${applicant.id}`, {}, applicant.token);
    expect(done.json()).toMatchObject({ result: 'Y' });
  });

  it("masks them in staff's preview opened by its preview key", async () => {
    const history = await portal.get(HOST, `/api/admin/applicant/submissions/${applicant.id}`, { authorization: `Bearer ${staffToken}` });
    expect(history.status, history.text).toBe(200);
    const r = await post('applicant/view', { type: 'preview', _applicantId: String(applicant.id), key: history.json().previewKey });
    expect(r.status, r.text).toBe(200);
    const preview = r.json<Preview>();
    expect(texts(preview)).toEqual(expect.arrayContaining([MASKED_GROWTH, MASKED_MOTIVE]));
    expect(JSON.stringify(preview.body)).not.toMatch(/한국대학교|서울대|광주|아버지/);
    expect(preview.blindFindings).toBeUndefined();
  });

  it("masks them in the integration API's application and submission reads", async () => {
    const read = await integration('GET', `applications/${applicant.id}`);
    expect(read.status, read.text).toBe(200);
    const detail = read.json<ApplicationDetail>();
    expect(detail.pages.find((p) => p.pageIndex === 1)!.values).toEqual({ growth: MASKED_GROWTH, applicant_add_questions_edit: { detail_9702: { answers: [{ form_question_id: 970201, answer: MASKED_MOTIVE }] } } });
    expect(detail.pages.find((p) => p.pageIndex === 0)!.values).toEqual({ english_name: 'KIM JIWON' });
    const snapshot = await integration('GET', `applications/${applicant.id}/submissions/1`);
    expect(snapshot.status, snapshot.text).toBe(200);
    expect(snapshot.json<SubmissionSnapshot>().pages.find((p) => p.pageIndex === 1)!.values).toMatchObject({ growth: MASKED_GROWTH });
  });

  it("masks them in the answers to a selection step's additional request and survey that the integration API reads", async () => {
    const repos = processWiring().reposFor(TENANT);
    const step = stepRecordOf(PROJECT, { id: 90791, title: '서류전형', type: 'document', result_start: 'today-1 09:00:00', result_end: 'today+10 18:00:00', content: '<p>안내</p>' } as never, processWiring().clock.now());
    await repos.steps.put(step);
    const record = await repos.applicantSteps.publish(PROJECT, step.id, applicant.id, { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: '합격', scores: {}, chart: null });
    expect(await repos.applicantSteps.saveAnswers(record, { '1': { text: MOTIVE } }, new Date().toISOString())).toBe(true);
    const read = await integration('GET', `projects/${PROJECT}/steps/${step.id}/results/${applicant.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.json<{ additionalRequest: { answers: Record<string, { text?: string }> } }>().additionalRequest.answers).toEqual({ '1': { text: MASKED_MOTIVE } });
    expect((await repos.applicantSteps.get(applicant.id, step.id))!.answers).toEqual({ '1': { text: MOTIVE } });
  });

  it('masks them in the export, JSON and CSV alike', async () => {
    const asJson = (await runExport(integration, { projectId: PROJECT, format: 'json' })).job;
    expect(asJson.status, asJson.message).toBe('done');
    const file = (await (await fetch(asJson.url!)).json()) as { items: { id: number; pages: { pageIndex: number; values: Record<string, unknown> }[] }[] };
    const item = file.items.find((i) => i.id === applicant.id)!;
    expect(item.pages.find((p) => p.pageIndex === 1)!.values).toMatchObject({ growth: MASKED_GROWTH });
    const asCsv = (await runExport(integration, { projectId: PROJECT, format: 'csv' })).job;
    expect(asCsv.status, asCsv.message).toBe('done');
    const csv = await (await fetch(asCsv.url!)).text();
    expect(csv).toContain(MASKED_GROWTH);
    expect(csv).toContain(MASKED_MOTIVE);
    expect(csv).not.toMatch(/한국대학교|서울대|아버지/);
  });

  it("keeps the applicant's own preview unmasked after submission, and the stored answers as written", async () => {
    const preview = (await post('applicant/view', { type: 'preview' }, applicant.token)).json<Preview>();
    expect(texts(preview)).toEqual(expect.arrayContaining([GROWTH, MOTIVE]));
    const stored = await processWiring().reposFor(TENANT).answers.listPages(applicant.id);
    expect(stored.find((p) => p.pageIndex === 1)!.values).toMatchObject({ growth: GROWTH });
  });
});
