import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { handleIdentitySimulator } from '../../local/identity-simulator.ts';
import {
  IDENTITY_TOKEN_MAX_AGE_MS,
  localIdentityKey,
  localIdentityProvider,
  openIdentityRequest,
  sealIdentityRequest,
  sealIdentityResult,
  type IdentityResultToken,
} from './local-identity-provider.ts';

const SECRET = 'test-identity-secret-0123456789';
const T0 = Date.UTC(2025, 0, 1, 3, 0, 0);
let now = T0;
const provider = localIdentityProvider({ secret: SECRET, simulatorUrl: '/dev/identity', now: () => now });

const result = (over: Partial<IdentityResultToken> = {}): IdentityResultToken => ({
  requestId: 'req-1',
  outcome: 'success',
  name: '홍길동',
  phone: '01012345678',
  issuedAt: now,
  ...over,
});

describe('local identity provider', () => {
  it('encodes a sealed request for the popup POST', async () => {
    now = T0;
    const r = await provider.createRequest({ requestId: 'req-1', returnUrl: 'http://alpha.localhost:3000/identity-callback' });
    expect(r.action).toBe('/dev/identity');
    expect(r.field).toBe('EncodeData');
    expect(r.requestInfo).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(openIdentityRequest(SECRET, r.requestInfo, now)).toEqual({
      ok: true,
      payload: { requestId: 'req-1', returnUrl: 'http://alpha.localhost:3000/identity-callback', issuedAt: T0 },
    });
    expect(openIdentityRequest('another-secret-0123456789', r.requestInfo, now)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('decodes a sealed success into the person with a stable identity key', async () => {
    now = T0;
    const decoded = await provider.decodeResult({ seq: 'req-1', encodeData: sealIdentityResult(SECRET, result()) });
    expect(decoded).toEqual({ ok: true, requestId: 'req-1', name: '홍길동', phone: '01012345678', identityKey: localIdentityKey('홍길동', '01012345678') });
    expect(localIdentityKey('홍길동', '010-1234-5678')).toBe(localIdentityKey(' 홍길동 ', '01012345678'));
    expect(localIdentityKey('홍길동', '01012345678')).not.toBe(localIdentityKey('홍길순', '01012345678'));
    expect(localIdentityKey('홍길동', '01012345678')).not.toBe(localIdentityKey('홍길동', '01012345679'));
  });

  it('refuses tampered EncodeData', async () => {
    now = T0;
    const sealed = sealIdentityResult(SECRET, result());
    const [body, sig] = sealed.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ ...result(), name: '김철수' })).toString('base64url');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const encodeData of [
      `${forgedBody}.${sig}`,
      `${body}.${flip(sig)}`,
      `${flip(body)}.${sig}`,
      body,
      `${body}.${sig}.x`,
      '',
      sealIdentityResult('another-secret-0123456789', result()),
      // a sealed request is not a result
      sealIdentityRequest(SECRET, { requestId: 'req-1', returnUrl: 'http://x/cb', issuedAt: now }),
    ]) {
      expect(await provider.decodeResult({ seq: 'req-1', encodeData })).toEqual({ ok: false, reason: 'invalid', message: messages.identity.invalidResult });
    }
  });

  it('refuses a result for another request id', async () => {
    now = T0;
    const decoded = await provider.decodeResult({ seq: 'req-2', encodeData: sealIdentityResult(SECRET, result()) });
    expect(decoded).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses a result older than 10 minutes', async () => {
    now = T0;
    const encodeData = sealIdentityResult(SECRET, result());
    now = T0 + IDENTITY_TOKEN_MAX_AGE_MS;
    expect(await provider.decodeResult({ seq: 'req-1', encodeData })).toMatchObject({ ok: true });
    now = T0 + IDENTITY_TOKEN_MAX_AGE_MS + 1000;
    expect(await provider.decodeResult({ seq: 'req-1', encodeData })).toEqual({ ok: false, reason: 'invalid', message: messages.identity.expired });
    now = T0 - 5 * 60_000; // issued far in the future
    expect(await provider.decodeResult({ seq: 'req-1', encodeData })).toMatchObject({ ok: false, reason: 'invalid' });
    now = T0;
  });

  it('reports the block outcome, a cancelled verification and the duplicate hint', async () => {
    now = T0;
    expect(await provider.decodeResult({ seq: 'req-1', encodeData: sealIdentityResult(SECRET, result({ outcome: 'block' })) })).toEqual({
      ok: false,
      requestId: 'req-1',
      reason: 'block',
      message: messages.identity.blocked,
    });
    expect(await provider.decodeResult({ seq: 'req-1', encodeData: sealIdentityResult(SECRET, result({ outcome: 'cancel', name: '', phone: '' })) })).toEqual({
      ok: false,
      requestId: 'req-1',
      reason: 'invalid',
      message: messages.identity.cancelled,
    });
    expect(await provider.decodeResult({ seq: 'req-1', encodeData: sealIdentityResult(SECRET, result({ outcome: 'duplicate' })) })).toMatchObject({
      ok: true,
      name: '홍길동',
      duplicate: true,
    });
  });

  it('needs a real secret', () => {
    expect(() => localIdentityProvider({ secret: 'short', simulatorUrl: '/dev/identity' })).toThrow();
  });
});

