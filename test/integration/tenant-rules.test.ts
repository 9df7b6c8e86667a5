import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleCases, tenantsDir } from '../fixtures/rule-cases.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The tenant-rules table against the save endpoint: the demo tenants are imported as `npm start` does (their rules
 * stored with the form pages of every task in scope), an applicant of the case's project and task saves page 0, and the
 * server answers the expected first error (path and Korean message) or accepts it. The same table runs in the React
 * form (web/…/engine-form-rules.test.tsx) and on the shared engine alone (functions/src/local/demo).
 */
let portal: TestPortal;
const tenants = [...new Set(ruleCases.map((c) => c.tenant))];

beforeAll(async () => {
  portal = await startTestPortal(tenants.map((t) => join(tenantsDir, `${t}.yaml`)));
});
afterAll(() => portal?.close());

describe('the save endpoint applies the tenant rules', () => {
  it.each(ruleCases.map((c) => [`${c.kind} · ${c.name}`, c] as const))('%s', async (_name, c) => {
    const a = await createTestApplicant(c.companyId, c.project, c.task);
    const r = await portal.send(
      'POST',
      `${c.tenant}.localhost`,
      `/api/app/applicant/update/${a.id}`,
      JSON.stringify({ pageIndex: 0, saveType: 'save', version: 0, values: c.values }),
      { 'content-type': 'application/json', applicanttoken: a.token },
    );
    if (c.expected === 'valid') expect(r.status, r.text).toBe(200);
    else {
      expect(r.status, r.text).toBe(422);
      expect(r.json()).toMatchObject({ path: c.expected.path, message: c.expected.message });
    }
  });

  it('keeps nothing of what the rules hide: a hidden question posts only its id, a hidden field is not stored', async () => {
    const c = ruleCases.find((x) => x.name.startsWith('I: 200912 hidden'))!;
    const a = await createTestApplicant(c.companyId, c.project, c.task);
    const headers = { 'content-type': 'application/json', applicanttoken: a.token };
    expect((await portal.send('POST', `${c.tenant}.localhost`, `/api/app/applicant/update/${a.id}`, JSON.stringify({ pageIndex: 0, saveType: 'save', version: 0, values: c.values }), headers)).status).toBe(200);
    const saved = await portal.send('POST', `${c.tenant}.localhost`, `/api/app/applicant/page/${a.id}`, JSON.stringify({ pageIndex: 0 }), headers);
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('200912');
    expect(saved.text).not.toContain('적은 내용');
  });

  it("serves the project's last day with a page whose dates are capped at it (project_end, issue 41 item 26)", async () => {
    const a = await createTestApplicant(2004, 844, 8442);
    const r = await portal.get('tenant-d.localhost', '/api/app/forms/8442/0', { applicanttoken: a.token });
    expect(r.status).toBe(200);
    const project = (await processWiring().reposFor(2004).projects.getWithTasks(844))!.project;
    expect(r.json().projectEnd).toBe(project.endDate.slice(0, 10));
    expect(r.json().rules).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'date_cap', max: 'project_end', by_project: { '844': '2025-07-10' } })]));
    // A page without date caps is served as stored.
    const e = await createTestApplicant(2005, 1151, 11511);
    expect((await portal.get('tenant-e.localhost', '/api/app/forms/11511/0', { applicanttoken: e.token })).json().projectEnd).toBeUndefined();
  });

  it('serves the rules with the form page', async () => {
    const a = await createTestApplicant(2005, 1151, 11511);
    const r = await portal.get('tenant-e.localhost', '/api/app/forms/11511/0', { applicanttoken: a.token });
    expect(r.status).toBe(200);
    expect(r.json().rules).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'show_details', details: [20054] }), expect.objectContaining({ kind: 'option_error', options: [34998] })]));
  });
});
