import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { localIdentityKey, localIdentityProvider, openIdentityRequest, sealIdentityResult, type SimulatedOutcome } from '../../adapters/identity/local-identity-provider.ts';
import { nodeCrypto } from '../../adapters/node-crypto.ts';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { CodeRecord, ProjectRecord, VerificationChannel, VerificationPurpose, VerificationRepository } from '../ports.ts';
import { confirmIdentityVerification, IDENTITY_CODE_MARKER, IDENTITY_VERIFIED_SECONDS } from './confirm-identity-verification.ts';
import { requestIdentityVerification, sameSiteReturnUrl } from './request-identity-verification.ts';

/** An in-memory VerificationRepository that keeps the port's contract (conditional, single use). */
function memoryVerifications() {
  const items = new Map<string, CodeRecord>();
  const sends = new Map<string, number>();
  const key = (c: VerificationChannel, p: VerificationPurpose, h: string) => `${c}|${p}|${h}`;
  const repo: VerificationRepository = {
    async putCode(h, record) {
      items.set(key(record.channel, record.purpose, h), structuredClone(record));
    },
    async get(c, p, h) {
      const r = items.get(key(c, p, h));
      return r && structuredClone(r);
    },
    async tryAttempt(c, p, h, maxAttempts, now) {
      const r = items.get(key(c, p, h));
      if (!r || r.attempts >= maxAttempts || r.codeExpiresAt < now || r.verifiedAt !== undefined || r.consumedAt !== undefined) return undefined;
      r.attempts += 1;
      return structuredClone(r);
    },
    async markVerified(c, p, h, codeHash, now, verifiedUntil, person) {
      const r = items.get(key(c, p, h));
      if (!r || r.codeHash !== codeHash || r.verifiedAt !== undefined || r.codeExpiresAt < now) return false;
      Object.assign(r, { verifiedAt: now, verifiedUntil, person });
      return true;
    },
    async consume(c, p, h, now) {
      const r = items.get(key(c, p, h));
      if (!r || r.verifiedAt === undefined || r.consumedAt !== undefined || (r.verifiedUntil ?? 0) < now) return false;
      r.consumedAt = now;
      return true;
    },
    async countSend(c, h, bucket, limit) {
      const k = `${c}|${h}|${bucket}`;
      const n = (sends.get(k) ?? 0) + 1;
      if (n > limit) return false;
      sends.set(k, n);
      return true;
    },
    sends: async (c, h, bucket) => sends.get(`${c}|${h}|${bucket}`) ?? 0,
    countAddressSend: async () => true,
    addressSends: async () => 0,
    countTenantSend: async () => true,
    tenantSends: async () => 0,
    countMailSend: async () => true,
  };
  return { repo, items };
}

const SECRET = 'test-identity-secret-0123456789';
const HOST = 'alpha.localhost:3000';
const project = (id: number, status: 'Y' | 'N' = 'Y'): ProjectRecord => ({
  id,
  title: `프로젝트 ${id}`,
  status,
  startDate: '2025-01-01 00:00:00',
  endDate: '2025-12-31 23:59:59',
  verify_options: { auth: true, email: false, sms: false },
  agreements: [],
});

function setup(opts: { staff?: boolean; verifications?: ReturnType<typeof memoryVerifications> } = {}) {
  let nowMs = Date.UTC(2025, 5, 1, 1, 0, 0);
  const verifications = opts.verifications ?? memoryVerifications();
  const projects = new Map([
    [10, project(10)],
    [11, project(11)],
    [12, project(12, 'N')],
  ]);
  const ctx = {
    tenant: { id: 1, domainKey: 'alpha' },
    actor: opts.staff ? { kind: 'staff', staffId: 's1' } : { kind: 'visitor' },
    origin: { protocol: 'http', host: HOST, sourceIp: '127.0.0.1' },
    clock: { now: () => new Date(nowMs) },
    crypto: nodeCrypto('test-pepper-0123456789abcdef'),
    identity: localIdentityProvider({ secret: SECRET, simulatorUrl: '/dev/identity', now: () => nowMs }),
    repos: {
      projects: { getWithTasks: async (id: number) => (projects.has(id) ? { project: projects.get(id)!, tasks: [] } : undefined) },
      verifications: verifications.repo,
    },
  } as unknown as AppContext;
  return {
    ctx,
    verifications,
    advance: (ms: number) => {
      nowMs += ms;
    },
    now: () => nowMs,
  };
}

async function expectDomainError(p: Promise<unknown>, kind: DomainError['kind'], message: string) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DomainError);
  expect(e).toMatchObject({ kind, message });
}

