import { randomUUID } from 'node:crypto';
import { keyScopes } from '@portal/shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, Scope } from '@portal/shared/api/contract';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { recordFigures } from '../support/figures.ts';
import { apiPath, pathParams } from '@portal/shared/api/contract';
import { stepConfigSchema } from '../../shared/src/schemas/step-config.ts';
import { stepRecordOf } from '../../functions/src/domain/tenancy/import-steps.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { fileKeys } from '../../functions/src/domain/public-site/file-keys.ts';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { encodeApplicationCursor } from '../../functions/src/domain/integration/application-cursor.ts';
import { expectPortalAnswer } from '../fuzz/answer-rules.ts';
import { inputJsonSchema, type JsonSchema } from '../fuzz/json-schema-arbitrary.ts';
import { portalKst } from '../support/test-clock.ts';
import { createHandoffLink } from '../support/handoff-links.ts';
import { fixture, startTestPortal, type TestPortal, type TestResponse } from '../support/test-portal.ts';
import { postingBody } from '../support/integration-config-bodies.ts';
import { integrationConfigMessages as configMessages } from '@portal/shared/messages/integration-config';

/**
 * Tenant and applicant isolation over every endpoint contract, table-driven from what the contracts declare (their
 * `auth`, scopes, path parameters, query and body properties), so that a route declared tomorrow is probed the day it
 * is bound:
 * - a caller of tenant A (an applicant's token, a staff session) on tenant B's host is refused on every route that
 *   needs one, and no route answers it anything private of A or B;
 * - applicant A sends applicant B's ids (of the same tenant, and of tenant B) in every id-bearing place of every route:
 *   nothing of B comes back, and B's records (answers, drafts, uploads and their objects, Q&A attachments and
 *   inquiries, steps and their answers, submissions, tokens) are as they were, read through the repositories;
 * - staff of tenant A send tenant B's applicant's ids to every staff route: refused, nothing returned or changed;
 * - tenant A's integration API key is refused on tenant B's host, and with tenant B's ids (project, task, a cursor of
 *   B's listing) on A's host answers nothing of B.
 * Every answer is also held to the fuzz's rule (2xx within the response schema, or a Korean 4xx; never 5xx).
 * `SLOTS` names how each parameter is filled; a contract with a parameter it does not know fails the first test.
 */

interface Tenant {
  id: number;
  host: string;
  domainKey: string;
  project: number;
  task: number;
  posting: number;
  board: number;
  detail: number;
  place: number;
  steps: { result: number; survey: number; attach: number };
  /** Titles of what only its staff may see (a hidden project and posting). */
  privateMarkers: string[];
  /** Ids of that hidden project and posting. */
  hidden: { project: number; posting: number };
}
const A: Tenant = {
  id: 9101,
  host: 'alpha.localhost',
  domainKey: 'alpha',
  project: 91011,
  task: 910111,
  posting: 91011,
  board: 1,
  detail: 301,
  place: 1,
  steps: { result: 8811, survey: 8812, attach: 8813 },
  privateMarkers: ['알파 비공개 채용', '알파 비공개 공고'],
  hidden: { project: 91012, posting: 91015 },
};
const B: Tenant = {
  id: 9161,
  host: 'bravo.localhost',
  domainKey: 'bravo',
  project: 91611,
  task: 916111,
  posting: 91611,
  board: 21,
  detail: 601,
  place: 61,
  steps: { result: 8821, survey: 8822, attach: 8823 },
  privateMarkers: ['브라보 비공개 채용', '브라보 비공개 공고 표지'],
  hidden: { project: 91612, posting: 91612 },
};
/** A third tenant's host (beta.yaml): no applicant of the suite lives there. */
const OTHER_HOSTS = [B.host, 'beta.localhost'];

/** An applicant and everything it holds, made through the API as the applicant would (and its staff for the preview key). */
interface Party {
  tenant: Tenant;
  id: number;
  token: string;
  /** An upload PUT to its staging key and not yet confirmed; a checked upload's key. */
  stagedKey: string;
  fileKey: string;
  /** A Q&A attachment PUT and not confirmed; a confirmed one no inquiry holds; the one its inquiry holds. */
  qnaStagedKey: string;
  qnaFileId: string;
  heldQnaFileId: string;
  /** A step file PUT and not confirmed. */
  stepStagedKey: string;
  /** Bearer secrets: the staff's preview key of the application and a password-reset token. */
  previewKey: string;
  resetToken: string;
  /** Strings that only this applicant's data contains: none may reach anyone else. */
  markers: string[];
  /** Object keys that must still exist afterwards. */
  objects: string[];
}

