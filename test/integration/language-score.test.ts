import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../functions/src/config.ts';
import { processWiring, resetProcessWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Language-score verification (spec 2.13) against the real local server, stand-ins and the /dev/ets simulator, on its
 * own fixture tenant (language-score.yaml): etsInit answers the simulator's url, the simulator's result (sealed by
 * the provider) saves, a tampered or foreign result is refused with the Korean message, staff test mode appends
 * isTest=Y, and without a provider there is no url.
 */
let portal: TestPortal;
const HOST = 'lang-score.localhost';
const TENANT = 9117;
const PROJECT = 91171;
const TASK = 911711;
const UNVERIFIED = '어학성적 확인 결과가 올바르지 않습니다. 시험을 다시 선택하여 어학성적을 확인해 주세요.';

beforeAll(async () => {
  portal = await startTestPortal([fixture('language-score.yaml')]);
});
afterAll(() => portal?.close());

type A = { id: number; token: string };
const json = { 'content-type': 'application/json' };
const post = (a: A, path: string, body: unknown) => portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { ...json, applicanttoken: a.token });
const etsInit = (a: A, body: unknown) => post(a, 'etsInit', body);
const save = (a: A, rows: Record<string, unknown>[], saveType = 'save') => post(a, `applicant/update/${a.id}`, { pageIndex: 0, saveType, version: 0, values: { applicant_languages: rows } });

/** Opens the simulator at `url` as the popup would, submits what the tester entered and follows to /etsResult. */
async function throughSimulator(url: string, entered: Record<string, string> = {}): Promise<URLSearchParams> {
  const page = await portal.get(HOST, url);
  expect(page.status).toBe(200);
  expect(page.headers['content-security-policy']).toContain(`form-action 'self' http://${HOST}:${portal.port}`);
  const request = /name="request" value="([^"]+)"/.exec(page.text)![1]!;
  const form = new URLSearchParams({
    request,
    uname: entered.uname ?? decodeEntities(/id="uname" name="uname" value="([^"]*)"/.exec(page.text)![1]!),
    score: entered.score ?? /id="score" name="score" value="([^"]*)"/.exec(page.text)![1]!,
    grade: entered.grade ?? /id="grade" name="grade" value="([^"]*)"/.exec(page.text)![1]!,
    date: entered.date ?? /id="date" name="date" value="([^"]*)"/.exec(page.text)![1]!,
    org: entered.org ?? 'ETS',
    registrationNumber: entered.registrationNumber ?? /id="registrationNumber" name="registrationNumber" value="([^"]*)"/.exec(page.text)![1]!,
    ...(entered.mismatch ? { mismatch: 'Y' } : {}),
  });
  const res = await portal.send('POST', HOST, '/dev/ets/result', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  expect(res.status).toBe(303);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`http://${HOST}:${portal.port}/etsResult`);
  return location.searchParams;
}
const decodeEntities = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/** The row the SPA fills from a result (web/src/form-engine/ets/apply-ets-result.ts). */
const rowOf = (p: URLSearchParams) => ({
  language_id: p.get('id'),
  language_name: p.get('name'),
  score: p.get('score'),
  grade: p.get('grade'),
  application_date: p.get('date'),
  application_number: p.get('registrationNumber'),
  certification_organization: p.get('org'),
  ets_type: ['score', 'grade'].filter((k) => p.get(k)).join(','),
  ets_seal: p.get('seal'),
});

