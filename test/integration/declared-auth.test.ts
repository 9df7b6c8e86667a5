import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyScopes } from '@portal/shared/api/contract';
import { messages } from '@portal/shared';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { apiPath, pathParams, type Endpoint, type Scope } from '@portal/shared/api/contract';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { handoffMessages } from '@portal/shared/messages/handoff';

/**
 * The middleware enforces each contract's declared auth before its use case runs: one table over every contract, so
 * an endpoint declared tomorrow is covered the day it is declared.
 */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
let mine: { id: number; token: string };
let other: { id: number; token: string };
let ended: { id: number; token: string };
let staffToken: string;
let integratorKey: string;
let betaKey: string;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  mine = await createTestApplicant(TENANT, 91011, 910112, '나지원');
  other = await createTestApplicant(TENANT, 91011, 910112, '남지원');
  ended = await createTestApplicant(TENANT, 91011, 910112, '끝지원', -3600);
  staffToken = (await processWiring().reposFor(TENANT).staffSessions.create('auth-table', 600)).token;
  const w = processWiring();
  const keyOf = async (tenant: number) => (await createApiKey({ repos: w.reposFor(tenant), crypto: w.crypto, clock: w.clock }, { name: 'auth-table', scopes: keyScopes })).key;
  integratorKey = await keyOf(TENANT);
  // beta.yaml's tenant: its key is as unknown on alpha's host as a made-up one.
  betaKey = await keyOf((await w.directory.findByDomainKey('beta'))!.id);
});
afterAll(() => portal?.close());

/** A path of the endpoint in a scope, with `id` set to the given applicant and every other parameter a plausible number. */
const pathOf = (e: Endpoint, scope: Scope, id: number) =>
  apiPath(scope, e.path).replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'id' ? String(id) : name === 'kind' ? 'email' : name === 'type' ? 'notice' : name === 'fileId' ? 'A'.repeat(22) : name === 'applicantStepId' ? `1-${id}` : '1'));

function call(e: Endpoint, scope: Scope, id: number, headers: Record<string, string>, from?: string) {
  const body = e.method === 'GET' ? undefined : '{}';
  return portal.send(e.method, HOST, pathOf(e, scope, id), body, { 'content-type': 'application/json', ...headers }, from ? { from } : {});
}

const withAuth = (auth: Endpoint['auth']) => allEndpoints.filter((e) => e.auth === auth);