/** What the popup does: start, let the simulator seal an outcome, come back with seq and EncodeData. */
async function verifyInPopup(t: ReturnType<typeof setup>, outcome: SimulatedOutcome = 'success', projectId = 10, person = { name: '홍길동', phone: '01012345678' }) {
  const { request_info } = await requestIdentityVerification(t.ctx, { projectId, returnUrl: '/identity-callback' });
  const opened = openIdentityRequest(SECRET, request_info, t.now());
  if (!opened.ok) throw new Error('request did not open');
  const seq = opened.payload.requestId;
  return { seq, encodeData: sealIdentityResult(SECRET, { requestId: seq, outcome, ...person, issuedAt: t.now() }), request: opened.payload };
}

describe('requestIdentityVerification', () => {
  it("encodes the provider request with an absolute return URL on the request's site", async () => {
    const t = setup();
    const r = await requestIdentityVerification(t.ctx, { projectId: 10, returnUrl: '/identity-callback/' });
    expect(r.action).toBe('/dev/identity');
    expect(r.field).toBe('EncodeData');
    const opened = openIdentityRequest(SECRET, r.request_info, t.now());
    expect(opened).toMatchObject({ ok: true, payload: { returnUrl: `http://${HOST}/identity-callback` } });
  });

  it('uses a fresh random request id of at least 128 bits, remembered for this project only', async () => {
    const t = setup();
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { request } = await verifyInPopup(t);
      expect(request.requestId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      ids.add(request.requestId);
    }
    expect(ids.size).toBe(3);
    const pending = [...t.verifications.items.values()];
    expect(pending).toHaveLength(3);
    expect(pending.every((p) => p.channel === 'auth' && p.projectId === 10 && !p.verifiedAt && !p.person)).toBe(true);
    // the request id itself is not the storage key
    for (const id of ids) expect([...t.verifications.items.keys()].some((k) => k.includes(id))).toBe(false);
  });

  it('answers 404 in Korean for a project of no tenant, or a closed one to applicants', async () => {
    await expectDomainError(requestIdentityVerification(setup().ctx, { projectId: 99, returnUrl: '/cb' }), 'not-found', messages.identity.projectNotFound);
    await expectDomainError(requestIdentityVerification(setup().ctx, { projectId: 12, returnUrl: '/cb' }), 'not-found', messages.identity.projectNotFound);
    await expect(requestIdentityVerification(setup({ staff: true }).ctx, { projectId: 12, returnUrl: '/cb' })).resolves.toMatchObject({ field: 'EncodeData' });
  });

  it('refuses a return URL off the site with a Korean 400', async () => {
    for (const returnUrl of ['', 'https://evil.example/cb', '//evil.example/cb', 'javascript:alert(1)', `http://${HOST}@evil.example/cb`, '/cb?x=1', '/cb#x', '/\\evil.example', 'identity-callback']) {
      await expectDomainError(requestIdentityVerification(setup().ctx, { projectId: 10, returnUrl }), 'bad-request', messages.identity.invalidReturnUrl);
    }
  });
});

describe('sameSiteReturnUrl', () => {
  const origin = { protocol: 'https' as const, host: 'careers.acme.kr', sourceIp: '' };
  it('accepts paths and same-host http(s) URLs, normalised', () => {
    expect(sameSiteReturnUrl('/identity-callback', origin)).toBe('https://careers.acme.kr/identity-callback');
    expect(sameSiteReturnUrl('https://Careers.Acme.kr/a/../identity-callback/', origin)).toBe('https://careers.acme.kr/identity-callback');
    expect(sameSiteReturnUrl('http://careers.acme.kr/identity-callback', origin)).toBe('http://careers.acme.kr/identity-callback');
  });
  it('refuses other hosts, ports, schemes and credentials', () => {
    for (const u of ['https://careers.acme.kr.evil.kr/cb', 'https://careers.acme.kr:8443/cb', 'ftp://careers.acme.kr/cb', 'https://u:p@careers.acme.kr/cb', '/c\nb', '/c\tb', `/${'a'.repeat(600)}`]) {
      expect(sameSiteReturnUrl(u, origin)).toBeUndefined();
    }
  });
});

