import fc from 'fast-check';
import { keyScopes } from '@portal/shared/api/contract';
import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@portal/shared/api/contract';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { routes } from '../../functions/src/http/routes.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createHandoffLink } from '../support/handoff-links.ts';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { encodeApplicationCursor } from '../../functions/src/domain/integration/application-cursor.ts';
import { encodeAuditCursor } from '../../functions/src/domain/integration/audit-cursor.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { recordFigures } from '../support/figures.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';
import { stepConfigSchema } from '../../shared/src/schemas/step-config.ts';
import { stepRecordOf } from '../../functions/src/domain/tenancy/import-steps.ts';
import { loadTenantFile } from '../../functions/src/local/load-tenant-file.ts';
import { boardPostBody, postingBody, projectBody, resultBody, stepBody } from '../support/integration-config-bodies.ts';
import { fuzzScale, fuzzSeed, MIN_REQUESTS_PER_RUN, runsFor, seedFor } from './fuzz-settings.ts';
import { expectPortalAnswer } from './answer-rules.ts';
import { HOSTILE_KINDS, hostileKindsOf, type HostileKind } from './hostile-kinds.ts';
import { oddFileKey } from './mutations.ts';
import { fileKeys, HOST, PROJECT, requests, TASK, TENANT, type Request } from './requests.ts';

/**
 * Property, for every endpoint contract: a request built from the contract's own schemas (path, query, body), with
 * the credentials its `auth` asks for, and often one part mutated into something hostile (wrong types, numbers out of
 * range, odd scripts, NUL bytes, 1 MB strings, 70,000-character and empty keys, 3,000 levels of nesting, 1e308),
 * is answered either 2xx with a body its response schema accepts (or a redirect where the contract declares one), or
 * 4xx with a Korean message (test/fuzz/answer-rules.ts). Never 5xx, a stack trace or a message about types. Each route must also see answers from past its authorisation, so that a
 * suite which only ever meets the login cannot pass (an `integrator` route gets an API key of the tenant, made with
 * the same use case as `npm run portal -- api-key create`).
 *
 * Volume and seed (test/fuzz/fuzz-settings.ts): at least 10,000 requests a run (`runsFor`: most where bodies are rich
 * and reach the store, fewest for read-only visitor lists), from a fixed seed that is printed at the end; each route
 * has its own seed derived from it, so one route replays alone with `-t`. Routes run five at a time (`it.concurrent`),
 * while each route's requests go one after another: what a route sends, and in which order, depends on the seed
 * alone (the answers may still depend on the clock and on what other routes did to the tenant, such as seats taken).
 * The last test fails a run that sent fewer than 10,000 requests (times FUZZ_SCALE), left a contract of allEndpoints
 * unfuzzed, or sent none of one of the hostile value kinds of docs/security.md section 9 (test/fuzz/hostile-kinds.ts).
 *
 * FUZZ_SEED=n another seed; FUZZ_SCALE=n n times as many requests; FUZZ_SUMMARY=1 prints each route's outcomes;
 * FUZZ_DEBUG=<contract id> prints every request and answer of one route; FUZZ_SEQUENTIAL=1 runs one route at a time.
 */
let portal: TestPortal;
let staffToken: string;
/** The fixture tenant's integration API key (the integrator routes' credential). */
let integratorKey: string;
/** Each route's own applicant, made in route order before any route runs (so the ids do not depend on the concurrency). */
const applicants = new Map<string, { id: number; token: string; staffView?: string }>();
beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  staffToken = (await processWiring().reposFor(TENANT).staffSessions.create('fuzz', 3600)).token;
  const w = processWiring();
  integratorKey = (await createApiKey({ repos: w.reposFor(TENANT), crypto: w.crypto, clock: w.clock }, { name: 'fuzz', scopes: keyScopes })).key;
  await processWiring().reposFor(TENANT).steps.replaceForProject(PROJECT, fuzzSteps());
  for (const route of routes) {
    const applicant = await createTestApplicant(TENANT, PROJECT, TASK, '퍼즈지원');
    // The staff variant's applicant: the test-mode token checkById gives the staff session for it.
    const history = route.contract?.scopes.includes('admin') && route.contract.auth === 'applicant' ? await checkById(applicant.id) : undefined;
    applicants.set(route.id, { ...applicant, ...(history ? { staffView: history } : {}) });
  }
});