let portal: TestPortal;
let staffA: string;
let staffB: string;
/** Tenant A's integration API key (an organisation's system). */
let integratorA: string;
/** Applicant A, who asks; applicant B of the same tenant; tenant B's applicant. */
let me: Party;
let peer: Party;
let stranger: Party;
/** An unused handoff link of each tenant (the integration API's revoke names it by id; the login takes its auth value). */
const handoffOf = new Map<number, { id: string; auth: string }>();
/** Each tenant's own export job (done, its file written): B's export id on A's host must be as unknown as none. */
const exportOf = new Map<number, string>();

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const json = { 'content-type': 'application/json' };
const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);
const letters = () => [...unique()].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('');

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml'), fixture('isolation-bravo.yaml')]);
  const now = processWiring().clock.now();
  await processWiring().reposFor(A.id).steps.replaceForProject(A.project, stepsOf(A, now));
  staffA = (await processWiring().reposFor(A.id).staffSessions.create('isolation', 3600)).token;
  staffB = (await processWiring().reposFor(B.id).staffSessions.create('isolation', 3600)).token;
  const w = processWiring();
  integratorA = (await createApiKey({ repos: w.reposFor(A.id), crypto: w.crypto, clock: w.clock }, { name: 'isolation', scopes: keyScopes })).key;
  for (const t of [A, B]) handoffOf.set(t.id, await createHandoffLink(t.id));
  for (const t of [A, B]) {
    const id = `exp_${unique()}${unique()}${unique().slice(0, 2)}`;
    const at = now.toISOString();
    await w.reposFor(t.id).exports.create({ id, projectId: t.project, format: 'csv', filter: {}, state: 'done', rows: 0, key: `${fileKeys.exportPrefix(t.id)}${id}/iso.csv`, filename: 'iso.csv', actor: 'integrator:isolation', createdAt: at, progressAt: at });
    exportOf.set(t.id, id);
  }
  me = await partyIn(A, staffA);
  peer = await partyIn(A, staffA);
  // Tenant B's applicant gets an id no applicant of tenant A has: staff of A asking for it by number must find nothing.
  stranger = await partyIn(B, staffB, 9_000_000 + Number.parseInt(unique().slice(0, 5), 16));
}, 120_000);
afterAll(() => portal?.close());

/** Alpha's steps for the suite, as bravo's fixture declares its own: a result with an additional request and a file question, a survey, an attach step. */
function stepsOf(t: Tenant, now: Date) {
  const choice = { id: 1, title: '응시 여부', input_type: 'radio', required: 'Y', details: [{ id: 11, content: '응시' }, { id: 12, content: '미응시' }] };
  const file = { id: 2, title: '증명서', input_type: 'file', details: [{ id: 21, upload_format: ['pdf'], max_count: 2, max_size: 5, total_max_size: 10 }] };
  const step = (id: number, type: 'document' | 'survey' | 'attach', extra: object) =>
    stepRecordOf(t.project, stepConfigSchema.parse({ id, title: `격리 전형 ${id}`, type, result_start: 'today-1', result_end: 'today+30', ...extra }), now);
  return [
    step(t.steps.result, 'document', { id_card: {}, add_page: { content: '<p>다음</p>' }, add_request: { questions: [choice, file] } }),
    step(t.steps.survey, 'survey', { survey: { questions: [choice] } }),
    step(t.steps.attach, 'attach', { add_request: { questions: [choice] } }),
  ];
}

/** An applicant written into the store with a real token (as test/support/test-applicants.ts does), here with a chosen id when given. */
async function applicantIn(t: Tenant, name: string, email: string, id?: number): Promise<{ id: number; token: string }> {
  const repos = processWiring().reposFor(t.id);
  const applicantId = id ?? (await repos.applicants.nextId());
  const created = await repos.applicants.create({
    id: applicantId,
    projectId: t.project,
    taskId: t.task,
    taskName: '격리 분야',
    name,
    phone: '01012345678',
    email,
    passwordHash: 'not-used',
    auth: false,
    identityHash: randomUUID(),
    status: 'N',
    confirmPage: [],
    savePage: null,
    fields: {},
    createdAt: portalKst(),
  });
  if (!created) throw new Error('applicant not created');
  return { id: applicantId, token: (await repos.applicantTokens.create(applicantId, 3600, 3600)).token };
}

async function ok(r: Promise<TestResponse>, what: string): Promise<any> {
  const answer = await r;
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBe(200);
  return answer.json();
}

/** A presigned PUT of the PDF, as the browser does after an upload-url call. */
async function put(url: string, headers: Record<string, string>): Promise<void> {
  const r = await fetch(url, { method: 'PUT', headers, body: PDF });
  expect(r.status).toBe(200);
}