describe('confirmIdentityVerification', () => {
  it('records the verified person under a fresh auth_seq that the auth save can use once', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t);
    const r = await confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 });
    if ('error' in r) throw new Error('expected the person');
    expect(r).toEqual({ name: '홍길동', phone: '01012345678', auth_seq: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/) });
    expect(r.auth_seq).not.toBe(seq);

    const nowS = Math.floor(t.now() / 1000);
    const record = await t.verifications.repo.get('auth', 'applicant_certification', r.auth_seq);
    expect(record).toMatchObject({
      channel: 'auth',
      purpose: 'applicant_certification',
      projectId: 10,
      codeHash: IDENTITY_CODE_MARKER,
      verifiedAt: nowS,
      verifiedUntil: nowS + IDENTITY_VERIFIED_SECONDS,
      person: { name: '홍길동', phone: '01012345678', identityKey: localIdentityKey('홍길동', '01012345678') },
    });
    expect(await t.verifications.repo.consume('auth', 'applicant_certification', r.auth_seq, nowS)).toBe(true);
    expect(await t.verifications.repo.consume('auth', 'applicant_certification', r.auth_seq, nowS)).toBe(false);
  });

  it('takes the project from the pending request when the client sends none', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t, 'success', 11);
    const r = await confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 0 });
    if ('error' in r) throw new Error('expected the person');
    expect((await t.verifications.repo.get('auth', 'applicant_certification', r.auth_seq))?.projectId).toBe(11);
  });

  it('confirms a result once only', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t);
    await confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 });
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 }), 'bad-request', messages.identity.alreadyUsed);
  });

  it('refuses a result started for another project or on another site', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t);
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 11 }), 'bad-request', messages.identity.invalidResult);
    const otherSite = setup();
    await expectDomainError(confirmIdentityVerification(otherSite.ctx, { seq, encodeData, projectId: 10 }), 'bad-request', messages.identity.invalidResult);
  });

  it('refuses tampered data, a foreign seq and a stale request', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t);
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq, encodeData: `x${encodeData}`, projectId: 10 }), 'bad-request', messages.identity.invalidResult);
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq: `${seq}x`, encodeData, projectId: 10 }), 'bad-request', messages.identity.invalidResult);
    t.advance(11 * 60_000);
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 }), 'bad-request', messages.identity.expired);

    // a result sealed in time, but for a request started more than 30 minutes ago
    const late = setup();
    const started = await verifyInPopup(late);
    late.advance(31 * 60_000);
    const fresh = sealIdentityResult(SECRET, { requestId: started.seq, outcome: 'success', name: '홍길동', phone: '01012345678', issuedAt: late.now() });
    await expectDomainError(confirmIdentityVerification(late.ctx, { seq: started.seq, encodeData: fresh, projectId: 10 }), 'bad-request', messages.identity.expired);
  });

  it("answers the provider's block with its message and records nothing", async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t, 'block');
    const before = t.verifications.items.size;
    expect(await confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 })).toEqual({ error: 'block', errorMessage: messages.identity.blocked });
    expect(t.verifications.items.size).toBe(before);
  });

  it('answers duplicate for the provider hint and for a person who already applied', async () => {
    const t = setup();
    const hinted = await verifyInPopup(t, 'duplicate');
    expect(await confirmIdentityVerification(t.ctx, { ...hinted, projectId: 10 })).toEqual({ error: 'duplicate', errorMessage: messages.identity.duplicate });

    const seen: unknown[] = [];
    const applied = new Set([localIdentityKey('김영희', '01098765432')]);
    const isDuplicate = async (person: { identityKey: string }, projectId: number) => {
      seen.push({ person, projectId });
      return applied.has(person.identityKey);
    };
    const dup = await verifyInPopup(t, 'success', 10, { name: '김영희', phone: '01098765432' });
    expect(await confirmIdentityVerification(t.ctx, { ...dup, projectId: 10, isDuplicate })).toEqual({ error: 'duplicate', errorMessage: messages.identity.duplicate });
    expect(seen).toEqual([{ person: { name: '김영희', phone: '01098765432', identityKey: localIdentityKey('김영희', '01098765432') }, projectId: 10 }]);

    const fresh = await verifyInPopup(t);
    expect(await confirmIdentityVerification(t.ctx, { ...fresh, projectId: 10, isDuplicate })).toMatchObject({ name: '홍길동' });
    const records = [...t.verifications.items.values()].filter((r) => r.codeHash === IDENTITY_CODE_MARKER);
    expect(records).toHaveLength(1);
  });

  it('refuses a cancelled verification', async () => {
    const t = setup();
    const { seq, encodeData } = await verifyInPopup(t, 'cancel', 10, { name: '', phone: '' });
    await expectDomainError(confirmIdentityVerification(t.ctx, { seq, encodeData, projectId: 10 }), 'bad-request', messages.identity.cancelled);
  });
});