/** The read-only token a staff session gets with an applicant's history. */
async function checkById(id: number): Promise<string> {
  const r = await portal.send('POST', HOST, '/api/admin/applicant/checkById', JSON.stringify({ check_id: id }), { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' });
  expect(r.status, r.text).toBe(200);
  return r.json<{ applicant: { token: string } }>().applicant.token;
}

/** What the run sent: requests per contract, and the hostile kinds of docs/security.md section 9 among them. */
const sentTo = new Map<string, number>();
const kindsSent = new Map<HostileKind, number>();
const total = () => [...sentTo.values()].reduce((a, b) => a + b, 0);
/** Answers by status class over the run, and the routes whose property failed (docs/reliability.md's figures). */
const answered = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, other: 0 };
const brokenRoutes: string[] = [];
afterAll(async () => {
  await portal?.close();
  const kinds = Object.keys(HOSTILE_KINDS).map((k) => `${k} ${kindsSent.get(k as HostileKind) ?? 0}`).join(', ');
  recordFigures('fuzz', {
    requests: total(),
    contracts: sentTo.size,
    declared: allEndpoints.length,
    hostileKinds: [...kindsSent.values()].filter((n) => n > 0).length,
    hostileKindsDeclared: Object.keys(HOSTILE_KINDS).length,
    answered,
    brokenRoutes,
    seed: fuzzSeed,
    scale: fuzzScale,
  });
  console.info(
    `contract fuzz: ${total().toLocaleString('en')} requests to ${sentTo.size} routes, seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays it), FUZZ_SCALE ${fuzzScale}; hostile kinds sent: ${kinds}`,
  );
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

/**
 * The integration API's upserts write the fixture tenant's configuration, so their bodies are valid ones (mutated now
 * and then like any other) that leave the other routes' data as it was: the company as the fixture has it, a project,
 * posting, notice and step of their own ids, a result of the route's own applicant. The first one of an id creates it;
 * the same body again is answered unchanged, whatever version it carries.
 */
async function upsertHints(e: Endpoint, applicant: { id: number }): Promise<Record<string, fc.Arbitrary<unknown>>> {
  const version = fc.oneof({ arbitrary: fc.constantFrom(0, 1), weight: 4 }, fc.constantFrom(2, 1_000_000_001, -1));
  switch (e.id) {
    case 'UpsertCompany': {
      const { config } = await loadTenantFile(fixture('alpha.yaml'));
      const { id: _i, domainKey: _k, domains: _d, isDefault: _f, logo: _l, rules: _r, site, ...company } = config.company;
      const { landingImage: _g, ...siteTexts } = site;
      return { version, company: fc.constant({ ...company, site: siteTexts }), popups: fc.constant(config.popups), boardOptions: fc.constant(config.boardOptions) };
    }
    case 'UpsertCatalog': {
      // alpha's own catalogue: the routes that read its pickers run beside this one.
      const { config } = await loadTenantFile(fixture('alpha.yaml'));
      return { version, catalog: fc.constant(config.catalog) };
    }
    case 'UpsertProject': {
      const body = projectBody(910991, '퍼즈 연동 프로젝트');
      return { version, projectId: fc.constant(91099), project: fc.constant(body.project), forms: fc.constant(body.forms) };
    }
    case 'UpsertPosting':
      return { version, postingId: fc.constantFrom(91098, 91097), posting: fc.constant({ ...postingBody(PROJECT, '퍼즈 연동 공고').posting, status: 'N' }) };
    case 'UpsertBoardPost':
      return { version, postId: fc.constant(91096), post: fc.constant(boardPostBody().post) };
    case 'UpsertStep':
      return { version, stepId: fc.constant(8899), step: fc.constant(stepBody('퍼즈 연동 전형').step) };
    case 'UpsertStepResult':
      return { version, stepId: fc.constant(RESULT_STEP), applicantId: fc.oneof({ arbitrary: fc.constant(applicant.id), weight: 4 }, fc.constant(999_999_999_999)), result: fc.constant(resultBody().result) };
    default:
      throw new Error(`${e.id}: no valid body for this upsert; add one to upsertHints`);
  }
}

type Outcome = 'answered' | 'refused-in-use-case' | 'refused-field' | 'refused-input' | 'refused-auth' | 'refused-host';

/** What the body parse answers before any contract is read: not JSON, too deep, too large, a reserved key. */
const bodyRefusals = new Set<string>([messages.api.invalidJson, messages.input.tooDeep, messages.input.bodyTooLarge, messages.input.reservedKey]);

/** The exact property, and what kind of answer it was (for the reach checks). */
function judge(e: Endpoint, req: Request, r: TestResponse): Outcome {
  const what = `${e.method} ${req.path} ${req.body?.slice(0, 300)} -> ${r.status} ${r.text.slice(0, 300)}`;
  expectPortalAnswer(e, r, what);
  if (r.status < 400) return 'answered';
  const message = (r.json() as { message?: unknown }).message;
  const body = r.json() as { field?: string; path?: string };
  if (r.status === 401 || r.status === 403) return body.field !== undefined ? 'refused-field' : 'refused-auth';
  if (r.status === 404 && req.host !== HOST) return 'refused-host';
  if (r.status === 413 || bodyRefusals.has(message as string)) return 'refused-input';
  if (body.field !== undefined || body.path !== undefined) return 'refused-field';
  return 'refused-in-use-case';
}

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
  DownloadApplicantData: "needs an 'applicant_download' code confirmed on the phone the applicant gave",
  FindPassword: 'answers every well-formed body alike (a code reaches only the phone of someone who applied); refuses a number that is no mobile one',
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

/** An organisation's attachments PUT to its staging keys through the integration API's presigned URLs, not yet confirmed. */
async function stagedSiteUploads(count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({ filename: `공고문${i}.pdf`, size: PDF.length, contentType: 'application/pdf' });
    const p = await portal.send('POST', HOST, '/api/integration/files/upload-url', body, { 'content-type': 'application/json', authorization: `Bearer ${integratorKey}` });
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
    ...(e.id === 'ConfirmStepUpload' ? { key: fileKeys(await stagedStepUploads(applicant, 8), applicant) } : {}),
  };
}

/** Fixture-specific values a route needs to be completed at all (an uploaded object, a real file of a posting). */
async function extraHints(e: Endpoint, applicant: { id: number; token: string }): Promise<Record<string, fc.Arbitrary<unknown>>> {
  if (STEP_ENDPOINTS.includes(e.id)) return stepHints(e, applicant);
  if (e.id.startsWith('Upsert')) return upsertHints(e, applicant);
  if (e.id === 'ConfirmUpload') {
    // A refused check deletes the staged object, so hostile confirms use keys up: stage several, named as PDFs.
    return {
      key: fileKeys(await stagedUploads(applicant, 8), applicant),
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
    return { key: fileKeys(await stagedQnaUploads(applicant, 8), applicant), filename: fc.constantFrom('문의 첨부.pdf', 'a.pdf', '\u202Efdp.exe.pdf') };
  }
  if (e.id === 'ListApplications') {
    // Cursors this listing would answer (every shard, ids around the route applicants'), with the schema's odd ones.
    const cursor = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: applicant.id + 5 })).map(([shard, afterId]) => encodeApplicationCursor(PROJECT, { shard, afterId }));
    return {
      cursor: fc.oneof({ arbitrary: cursor, weight: 3 }, { arbitrary: fc.constantFrom(undefined, encodeApplicationCursor(91012, { shard: 0, afterId: 0 }), 'eyJwIjoxfQ', 'AAAA'), weight: 2 }),
      limit: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 100 }), weight: 4 }, fc.constantFrom(0, 101, 1000, undefined)),
      updatedSince: fc.constantFrom(undefined, '2020-01-01T00:00:00Z', '2026-01-01T00:00:00+09:00', '2099-12-31T23:59:59.999Z', 'yesterday', '2026-02-30T00:00:00Z'),
    };
  }
  if (e.id === 'CreateSiteUploadUrl') {
    return { filename: fc.constantFrom('채용 공고문.pdf', 'a.hwp', '\u202Efdp.exe.pdf'), size: fc.constantFrom(PDF.length, 10), contentType: fc.constant('application/pdf') };
  }
  if (e.id === 'ConfirmSiteUpload') {
    // Staged attachments of the tenant (a confirm moves one; a repeat answers it again), with made-up and others' keys.
    const own = await stagedSiteUploads(8);
    const others = [`staging/t/${TENANT + 1}/site/${'a'.repeat(22)}/a.pdf`, `staging/t/${TENANT}/applicants/1/${'a'.repeat(22)}/a.pdf`, `files/t/${TENANT}/site/x/a.pdf`];
    return { key: fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 8 }, { arbitrary: fc.constantFrom(...others), weight: 1 }), filename: fc.constantFrom('채용 공고문.pdf', 'a.pdf', '\u202Efdp.exe.pdf') };
  }
  if (e.id === 'GetApplicantStepResult') {
    // The route applicant's published result of the alpha project's step, now and then an applicant or step it lacks.
    await processWiring().reposFor(TENANT).applicantSteps.publish(PROJECT, RESULT_STEP, applicant.id, { resultMessageStatus: 'Y', resultType: 'pass', resultMessage: '합격', scores: {}, chart: null });
    return {
      projectId: fc.oneof({ arbitrary: fc.constant(PROJECT), weight: 4 }, fc.constant(91099)),
      stepId: fc.oneof({ arbitrary: fc.constant(RESULT_STEP), weight: 4 }, fc.constantFrom(SURVEY_STEP, 8899)),
      applicantId: fc.oneof({ arbitrary: fc.constant(applicant.id), weight: 4 }, { arbitrary: fc.constantFrom(1, 999_999_999_999), weight: 1 }),
    };
  }
  if (e.id === 'GetApplication' || e.id === 'GetApplicationSubmission' || e.id === 'ListApplicationFiles') {
    // The route's own applicant (with a final submission for the snapshot read), now and then an id nobody has.
    if (e.id === 'GetApplicationSubmission') await submitOnce(applicant.id);
    return {
      applicantId: fc.oneof({ arbitrary: fc.constant(applicant.id), weight: 4 }, { arbitrary: fc.constantFrom(1, 999_999_999_999), weight: 1 }),
      seq: fc.oneof({ arbitrary: fc.constant(1), weight: 4 }, { arbitrary: fc.constantFrom(2, 999), weight: 1 }),
    };
  }
  if (e.id === 'HandoffLogin' || e.id === 'RevokeHandoff') {
    // Real links of the tenant (a login uses one up, a revoke ends it), with the schema's made-up ones.
    const links = await Promise.all(Array.from({ length: 24 }, () => createHandoffLink(TENANT)));
    const pick = (f: (l: { id: string; auth: string }) => string) => fc.oneof({ arbitrary: fc.constantFrom(...links.map(f)), weight: 3 }, { arbitrary: fc.constant(undefined), weight: 1 });
    return e.id === 'HandoffLogin' ? { _token: pick((l) => l.auth) } : { handoffId: pick((l) => l.id) };
  }
  if (e.id === 'GetExport') {
    // Exports of the tenant's project asked for through the API (queued, running or done when polled), and made-up ids.
    const ids: string[] = [];
    for (const format of ['csv', 'json']) {
      const r = await portal.send('POST', HOST, '/api/integration/exports', JSON.stringify({ projectId: PROJECT, format }), { authorization: `Bearer ${integratorKey}`, 'content-type': 'application/json' });
      expect(r.status, r.text).toBeLessThan(300);
      ids.push(r.json<{ id: string }>().id);
    }
    return { exportId: fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: fc.constantFrom(`exp_${'A'.repeat(22)}`, 'exp_short'), weight: 1 }) };
  }
  if (e.id === 'ListAuditRecords') {
    // Periods as months, dates and moments (some reversed or too long), and cursors of this listing with odd ones.
    const now = processWiring().clock.now();
    const month = now.toISOString().slice(0, 7);
    const bound = fc.oneof(
      { arbitrary: fc.constantFrom(undefined, month, `${month}-01`, now.toISOString(), '2026-01-01T00:00:00+09:00'), weight: 4 },
      { arbitrary: fc.constantFrom('2020-01', '2099-12-31', '2026-02-30', 'yesterday'), weight: 1 },
    );
    const cursor = fc.constantFrom(encodeAuditCursor({ month }), encodeAuditCursor({ month, last: { at: now.toISOString(), id: 'a'.repeat(12) } }), encodeAuditCursor({ month: '1999-01' }), 'eyJtIjoxfQ', 'AAAA');
    return { from: bound, to: bound, cursor: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: cursor, weight: 2 }), limit: fc.constantFrom(undefined, 1, 50, 100, 0, 101) };
  }
  if (e.id === 'DownloadFile') {
    const files = (await portal.get(HOST, '/api/app/recruit/91011')).json<{ files: { filepath: string; filename: string }[] }>().files;
    expect(files.length).toBeGreaterThan(0);
    const filepath = fc.constantFrom(...files.map((f) => f.filepath));
    return { filepath: fc.oneof({ arbitrary: filepath, weight: 6 }, { arbitrary: oddFileKey(`files/t/${TENANT}/applicants/${applicant.id}`), weight: 1 }), filename: fc.constantFrom(...files.map((f) => f.filename)), as: fc.constantFrom('url', undefined) };
  }
  return {};
}