describe('declared auth, enforced for every contract', () => {
  it('declares an {id} path parameter on every own-applicant endpoint, and a known auth on every endpoint', () => {
    for (const e of withAuth('own-applicant')) expect(pathParams(e.path), e.id).toContain('id');
    for (const e of allEndpoints) expect(['visitor', 'applicant', 'own-applicant', 'staff', 'integrator'], e.id).toContain(e.auth);
    expect(withAuth('own-applicant').length).toBeGreaterThan(5);
  });

  it("refuses an applicant's token on another applicant's {id} on every own-applicant route (403, Korean)", async () => {
    for (const e of withAuth('own-applicant')) {
      const r = await call(e, 'app', other.id, { applicanttoken: mine.token });
      expect(r.status, `${e.id}: ${r.text}`).toBe(403);
      expect(r.json().message, e.id).toBe(messages.formPage.notOwnApplication);
    }
  });

  it('refuses every applicant route without a token, with a made-up token and with an ended session (401)', async () => {
    for (const e of [...withAuth('own-applicant'), ...withAuth('applicant')].filter((x) => x.scopes.includes('app'))) {
      for (const headers of [{}, { applicanttoken: 'x'.repeat(43) }, { applicanttoken: ended.token }] as Record<string, string>[]) {
        const r = await call(e, 'app', mine.id, headers);
        expect(r.status, `${e.id} ${JSON.stringify(headers)}: ${r.text}`).toBe(401);
        expect(r.json().message, e.id).toMatch(/[가-힣]/);
      }
    }
  });

  it('refuses every staff route without a staff session, and lets a staff session past the auth', async () => {
    const staffRoutes = withAuth('staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const e of staffRoutes) {
      const anonymous = await call(e, 'admin', mine.id, {});
      expect(anonymous.status, e.id).toBe(401);
      const withApplicantToken = await call(e, 'admin', mine.id, { applicanttoken: mine.token });
      expect(withApplicantToken.status, e.id).toBe(401);
      const staff = await call(e, 'admin', mine.id, { authorization: `Bearer ${staffToken}` });
      expect([200, 400, 404], `${e.id}: ${staff.text}`).toContain(staff.status);
    }
  });

  it('refuses every integrator route without a key, with another kind of credential, a made-up, malformed or other tenant\'s key (401, Korean), and lets its key past', async () => {
    const routes = withAuth('integrator');
    expect(routes.length).toBeGreaterThan(0);
    for (const [index, e] of routes.entries()) {
      expect(e.scopes, e.id).toEqual(['integration']);
      // Each route's probes from an address of their own: wrong keys from one address are slowed past five (security.md 35).
      const from = `127.0.51.${index + 1}`;
      const refusals: [Record<string, string>, string][] = [
        [{}, messages.api.integratorOnly],
        [{ applicanttoken: mine.token }, messages.api.integratorOnly],
        [{ authorization: `Bearer ${staffToken}` }, integrationMessages.invalidKey],
        [{ authorization: `Bearer rpk_${'x'.repeat(43)}` }, integrationMessages.invalidKey],
        [{ authorization: `Bearer ${betaKey}` }, integrationMessages.invalidKey],
        [{ authorization: integratorKey }, integrationMessages.malformedAuthorization],
        [{ authorization: `Basic ${integratorKey}` }, integrationMessages.malformedAuthorization],
      ];
      for (const [headers, message] of refusals) {
        const r = await call(e, 'integration', mine.id, headers, from);
        expect(r.status, `${e.id} ${JSON.stringify(headers)}: ${r.text}`).toBe(401);
        expect(r.json().message, e.id).toBe(message);
      }
      const ok = await call(e, 'integration', mine.id, { authorization: `Bearer ${integratorKey}` });
      expect([200, 400, 404], `${e.id}: ${ok.text}`).toContain(ok.status);
    }
  });

  it("refuses staff's test-mode token on every applicant route, and the applicant's own token beside a staff session (403, Korean)", async () => {
    // The read-only token staff get with an applicant's history (issue 39 item 2).
    const history = await portal.send('POST', HOST, '/api/admin/applicant/checkById', JSON.stringify({ check_id: mine.id }), { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' });
    expect(history.status, history.text).toBe(200);
    const testToken = history.json<{ applicant: { token: string } }>().applicant.token;
    const applicantRoutes = [...withAuth('own-applicant'), ...withAuth('applicant')];
    expect(applicantRoutes.filter((e) => e.scopes.includes('app')).length).toBeGreaterThan(15);
    for (const e of applicantRoutes.filter((x) => x.scopes.includes('app'))) {
      const r = await call(e, 'app', mine.id, { applicanttoken: testToken });
      expect(r.status, `${e.id}: ${r.text}`).toBe(403);
      expect(r.json().message, e.id).toBe(handoffMessages.testModeReadOnly);
    }
    // The token-only history read (applicant/check without fields) is refused the same way.
    const check = await portal.send('POST', HOST, '/api/app/applicant/check', '{}', { applicanttoken: testToken, 'content-type': 'application/json' });
    expect([check.status, check.json().message]).toEqual([403, handoffMessages.testModeReadOnly]);
    // Beside its staff session the token reads (the admin variants); a staff session never carries the applicant's own.
    for (const e of applicantRoutes.filter((x) => x.scopes.includes('admin'))) {
      const own = await call(e, 'admin', mine.id, { authorization: `Bearer ${staffToken}`, applicanttoken: mine.token });
      expect([own.status, own.json().message], e.id).toEqual([403, handoffMessages.notThisLink]);
      const test = await call(e, 'admin', mine.id, { authorization: `Bearer ${staffToken}`, applicanttoken: testToken });
      expect([200, 400, 404], `${e.id}: ${test.text}`).toContain(test.status);
    }
  });

  it("lets the applicant's own token past the auth on every own-applicant route", async () => {
    for (const e of withAuth('own-applicant')) {
      const r = await call(e, 'app', mine.id, { applicanttoken: mine.token });
      // Past the auth the (empty) body is refused or the call answers; never 401/403.
      expect([200, 400, 404, 409, 422], `${e.id}: ${r.text}`).toContain(r.status);
    }
  });
});
