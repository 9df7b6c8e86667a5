import fc from 'fast-check';
import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, Scope } from '@portal/shared/api/contract';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';
import { arbitraryOf, inputJsonSchema } from './json-schema-arbitrary.ts';
import { stepConfigSchema } from '../../shared/src/schemas/step-config.ts';
import { stepRecordOf } from '../../functions/src/domain/tenancy/import-steps.ts';
import { applyMutation, mutation, oddRawBody, oddSegment, oddText, type Mutation } from './mutations.ts';

/**
 * Property, for every endpoint contract: a request built from the contract's own schemas (path, query, body), with
 * the credentials its `auth` asks for, and often one part mutated into something hostile (wrong types, numbers out of
 * range, odd scripts, NUL bytes, 1 MB strings, 70,000-character and empty keys, 3,000 levels of nesting, 1e308),
 * is answered either 2xx with a body its response schema accepts (or a redirect where the contract declares one), or
 * 4xx with a Korean message. Never 5xx. Each route must also see answers from past its authorisation, so that a
 * suite which only ever meets the login cannot pass (an `integrator` route, for which no credential exists yet, would
 * fail that check until one is added here).
 *
 * FUZZ_SUMMARY=1 prints each route's outcomes; FUZZ_SCALE=n runs n times as many requests; FUZZ_DEBUG=<contract id> prints every request and answer of one route.
 */
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910111;
const HOST = 'alpha.localhost';
const HANGUL = /[가-힣]/;

let portal: TestPortal;
let staffToken: string;
beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  staffToken = (await processWiring().reposFor(TENANT).staffSessions.create('fuzz', 3600)).token;
  await processWiring().reposFor(TENANT).steps.replaceForProject(PROJECT, fuzzSteps());
});

/** Steps of the alpha project for the result routes: one with an additional request (a choice and a file), a survey, an attach step. */
const RESULT_STEP = 8801;
const SURVEY_STEP = 8802;
const ATTACH_STEP = 8803;
function fuzzSteps() {
  const now = processWiring().clock.now();
  const step = (id: number, type: 'document' | 'survey' | 'attach', extra: object) =>
    stepRecordOf(PROJECT, stepConfigSchema.parse({ id, title: `퍼즈 전형 ${id}`, type, result_start: 'today-1', result_end: 'today+30', ...extra }), now);
  const choice = { id: 1, title: '응시 여부', input_type: 'radio', required: 'Y', details: [{ id: 11, content: '응시' }, { id: 12, content: '미응시' }] };
  const file = { id: 2, title: '증명서', input_type: 'file', details: [{ id: 21, upload_format: ['pdf'], max_count: 2, max_size: 5, total_max_size: 10 }] };
  return [
    step(RESULT_STEP, 'document', { id_card: {}, add_page: { content: '<p>다음</p>' }, add_request: { questions: [choice, file] } }),
    step(SURVEY_STEP, 'survey', { survey: { questions: [choice] } }),
    step(ATTACH_STEP, 'attach', { add_request: { questions: [choice] } }),
  ];
}
const STEP_ENDPOINTS = ['GetStepResult', 'PreviewStepResult', 'SubmitStepAnswers', 'CreateStepUploadUrl', 'ConfirmStepUpload', 'SubmitSurvey', 'CreateApplicantStep'];
afterAll(() => portal?.close());

/** A key free-form answers should not carry, with a value: the names objects already have, empty, long, odd text. */
const oddEntry = fc.tuple(
  fc.oneof(fc.constantFrom('constructor', '__proto__', 'toString', '', 'k'.repeat(70_000), '이름', 'a.b', '$where'), fc.string({ maxLength: 10 })),
  fc.oneof(fc.constantFrom(' ', { name: 'Set' }, { name: 'Map' }, 1e308), oddText),
);
/** The object with one more own key (also `__proto__`, which a plain assignment would take as the prototype). */
function withOwnKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...o };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** What an `{id}` or `id` names, by endpoint: the applicant's own id unless the endpoint reads another entity. */
const idOf = (e: Endpoint, applicantId: number): (string | number)[] =>
  ({ GetCompany: [TENANT], GetBoard: [1, 2, 3, 4], GetProject: [PROJECT, 91012] })[e.id] ?? [applicantId];