/** An applicant of the tenant with one of every record the portal keeps for an applicant, each made through its route. */
async function partyIn(t: Tenant, staff: string, id?: number): Promise<Party> {
  const tag = unique();
  const name = `격리${tag}`;
  const email = `${tag}@example.com`;
  const who = await applicantIn(t, name, email, id);
  const h = { ...json, applicanttoken: who.token };
  const post = (path: string, body: unknown) => portal.send('POST', t.host, `/api/app${path}`, JSON.stringify(body), h);
  const englishName = `Iso ${letters()}`;
  const answer = `비밀 답변 ${tag}`;
  const draft = `초안 ${tag}`;
  await ok(post(`/applicant/update/${who.id}`, { pageIndex: 0, saveType: 'temp', version: 0, values: { english_name: englishName, applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }, { form_question_id: 1022, answer }] } } } }), 'page save');
  await ok(post(`/applicant/draft/${who.id}`, { pageIndex: 0, version: 1, values: { 1022: draft } }), 'draft');

  const uploadName = `경력${tag}.pdf`;
  const uploadUrl = async () => {
    const u = await ok(post(`/applicant/upload-url/${who.id}`, { pageIndex: 1, upload_type: 'career_files', filename: uploadName, size: PDF.length, contentType: 'application/pdf' }), 'upload url');
    await put(u.url, u.headers);
    return u.key as string;
  };
  const confirmed = await uploadUrl();
  const file = await ok(post(`/applicant/upload/${who.id}`, { pageIndex: 1, upload_type: 'career_files', key: confirmed, filename: uploadName }), 'upload confirm');
  const stagedKey = await uploadUrl();

  const qnaName = `문의첨부${tag}.pdf`;
  const qnaUpload = async () => {
    const u = await ok(post('/board/upload-url', { filename: qnaName, size: PDF.length, contentType: 'application/pdf' }), 'Q&A upload url');
    await put(u.url, u.headers);
    return u.key as string;
  };
  const held = await ok(post('/board/upload', { key: await qnaUpload(), filename: qnaName }), 'Q&A confirm');
  const loose = await ok(post('/board/upload', { key: await qnaUpload(), filename: qnaName }), 'Q&A confirm');
  const qnaStagedKey = await qnaUpload();
  const inquiryTitle = `문의 제목 ${tag}`;
  const inquiryContent = `문의 내용 ${tag}`;
  await ok(post('/board/qna', { category: '채용 절차', title: inquiryTitle, content: inquiryContent, file_ids: [held.id] }), 'inquiry');

  const resultMessage = `합격 안내 ${tag}`;
  const repos = processWiring().reposFor(t.id);
  const published = { resultMessageStatus: 'Y' as const, resultType: 'pass' as const, resultMessage, scores: { 필기: `${tag}점` }, chart: null };
  await repos.applicantSteps.publish(t.project, t.steps.result, who.id, published);
  await repos.applicantSteps.publish(t.project, t.steps.survey, who.id, published);
  const resultId = `${t.steps.result}-${who.id}`;
  await ok(post(`/applicant/result/${resultId}/update`, { answers: { '1': { selected: [11] } } }), 'step answers');
  await ok(post(`/applicant/survey/${t.steps.survey}-${who.id}/store`, { answers: { '1': { selected: [12] } } }), 'survey');
  const stepUpload = await ok(post(`/applicant/result/${resultId}/upload-url`, { questionId: 2, filename: `증명${tag}.pdf`, size: PDF.length, contentType: 'application/pdf' }), 'step upload url');
  await put(stepUpload.url, stepUpload.headers);

  const submissions = await ok(portal.send('GET', t.host, `/api/admin/applicant/submissions/${who.id}`, undefined, { authorization: `Bearer ${staff}` }), 'submissions');
  const resetToken = await repos.applicantTokens.createReset(who.id, 3600);
  const party: Omit<Party, 'markers' | 'objects'> = {
    tenant: t,
    id: who.id,
    token: who.token,
    stagedKey,
    fileKey: file.filepath,
    qnaStagedKey,
    qnaFileId: loose.id,
    heldQnaFileId: held.id,
    stepStagedKey: stepUpload.key,
    previewKey: submissions.previewKey,
    resetToken,
  };
  const secrets = [party.token, party.stagedKey, party.fileKey, party.qnaStagedKey, party.qnaFileId, party.heldQnaFileId, party.stepStagedKey, party.previewKey, party.resetToken];
  return {
    ...party,
    markers: [name, email, englishName, answer, draft, uploadName, qnaName, inquiryTitle, inquiryContent, resultMessage, `${tag}점`, held.filepath, loose.filepath, ...secrets],
    objects: [party.fileKey, party.stagedKey, party.qnaStagedKey, party.stepStagedKey, held.filepath, loose.filepath],
  };
}

/** Everything the store holds for the party, read through the repositories the handlers use. */
async function recordsOf(p: Party) {
  const repos = processWiring().reposFor(p.tenant.id);
  const drafts = [];
  for await (const page of repos.drafts.listByProject(p.tenant.project)) drafts.push(...page.filter((d) => d.applicantId === p.id));
  return {
    applicant: await repos.applicants.get(p.id),
    token: await repos.applicantTokens.find(p.token),
    resetToken: await repos.applicantTokens.peekReset(p.resetToken),
    pages: await repos.answers.listPages(p.id),
    drafts,
    uploads: await repos.uploads.listByApplicant(p.id),
    objects: await Promise.all(p.objects.map((k) => processWiring().files.exists(k))),
    inquiries: await repos.inquiries.listByApplicant(p.id),
    steps: await repos.applicantSteps.listByApplicant(p.id),
    submissions: await repos.submissions.list(p.id),
  };
}

/**
 * How each parameter, query and body property of a contract is filled, by its name (and the contract, where a name
 * means different things): whose value it carries, and the value for a party.
 * - `applicant`: an id of one applicant's data (the probes put another applicant's there);
 * - `tenant`: an id of one tenant's data (the probes put tenant B's there);
 * - `bearer`: a secret that is itself the right to act (a preview key, a reset token): only tenant B's is tried, on A's host;
 * - `none`: not an id, the same for every caller (undefined leaves an optional property out).
 */
type Owner = 'applicant' | 'tenant' | 'bearer' | 'none';
interface Slot {
  owner: Owner;
  value: (p: Party) => unknown;
}
const none = (value: unknown): Slot => ({ owner: 'none', value: () => value });
const TENANT_ID_ROUTES: Record<string, (t: Tenant) => number> = { GetCompany: (t) => t.id, GetBoard: (t) => t.board, GetProject: (t) => t.project };
const FILE_KEY_OF: Record<string, (p: Party) => string> = { ConfirmUpload: (p) => p.stagedKey, ConfirmQnaUpload: (p) => p.qnaStagedKey, ConfirmStepUpload: (p) => p.stepStagedKey };
const TYPE_OF: Record<string, string> = { ListBoards: 'notice', ListBoardOptions: 'qna', ListOptions: 'certificates' };