describe('round trip through the local simulator', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      handleIdentitySimulator(req, res, { secret: SECRET, now: () => now }).catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = (path: string, form: Record<string, string>, method = 'POST') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
      const body = new URLSearchParams(form).toString();
      const req = request(`${base}${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(body);
    });

  const start = async (returnUrl = 'http://alpha.localhost:3000/identity-callback') => {
    now = T0;
    const r = await provider.createRequest({ requestId: 'seq-ABC_123', returnUrl });
    return r.requestInfo;
  };

  const follow = (location: string) => {
    const url = new URL(location);
    const [, , result, seq] = url.pathname.split('/');
    return { url, result, seq, encodeData: url.searchParams.get('EncodeData') ?? '' };
  };

  it('renders the Korean simulator page with the prefilled person', async () => {
    const page = await post('/dev/identity', { EncodeData: await start() });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('본인인증 시뮬레이터');
    expect(page.text).toContain('value="홍길동"');
    expect(page.text).toContain('value="01012345678"');
    for (const label of ['성공', '중복 지원', '차단']) expect(page.text).toContain(`>${label}</button>`);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://alpha.localhost:3000");
  });

  it('redirects a success to {returnUrl}/success/{seq} with EncodeData the provider accepts', async () => {
    const requestInfo = await start();
    const r = await post('/dev/identity/result', { EncodeData: requestInfo, name: '김영희', phone: '010-9876-5432', outcome: 'success' });
    expect(r.status).toBe(303);
    const back = follow(String(r.headers.location));
    expect(back.url.origin + back.url.pathname).toBe('http://alpha.localhost:3000/identity-callback/success/seq-ABC_123');
    expect(await provider.decodeResult({ seq: back.seq!, encodeData: back.encodeData })).toEqual({
      ok: true,
      requestId: 'seq-ABC_123',
      name: '김영희',
      phone: '01098765432',
      identityKey: localIdentityKey('김영희', '01098765432'),
    });
  });

  it('seals block and duplicate on the success route, and a cancel on the fail route', async () => {
    const requestInfo = await start();
    const block = follow(String((await post('/dev/identity/result', { EncodeData: requestInfo, name: '홍길동', phone: '01012345678', outcome: 'block' })).headers.location));
    expect(block.result).toBe('success');
    expect(await provider.decodeResult({ seq: block.seq!, encodeData: block.encodeData })).toMatchObject({ ok: false, reason: 'block' });
    const dup = follow(String((await post('/dev/identity/result', { EncodeData: requestInfo, name: '홍길동', phone: '01012345678', outcome: 'duplicate' })).headers.location));
    expect(await provider.decodeResult({ seq: dup.seq!, encodeData: dup.encodeData })).toMatchObject({ ok: true, duplicate: true });
    const cancel = follow(String((await post('/dev/identity/result', { EncodeData: requestInfo, outcome: 'cancel' })).headers.location));
    expect(cancel.result).toBe('fail');
  });

  it('refuses a forged or expired request and bad input, escaping what it echoes', async () => {
    const forged = await post('/dev/identity', { EncodeData: 'abc.def' });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('본인인증 요청 정보가 올바르지 않습니다');

    const requestInfo = await start();
    now = T0 + IDENTITY_TOKEN_MAX_AGE_MS + 1000;
    const expired = await post('/dev/identity', { EncodeData: requestInfo });
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('유효시간');

    now = T0;
    const bad = await post('/dev/identity/result', { EncodeData: requestInfo, name: '<script>alert(1)</script>', phone: '12', outcome: 'success' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('휴대폰번호');
    expect(bad.text).not.toContain('<script>alert(1)</script>');
    expect(bad.text).toContain('&#60;script&#62;');

    const noOutcome = await post('/dev/identity/result', { EncodeData: requestInfo, name: '홍길동', phone: '01012345678', outcome: 'other' });
    expect(noOutcome.status).toBe(400);

    expect((await post('/dev/identity', {}, 'GET')).status).toBe(405);
    expect((await post('/dev/identity/other', { EncodeData: requestInfo })).status).toBe(404);
  });

  it('escapes a hostile return URL and request id on the page', async () => {
    now = T0;
    const hostile = sealIdentityRequest(SECRET, { requestId: '"><img src=x onerror=alert(1)>', returnUrl: 'http://alpha.localhost:3000/cb"><script>x()</script>', issuedAt: now });
    const page = await post('/dev/identity', { EncodeData: hostile });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('<script>x()');
  });
});