/** Values the alpha fixture knows, offered for a property of that name (the schema's own values come too). */
function hintsFor(e: Endpoint, applicantId: number, extra: Record<string, fc.Arbitrary<unknown>>): (key: string, part: 'params' | 'query' | 'body') => fc.Arbitrary<unknown> | undefined {
  const ids = idOf(e, applicantId);
  const table: Record<string, fc.Arbitrary<unknown>> = {
    id: fc.constantFrom(...ids),
    _applicantId: fc.constant(applicantId),
    taskId: fc.constantFrom(TASK, 910112),
    projectId: fc.constant(PROJECT),
    project_id: fc.constant(PROJECT),
    company_id: fc.constant(TENANT),
    companyId: fc.constant(TENANT),
    noticeId: fc.constantFrom(91011, 91012, 91015),
    detailId: fc.constant(301),
    placeId: fc.constantFrom(1, 2, 3, null),
    pageIndex: fc.constantFrom(0, 1),
    version: fc.integer({ min: 0, max: 3 }),
    upload_type: fc.constantFrom('photo', 'career_files'),
    filename: fc.constantFrom('사진.jpg', 'a.pdf', '경력증명서 (최종).pdf', 'résumé.png'),
    contentType: fc.constantFrom('image/jpeg', 'application/pdf', 'image/png'),
    domain: fc.constantFrom('alpha.localhost', 'careers.alpha.test'),
    // A fresh recipient most of the time: each recipient may get five codes an hour.
    recv_info: fc.oneof(
      fc.integer({ min: 0, max: 99_999_999 }).map((n) => `fuzz${n}@example.com`),
      fc.integer({ min: 0, max: 99_999_999 }).map((n) => `010${String(n).padStart(8, '0')}`),
      fc.constantFrom('fuzz@example.com', '01012345678'),
    ),
    languageId: fc.constant(11),
    etsId: fc.constant('toeic'),
    // Answers of the basic form's fields, valid most of the time (a temp save then lands), with a few bad ones.
    values: fc.record(
      {
        english_name: fc.oneof({ arbitrary: fc.constantFrom('Kim Jiwon', 'Lee Min'), weight: 5 }, fc.string({ maxLength: 20 })),
        birthdate: fc.oneof({ arbitrary: fc.constantFrom('1998-02-28', '2000-01-01'), weight: 5 }, fc.constant('1998-02-30')),
        emergency_phone: fc.oneof({ arbitrary: fc.constantFrom('010-1234-5678', '01012345678'), weight: 5 }, fc.constant('가나다')),
        school_name: fc.constantFrom('한국대학교', '서울대', 'שָׁלוֹם'),
        1022: fc.constantFrom('열심히 하겠습니다.', '😀'.repeat(50), '\u202E거꾸로'),
      },
      { requiredKeys: [] },
    ).chain((values) => fc.option(oddEntry, { freq: 4 }).map((odd) => (odd ? withOwnKey(values, odd[0], odd[1]) : values))),
    page: fc.integer({ min: 1, max: 3 }),
    keyword: fc.constantFrom('세종대로', '중앙대로 1001', '가'),
    searchText: fc.constantFrom('서울', '병원', ''),
    ...extra,
  };
  // `size` is a page size in a query and a file's bytes in an upload body (mostly under the fixture's 1 MB limit).
  const size = { query: fc.integer({ min: 1, max: 100 }), body: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 100_000 }), weight: 4 }, fc.integer({ min: 1, max: 2_000_000 })) };
  // Path and query parameters are text: a hinted number goes there as its digits.
  return (key, part) => {
    const h = key === 'size' ? (part === 'body' ? size.body : size.query) : table[key];
    return part === 'body' ? h : h?.map((v) => (v === undefined ? v : String(v)));
  };
}