const SLOTS: Record<string, (e: Endpoint, part: 'params' | 'query' | 'body', schema: JsonSchema) => Slot> = {
  // Ids of an applicant's data.
  id: (e) => {
    const tenantId = TENANT_ID_ROUTES[e.id];
    if (tenantId) return { owner: 'tenant', value: (p) => tenantId(p.tenant) };
    // An applicant's id where the caller must be an applicant or staff; a visitor route's `id` names something public.
    if (e.auth === 'visitor') throw new Error(`${e.id}: which of the tenant's entities does its 'id' name? Add it to TENANT_ID_ROUTES`);
    return { owner: 'applicant', value: (p) => p.id };
  },
  _applicantId: () => ({ owner: 'applicant', value: (p) => p.id }),
  // The integration API's reads of one application (B's applicant id on A's host must be as unknown as none).
  applicantId: () => ({ owner: 'applicant', value: (p) => p.id }),
  check_id: (e) => (e.id === 'CheckApplicantById' ? { owner: 'applicant', value: (p) => p.id } : none('123456')),
  applicantStepId: (e) => ({ owner: 'applicant', value: (p) => `${e.id === 'SubmitSurvey' ? p.tenant.steps.survey : p.tenant.steps.result}-${p.id}` }),
  fileId: () => ({ owner: 'applicant', value: (p) => p.qnaFileId }),
  file_ids: () => ({ owner: 'applicant', value: (p) => [p.qnaFileId] }),
  filepath: () => ({ owner: 'applicant', value: (p) => p.fileKey }),
  key: (e) => {
    const fileKey = FILE_KEY_OF[e.id];
    if (fileKey) return { owner: 'applicant', value: fileKey };
    if (e.id === 'ViewApplicant') return { owner: 'bearer', value: (p) => p.previewKey };
    // An organisation's staged attachment: a key in the tenant's own staging area (B's must never be checked or moved on A's host).
    if (e.id === 'ConfirmSiteUpload') return { owner: 'tenant', value: (p) => `${fileKeys.siteStagingPrefix(p.tenant.id)}${'a'.repeat(22)}/iso.pdf` };
    throw new Error(`${e.id}: 'key' is neither a staged file nor a preview key; say in SLOTS what it is`);
  },
  token: () => ({ owner: 'bearer', value: (p) => p.resetToken }),
  // A handoff link: its auth value is the right to a staff session; its id names it to the tenant's integration API.
  _token: () => ({ owner: 'bearer', value: (p) => handoffOf.get(p.tenant.id)!.auth }),
  handoffId: () => ({ owner: 'tenant', value: (p) => handoffOf.get(p.tenant.id)!.id }),
  exportId: () => ({ owner: 'tenant', value: (p) => exportOf.get(p.tenant.id)! }),
  // Ids of a tenant's data.
  domain: () => ({ owner: 'tenant', value: (p) => p.tenant.host }),
  companyId: () => ({ owner: 'tenant', value: (p) => p.tenant.id }),
  company_id: () => ({ owner: 'tenant', value: (p) => p.tenant.id }),
  noticeId: () => ({ owner: 'tenant', value: (p) => p.tenant.posting }),
  projectId: () => ({ owner: 'tenant', value: (p) => p.tenant.project }),
  project_id: () => ({ owner: 'tenant', value: (p) => p.tenant.project }),
  taskId: () => ({ owner: 'tenant', value: (p) => p.tenant.task }),
  task_id: () => ({ owner: 'tenant', value: (p) => p.tenant.task }),
  detailId: () => ({ owner: 'tenant', value: (p) => p.tenant.detail }),
  placeId: () => ({ owner: 'tenant', value: (p) => p.tenant.place }),
  stepId: () => ({ owner: 'tenant', value: (p) => p.tenant.steps.attach }),
  // Not ids: what any caller would send.
  type: (e, _part, s) => none(TYPE_OF[e.id] ?? s.const ?? s.enum?.[0]),
  kind: () => none('email'),
  saveType: (_e, _part, s) => none(s.const ?? 'temp'),
  pageIndex: (e) => none(e.id === 'CreateUploadUrl' || e.id === 'ConfirmUpload' ? 1 : 0),
  // The integration API's upserts: version 0 creates. Their configuration bodies are left out (a 400 that writes nothing:
  // the probes must not rewrite A's configuration); a result is sent whole, so that B's applicant id meets the use case.
  version: (e) => none(e.id.startsWith('Upsert') ? 0 : 1),
  company: () => none(undefined),
  catalog: () => none(undefined),
  popups: () => none(undefined),
  boardOptions: () => none(undefined),
  project: () => none(undefined),
  forms: () => none(undefined),
  posting: () => none(undefined),
  post: () => none(undefined),
  step: () => none(undefined),
  result: () => none({ type: 'pass', message: '격리 확인' }),
  // Retention (issue 46 item 1): a past confirmation day with version 1, which no project has yet, so nothing is written.
  result_confirmed_at: () => none('2026-01-01'),
  hired: () => none(true),
  postingId: () => ({ owner: 'tenant', value: (p) => p.tenant.posting }),
  postId: () => ({ owner: 'tenant', value: (p) => p.tenant.board }),
  reason: () => none(undefined),
  values: () => none({ 1022: '안녕하세요' }),
  upload_type: () => none('career_files'),
  filename: () => none('증명서.pdf'),
  size: (_e, part) => none(part === 'query' ? 10 : PDF.length),
  contentType: () => none('application/pdf'),
  as: () => none('url'),
  page: () => none(1),
  name: () => none('김지원'),
  // The integration listing unfiltered, so that its control answers the caller's own applications.
  status: (e, _part, s) => none(e.id === 'ListApplications' ? undefined : s.enum?.[0]),
  searchText: () => none('서울'),
  keyword: () => none('세종대로'),
  prerequisite: () => none(undefined),
  recv_info: () => none(`iso${unique()}@example.com`),
  url: () => none(undefined),
  request_info: () => none('123456'),
  encode_data: () => none('encoded'),
  seq: () => none('1'),
  checkId: () => none('check'),
  checkPw: () => none('check'),
  agreements: (_e, _part, s) => none(s.const ?? 'Y'),
  agreement_ids: () => none([1]),
  auth_seq: () => none(undefined),
  phone: () => none('01012345678'),
  email: () => none('someone@example.com'),
  password: () => none('Passw0rd!'),
  password_confirmation: () => none('Passw0rd!'),
  languageId: () => none(11),
  formIndex: () => none(0),
  etsId: () => none('toeic'),
  all: () => none(undefined),
  category: () => none('채용 절차'),
  title: () => none('문의'),
  content: () => none('문의 내용입니다.'),
  checkToken: () => none(undefined),
  staffId: () => none('iso.staff'),
  format: () => none('csv'),
  applicantToken: () => none(undefined),
  answers: () => none({ '1': { selected: [11] } }),
  questionId: () => none(2),
  // The integration API's listing: a cursor names a position in one project's listing (B's cursor names B's project).
  // The audit listing's cursor names a month and a time of the caller's own trail, nothing of a tenant: left out.
  cursor: (e) => (e.id === 'ListAuditRecords' || e.id === 'ListInquiries' ? none(undefined) : { owner: 'tenant', value: (p) => encodeApplicationCursor(p.tenant.project, { shard: p.id % 8, afterId: p.id - 1 }) }),
  updatedSince: () => none(undefined),
  from: () => none(undefined),
  to: () => none(undefined),
  limit: () => none('100'),
};

