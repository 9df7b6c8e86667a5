import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The local server's /files/public/: a tenant's public assets only. A path that climbs out of the public prefix
 * (encoded slashes, dot segments) must not reach another tenant's private uploads.
 */
let portal: TestPortal;
const A = 'alpha.localhost';
const B = 'beta.localhost';
const SECRET = 'files/t/9102/applicants/7/abc/주민등록등본.pdf';
const SECRET_BYTES = new TextEncoder().encode('%PDF-1.7 beta applicant 7 private');
const LOGO = 'files/public/9101/로고.png';
const LOGO_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  await processWiring().files.put(SECRET, SECRET_BYTES, 'application/pdf');
  await processWiring().files.put(LOGO, LOGO_BYTES, 'image/png');
  await processWiring().files.put('files/public/9102/beta-logo.png', LOGO_BYTES, 'image/png');
});
afterAll(() => portal?.close());

const url = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;

describe('local /files/public/', () => {
  it("serves a tenant's own public asset (a Korean file name, percent-encoded)", async () => {
    const r = await portal.get(A, url(LOGO));
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['encoded slashes and dot segments', '/files/public/..%2F..%2Ffiles%2Ft%2F9102%2Fapplicants%2F7%2Fabc%2F%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8.pdf'],
    ['an encoded slash inside a segment', '/files/public/x%2F..%2F..%2Ft%2F9102%2Fapplicants%2F7%2Fabc%2F%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8.pdf'],
    ['lower-case encoded slashes', '/files/public/..%2f..%2ffiles%2ft%2f9102%2fapplicants%2f7%2fabc%2f%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8.pdf'],
    ['encoded dots', '/files/public/%2E%2E/t/9102/applicants/7/abc/%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8.pdf'],
    ['encoded backslashes', '/files/public/..%5C..%5Cfiles%5Ct%5C9102%5Capplicants%5C7%5Cabc%5C%EC%A3%BC%EB%AF%BC%EB%93%B1%EB%A1%9D%EB%93%B1%EB%B3%B8.pdf'],
  ])("refuses another tenant's private upload through %s", async (_, path) => {
    const r = await portal.get(A, path);
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('beta applicant 7');
  });

  it.each([
    ['an empty segment', '/files/public/9101//%EB%A1%9C%EA%B3%A0.png'],
    ['a dot segment', '/files/public/9101/./%EB%A1%9C%EA%B3%A0.png'],
    ['a NUL byte', '/files/public/9101/%00%EB%A1%9C%EA%B3%A0.png'],
    ['a control character', '/files/public/9101/%0A%EB%A1%9C%EA%B3%A0.png'],
    ['a malformed escape', '/files/public/9101/%E0%A4%A.png'],
  ])('refuses a path with %s before reading the store', async (_, path) => {
    expect((await portal.get(A, path)).status).toBe(404);
  });

  it("refuses another tenant's public asset under this tenant's host", async () => {
    expect((await portal.get(B, '/files/public/9102/beta-logo.png')).status).toBe(200);
    expect((await portal.get(A, '/files/public/9102/beta-logo.png')).status).toBe(404);
  });

  it('refuses an unknown host', async () => {
    expect((await portal.get('nobody.localhost', url(LOGO))).status).toBe(404);
  });
});
