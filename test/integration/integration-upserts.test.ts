import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { SENSITIVE_KINDS } from '@portal/shared/form-model/sensitive-items';
import { exportCommand, tenantCommand } from '../../functions/src/local/ops-commands.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { boardPostBody, companyBody, postingBody, projectBody, resultBody, stepBody } from '../support/integration-config-bodies.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The integration API's writes (issue 21 item 3) against the real stand-ins: an organisation the operator registered
 * is filled by its system alone; every upsert is idempotent (the same body again changes nothing) and versioned (a
 * stale version is a 409 naming the current one); what the import would refuse is refused with every problem listed;
 * a key reaches only its own organisation, and only with the 'write' scope.
 */
const NEW = { domainKey: 'upsert-org', id: 9701, host: 'upsert-org.localhost', project: 97011, task: 970111, posting: 970121, post: 970131, step: 970141 } as const;
let portal: TestPortal;
let key: string;
let readOnlyKey: string;
let alphaKey: string;

const put = (path: string, body: unknown, apiKey = key, host: string = NEW.host) =>
  portal.send('PUT', host, `/api/integration${path}`, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` });
const makeKey = (domainKey: string, scopes: string) => makeApiKey(domainKey, 'upserts', scopes);

/** The current version of an item: what a 409 to a made-up body names. */
async function currentVersion(path: string, body: object): Promise<number> {
  const r = await put(path, { ...body, version: 999_999 });
  expect(r.status, r.text).toBe(409);
  return r.json<{ currentVersion: number }>().currentVersion;
}

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  const printed: string[] = [];
  expect(await tenantCommand(processWiring(), ['create', NEW.domainKey, '--id', String(NEW.id), '--name', '업서트 기관'], (l) => printed.push(l))).toBe(0);
  expect(printed.join('\n')).toContain(NEW.domainKey);
  key = await makeKey(NEW.domainKey, 'read,write');
  readOnlyKey = await makeKey(NEW.domainKey, 'read');
  alphaKey = await makeKey('alpha', 'read,write');
});
afterAll(() => portal?.close());

describe('tenant create (ops CLI)', () => {
  it('refuses a domain key or an id that a tenant already has', async () => {
    const lines: string[] = [];
    expect(await tenantCommand(processWiring(), ['create', NEW.domainKey, '--id', '9799'], (l) => lines.push(l))).toBe(1);
    expect(await tenantCommand(processWiring(), ['create', 'other-org', '--id', String(alpha.tenant)], (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual([m.cli.tenantExists(NEW.domainKey), m.cli.tenantExists('other-org')]);
    expect(await processWiring().directory.findByDomainKey('other-org')).toBeUndefined();
  });

  it('lets one of two simultaneous registrations of the same domain key through', async () => {
    const create = (id: number) => tenantCommand(processWiring(), ['create', 'race-org', '--id', String(id)], () => {});
    expect((await Promise.all([create(9711), create(9712)])).sort()).toEqual([0, 1]);
    const winner = (await processWiring().directory.findByDomainKey('race-org'))!;
    expect((await processWiring().reposFor(winner.id).company.get())?.domain).toBe('race-org');
    expect(await processWiring().reposFor(winner.id === 9711 ? 9712 : 9711).company.get()).toBeUndefined();
  });
});

describe('tenant add-host (ops CLI)', () => {
  it("gives a registered tenant one more own host, which the API then answers as that tenant's, and refuses a host another tenant has", async () => {
    const w = processWiring();
    expect(await tenantCommand(w, ['create', 'host-org', '--id', '9721'], () => {})).toBe(0);
    expect(await tenantCommand(w, ['create', 'host-org-b', '--id', '9722'], () => {})).toBe(0);
    const lines: string[] = [];
    const addHost = (domainKey: string, host: string) => tenantCommand(w, ['add-host', domainKey, host], (l) => lines.push(l));
    expect(await addHost('host-org', 'recruit.host-org.example')).toBe(0);
    expect(await addHost('host-org', 'recruit.host-org.example')).toBe(0);
    expect(await addHost('host-org-b', 'recruit.host-org.example')).toBe(1);
    expect(lines).toEqual([
      m.cli.hostAdded('host-org', 'recruit.host-org.example', ['recruit.host-org.example']),
      m.cli.hostAlready('host-org', 'recruit.host-org.example'),
      m.cli.hostTaken('recruit.host-org.example', 'host-org'),
    ]);
    expect(await w.directory.findByHost('recruit.host-org.example')).toEqual({ id: 9721, domainKey: 'host-org' });
    expect((await w.reposFor(9721).company.get())?.domains).toEqual(['recruit.host-org.example']);
    expect((await w.directory.findBrand({ id: 9721, domainKey: 'host-org' }))?.hosts).toEqual(['recruit.host-org.example']);
    const site = await portal.get('recruit.host-org.example', '/api/app/checkCompany');
    expect(site.json<{ company: { id: number } }>().company.id).toBe(9721);
    await expect(addHost('no-such-org', 'x.example')).rejects.toThrow("'no-such-org'");
    expect(await addHost('host-org', 'Not A Host')).toBeUndefined();
  });
});

describe('PUT /api/integration/company', () => {
  it('creates the settings at version 0, answers a retry unchanged, refuses a stale version and moves on from the current one', async () => {
    const first = await put('/company', companyBody());
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toEqual({ version: 1, changed: true });
    const site = await portal.get(NEW.host, '/api/app/checkCompany');
    expect(site.json<{ company: unknown }>().company).toMatchObject({ id: NEW.id, name: '온보딩 공사', site: { main_message: '온보딩 공사와 함께할 인재를 찾습니다' } });

    // The same body again (a retry after a lost answer): nothing more changes.
    expect((await put('/company', companyBody())).json()).toEqual({ version: 1, changed: false });
    // Another writer's body at the version both read: refused, naming the current version.
    const stale = await put('/company', companyBody('다른 이름'));
    expect(stale.status).toBe(409);
    expect(stale.json()).toEqual({ message: m.versionConflict(1), currentVersion: 1 });
    const next = await put('/company', { ...companyBody('온보딩 공사 (개명)'), version: 1 });
    expect(next.json()).toEqual({ version: 2, changed: true });
    expect((await portal.get(NEW.host, '/api/app/checkCompany')).json<{ company: { name: string } }>().company.name).toBe('온보딩 공사 (개명)');
    await put('/company', { ...companyBody(), version: 2 });
  });

  it('answers 413 to a body too large to store and writes a normal body right after at the version both were sent', async () => {
    const at = await currentVersion('/company', companyBody('버전 확인'));
    const body = companyBody('너무 큰 기관');
    const huge = { ...body, company: { ...body.company, site: { ...body.company.site, introduction: `<p>${'a'.repeat(450_000)}</p>` } } };
    const refused = await put('/company', { ...huge, version: at });
    expect(refused.status, refused.text.slice(0, 300)).toBe(413);
    expect(refused.json<{ message: string }>().message).toBe(messages.input.storeTooLarge);
    // Before: the refused body held the item for a minute (409 naming a version never stored).
    const next = await put('/company', { ...companyBody('크기를 줄인 기관'), version: at });
    expect(next.status, next.text).toBe(200);
    expect(next.json()).toEqual({ version: at + 1, changed: true });
    expect((await portal.get(NEW.host, '/api/app/checkCompany')).json<{ company: { name: string } }>().company.name).toBe('크기를 줄인 기관');
    await put('/company', { ...companyBody(), version: at + 1 });
  });

  it('lists every problem of a body the schema refuses, in Korean', async () => {
    const r = await put('/company', { version: -1, company: { name: '', theme: { primary: 'teal' } }, extra: 1 });
    expect(r.status).toBe(400);
    const body = r.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(body.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['version', 'company.name', 'company.theme.primary']));
    for (const e of body.errors) expect(e.message).toMatch(/[가-힣]/);
  });

  it('refuses a website with a javascript: or data: scheme with a 400 in Korean, and keeps the stored one (audit F12)', async () => {
    const before = (await portal.get(NEW.host, '/api/app/checkCompany')).json<{ company: { website?: string } }>().company.website;
    for (const website of ['javascript:alert(document.domain)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>']) {
      const r = await put('/company', { ...companyBody(), version: 999_999, company: { ...companyBody().company, website } });
      expect(r.status, website).toBe(400);
      expect(r.json()).toEqual({ message: m.urlScheme('website'), field: 'company.website' });
    }
    expect((await portal.get(NEW.host, '/api/app/checkCompany')).json<{ company: { website?: string } }>().company.website).toBe(before);
  });
});

describe('PUT /api/integration/projects/{projectId}', () => {
  it('writes a project with its two-page form and its rule, served to applicants as the import would', async () => {
    const r = await put(`/projects/${NEW.project}`, projectBody(NEW.task));
    expect(r.status, r.text).toBe(200);
    expect(r.json()).toEqual({ version: 1, changed: true });
    const repos = processWiring().reposFor(NEW.id);
    const pages = await repos.forms.listTaskPages(NEW.task);
    expect(pages.map((p) => p.forms.map((f) => f.application_form_id))).toEqual([[880001], [880002]]);
    expect(pages[1]!.rules?.some((rule) => rule.kind === 'max_length')).toBe(true);
    expect((await repos.company.get())?.projectsCount).toBe(1);
    expect((await put(`/projects/${NEW.project}`, projectBody(NEW.task))).json()).toEqual({ version: 1, changed: false });
  });

  it('refuses a project whose parts do not fit together, listing every problem', async () => {
    const body = projectBody(NEW.task + 1, '참조가 틀린 프로젝트');
    body.project.form = 'missing-form';
    body.project.rules = [
      { kind: 'max_length', name: '없는 필드', fields: ['no_such_field'], max: 10 },
      { kind: 'max_length', name: '다른 프로젝트', projects: [alpha.project], fields: ['motivation'], max: 10 },
    ] as never;
    const r = await put(`/projects/${NEW.project + 1}`, body);
    expect(r.status, r.text).toBe(422);
    const answer = r.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(answer.message).toBe(m.invalidConfig(answer.errors.length));
    expect(answer.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['project.form', 'project.rules.0', 'project.rules.1.projects']));
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 1)).toBeUndefined();
  });

  it('refuses tenant patterns the linear-time matcher cannot run (lookaround, back-references) with a 400 naming each (audit F07)', async () => {
    const body = projectBody(NEW.task + 2, '정규식이 틀린 프로젝트');
    body.project.auth_fields = [{ title: '이름', input_type: { field: 'name', type: 'text', pattern: { value: '^(?=.*[가-힣]).+$', message: '한글 포함' } } }];
    const template = body.forms!.onboarding as unknown as { pages: { forms: { details: { items: { input_type: Record<string, unknown> }[] }[] }[] }[] };
    template.pages[0]!.forms[0]!.details[0]!.items[0]!.input_type.pattern = { value: '^(\\w)\\1$' };
    const r = await put(`/projects/${NEW.project + 2}`, body);
    expect(r.status, r.text).toBe(400);
    const fields = r.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(fields).toContainEqual({ field: 'project.auth_fields.0.input_type.pattern.value', message: m.patternUnsupported('auth_fields[0]') });
    expect(fields.map((e) => e.field)).toContain('forms.onboarding.pages.0.forms.0.details.0.items.0.input_type.pattern.value');
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 2)).toBeUndefined();
  });
  it('refuses a form that asks for a height without the legal reason the job needs it (채용절차법 §4-3), and takes it with one, serving the reason with the page', async () => {
    const withHeight = (legal_reasons?: Record<string, string>) => {
      const body = projectBody(NEW.task + 3, '신체 기준이 있는 프로젝트');
      const template = body.forms!.onboarding as unknown as { pages: { forms: { details: { items: unknown[] }[] }[] }[]; legal_reasons?: Record<string, string> };
      template.pages[0]!.forms[0]!.details[0]!.items.push({ id: 88001199, title: '키(cm)', input_type: { type: 'text', model: 'applicant_personal_infos', field: 'height' } });
      if (legal_reasons) template.legal_reasons = legal_reasons;
      return body;
    };
    const refused = await put(`/projects/${NEW.project + 3}`, withHeight());
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json()).toEqual({ message: m.forbiddenQuestion('item 88001199', ['용모·키·체중 등 신체적 조건']), field: 'forms.onboarding.pages.0.forms.0.details.0.items.4' });
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 3)).toBeUndefined();

    const reason = '경찰공무원 임용령 제34조가 정한 신체 조건(키)을 확인합니다.';
    const taken = await put(`/projects/${NEW.project + 3}`, withHeight({ 'item 88001199': reason }));
    expect(taken.status, taken.text).toBe(200);
    const [first] = await processWiring().reposFor(NEW.id).forms.listTaskPages(NEW.task + 3);
    expect(first!.legalReasons).toEqual({ 'item 88001199': reason });
  });
  it('refuses a blind-hiring project whose form asks for a photo, listing it, and takes it without the photo', async () => {
    const blind = (photo: boolean) => {
      const body = projectBody(NEW.task + 4, '블라인드 채용 프로젝트');
      (body.project as { blind_hiring?: boolean }).blind_hiring = true;
      const template = body.forms!.onboarding as unknown as { pages: { forms: { details: { items: unknown[] }[] }[] }[] };
      if (photo) template.pages[0]!.forms[0]!.details[0]!.items.unshift({ id: 88001198, title: '사진', input_type: { type: 'photo', field: 'photo' } });
      return body;
    };
    const refused = await put(`/projects/${NEW.project + 4}`, blind(true));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'project.form', message: m.blindHiringAsks(NEW.project + 4, 'onboarding', 'item 88001198(사진)', ['사진']) },
    ]);
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 4)).toBeUndefined();

    const taken = await put(`/projects/${NEW.project + 4}`, blind(false));
    expect(taken.status, taken.text).toBe(200);
    expect((await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 4))?.project.blind_hiring).toBe(true);
  });
  it('refuses a project whose form asks for sensitive information without a consent of its own, and takes it with one', async () => {
    const sensitive = (consent: boolean) => {
      const body = projectBody(NEW.task + 5, '민감정보 프로젝트');
      const template = body.forms!.onboarding as unknown as { pages: { forms: { details: { items: unknown[] }[] }[] }[] };
      template.pages[0]!.forms[0]!.details[0]!.items.push({ id: 88001197, title: '장애 여부', input_type: { type: 'text', field: 'disabled_status' } });
      if (consent) (body.project as { agreements: unknown[] }).agreements.push({ id: 2, title: '민감정보 처리 동의 (필수)', content: '<p>장애인 가점 적용을 위하여 장애 여부를 처리합니다.</p>' });
      return body;
    };
    const refused = await put(`/projects/${NEW.project + 5}`, sensitive(false));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'project.agreements', message: m.sensitiveConsentMissing(NEW.project + 5, 'onboarding', ['item 88001197(장애 여부)'], [SENSITIVE_KINDS.health]) },
    ]);
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 5)).toBeUndefined();

    const taken = await put(`/projects/${NEW.project + 5}`, sensitive(true));
    expect(taken.status, taken.text).toBe(200);
    expect((await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project + 5))?.project.agreements.map((a) => a.title)).toContain('민감정보 처리 동의 (필수)');
  });
});

describe('postings, board posts, steps and results', () => {
  it('publishes a posting of the project on the public list, and refuses attachments that are not the organisation\'s files', async () => {
    const r = await put(`/postings/${NEW.posting}`, postingBody(NEW.project));
    expect(r.status, r.text).toBe(200);
    const list = await portal.get(NEW.host, `/api/app/recruits/${NEW.id}`);
    expect(list.text).toContain('2026년 온보딩 공사 신입 채용 공고');

    const withFile = (filepath: string) => ({ ...postingBody(NEW.project), posting: { ...postingBody(NEW.project).posting, files: [{ filepath, filename: '공고문.pdf' }] } });
    for (const path of [`files/t/${alpha.tenant}/postings/1/a.pdf`, `files/t/${NEW.id}/applicants/5/a.pdf`, `files/t/${NEW.id}/../x.pdf`]) {
      const refused = await put(`/postings/${NEW.posting + 1}`, withFile(path));
      expect(refused.status, path).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe(m.fileOutsideTenant(path));
    }
    const asset = await put(`/postings/${NEW.posting + 1}`, { ...postingBody(NEW.project), posting: { ...postingBody(NEW.project).posting, files: [{ asset: 'a.pdf', filename: 'a.pdf' }] } });
    expect(asset.json<{ message: string }>().message).toBe(m.fileAssetNotAllowed);
    const orphan = await put(`/postings/${NEW.posting + 2}`, postingBody(NEW.project + 99));
    expect(orphan.status).toBe(422);
    expect(orphan.json<{ message: string }>().message).toBe(m.postingProjectNotFound(NEW.project + 99));
  });

  it('writes a notice', async () => {
    expect((await put(`/board-posts/${NEW.post}`, boardPostBody())).json()).toEqual({ version: 1, changed: true });
    const notices = await portal.get(NEW.host, `/api/app/boards/notice/${NEW.id}?page=1`);
    expect(notices.text).toContain('채용 일정 안내');
  });

  it("publishes one applicant's result of a step, and refuses another project's applicant", async () => {
    expect((await put(`/projects/${NEW.project}/steps/${NEW.step}`, stepBody())).json()).toEqual({ version: 1, changed: true });
    const applicant = await createTestApplicant(NEW.id, NEW.project, NEW.task, '정결과');
    const r = await put(`/projects/${NEW.project}/steps/${NEW.step}/results/${applicant.id}`, resultBody());
    expect(r.status, r.text).toBe(200);
    const stored = await processWiring().reposFor(NEW.id).applicantSteps.get(applicant.id, NEW.step);
    expect(stored).toMatchObject({ resultType: 'pass', resultMessage: '서류전형에 합격하셨습니다.', scores: { 서류: '92' } });
    // Its version is kept in the applicant's partition, not the organisation's configuration partition.
    const revisions = processWiring().reposFor(NEW.id).revisions;
    const id = `${NEW.step}-${applicant.id}`;
    expect(await revisions.get({ kind: 'step-result', id, applicantId: applicant.id })).toMatchObject({ version: 1, pending: false });
    expect(await revisions.get({ kind: 'step-result', id })).toBeUndefined();

    // An applicant of another project of the organisation, and an id it does not have (another organisation's).
    const elsewhere = await createTestApplicant(NEW.id, NEW.project + 7, NEW.task + 7, '타분야');
    const foreign = await put(`/projects/${NEW.project}/steps/${NEW.step}/results/${elsewhere.id}`, resultBody());
    expect(foreign.status).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(m.applicantNotFound);
    expect((await put(`/projects/${NEW.project}/steps/${NEW.step}/results/${elsewhere.id + 1000}`, resultBody())).status).toBe(404);
    const noStep = await put(`/projects/${NEW.project}/steps/${NEW.step + 1}/results/${applicant.id}`, resultBody());
    expect(noStep.status).toBe(404);
  });
});

describe('GET /api/integration/projects/{projectId}/steps/{stepId}/results/{applicantId}', () => {
  const STEP = NEW.step + 2;
  const get = (path: string, apiKey = key, host: string = NEW.host) => portal.send('GET', host, `/api/integration${path}`, undefined, { authorization: `Bearer ${apiKey}` });

  it("reads back the published result with its version, and the applicant's answers to the additional request", async () => {
    const choice = { id: 1, title: '면접 응시 여부', input_type: 'radio', required: 'Y', details: [{ id: 11, content: '응시' }, { id: 12, content: '미응시' }] };
    const step = stepBody('면접 안내');
    expect((await put(`/projects/${NEW.project}/steps/${STEP}`, { ...step, step: { ...step.step, add_request: { questions: [choice] } } })).status).toBe(200);
    const applicant = await createTestApplicant(NEW.id, NEW.project, NEW.task, '조회결과');
    const path = `/projects/${NEW.project}/steps/${STEP}/results/${applicant.id}`;
    const nothingYet = await get(path);
    expect(nothingYet.status).toBe(404);
    expect(nothingYet.json<{ message: string }>().message).toBe(m.resultNotFound);

    expect((await put(path, resultBody('면접 대상자입니다.'))).json()).toEqual({ version: 1, changed: true });
    const published = await get(path);
    expect(published.status, published.text).toBe(200);
    expect(published.json()).toEqual({
      version: 1,
      result: { result_message_status: 'Y', type: 'pass', message: '면접 대상자입니다.', scores: { 서류: '92' } },
      notifiedAt: null,
      additionalRequest: { submitted: false, answeredAt: null, answers: {} },
      survey: { submitted: false, answeredAt: null, answers: {} },
    });

    // The applicant answers through the portal; the organisation's read shows it.
    const answered = await portal.send('POST', NEW.host, `/api/app/applicant/result/${STEP}-${applicant.id}/update`, JSON.stringify({ answers: { '1': { selected: [11] } } }), {
      'content-type': 'application/json',
      applicanttoken: applicant.token,
      'Idempotency-Key': randomUUID(),
    });
    expect(answered.json<{ result: string }>().result, answered.text).toBe('success');
    const read = (await get(path)).json<{ additionalRequest: { submitted: boolean; answeredAt: string | null; answers: unknown } }>();
    expect(read.additionalRequest).toMatchObject({ submitted: true, answers: { '1': { selected: [11] } } });
    expect(Date.parse(read.additionalRequest.answeredAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // What was read is the PUT body's shape: sent back with its version, it changes nothing.
    const { version, result } = (await get(path)).json<{ version: number; result: unknown }>();
    expect((await put(path, { version: 0, result })).json()).toEqual({ version: 1, changed: false });
    expect((await put(path, { version, result: { ...(result as object), type: 'fail', message: '불합격' } })).json()).toEqual({ version: 2, changed: true });
    expect((await get(path)).json<{ version: number; result: { type: string } }>()).toMatchObject({ version: 2, result: { type: 'fail' } });

    // Each read is in the audit trail.
    const audit = (await get('/audit')).json<{ items: { action: string; applicantId?: number }[] }>();
    expect(audit.items.filter((i) => i.action === 'integration.read-step-result' && i.applicantId === applicant.id).length).toBeGreaterThanOrEqual(4);
  });

  it("answers 404 for another project's applicant, a step it does not have, or another organisation's key", async () => {
    const elsewhere = await createTestApplicant(NEW.id, NEW.project + 7, NEW.task + 7, '타분야조회');
    const foreign = await get(`/projects/${NEW.project}/steps/${STEP}/results/${elsewhere.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(m.applicantNotFound);
    const noStep = await get(`/projects/${NEW.project}/steps/${STEP + 50}/results/${elsewhere.id}`);
    expect(noStep.json<{ message: string }>().message).toBe(m.stepNotFound);
    // alpha's key on alpha's host: the same ids name nothing there.
    expect((await get(`/projects/${NEW.project}/steps/${STEP}/results/${elsewhere.id}`, alphaKey, alpha.host)).status).toBe(404);
    expect((await get(`/projects/${NEW.project}/steps/${STEP}/results/${elsewhere.id}`, alphaKey)).status).toBe(401);
  });
});