/** One alternative of each part of a request: the properties and which of them are required. */
interface Shape {
  properties: Record<string, JsonSchema>;
  required: string[];
}
/** The alternatives of a part's schema (a union has several: each is probed), or one empty shape. */
function shapesOf(e: Endpoint, part: 'params' | 'query' | 'body'): Shape[] {
  const schema = e[part];
  if (!schema) return [{ properties: {}, required: [] }];
  const root = inputJsonSchema(schema);
  return (root.anyOf ?? root.oneOf ?? [root]).map((s) => ({ properties: s.properties ?? {}, required: s.required ?? [] }));
}

function slotOf(e: Endpoint, name: string, part: 'params' | 'query' | 'body', schema: JsonSchema): Slot {
  const slot = SLOTS[name];
  if (!slot) throw new Error(`${e.id}: its ${part} property '${name}' is not in SLOTS of contract-isolation.test.ts; add whose value it carries`);
  return slot(e, part, schema);
}

interface Place {
  part: 'params' | 'query' | 'body';
  name: string;
  slot: Slot;
  required: boolean;
}
/** Every place of a contract a value goes, with its slot: path parameters, query and the properties of one body alternative. */
function placesOf(e: Endpoint, bodyAlternative = 0): Place[] {
  const params = shapesOf(e, 'params')[0]!;
  const out: Place[] = pathParams(e.path).map((name) => ({ part: 'params' as const, name, slot: slotOf(e, name, 'params', params.properties[name] ?? {}), required: true }));
  const query = shapesOf(e, 'query')[0]!;
  const body = shapesOf(e, 'body')[bodyAlternative]!;
  for (const [part, shape] of [['query', query], ['body', body]] as const) {
    for (const [name, s] of Object.entries(shape.properties)) out.push({ part, name, slot: slotOf(e, name, part, s), required: shape.required.includes(name) });
  }
  return out;
}
/** The body alternatives of a contract, by index (one when the body is not a union). */
const alternativesOf = (e: Endpoint) => shapesOf(e, 'body').map((_s, i) => i);

/** A made-up secret of the same shape: the own value of a required bearer slot (a real one would be used, not probed). */
const MADE_UP_SECRET = 'x'.repeat(43);

interface Probe {
  method: string;
  host: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
}
interface Target {
  party: Party;
  /** The places ('part.name') that carry the target's values. */
  places: Set<string>;
}
/** The request of a contract by the owner, with the targeted places carrying the target's values instead. */
function probe(e: Endpoint, alt: number, scope: Scope, host: string, owner: Party, credentials: Record<string, string>, target?: Target): Probe {
  const values: Record<'params' | 'query' | 'body', Record<string, unknown>> = { params: {}, query: {}, body: {} };
  for (const { part, name, slot, required } of placesOf(e, alt)) {
    const targeted = target?.places.has(`${part}.${name}`);
    const v = targeted ? slot.value(target!.party) : slot.owner === 'bearer' ? (required ? MADE_UP_SECRET : undefined) : slot.value(owner);
    if (v !== undefined) values[part][name] = v;
  }
  const path = apiPath(scope, e.path).replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(values.params[name])));
  const qs = new URLSearchParams(Object.entries(values.query).map(([k, v]) => [k, String(v)])).toString();
  const body = e.method === 'GET' ? undefined : JSON.stringify(values.body);
  return { method: e.method, host, path: qs ? `${path}?${qs}` : path, body, headers: { ...(body === undefined ? {} : json), ...credentials } };
}

