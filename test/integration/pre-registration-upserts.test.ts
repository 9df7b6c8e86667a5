import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { tenantCommand } from '../../functions/src/local/ops-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { companyBody, formTemplate, projectBody } from '../support/integration-config-bodies.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * A language list that asks for pre-registration needs the select in the task's form (issue 41 item 5, audit ux.md M2):
 * the integration API refuses either half written after the other, as the import refuses the file.
 */
const ORG = { domainKey: 'prereg-org', id: 9702, host: 'prereg-org.localhost', project: 97021, task: 970211 } as const;
let portal: TestPortal;
let key: string;

const put = (path: string, body: unknown) =>
  portal.send('PUT', ORG.host, `/api/integration${path}`, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${key}` });

/** The onboarding form with a language row on its first page, with or without the pre_registration select. */
function withLanguageRow(select: boolean) {
  const body = projectBody(ORG.task, '사전등록 채용');
  const form = formTemplate();
  const items = [
    ...(select ? [{ title: '사전등록 여부', input_type: { type: 'select', field: 'pre_registration' }, options: [{ id: 1, title: '사전등록', value: 'Y' }, { id: 2, title: '미등록', value: 'N' }] }] : []),
    { title: '시험명', input_type: { type: 'language', field: 'language_name' } },
  ];
  form.pages[0]!.forms.push({ application_form_id: 880009, code_value: 'language', title: '어학', details: [{ id: 880091, title: '어학성적', code: { value: 'language' }, repeatable: { model: 'applicant_languages', max: 3 }, items }] } as never);
  return { ...body, forms: { onboarding: form } };
}
const catalog = (usage: 'Y' | 'N') => ({ languages: [{ id: 1, name: 'TOEIC' }], optionLists: [{ tasks: [ORG.task], type: 'languages', requirement: [1], usage_pre_registration: usage, pre_registration_options: [{ id: 1, title: '사전등록', value: 'Y' }] }] });

beforeAll(async () => {
  portal = await startTestPortal([fixture('beta.yaml')]);
  expect(await tenantCommand(processWiring(), ['create', ORG.domainKey, '--id', String(ORG.id), '--name', '사전등록 기관'], () => {})).toBe(0);
  key = await makeApiKey(ORG.domainKey, 'prereg', 'read,write');
  const company = await put('/company', companyBody('사전등록 기관'));
  expect(company.status, company.text).toBe(200);
});
afterAll(() => portal?.close());

describe('pre-registration through the integration API', () => {
  it('refuses a catalogue whose language list asks for pre-registration that the stored form cannot answer, in Korean', async () => {
    const project = await put(`/projects/${ORG.project}`, { ...withLanguageRow(false), version: 0 });
    expect(project.status, project.text).toBe(200);
    const refused = await put('/catalog', { version: 0, catalog: catalog('Y') });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json<{ errors: { message: string }[] }>().errors.map((e) => e.message)).toEqual([m.preRegistrationMissing(ORG.task)]);
    expect((await put('/catalog', { version: 0, catalog: catalog('N') })).status).toBe(200);
  });

  it('refuses a form without the select once the stored list asks for pre-registration, and takes it with the select', async () => {
    const withSelect = await put(`/projects/${ORG.project}`, { ...withLanguageRow(true), version: 1 });
    expect(withSelect.status, withSelect.text).toBe(200);
    expect((await put('/catalog', { version: 1, catalog: catalog('Y') })).status).toBe(200);
    const refused = await put(`/projects/${ORG.project}`, { ...withLanguageRow(false), version: 2 });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json<{ errors: { message: string }[] }>().errors.map((e) => e.message)).toEqual([m.preRegistrationMissing(ORG.task, 'onboarding')]);
  });
});