describe('PUT /api/integration/catalog', () => {
  const catalog = (typeIds: number[]) => ({
    certificates: [
      { id: 1, name: '정보처리기사', type_id: 10 },
      { id: 2, name: '컴퓨터활용능력 1급', type_id: 20 },
    ],
    optionLists: [{ tasks: [NEW.task], type: 'certificates', all: [1, 2], prerequisites: [{ value: 'Y', type_ids: typeIds }] }],
  });
  const variantsOf = async () => {
    const pages = await processWiring().reposFor(NEW.id).forms.listTaskPages(NEW.task);
    return pages.map((p) => p.rules?.find((r) => r.kind === 'picker_prerequisite'));
  };

  it("serves the organisation's picker lists, and gives its projects' prerequisite rules the lists' variants", async () => {
    // The project picks the certificate list's variant by the applicant's answer to 'motivation' (any field will do here).
    const project = projectBody(NEW.task);
    const rule = { kind: 'picker_prerequisite', name: '자격 유형', list: 'certificates', source: { field: 'motivation' } };
    const withRule = { ...project, project: { ...project.project, rules: [...(project.project.rules ?? []), rule] } };
    const written = await put(`/projects/${NEW.project}`, { ...withRule, version: await currentVersion(`/projects/${NEW.project}`, withRule) });
    expect(written.status, written.text).toBe(200);
    expect((await variantsOf()).every((r) => r && !('variants' in r))).toBe(true);

    const first = await put('/catalog', { version: 0, catalog: catalog([10]) });
    expect(first.json(), first.text).toEqual({ version: 1, changed: true });
    const options = await portal.get(NEW.host, `/api/app/options/certificates/${NEW.task}`);
    expect(options.status, options.text).toBe(200);
    expect(options.text).toContain('정보처리기사');
    expect(await variantsOf()).toEqual([expect.objectContaining({ variants: [{ value: 'Y', type_ids: [10] }] }), expect.objectContaining({ variants: [{ value: 'Y', type_ids: [10] }] })]);
    // A new catalogue moves the variants with it.
    expect((await put('/catalog', { version: 1, catalog: catalog([20]) })).json()).toEqual({ version: 2, changed: true });
    expect((await variantsOf())[0]).toMatchObject({ variants: [{ value: 'Y', type_ids: [20] }] });
  });

  it('refuses option lists for tasks the organisation does not have, listing each', async () => {
    const body = catalog([10]);
    const r = await put('/catalog', { version: 2, catalog: { ...body, optionLists: [{ ...body.optionLists[0]!, tasks: [NEW.task, 999_001] }] } });
    expect(r.status).toBe(422);
    expect(r.json<{ errors: { message: string }[] }>().errors).toEqual([{ field: 'catalog.optionLists.0.tasks', message: m.catalogTaskUnknown(999_001) }]);
  });
});