/** ISOLATION_DEBUG=1 prints every probe and its answer. */
const send = async (p: Probe) => {
  const r = await portal.send(p.method, p.host, p.path, p.body, p.headers);
  if (process.env.ISOLATION_DEBUG) console.log(`${r.status} ${p.host} ${p.method} ${p.path} ${p.body?.slice(0, 160) ?? ''} -> ${r.text.slice(0, 160)}`);
  return r;
};
const describeProbe = (e: Endpoint, p: Probe, r: TestResponse) => `${e.id} on ${p.host}: ${p.method} ${p.path} ${p.body ?? ''} -> ${r.status} ${r.text.slice(0, 300)}`;

/** Markers of the parties found in the answer that the request did not itself carry (counted for the closing line). */
function leaked(p: Probe, r: TestResponse, markers: string[]): string[] {
  const sent = `${p.path} ${p.body ?? ''} ${JSON.stringify(p.headers)}`;
  const found = markers.filter((m) => r.text.includes(m) && !sent.includes(m) && !sent.includes(encodeURIComponent(m)));
  if (found.length > 0) leaks++;
  return found;
}

const REFUSED = [401, 403, 404];
const applicantCredentials = (p: Party) => ({ applicanttoken: p.token });
const staffCredentials = (token: string) => ({ authorization: `Bearer ${token}` });
const integratorCredentials = (key: string) => ({ authorization: `Bearer ${key}` });
/** What a caller of tenant A sends in a scope: its applicant's token, staff session (with the token, for test mode) or API key. */
const callerOfA = (scope: Scope, withApplicant: boolean): Record<string, string> =>
  scope === 'integration' ? integratorCredentials(integratorA) : scope === 'admin' ? { ...staffCredentials(staffA), ...(withApplicant ? applicantCredentials(me) : {}) } : applicantCredentials(me);
let probes = 0;
let leaks = 0;
afterAll(() => {
  console.info(`contract isolation: ${probes} probes over ${allEndpoints.length} contracts, ${leaks} answered data of another applicant or tenant`);
  recordFigures('isolation', { probes, contracts: allEndpoints.length, leaks });
});

/**
 * Probes one contract (each body alternative) with the target's values: one probe per id-bearing place, and one with
 * all of them at once; first the same request with the owner's own values, which must get past the authorisation
 * (so that the probes differ from an accepted request only by the target's ids). Every answer is held to the fuzz's
 * rule, must not carry any of the markers the request did not, and must be a refusal where `mustRefuse` says so.
 */
async function probeIds(e: Endpoint, scope: Scope, credentials: Record<string, string>, target: Party, owners: Owner[], markers: string[]): Promise<number> {
  let sent = 0;
  for (const alt of alternativesOf(e)) {
    const places = idPlaces(e, alt, owners);
    if (places.size === 0) continue;
    const control = probe(e, alt, scope, A.host, me, credentials);
    const own = await send(control);
    const controlWhat = `${describeProbe(e, control, own)} (the same request with A's own ids)`;
    expectPortalAnswer(e, own, controlWhat);
    expect(own.status, controlWhat).not.toBe(401);
    if (e.auth === 'own-applicant') expect(own.status, controlWhat).not.toBe(403);
    for (const targeted of [...[...places].map((p) => new Set([p])), ...(places.size > 1 ? [places] : [])]) {
      const p = probe(e, alt, scope, A.host, me, credentials, { party: target, places: targeted });
      const r = await send(p);
      sent++;
      const what = describeProbe(e, p, r);
      expectPortalAnswer(e, r, what);
      expect(leaked(p, r, markers), `${what}: answered data of another applicant or tenant`).toEqual([]);
      if ([...targeted].some((t) => mustRefuse(e, alt, t))) expect(r.status, `${what}: must be refused`).toBeGreaterThanOrEqual(400);
    }
  }
  probes += sent;
  return sent;
}