interface Request {
  scope: Scope;
  host: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
}

/** The request an arbitrary builds: contract-shaped parts, at most one of them mutated, and the credentials the auth asks for. */
function requests(e: Endpoint, applicant: { id: number; token: string }, extra: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Request> {
  const hint = hintsFor(e, applicant.id, extra);
  const part = (schema: Endpoint['params'], where: 'params' | 'query' | 'body') =>
    schema ? arbitraryOf(inputJsonSchema(schema), (key) => hint(key, where)) : fc.constant(undefined);
  const target = fc.constantFrom('params', 'query', 'body', 'raw-body');
  const credentials = fc.oneof({ arbitrary: fc.constant('right' as const), weight: 9 }, { arbitrary: fc.constantFrom('none' as const, 'forged' as const, 'wrong-kind' as const), weight: 1 });
  return fc
    .record({
      params: part(e.params, 'params'),
      query: part(e.query, 'query'),
      body: part(e.body, 'body'),
      mutate: fc.option(fc.record({ target, m: mutation, seed: fc.nat(), segment: oddSegment, raw: oddRawBody }), { freq: 2 }),
      scope: fc.constantFrom(...e.scopes),
      host: fc.oneof({ arbitrary: fc.constant(HOST), weight: 12 }, { arbitrary: fc.constantFrom('beta.localhost', 'nobody.localhost', 'careers.alpha.test', 'localhost', '127.0.0.1', '..localhost'), weight: 1 }),
      credentials,
    })
    .map(({ params, query, body, mutate, scope, host, credentials }): Request => {
      let p = (params ?? {}) as Record<string, unknown>;
      let q = (query ?? {}) as Record<string, unknown>;
      let b: unknown = body;
      let raw: string | undefined;
      if (mutate) {
        const { m, seed, segment } = mutate;
        // A GET has no body: its mutation goes to the query instead.
        const t = e.method === 'GET' && (mutate.target === 'body' || mutate.target === 'raw-body') ? 'query' : mutate.target;
        if (t === 'params' || t === 'query') {
          // URL parts are strings: a mutation there is an odd segment in place of one value, or an added parameter.
          const record = t === 'params' ? { ...p } : { ...q };
          const keys = Object.keys(record);
          if (t === 'query' || keys.length === 0) record[`${m.kind === 'add-key' ? m.key.slice(0, 50) : 'x'}`] = segment;
          else record[keys[seed % keys.length]!] = segment;
          if (t === 'params') p = record;
          else q = record;
        } else if (t === 'body') b = applyMutation(b ?? {}, m satisfies Mutation, seed);
        else raw = mutate.raw;
      }
      // A mutated segment goes out with its percent signs as they are ('%00', a broken '%E0%A4%A').
      const path = apiPath(scope, e.path).replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const encoded = uriEncode(String(p[name] ?? ''));
        return mutate?.target === 'params' ? encoded.replace(/%25/g, '%') : encoded;
      });
      const qs = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
      const sent = raw ?? (e.method === 'GET' ? undefined : JSON.stringify(b ?? {}));
      const headers: Record<string, string> = sent === undefined ? {} : { 'content-type': 'application/json' };
      const applicantRoute = e.auth === 'applicant' || e.auth === 'own-applicant';
      if (credentials === 'right') {
        if (scope === 'admin') headers.authorization = `Bearer ${staffToken}`;
        if (applicantRoute || scope === 'app') headers.applicanttoken = applicant.token;
      } else if (credentials === 'forged') {
        headers.applicanttoken = 'x'.repeat(43);
        headers.authorization = 'Bearer forged';
      } else if (credentials === 'wrong-kind') {
        // The staff token where an applicant's is asked for, and the other way round.
        if (scope === 'admin') headers.applicanttoken = applicant.token;
        else headers.authorization = `Bearer ${staffToken}`;
      }
      return { scope, host, path: qs ? `${path}?${qs}` : path, body: sent, headers };
    });
}

