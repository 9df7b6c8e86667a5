import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoffLogin, MintedHandoff } from '@portal/shared/schemas/handoff';
import type { AuditPage } from '@portal/shared/schemas/integration';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { integrationMessages } from '@portal/shared/messages/integration';
import { apiKeyCommand } from '../../functions/src/local/api-key-commands.ts';
import { handoffCommand } from '../../functions/src/local/handoff-command.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Staff handoff (spec part 2, 2.18; issue 21 item 1) against the real stand-ins: the integration API mints a link, the
 * /move page's login redeems it once for a staff session of that tenant only; used again, expired, revoked or taken to
 * another tenant's host it opens nothing, and every step is in the audit trail.
 */
let portal: TestPortal;
const BETA_HOST = 'beta.localhost';
let key: string;
let betaKey: string;
let applicantId: number;

async function createKey(domainKey: string): Promise<string> {
  const lines: string[] = [];
  expect(await apiKeyCommand(processWiring(), ['create', domainKey, 'handoff', '--scopes', 'read,handoff'], (l) => lines.push(l))).toBe(0);
  return lines.at(-1)!;
}

const mint = (body: unknown, apiKey = key, host: string = alpha.host) =>
  portal.send('POST', host, '/api/integration/handoffs', JSON.stringify(body), { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' });
/** The route's auth value of a minted link, as the /move page reads it from the address. */
const authOf = (url: string) => /\/move\/([^/]+)\//.exec(new URL(url).pathname)![1]!;
const login = (auth: string, host: string = alpha.host) => portal.send('POST', host, '/api/app/handoff/login', JSON.stringify({ _token: auth }), { 'content-type': 'application/json' });
const checkById = (accessToken: string, id = applicantId) =>
  portal.send('POST', alpha.host, '/api/admin/applicant/checkById', JSON.stringify({ check_id: id }), { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' });

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  key = await createKey('alpha');
  betaKey = await createKey('beta');
  applicantId = (await createTestApplicant(alpha.tenant, alpha.project, alpha.task, '한지원')).id;
});
afterAll(() => portal?.close());

describe('minting a handoff link', () => {
  it("answers a single-use address on the tenant's host carrying the values the move page applies", async () => {
    const r = await mint({ type: 'form', staffId: 'kim.hr', projectId: alpha.project, taskId: alpha.task });
    expect(r.status, r.text).toBe(200);
    const minted = r.json<MintedHandoff>();
    const url = new URL(minted.url);
    expect(url.host).toBe(`${alpha.host}:${portal.port}`);
    expect(url.pathname).toMatch(/^\/move\/hof_[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{20,}\/form$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: String(alpha.project), taskId: String(alpha.task) });
    expect(authOf(minted.url).startsWith(`${minted.id}.`)).toBe(true);
    const minutes = (Date.parse(minted.expiresAt) - portal.clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    // Only the secret's keyed hash is stored.
    const stored = await processWiring().reposFor(alpha.tenant).handoffs.get(minted.id);
    expect(JSON.stringify(stored)).not.toContain(authOf(minted.url).split('.')[1]);
  });

  it('passes an applicantId on only where the link opens that application (check): a form link minted with one still opens its form', async () => {
    // The legacy move page checked any link's applicantId; a staff session reads only what its link names (security.md 18).
    const r = await mint({ type: 'form', staffId: 'kim.hr', projectId: alpha.project, taskId: alpha.task, applicantId });
    expect(r.status, r.text).toBe(200);
    const minted = r.json<MintedHandoff>();
    expect(Object.fromEntries(new URL(minted.url).searchParams)).toEqual({ projectId: String(alpha.project), taskId: String(alpha.task) });
    const session = (await login(authOf(minted.url))).json<HandoffLogin>();
    // Nothing the form link does reads the applicant, and the application stays closed to it.
    expect((await checkById(session.access_token)).status).toBe(403);
    const check = (await mint({ type: 'check', staffId: 'kim.hr', applicantId })).json<MintedHandoff>();
    expect(new URL(check.url).searchParams.get('applicantId')).toBe(String(applicantId));
  });

  it('refuses a link that lacks what its screen needs, or names what the tenant does not have, in Korean', async () => {
    const cases: [unknown, number, string][] = [
      [{ type: 'form', staffId: 'kim.hr', projectId: alpha.project }, 400, handoffMessages.required('form', 'taskId')],
      [{ type: 'index', staffId: 'kim.hr', taskId: alpha.task }, 400, handoffMessages.taskNeedsProject],
      [{ type: 'check', staffId: 'kim.hr' }, 400, handoffMessages.required('check', 'applicantId')],
      [{ type: 'elsewhere', staffId: 'kim.hr' }, 400, handoffMessages.typeValue],
      [{ type: 'index', staffId: '김 담당' }, 400, handoffMessages.staffIdFormat],
      [{ type: 'form', staffId: 'kim.hr', projectId: 1, taskId: 2 }, 404, handoffMessages.projectNotFound],
      [{ type: 'form', staffId: 'kim.hr', projectId: alpha.project, taskId: 910121 }, 400, handoffMessages.taskNotInProject],
      [{ type: 'check', staffId: 'kim.hr', applicantId: 424_242_424 }, 404, handoffMessages.applicantNotFound],
      [{ type: 'recruit_view', staffId: 'kim.hr', noticeId: 99_999 }, 404, handoffMessages.postingNotFound],
    ];
    for (const [body, status, message] of cases) {
      const r = await mint(body);
      expect({ status: r.status, message: r.json().message }, JSON.stringify(body)).toEqual({ status, message });
    }
  });

  it('refuses a key that was not granted the handoff scope', async () => {
    const lines: string[] = [];
    expect(await apiKeyCommand(processWiring(), ['create', 'alpha', 'reader'], (l) => lines.push(l))).toBe(0);
    const r = await mint({ type: 'index', staffId: 'kim.hr' }, lines.at(-1)!);
    expect({ status: r.status, message: r.json().message }).toEqual({ status: 403, message: integrationMessages.scopeMissing('handoff') });
  });

  it("does not mint on another tenant's host with this tenant's key, nor name this tenant's applicant with another's", async () => {
    expect((await mint({ type: 'index', staffId: 'kim.hr' }, key, BETA_HOST)).status).toBe(401);
    const r = await mint({ type: 'check', staffId: 'kim.hr', applicantId }, betaKey, BETA_HOST);
    expect({ status: r.status, message: r.json().message }).toEqual({ status: 404, message: handoffMessages.applicantNotFound });
  });
});

describe('redeeming a handoff link', () => {
  it("opens a staff session of the tenant once, whose reads of an applicant are audited under the staff member's name and the minting key", async () => {
    const minted = (await mint({ type: 'check', staffId: 'lee.hr', applicantId })).json<MintedHandoff>();
    const r = await login(authOf(minted.url));
    expect(r.status, r.text).toBe(200);
    const session = r.json<HandoffLogin>();
    expect(session).toMatchObject({ workspace: 'alpha', fileDomain: `http://${alpha.host}:${portal.port}` });
    expect(session.company.name).toBeTruthy();
    expect(session.access_token.length).toBeGreaterThanOrEqual(43);
    const hours = (Date.parse(session.expiresAt) - portal.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);

    const checked = await checkById(session.access_token);
    expect(checked.status, checked.text).toBe(200);
    expect(checked.json().applicant.id).toBe(applicantId);

    // Used once: the same link opens nothing now.
    const again = await login(authOf(minted.url));
    expect({ status: again.status, message: again.json().message }).toEqual({ status: 401, message: handoffMessages.linkInvalid });

    const audit = (await portal.get(alpha.host, '/api/integration/audit', { authorization: `Bearer ${key}` })).json<AuditPage>();
    const actions = audit.items.filter((i) => i.applicantId === applicantId).map((i) => `${i.action} ${i.actor}`);
    // A handed-off staff member is recorded under the key that minted the link (never as the operator's `staff:`).
    const keyId = /^integration\.minted-handoff integrator:(key_\S+)$/.exec(actions.find((a) => a.startsWith('integration.minted-handoff')) ?? '')?.[1];
    expect(keyId).toBeDefined();
    expect(actions).toEqual(expect.arrayContaining([`staff.handoff-login handoff:${keyId}:lee.hr`, `staff.read-application handoff:${keyId}:lee.hr`]));
  });

  it('opens nothing after five minutes, on the wrong secret, or on another tenant’s host', async () => {
    const onBeta = (await mint({ type: 'index', staffId: 'kim.hr' })).json<MintedHandoff>();
    expect((await login(authOf(onBeta.url), BETA_HOST)).status).toBe(401);
    // Refused on beta's host, the link is still good on its own.
    expect((await login(authOf(onBeta.url))).status).toBe(200);

    const forged = (await mint({ type: 'index', staffId: 'kim.hr' })).json<MintedHandoff>();
    expect((await login(`${forged.id}.${'x'.repeat(43)}`)).status).toBe(401);

    const late = (await mint({ type: 'index', staffId: 'kim.hr' })).json<MintedHandoff>();
    portal.clock.shift(5 * 60_000 + 1000);
    try {
      const r = await login(authOf(late.url));
      expect({ status: r.status, message: r.json().message }).toEqual({ status: 401, message: handoffMessages.linkInvalid });
    } finally {
      portal.clock.reset();
    }
  });

  it('refuses a malformed auth value in Korean without a 5xx', async () => {
    for (const token of ['', 'null', 'hof_short.x', `hof_${'a'.repeat(16)}.${'é'.repeat(30)}`]) {
      const r = await login(token);
      expect(r.status, token).toBe(400);
      expect(r.json().message).toBe(handoffMessages.tokenFormat);
    }
  });
});

describe('revoking a handoff link', () => {
  it('ends the staff session it opened, and an unused link can no longer be used', async () => {
    const used = (await mint({ type: 'check', staffId: 'park.hr', applicantId })).json<MintedHandoff>();
    const session = (await login(authOf(used.url))).json<HandoffLogin>();
    expect((await checkById(session.access_token)).status).toBe(200);
    const revoke = (id: string) => portal.send('DELETE', alpha.host, `/api/integration/handoffs/${id}`, undefined, { authorization: `Bearer ${key}` });
    expect((await revoke(used.id)).json()).toEqual({ result: 'revoked' });
    expect((await checkById(session.access_token)).status).toBe(401);
    expect((await revoke(used.id)).json()).toEqual({ result: 'already' });

    const unused = (await mint({ type: 'index', staffId: 'park.hr' })).json<MintedHandoff>();
    expect((await revoke(unused.id)).json()).toEqual({ result: 'revoked' });
    expect((await login(authOf(unused.url))).status).toBe(401);

    // Another tenant's key does not know the link at all.
    const r = await portal.send('DELETE', BETA_HOST, `/api/integration/handoffs/${unused.id}`, undefined, { authorization: `Bearer ${betaKey}` });
    expect({ status: r.status, message: r.json().message }).toEqual({ status: 404, message: handoffMessages.handoffNotFound });
  });
});

describe('the ops CLI', () => {
  it('mints a link and prints its address alone on the last line; refuses what the API refuses', async () => {
    const lines: string[] = [];
    const code = await handoffCommand(processWiring(), ['alpha', 'form', '--staff', 'ops.kim', '--project', String(alpha.project), '--task', String(alpha.task)], (l) => lines.push(l), { port: portal.port, aws: false });
    expect(code).toBe(0);
    const url = new URL(lines.at(-1)!);
    expect(url.origin).toBe(`http://alpha.localhost:${portal.port}`);
    expect(url.pathname).toMatch(/^\/move\/hof_[^/]+\/form$/);
    // The address opens a staff session once.
    expect((await login(authOf(url.href))).status).toBe(200);
    expect((await login(authOf(url.href))).status).toBe(401);

    const refused: string[] = [];
    expect(await handoffCommand(processWiring(), ['alpha', 'check', '--staff', 'ops.kim'], (l) => refused.push(l), { port: portal.port, aws: false })).toBe(1);
    expect(refused).toEqual([handoffMessages.required('check', 'applicantId')]);
    expect(await handoffCommand(processWiring(), ['alpha'], () => undefined)).toBeUndefined();
  });
});