describe('isolation, table-driven over every contract', () => {
  it('knows whose value every path parameter, query and body property of every contract carries', () => {
    const unknown: string[] = [];
    for (const e of allEndpoints) {
      for (const alt of alternativesOf(e)) {
        try {
          placesOf(e, alt);
        } catch (error) {
          unknown.push((error as Error).message);
        }
      }
    }
    expect(unknown, 'extend SLOTS in test/integration/contract-isolation.test.ts').toEqual([]);
    // Every own-applicant route names its applicant in the path, and every route has a known auth.
    for (const e of allEndpoints) expect(['visitor', 'applicant', 'own-applicant', 'staff', 'integrator'], e.id).toContain(e.auth);
    for (const e of allEndpoints.filter((x) => x.auth === 'own-applicant')) expect(pathParams(e.path), e.id).toContain('id');
  });

  it('gives applicant B and tenant B\'s applicant one of every record before the probes, so that a change would show', async () => {
    for (const p of [peer, stranger]) {
      const r = await recordsOf(p);
      const what = `${p.tenant.domainKey} applicant ${p.id}`;
      expect(r.pages.length, `${what}: pages`).toBeGreaterThan(0);
      expect(r.drafts.length, `${what}: drafts`).toBeGreaterThan(0);
      expect(r.uploads.length, `${what}: a file and two Q&A attachments`).toBe(3);
      expect(r.uploads.filter((u) => u.inquiryId).length, `${what}: the inquiry's attachment`).toBe(1);
      expect(r.inquiries.length, `${what}: inquiries`).toBe(1);
      expect(r.steps.length, `${what}: result and survey`).toBe(2);
      expect(r.objects, `${what}: objects`).toEqual(p.objects.map(() => true));
      expect(r.token?.applicantId, `${what}: token`).toBe(p.id);
      expect(r.resetToken, `${what}: reset token`).toBe(p.id);
    }
  });

  it("finds an applicant's markers in the answers to the applicant itself, so that the leak check would see a leak", async () => {
    // Applicant B reads its own data (A's own values change as the probes' controls save them).
    const own = applicantCredentials(peer);
    const answers = [
      await send(probe(api('OpenFormPage'), 0, 'app', A.host, peer, own)),
      await send(probe(api('GetSavedPage'), 0, 'app', A.host, peer, own)),
      await send(probe(api('GetStepResult'), 0, 'app', A.host, peer, own)),
      await send({ method: 'POST', host: A.host, path: '/api/app/applicant/view', body: '{"type":"data"}', headers: { ...json, ...own } }),
    ];
    const found = new Set(answers.flatMap((r) => peer.markers.filter((m) => r.text.includes(m))));
    for (const marker of [...peer.markers.slice(0, 4), peer.token]) expect(found, marker).toContain(marker);
  });

  it("refuses a caller of tenant A on another tenant's host on every route that needs a caller, and answers no route anything private", async () => {
    const before = { me: await recordsOf(me), stranger: await recordsOf(stranger) };
    const privateMarkers = [...me.markers, ...peer.markers, ...stranger.markers, ...A.privateMarkers, ...B.privateMarkers];
    for (const e of allEndpoints) {
      for (const scope of e.scopes) {
        const credentials = callerOfA(scope, true);
        for (const host of OTHER_HOSTS) {
          for (const alt of alternativesOf(e)) {
            // With A's own values, and with tenant B's applicant's ids (bearer secrets stay made up: holding one is the right).
            const asked = [probe(e, alt, scope, host, me, credentials), probe(e, alt, scope, host, me, credentials, { party: stranger, places: idPlaces(e, alt, ['applicant', 'tenant']) })];
            for (const p of asked) {
              const r = await send(p);
              probes++;
              const what = describeProbe(e, p, r);
              expectPortalAnswer(e, r, what);
              // An API key unknown on this host counts as a wrong key: past five from one address it is told to wait (429), still refused.
              if (e.auth !== 'visitor') expect(e.auth === 'integrator' ? [...REFUSED, 429] : REFUSED, `${what}: must be refused`).toContain(r.status);
              expect(leaked(p, r, privateMarkers), `${what}: answered private data`).toEqual([]);
            }
          }
        }
      }
    }
    expect({ me: await recordsOf(me), stranger: await recordsOf(stranger) }).toEqual(before);
  });

  it("answers tenant B's hidden posting and project ids on A's host exactly as ids that do not exist", async () => {
    // Where a contract takes a posting or project id of a tenant, B's unpublished one must not be told apart from none.
    const withTenant = (t: Partial<Tenant>): Party => ({ ...stranger, tenant: { ...B, ...t } });
    const hidden = withTenant({ posting: B.hidden.posting, project: B.hidden.project });
    const missing = withTenant({ posting: 919_999, project: 919_998 });
    const differences: string[] = [];
    let compared = 0;
    for (const e of allEndpoints) {
      for (const scope of e.scopes) {
        const credentials = callerOfA(scope, false);
        for (const alt of alternativesOf(e)) {
          const places = new Set([...idPlaces(e, alt, ['tenant'])].filter((p) => /\.(noticeId|projectId|project_id)$/.test(p) || (e.id === 'GetProject' && p === 'params.id')));
          if (places.size === 0) continue;
          const asHidden = await send(probe(e, alt, scope, A.host, me, credentials, { party: hidden, places }));
          const asMissing = await send(probe(e, alt, scope, A.host, me, credentials, { party: missing, places }));
          probes += 2;
          compared++;
          // A verification's id is random on every request and its expiry follows the request's second (findPassword
          // answers both whether or not anything matched).
          const same = (t: string) => t.replace(/"id":"[A-Za-z0-9_-]{20,}"/g, '"id":"<random>"').replace(/"expire_at":"[^"]*"/g, '"expire_at":"<time>"');
          if (asHidden.status !== asMissing.status || same(asHidden.text) !== same(asMissing.text)) {
            differences.push(`${e.id} (${scope}, ${[...places].join(', ')}): hidden -> ${asHidden.status} ${asHidden.text.slice(0, 200)}; none -> ${asMissing.status} ${asMissing.text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5);
    expect(differences, "answers that tell tenant B's hidden posting or project apart from an id nobody has").toEqual([]);
  });

  it('answers applicant A nothing of applicant B of the same tenant and changes none of its records, whatever id of B it sends to any route', async () => {
    const before = await recordsOf(peer);
    let sent = 0;
    // The tenant's ids are A's own here, and a bearer secret of the same tenant is itself the right to act: only B's applicant ids.
    for (const e of allEndpoints.filter((x) => x.scopes.includes('app'))) sent += await probeIds(e, 'app', applicantCredentials(me), peer, ['applicant'], peer.markers);
    expect(sent).toBeGreaterThan(20);
    expect(await recordsOf(peer)).toEqual(before);
  });

  it("answers applicant A nothing of tenant B or its applicant and changes none of its records, whatever id of theirs A sends to any route", async () => {
    const before = await recordsOf(stranger);
    let sent = 0;
    const markers = [...stranger.markers, ...B.privateMarkers];
    for (const e of allEndpoints.filter((x) => x.scopes.includes('app'))) sent += await probeIds(e, 'app', applicantCredentials(me), stranger, ['applicant', 'tenant', 'bearer'], markers);
    expect(sent).toBeGreaterThan(40);
    expect(await recordsOf(stranger)).toEqual(before);
  });

  it("answers tenant A's integration API key nothing of tenant B and changes none of its records, whatever id of B's it sends", async () => {
    const before = await recordsOf(stranger);
    let sent = 0;
    const markers = [...stranger.markers, ...B.privateMarkers];
    const routes = allEndpoints.filter((x) => x.scopes.includes('integration'));
    expect(routes.length).toBeGreaterThan(0);
    for (const e of routes) sent += await probeIds(e, 'integration', integratorCredentials(integratorA), stranger, ['applicant', 'tenant', 'bearer'], markers);
    expect(sent).toBeGreaterThan(2);
    expect(await recordsOf(stranger)).toEqual(before);
  });

  it("refuses staff of tenant A every staff route on tenant B's applicant, answers them nothing of it and changes none of its records", async () => {
    const before = await recordsOf(stranger);
    let sent = 0;
    const markers = [...stranger.markers, ...B.privateMarkers];
    for (const e of allEndpoints.filter((x) => x.scopes.includes('admin'))) sent += await probeIds(e, 'admin', staffCredentials(staffA), stranger, ['applicant', 'tenant', 'bearer'], markers);
    expect(sent).toBeGreaterThan(20);
    expect(await recordsOf(stranger)).toEqual(before);
  });
});

describe('posting ids, global routing data', () => {
  it("refuses tenant A's integration key a posting id tenant B holds with 409, before anything is written, and B's link still leads to B", async () => {
    const w = processWiring();
    for (const id of [B.posting, B.hidden.posting]) {
      const before = { b: await w.reposFor(B.id).postings.get(id), holder: await w.directory.findPostingHolder(id) };
      expect(before.holder, `${id}: B holds it`).toEqual({ id: B.id, domainKey: B.domainKey });
      const r = await send({
        method: 'PUT',
        host: A.host,
        path: `/api/integration/postings/${id}`,
        body: JSON.stringify(postingBody(A.project, '알파가 가로챈 공고')),
        headers: { ...json, ...integratorCredentials(integratorA) },
      });
      expect(r.status, r.text).toBe(409);
      expect(r.json<{ message: string }>().message).toBe(configMessages.postingIdTaken(id));
      // Nothing half-written: not in A's partition, no version held, B's posting and its owner as they were.
      expect(await w.reposFor(A.id).postings.get(id), `${id}: A's partition`).toBeUndefined();
      expect(await w.reposFor(A.id).revisions.get({ kind: 'posting', id: String(id) }), `${id}: A's revision`).toBeUndefined();
      expect({ b: await w.reposFor(B.id).postings.get(id), holder: await w.directory.findPostingHolder(id) }).toEqual(before);
    }
    // From a third tenant's host, B's published posting still redirects to B, not to A.
    const elsewhere = await portal.get('beta.localhost', `/api/app/recruit/${B.posting}`);
    expect(elsewhere.json<{ redirectCompany?: { id: number } }>().redirectCompany?.id, elsewhere.text).toBe(B.id);
    // A's own new posting id is written as before, and the same body again is its retry.
    const own = postingBody(A.project, '알파 새 공고');
    const path = `/api/integration/postings/${A.posting + 7}`;
    const write = () => send({ method: 'PUT', host: A.host, path, body: JSON.stringify(own), headers: { ...json, ...integratorCredentials(integratorA) } });
    expect((await write()).json()).toEqual({ version: 1, changed: true });
    expect((await write()).json()).toEqual({ version: 1, changed: false });
  });
});

const api = (id: string) => allEndpoints.find((e) => e.id === id)!;

/** The places of a contract's body alternative whose slot is of one of the owners, as 'part.name'. */
function idPlaces(e: Endpoint, alt: number, owners: Owner[]): Set<string> {
  return new Set(placesOf(e, alt).filter((p) => owners.includes(p.slot.owner)).map((p) => `${p.part}.${p.name}`));
}

/**
 * Whether a request with someone else's value in that place must be refused outright (4xx), rather than answered
 * without anything of theirs: every applicant id and bearer secret. A tenant's id may be answered (it names public
 * data, or the caller's own tenant's, since the host decides the tenant).
 */
function mustRefuse(e: Endpoint, alt: number, place: string): boolean {
  const [part, name] = place.split('.') as ['params' | 'query' | 'body', string];
  const slot = placesOf(e, alt).find((p) => p.part === part && p.name === name)!.slot;
  return slot.owner === 'applicant' || slot.owner === 'bearer';
}