/** encodeURIComponent, except that half a UTF-16 pair goes out as the bytes a client would send for it (U+FFFD). */
function uriEncode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

type Outcome = 'answered' | 'refused-in-use-case' | 'refused-field' | 'refused-input' | 'refused-auth' | 'refused-host';

/** What the body parse answers before any contract is read: not JSON, too deep, too large, a reserved key. */
const bodyRefusals = new Set<string>([messages.api.invalidJson, messages.input.tooDeep, messages.input.bodyTooLarge, messages.input.reservedKey]);

/** The exact property, and what kind of answer it was (for the reach checks). */
function judge(e: Endpoint, req: Request, r: TestResponse): Outcome {
  const what = `${e.method} ${req.path} ${req.body?.slice(0, 300)} -> ${r.status} ${r.text.slice(0, 300)}`;
  expect(r.status, what).toBeLessThan(500);
  if (r.status >= 200 && r.status < 300) {
    expect(r.status, what).toBe(200);
    const parsed = e.response.safeParse(r.json());
    expect(parsed.success, `${what}\n${parsed.error?.message}`).toBe(true);
    return 'answered';
  }
  if (r.status >= 300 && r.status < 400) {
    expect(e.redirects, what).toBe(true);
    expect(r.headers.location, what).toBeTruthy();
    return 'answered';
  }
  expect(r.status, what).toBeGreaterThanOrEqual(400);
  const message = (r.json() as { message?: unknown }).message;
  expect(typeof message === 'string' && HANGUL.test(message), what).toBe(true);
  const body = r.json() as { field?: string; path?: string };
  if (r.status === 401 || r.status === 403) return body.field !== undefined ? 'refused-field' : 'refused-auth';
  if (r.status === 404 && req.host !== HOST) return 'refused-host';
  if (r.status === 413 || bodyRefusals.has(message as string)) return 'refused-input';
  if (body.field !== undefined || body.path !== undefined) return 'refused-field';
  return 'refused-in-use-case';
}

/** More runs where bodies are rich and reach the store; fewer for the read-only lists. FUZZ_SCALE=n for a longer hunt. */
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const runsFor = (e: Endpoint) => {
  if (['SaveApplicantPage', 'SaveDraft', 'CreateUploadUrl', 'ConfirmUpload'].includes(e.id)) return 150 * scale;
  if (e.method !== 'GET' || e.auth !== 'visitor') return 70 * scale;
  return 40 * scale;
};

/**
 * Endpoints that no generated request can complete (a code that was sent elsewhere, a confirmed identity): for these
 * the reach check asks for a refusal by the use case or a named field, past the authorisation and the body parse.
 */
const cannotSucceed: Record<string, string> = {
  ConfirmVerification: 'needs the code that was sent to the applicant',
  CreateApplicant: 'needs a confirmed verification of the same visitor',
  CheckApplicant: "needs the notice, name, mobile number, e-mail and password of someone who applied (a visitor sends no token)",
  CheckApplicantById: "needs the id of one of the tenant's applicants",
  DeleteApplication: "needs an 'applicant_delete' code confirmed on the phone the applicant gave",
  FindPassword: 'needs the notice, name, mobile number and e-mail of someone who applied',
  ChangePassword: "needs a reset token from a confirmed 'applicant_find_password' code",
  CreateQnaUploadUrl: 'needs a file name on the allow-list whose declared size fits the attachment limit',
  DeleteQnaFile: 'needs the id of an attachment the applicant uploaded',
  CreateQnaInquiry: "needs one of the company's open 'qna' board options by name",
};
/** The writes whose bodies the issue names: each must be answered 2xx several times in a run, not just once. */
const savers = ['SaveApplicantPage', 'SaveDraft', 'CreateUploadUrl', 'ConfirmUpload', 'OpenFormPage', 'GetSavedPage', 'LogSessionEnd', 'CompleteApplicant', 'CancelSubmission', 'RevokePreviewKeys'];

