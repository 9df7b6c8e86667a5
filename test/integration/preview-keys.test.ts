import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_KEY_TTL_SECONDS } from '../../functions/src/domain/submission/preview-key.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Preview keys (issue 14 item 11): the key that opens an application's preview, and with it signed links to the
 * applicant's files, without the applicant's token. It must expire, be bound to its tenant and be revocable.
 */
let portal: TestPortal;
const A = 'alpha.localhost';
const B = 'beta.localhost';
const TENANT_A = 9101;
const TENANT_B = 9102;
const PROJECT = 91011;
const TASK = 910111;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const REFUSED = '미리보기 주소가 올바르지 않습니다.';
const EXPIRED = '미리보기 주소의 유효 시간이 지났습니다. 새 주소를 받아 다시 열어 주세요.';

let staffA: string;
let staffB: string;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  staffA = (await processWiring().reposFor(TENANT_A).staffSessions.create('reviewer-a', 3600)).token;
  staffB = (await processWiring().reposFor(TENANT_B).staffSessions.create('reviewer-b', 3600)).token;
});
afterEach(() => {
  portal.clock.reset();
});
afterAll(() => portal?.close());

type Applicant = { id: number; token: string };
const json = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { applicanttoken: token } : {}) });
const post = (host: string, path: string, body: unknown, token?: string) => portal.send('POST', host, `/api/app/${path}`, JSON.stringify(body), json(token));
const byKey = (host: string, id: number, key: string) => post(host, 'applicant/view', { type: 'preview', _applicantId: String(id), key });
const staff = (token: string) => ({ authorization: `Bearer ${token}` });

/** The key staff get with the submission history (GET applicant/submissions/{id}). */
async function mintedKey(host: string, token: string, id: number): Promise<string> {
  const r = await portal.get(host, `/api/admin/applicant/submissions/${id}`, staff(token));
  expect(r.status, r.text).toBe(200);
  return r.json().previewKey;
}
const revoke = (host: string, body: unknown, token?: string) =>
  portal.send('POST', host, '/api/admin/applicant/previewKeys/revoke', JSON.stringify(body), { 'content-type': 'application/json', ...(token ? staff(token) : {}) });

const page0 = {
  english_name: 'Kim Jiwon',
  applicant_personal_infos: { birthdate_year: '1998', birthdate_month: '3', birthdate_day: '14' },
  post_code: '04524',
  address: '서울특별시 중구 세종대로 110',
  address_detail: '3층',
  applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '1' }] } },
};
const page1 = { applicant_universities: [{ school_name: '한국대학교', period_start_date: '2017-03-02', period_end_date: '2021-02-20', gpa: '3.8' }] };

/** An alpha applicant with an uploaded photo (the real presign, PUT and check), both pages saved and finally submitted. */
async function submittedWithPhoto(): Promise<Applicant> {
  const a = await createTestApplicant(TENANT_A, PROJECT, TASK);
  const p = await post(A, `applicant/upload-url/${a.id}`, { pageIndex: 0, upload_type: 'photo', filename: 'photo.jpg', size: JPEG.length, contentType: 'image/jpeg' }, a.token);
  expect(p.status, p.text).toBe(200);
  const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
  expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(JPEG) })).status).toBe(200);
  const confirm = await post(A, `applicant/upload/${a.id}`, { pageIndex: 0, upload_type: 'photo', key, filename: 'photo.jpg' }, a.token);
  expect(confirm.status, confirm.text).toBe(200);
  const photo = confirm.json().filepath as string;
  expect((await post(A, `applicant/update/${a.id}`, { pageIndex: 0, saveType: 'save', version: 0, values: { ...page0, photo } }, a.token)).status).toBe(200);
  expect((await post(A, `applicant/update/${a.id}`, { pageIndex: 1, saveType: 'save', version: 0, values: page1 }, a.token)).status).toBe(200);
  expect((await post(A, `applicant/complete/${a.id}`, {}, a.token)).json()).toMatchObject({ result: 'Y' });
  return a;
}