describe('POST etsInit', () => {
  it("answers the provider's popup url for a test the option list verifies", async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '홍길동');
    const res = await etsInit(a, { languageId: 1, formIndex: 0, etsId: 'TOEIC', domain: HOST });
    expect(res.status).toBe(200);
    expect(res.json().url).toMatch(/^\/dev\/ets\?request=[\w.%-]+$/);
    expect(res.json().url).not.toContain('isTest');
    // The simulator prefills the applicant's name, a score inside the test's bounds and the row.
    const page = await portal.get(HOST, res.json().url);
    expect(decodeEntities(page.text)).toContain('name="uname" value="홍길동"');
    expect(page.text).toContain('name="score" value="790"');
  });

  it('needs an applicant token and a test of the list with that ets id', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    expect((await portal.send('POST', HOST, '/api/app/etsInit', JSON.stringify({ languageId: 1, formIndex: 0, etsId: 'TOEIC' }), json)).status).toBe(401);
    const notListed = await etsInit(a, { languageId: 3, formIndex: 0, etsId: 'TOEIC' });
    expect(notListed.status).toBe(400);
    expect(notListed.json().message).toBe('어학성적 확인 대상 시험이 아닙니다.');
    expect((await etsInit(a, { languageId: 1, formIndex: 0, etsId: 'OTHER' })).status).toBe(400);
  });

  it('appends isTest=Y in staff test mode', async () => {
    const { token } = await processWiring().reposFor(TENANT).staffSessions.create('tester', 600);
    const res = await portal.send('POST', HOST, '/api/admin/etsInit', JSON.stringify({ languageId: 2, formIndex: 1, etsId: 'TOEIC_SPEAKING' }), { ...json, authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.json().url).toMatch(/^\/dev\/ets\?request=[\w.%-]+&isTest=Y$/);
    expect((await portal.get(HOST, res.json().url)).text).toContain('테스트 모드');
  });

  it('answers no url without a provider (the AWS stage until one is configured)', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK);
    const local = process.env.LANGUAGE_SCORE_PROVIDER;
    process.env.LANGUAGE_SCORE_PROVIDER = 'none';
    resetConfig();
    resetProcessWiring();
    try {
      const res = await etsInit(a, { languageId: 1, formIndex: 0, etsId: 'TOEIC' });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({});
      // The direct apply (ets_type = etsId, no seal) saves as an ordinary row.
      expect((await save(a, [{ language_id: '1', language_name: 'TOEIC', score: '800', ets_type: 'TOEIC' }])).status).toBe(200);
    } finally {
      if (local === undefined) delete process.env.LANGUAGE_SCORE_PROVIDER;
      else process.env.LANGUAGE_SCORE_PROVIDER = local;
      resetConfig();
      resetProcessWiring();
    }
  });
});

describe('saving a verified result', () => {
  it('saves the sealed result with its seal, in any row, and the final submission accepts it', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '홍길동');
    const url = (await etsInit(a, { languageId: 2, formIndex: 1, etsId: 'TOEIC_SPEAKING' })).json().url;
    const params = await throughSimulator(url, { score: '160', grade: '7' });
    expect(Object.fromEntries(params)).toMatchObject({ uname: '홍길동', name: 'TOEIC Speaking', id: '2', index: '1', score: '160', grade: '7', org: 'ETS' });
    expect(params.get('seal')).toMatch(/^[\w-]{43}$/);
    expect(params.get('registrationNumber')).toMatch(/^\d{12}$/);
    const rows = [{ language_id: '3', language_name: 'TEPS', score: '500' }, rowOf(params)];
    const saved = await save(a, rows);
    expect(saved.status).toBe(200);
    const page = (await post(a, `applicant/page/${a.id}`, { pageIndex: 0 })).json();
    expect(page.values.applicant_languages[1]).toMatchObject({ ets_type: 'score,grade', ets_seal: params.get('seal'), application_number: params.get('registrationNumber'), score: '160', grade: '7' });
    const done = (await post(a, `applicant/complete/${a.id}`, {})).json();
    expect(done.result).toBe('Y');
  });

  it('refuses a tampered score, grade or date, a missing seal, and says so in Korean on the row', async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '홍길동');
    const params = await throughSimulator((await etsInit(a, { languageId: 1, formIndex: 0, etsId: 'TOEIC' })).json().url, { score: '180' });
    const row = rowOf(params);
    expect(row.ets_type).toBe('score');
    for (const tampered of [{ ...row, score: '990' }, { ...row, application_date: '2020-01-01' }, { ...row, ets_seal: '' }, { ...row, ets_seal: `${row.ets_seal!.slice(0, -2)}AA` }, { ...row, language_id: '2', language_name: 'TOEIC Speaking' }]) {
      const res = await save(a, [tampered], 'temp');
      expect(res.status).toBe(422);
      expect(res.json()).toMatchObject({ message: UNVERIFIED, path: 'applicant_languages.0.language_name' });
    }
    expect((await save(a, [row], 'temp')).status).toBe(200);
  });

  it("refuses another applicant's result and a result under another name", async () => {
    const a = await createTestApplicant(TENANT, PROJECT, TASK, '홍길동');
    const b = await createTestApplicant(TENANT, PROJECT, TASK, '홍길동');
    const forA = rowOf(await throughSimulator((await etsInit(a, { languageId: 1, formIndex: 0, etsId: 'TOEIC' })).json().url));
    expect((await save(b, [forA])).status).toBe(422);
    const mismatched = rowOf(await throughSimulator((await etsInit(b, { languageId: 1, formIndex: 0, etsId: 'TOEIC' })).json().url, { mismatch: 'Y' }));
    expect((await save(b, [mismatched])).json().message).toBe(UNVERIFIED);
  });
});
