import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localLanguageScoreProvider, sealLanguageScoreRequest } from '../adapters/language-score/local-language-score-provider.ts';
import { handleLanguageScoreSimulator, MISMATCH_NAME } from './language-score-simulator.ts';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);
const request = {
  tenantId: 7,
  applicantId: 42,
  applicantName: '<홍길동>',
  languageId: 1,
  languageName: 'TOEIC',
  etsId: 'TOEIC',
  formIndex: 2,
  returnUrl: 'http://demo.localhost:3000/etsResult',
  suggested: { score: '790', grade: '' },
  issuedAt: NOW,
};
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void handleLanguageScoreSimulator(req, res, { secret: SECRET, now: () => NOW }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const token = sealLanguageScoreRequest(SECRET, request);
const submit = (fields: Record<string, string>) =>
  fetch(`${base}/dev/ets/result`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ request: token, ...fields }).toString() });
const entered = { uname: '홍길동', score: '855', grade: '', date: '2026-10-20', org: 'ETS', registrationNumber: '000123456789' };

describe('the /dev/ets simulator', () => {
  it('shows the prefilled form with every echoed value escaped, a test-mode badge, and a CSP allowing posts to itself and the return origin', async () => {
    const res = await fetch(`${base}/dev/ets?request=${encodeURIComponent(token)}&isTest=Y`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('어학성적 확인 시뮬레이터');
    expect(html).not.toContain('<홍길동>');
    expect(html).toContain('name="score" value="790"');
    expect(html).toContain('테스트 모드');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://demo.localhost:3000;");
  });

  it('refuses a forged request, a wrong method and unknown paths', async () => {
    expect((await fetch(`${base}/dev/ets?request=${encodeURIComponent(`${token}x`)}`)).status).toBe(400);
    expect((await fetch(`${base}/dev/ets`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/dev/ets/other`)).status).toBe(404);
  });

  it('redirects to /etsResult with the spec parameters and a seal the provider verifies; the mismatch option answers another name', async () => {
    const provider = localLanguageScoreProvider({ secret: SECRET, simulatorUrl: '/dev/ets' });
    const res = await submit(entered);
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(request.returnUrl);
    const p = Object.fromEntries(to.searchParams);
    expect(p).toMatchObject({ uname: '홍길동', name: 'TOEIC', id: '1', index: '2', score: '855', grade: '', date: '2026-10-20', org: 'ETS', registrationNumber: '000123456789' });
    const values = { uname: p.uname!, score: p.score!, grade: p.grade!, date: p.date!, org: p.org!, registrationNumber: p.registrationNumber! };
    expect(provider.verify({ tenantId: 7, applicantId: 42, languageId: 1, values, seal: p.seal! })).toBe(true);

    const other = new URL((await submit({ ...entered, mismatch: 'Y' })).headers.get('location')!);
    expect(other.searchParams.get('uname')).toBe(MISMATCH_NAME);
  });

  it('asks again for a missing score and grade or a malformed date', async () => {
    const res = await submit({ ...entered, score: '', grade: '' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('점수 또는 등급을 입력해 주세요.');
    expect((await submit({ ...entered, date: '20261020' })).status).toBe(400);
  });
});