/** A refused key answers 403 with the catalogue's message and hands out no file link. */
function expectRefused(r: Awaited<ReturnType<typeof byKey>>, message = REFUSED) {
  expect(r.status, r.text).toBe(403);
  expect(r.json().message).toBe(message);
  expect(r.text).not.toMatch(/X-Amz-Signature|applicants\//);
}

describe('preview keys', () => {
  it('opens the application and a working signed link to its photo with a fresh key', async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    const r = await byKey(A, a.id, key);
    expect(r.status, r.text).toBe(200);
    expect(r.json()).toMatchObject({ user: { id: a.id }, status: 'Y' });
    const photo = await fetch(r.json().user.src);
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
  });

  it("writes the staff's read of the submission history and each opening by preview key to the audit trail", async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    expect((await byKey(A, a.id, key)).status).toBe(200);
    const month = portal.clock.now().toISOString().slice(0, 7);
    const trail = (await processWiring().reposFor(TENANT_A).audit.listMonth(month)).filter((r) => r.applicantId === a.id);
    // The applicant's own final submission is in the trail too (issue 39: every applicant-side write is recorded).
    expect(trail.map((r) => `${r.action} ${r.actor}`)).toEqual([`application.submitted applicant:${a.id}`, 'staff.read-submissions staff:reviewer-a', 'preview.read-application preview-key']);
    expect(trail.every((r) => r.projectId === PROJECT)).toBe(true);
  });

  it('refuses a key once its lifetime has passed, and opens it until then', async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    portal.clock.shift((PREVIEW_KEY_TTL_SECONDS - 60) * 1000);
    expect((await byKey(A, a.id, key)).status).toBe(200);
    portal.clock.shift(61 * 1000);
    expectRefused(await byKey(A, a.id, key), EXPIRED);
  });

  it('lasts between 30 minutes and a few hours', () => {
    expect(PREVIEW_KEY_TTL_SECONDS).toBeGreaterThanOrEqual(30 * 60);
    expect(PREVIEW_KEY_TTL_SECONDS).toBeLessThanOrEqual(4 * 3600);
  });

  it("refuses tenant A's key on tenant B for an applicant with the same id", async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    let b = await createTestApplicant(TENANT_B, 91021, 910211);
    while (b.id < a.id) b = await createTestApplicant(TENANT_B, 91021, 910211);
    expect(b.id).toBe(a.id);
    expect((await mintedKey(B, staffB, b.id)) === key).toBe(false);
    expectRefused(await byKey(B, a.id, key));
  });

  it('refuses a tampered key: another signature, a stretched lifetime, another applicant, the old never-expiring form', async () => {
    const a = await submittedWithPhoto();
    const other = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    const [expires, mac] = key.split('-') as [string, string];
    const flipped = `${expires}-${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    expectRefused(await byKey(A, a.id, flipped));
    const stretched = `${(parseInt(expires, 36) + 3600).toString(36)}-${mac}`;
    expectRefused(await byKey(A, a.id, stretched));
    expectRefused(await byKey(A, other.id, key));
    // The key as it was minted before expiry existed: a keyed hash of tenant and applicant, valid forever.
    const legacy = processWiring().crypto.keyedHash(`preview:${TENANT_A}:${a.id}`).slice(0, 32);
    expectRefused(await byKey(A, a.id, legacy));
    expectRefused(await byKey(A, a.id, 'garbage'));
    expect((await byKey(A, a.id, key)).status).toBe(200);
  });

  it("refuses an applicant's outstanding keys after staff revoke them, and leaves other applicants' keys working", async () => {
    const a = await submittedWithPhoto();
    const other = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    const otherKey = await mintedKey(A, staffA, other.id);
    const r = await revoke(A, { id: a.id }, staffA);
    expect(r.status, r.text).toBe(200);
    expect(r.json()).toEqual({ result: 'success', revoked: 'applicant' });
    expectRefused(await byKey(A, a.id, key));
    expect((await byKey(A, other.id, otherKey)).status).toBe(200);
    // A key minted after the revoke works.
    expect((await byKey(A, a.id, await mintedKey(A, staffA, a.id))).status).toBe(200);
  });

  it("refuses every outstanding key of the tenant after a tenant-wide revoke, and no other tenant's", async () => {
    const a = await submittedWithPhoto();
    const other = await submittedWithPhoto();
    const keys = [await mintedKey(A, staffA, a.id), await mintedKey(A, staffA, other.id)];
    const b = await createTestApplicant(TENANT_B, 91021, 910211);
    const keyB = await mintedKey(B, staffB, b.id);
    const r = await revoke(A, { all: true }, staffA);
    expect(r.status, r.text).toBe(200);
    expect(r.json()).toEqual({ result: 'success', revoked: 'tenant' });
    expectRefused(await byKey(A, a.id, keys[0]!));
    expectRefused(await byKey(A, other.id, keys[1]!));
    expect((await byKey(B, b.id, keyB)).status).toBe(200);
    expect((await byKey(A, a.id, await mintedKey(A, staffA, a.id))).status).toBe(200);
  });

  it('refuses a key minted before the applicant cancelled the final submission', async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    expect((await post(A, 'applicant/cancel', {}, a.token)).json()).toMatchObject({ result: 'success' });
    expectRefused(await byKey(A, a.id, key));
    expect((await byKey(A, a.id, await mintedKey(A, staffA, a.id))).status).toBe(200);
  });

  it("lets only the tenant's staff revoke, and only the tenant's applicants", async () => {
    const a = await submittedWithPhoto();
    const key = await mintedKey(A, staffA, a.id);
    expect((await revoke(A, { id: a.id })).status).toBe(401);
    expect((await revoke(A, { id: a.id }, 'not-a-session')).status).toBe(401);
    expect((await revoke(A, { id: a.id }, staffB)).status).toBe(401);
    expect((await portal.send('POST', A, '/api/app/applicant/previewKeys/revoke', JSON.stringify({ id: a.id }), json(a.token))).status).toBe(404);
    // Tenant B's staff name the same id: only B's applicant (if any) is touched, A's key still opens.
    await revoke(B, { id: a.id }, staffB);
    expect((await byKey(A, a.id, key)).status).toBe(200);
    expect((await revoke(A, { id: 99_999_999 }, staffA)).status).toBe(404);
    expect((await revoke(A, {}, staffA)).status).toBe(400);
  });
});