describe('a configuration import over an organisation its system writes', () => {
  it("moves every version the API took on, so the system's last body is refused at its old version, not taken as a retry", async () => {
    const postingId = NEW.posting + 5;
    const body = postingBody(NEW.project, '연동으로 쓴 공고');
    expect((await put(`/postings/${postingId}`, body)).json()).toEqual({ version: 1, changed: true });
    // The operator exports the organisation, edits the posting in the file and imports it.
    const dir = mkdtempSync(join(tmpdir(), 'supersede-'));
    try {
      expect(await exportCommand(processWiring(), [NEW.domainKey, dir], () => {})).toBe(0);
      const file = join(dir, `${NEW.domainKey}.json`);
      const cfg = JSON.parse(readFileSync(file, 'utf8')) as { postings: { id: number; title: string }[] };
      cfg.postings.find((p) => p.id === postingId)!.title = '운영자가 고친 공고';
      writeFileSync(file, JSON.stringify(cfg));
      await importTenantFiles([file]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const title = async () => (await portal.get(NEW.host, `/api/app/recruit/${postingId}`)).json<{ title: string }>().title;
    expect(await title()).toBe('운영자가 고친 공고');

    // The system's body again: before, it matched the stored fingerprint and answered 'unchanged' over the edit.
    const stale = await put(`/postings/${postingId}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    const { currentVersion } = stale.json<{ currentVersion: number }>();
    expect(currentVersion).toBe(2);
    expect((await put(`/postings/${postingId}`, { ...body, version: currentVersion })).json()).toEqual({ version: 3, changed: true });
    expect(await title()).toBe('연동으로 쓴 공고');
  });
});

describe('posting ids another organisation holds', () => {
  const ALPHA_POSTING = 91011;

  it('refuses the posting id of another organisation with 409, and keeps its owner', async () => {
    const r = await put(`/postings/${ALPHA_POSTING}`, postingBody(NEW.project, '다른 기관의 공고 번호'));
    expect(r.status, r.text).toBe(409);
    expect(r.json()).toEqual({ message: m.postingIdTaken(ALPHA_POSTING) });
    expect(await processWiring().directory.findPostingHolder(ALPHA_POSTING)).toEqual({ id: alpha.tenant, domainKey: 'alpha' });
    expect(await processWiring().reposFor(NEW.id).postings.get(ALPHA_POSTING)).toBeUndefined();
  });

  it('refuses an import naming such an id before it writes anything of the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'taken-'));
    try {
      expect(await exportCommand(processWiring(), [NEW.domainKey, dir], () => {})).toBe(0);
      const file = join(dir, `${NEW.domainKey}.json`);
      const cfg = JSON.parse(readFileSync(file, 'utf8')) as { company: { name: string }; postings: { id: number }[] };
      const before = (await processWiring().reposFor(NEW.id).company.get())?.name;
      cfg.company.name = '가져오기로 바꾼 이름';
      cfg.postings[0]!.id = ALPHA_POSTING;
      writeFileSync(file, JSON.stringify(cfg));
      await expect(importTenantFiles([file])).rejects.toThrow(m.postingIdTaken(ALPHA_POSTING));
      expect((await processWiring().reposFor(NEW.id).company.get())?.name).toBe(before);
      expect(await processWiring().directory.findPostingHolder(ALPHA_POSTING)).toEqual({ id: alpha.tenant, domainKey: 'alpha' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('who may write', () => {
  it("refuses a key without the 'write' scope, and another organisation's key on this host", async () => {
    const readOnly = await put('/company', companyBody(), readOnlyKey);
    expect(readOnly.status).toBe(403);
    expect((await put('/company', companyBody(), alphaKey)).status).toBe(401);
  });

  it("writes with the caller's own organisation only: the same ids on alpha's host touch nothing of the new one", async () => {
    const before = await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project);
    const r = await put(`/projects/${NEW.project}`, projectBody(NEW.task, 'alpha가 쓴 프로젝트'), alphaKey, alpha.host);
    expect(r.status, r.text).toBe(200);
    expect(await processWiring().reposFor(NEW.id).projects.getWithTasks(NEW.project)).toEqual(before);
    expect((await processWiring().reposFor(alpha.tenant).projects.getWithTasks(NEW.project))?.project.title).toBe('alpha가 쓴 프로젝트');
  });
});