const text = (v: string) => new TextEncoder().encode(v);
const PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');

/** Objects put in the upload store through a presigned PUT, not yet confirmed: keys a confirm can complete. */
async function stagedUploads(applicant: { id: number; token: string }, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ pageIndex: 1, upload_type: 'career_files', filename: `경력${i}.pdf`, size: PDF.length, contentType: 'application/pdf' });
    const p = await portal.send('POST', HOST, `/api/app/applicant/upload-url/${applicant.id}`, body, { 'content-type': 'application/json', applicanttoken: applicant.token });
    expect(p.status, p.text).toBe(200);
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    const put = await fetch(url, { method: 'PUT', headers, body: PDF });
    expect(put.status).toBe(200);
    keys.push(key);
  }
  return keys;
}

/** Q&A attachments PUT to staging keys of the applicant, not yet confirmed. */
async function stagedQnaUploads(applicant: { id: number; token: string }, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ filename: `문의${i}.pdf`, size: PDF.length, contentType: 'application/pdf' });
    const p = await portal.send('POST', HOST, '/api/app/board/upload-url', body, { 'content-type': 'application/json', applicanttoken: applicant.token });
    expect(p.status, p.text).toBe(200);
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(url, { method: 'PUT', headers, body: PDF })).status).toBe(200);
    keys.push(key);
  }
  return keys;
}

/** Step files PUT to staging keys of the applicant through the file question's presigned URL, not yet confirmed. */
async function stagedStepUploads(applicant: { id: number; token: string }, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ questionId: 2, filename: `증명${i}.pdf`, size: PDF.length, contentType: 'application/pdf' });
    const p = await portal.send('POST', HOST, `/api/app/applicant/result/${RESULT_STEP}-${applicant.id}/upload-url`, body, { 'content-type': 'application/json', applicanttoken: applicant.token });
    expect(p.status, p.text).toBe(200);
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(url, { method: 'PUT', headers, body: PDF })).status).toBe(200);
    keys.push(key);
  }
  return keys;
}

/** The step routes' values: the applicant's published steps, a valid answer among the generated ones, a staged file. */
async function stepHints(e: Endpoint, applicant: { id: number; token: string }): Promise<Record<string, fc.Arbitrary<unknown>>> {
  const repos = processWiring().reposFor(TENANT);
  const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage: '합격', scores: { 필기: '90점' }, chart: null };
  await repos.applicantSteps.publish(PROJECT, RESULT_STEP, applicant.id, published);
  await repos.applicantSteps.publish(PROJECT, SURVEY_STEP, applicant.id, published);
  const own = e.id === 'SubmitSurvey' ? SURVEY_STEP : RESULT_STEP;
  return {
    applicantStepId: fc.oneof({ arbitrary: fc.constant(`${own}-${applicant.id}`), weight: 4 }, { arbitrary: fc.constantFrom(`${SURVEY_STEP}-${applicant.id}`, `${RESULT_STEP}-1`), weight: 1 }),
    stepId: fc.constant(ATTACH_STEP),
    answers: fc.oneof({ arbitrary: fc.constant({ '1': { selected: [11] } }), weight: 3 }, { arbitrary: fc.constant({ '1': { selected: [12] }, '2': { files: [] } }), weight: 1 }),
    questionId: fc.constant(2),
    filename: fc.constantFrom('증명서.pdf', 'a.pdf', '\u202Efdp.exe.pdf'),
    size: fc.constantFrom(PDF.length, 10),
    contentType: fc.constant('application/pdf'),
    ...(e.id === 'ConfirmStepUpload' ? { key: fc.constantFrom(...(await stagedStepUploads(applicant, 8))) } : {}),
  };
}