/** A final submission of the applicant (seq 1, no pages), written through the repositories as the submission suites do. */
async function submitOnce(applicantId: number): Promise<void> {
  const repos = processWiring().reposFor(TENANT);
  expect(await repos.submissions.acquireLock(applicantId, `fuzz-${applicantId}`, Date.now(), 60_000)).toBe('acquired');
  expect(await repos.submissions.submit({ applicantId, requestId: `fuzz-${applicantId}`, seq: 1, applicantNumber: `F-${applicantId}`, submittedAt: '2026-03-01 09:00:00', snapshotHash: 'fuzz', pages: [], messages: [] })).toBe(true);
}

/** Routes run five at a time (vitest's maxConcurrency); FUZZ_SEQUENTIAL=1 runs them one after another (for FUZZ_DEBUG, or to compare). */
const routeTest = process.env.FUZZ_SEQUENTIAL ? it : it.concurrent;

describe('every endpoint contract under generated and hostile input', () => {
  for (const route of routes) {
    const e = route.contract!;
    routeTest(
      `${e.method} ${e.path} (${e.auth}): 2xx within its response schema or 4xx in Korean, never 5xx`,
      async () => {
        // Each route has its own applicant, so that a final submission or a cancel in one does not change what another sees.
        const applicant = applicants.get(e.id)!;
        const extra = await extraHints(e, applicant);
        const seen = new Map<Outcome, number>();
        const statuses = new Map<number, number>();
        const seed = seedFor(e.id);
        try {
          await fc.assert(
            fc.asyncProperty(requests(e, { applicant, staffToken, integratorKey }, extra), async (req) => {
              sentTo.set(e.id, (sentTo.get(e.id) ?? 0) + 1);
              for (const kind of hostileKindsOf(e.id, req)) kindsSent.set(kind, (kindsSent.get(kind) ?? 0) + 1);
              const r = await portal.send(e.method, req.host, req.path, req.body, req.headers, req.from ? { from: req.from } : undefined);
              const outcome = judge(e, req, r);
              if (process.env.FUZZ_DEBUG === e.id) console.log(outcome, r.status, req.path, req.body?.slice(0, 200), r.text.slice(0, 200));
              seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
              statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
              const cls = r.status >= 200 && r.status < 600 ? (`${Math.floor(r.status / 100)}xx` as keyof typeof answered) : 'other';
              answered[cls]++;
            }),
            { numRuns: runsFor(e), seed },
          );
        } catch (error) {
          brokenRoutes.push(e.id);
          if (error instanceof Error) error.message = `FUZZ_SEED=${fuzzSeed} npx vitest run test/fuzz/public-endpoints.test.ts -t '${e.path}' replays this (route seed ${seed}).\n${error.message}`;
          throw error;
        }
        // The reach check: requests got past the login and the body parse to the use case and the store.
        const count = (o: Outcome) => seen.get(o) ?? 0;
        const summary = `${e.id}: ${JSON.stringify({ outcomes: Object.fromEntries(seen), statuses: Object.fromEntries(statuses) })}`;
        if (process.env.FUZZ_SUMMARY) console.log(summary);
        if (cannotSucceed[e.id]) expect(count('refused-in-use-case') + count('refused-field'), summary).toBeGreaterThan(0);
        else expect(count('answered'), summary).toBeGreaterThanOrEqual(savers.includes(e.id) ? 3 : 1);
        if (e.auth !== 'visitor') expect(count('refused-auth'), summary).toBeLessThan(runsFor(e) / 3);
      },
      // Five routes share the machine; the largest sends 400 requests (times FUZZ_SCALE), some of them 1 MB.
      180_000 * fuzzScale,
    );
  }

  it(`sends at least ${MIN_REQUESTS_PER_RUN.toLocaleString('en')} requests in a run, to every declared contract, with each hostile value kind of the hardening among them`, () => {
    const required = Math.ceil(MIN_REQUESTS_PER_RUN * fuzzScale);
    // The figures `npm run bench` (part fuzz) reads back.
    if (process.env.FUZZ_SUMMARY)
      console.log(`FUZZ_TOTAL ${JSON.stringify({ requests: total(), contracts: sentTo.size, hostileKinds: [...kindsSent.values()].filter((n) => n > 0).length, seed: fuzzSeed, scale: fuzzScale })}`);
    expect(total(), `requests sent (a route that failed stops early; see its own failure)`).toBeGreaterThanOrEqual(required);
    for (const e of allEndpoints) expect(sentTo.get(e.id) ?? 0, `${e.id}: requests sent`).toBeGreaterThanOrEqual(runsFor(e));
    for (const [kind, what] of Object.entries(HOSTILE_KINDS)) expect(kindsSent.get(kind as HostileKind) ?? 0, `${what}: requests sent with it`).toBeGreaterThan(0);
  });
});
