import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseLanguages, casesToday, validationCases } from '../../shared/src/form/validation-cases.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { testClock } from '../support/test-clock.ts';

/**
 * The shared validation table against the save endpoint: each case's page is stored as the only page of its own
 * task, an applicant of that task saves the case's payload, and the server answers exactly the expected first
 * error (path and Korean message) or accepts it. The tenant's language catalogue is the table's (scores and grades are
 * checked against the chosen test). web/…/engine-form.test.tsx replays the same table in the React form.
 */
let portal: TestPortal;
const TENANT = 9101;
const PROJECT = 91011;

beforeAll(async () => {
  // The table's dates ('tomorrow', next year) are written from its own clock, casesToday; the server starts there
  // too, so a run at another moment (PORTAL_TEST_NOW) replays the same table on the same calendar.
  portal = await startTestPortal([fixture('alpha.yaml')], { clock: testClock(casesToday) });
  // This suite's own table: replacing the fixture's language catalogue touches no other suite.
  await processWiring().reposFor(TENANT).catalogs.putCatalog('languages', caseLanguages);
});
afterAll(() => portal?.close());

describe('the save endpoint replays the shared validation table', () => {
  it.each(validationCases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const taskId = 9_500_000 + i;
    await processWiring().reposFor(TENANT).forms.putTaskPages(taskId, [{ ...c.page, pageIndex: 0 }]);
    const a = await createTestApplicant(TENANT, PROJECT, taskId);
    const r = await portal.send(
      'POST',
      'alpha.localhost',
      `/api/app/applicant/update/${a.id}`,
      JSON.stringify({ pageIndex: 0, saveType: 'save', version: 0, values: c.payload }),
      { 'content-type': 'application/json', applicanttoken: a.token },
    );
    if (c.expected === 'valid') expect(r.status).toBe(200);
    else {
      expect(r.status).toBe(422);
      expect(r.json()).toMatchObject({ path: c.expected.path, message: c.expected.message, type: c.page.forms[0]!.code_value });
    }
  });
});