/** Fixture-specific values a route needs to be completed at all (an uploaded object, a real file of a posting). */
async function extraHints(e: Endpoint, applicant: { id: number; token: string }): Promise<Record<string, fc.Arbitrary<unknown>>> {
  if (STEP_ENDPOINTS.includes(e.id)) return stepHints(e, applicant);
  if (e.id === 'ConfirmUpload') {
    // A refused check deletes the staged object, so hostile confirms use keys up: stage several, named as PDFs.
    return {
      key: fc.constantFrom(...(await stagedUploads(applicant, 8))),
      pageIndex: fc.constant(1),
      upload_type: fc.constant('career_files'),
      filename: fc.constantFrom('경력증명서 (최종).pdf', 'a.pdf', '\u202Efdp.exe.pdf'),
    };
  }
  if (e.id === 'RequestVerification') {
    // Mostly a consent-step code, which a visitor may ask for; delete and recovery codes are refused by design.
    return {
      type: fc.oneof({ arbitrary: fc.constant('applicant_certification'), weight: 6 }, { arbitrary: fc.constantFrom('applicant_delete', 'applicant_find_password'), weight: 1 }),
      kind: fc.oneof({ arbitrary: fc.constantFrom('email', 'sms'), weight: 6 }, { arbitrary: fc.constant('auth'), weight: 1 }),
    };
  }
  if (e.id === 'ConfirmQnaUpload') {
    return { key: fc.constantFrom(...(await stagedQnaUploads(applicant, 8))), filename: fc.constantFrom('문의 첨부.pdf', 'a.pdf', '\u202Efdp.exe.pdf') };
  }
  if (e.id === 'DownloadFile') {
    const files = (await portal.get(HOST, '/api/app/recruit/91011')).json<{ files: { filepath: string; filename: string }[] }>().files;
    expect(files.length).toBeGreaterThan(0);
    return { filepath: fc.constantFrom(...files.map((f) => f.filepath)), filename: fc.constantFrom(...files.map((f) => f.filename)), as: fc.constantFrom('url', undefined) };
  }
  return {};
}

describe('every endpoint contract under generated and hostile input', () => {
  for (const route of routes) {
    const e = route.contract!;
    it(`${e.method} ${e.path} (${e.auth}): 2xx within its response schema or 4xx in Korean, never 5xx`, async () => {
      // Each route has its own applicant, so that a final submission or a cancel in one does not change what another sees.
      const applicant = await createTestApplicant(TENANT, PROJECT, TASK, '퍼즈지원');
      const extra = await extraHints(e, applicant);
      const seen = new Map<Outcome, number>();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests(e, applicant, extra), async (req) => {
          // Code requests from an address of their own: other suites of the run spend 127.0.0.1's hourly code budget.
          const r = await portal.send(e.method, req.host, req.path, req.body, req.headers, e.id === 'RequestVerification' ? { from: '127.0.77.1' } : undefined);
          const outcome = judge(e, req, r);
          if (process.env.FUZZ_DEBUG === e.id) console.log(outcome, r.status, req.path, req.body?.slice(0, 200), r.text.slice(0, 200));
          seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }),
        { numRuns: runsFor(e) },
      );
      // The reach check: requests got past the login and the body parse to the use case and the store.
      const count = (o: Outcome) => seen.get(o) ?? 0;
      const summary = `${e.id}: ${JSON.stringify({ outcomes: Object.fromEntries(seen), statuses: Object.fromEntries(statuses) })}`;
      if (process.env.FUZZ_SUMMARY) console.log(summary);
      if (cannotSucceed[e.id]) expect(count('refused-in-use-case') + count('refused-field'), summary).toBeGreaterThan(0);
      else expect(count('answered'), summary).toBeGreaterThanOrEqual(savers.includes(e.id) ? 3 : 1);
      if (e.auth !== 'visitor') expect(count('refused-auth'), summary).toBeLessThan(runsFor(e) / 3);
    });
  }
});
