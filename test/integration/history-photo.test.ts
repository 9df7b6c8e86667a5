import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantHistory } from '@portal/shared';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { portalKst } from '../support/test-clock.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The history (R5-1) shows the applicant's photo (spec part 2, 2.4 and 3 'applicant.photo'; issue 41 item 6, audit
 * ux.md m3: it always said '사진 없음'): the answer names the stored photo, which opens through the file-read path
 * (a presigned GET) with the applicant's own token, and no one else's.
 */
let portal: TestPortal;
const A = 'alpha.localhost';
const TENANT = 9101;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

const check = (token: string) => portal.send('POST', A, '/api/app/applicant/check', '{}', { 'content-type': 'application/json', applicanttoken: token });
const link = (token: string, filepath: string) =>
  portal.send('GET', A, `/api/app/download?filepath=${encodeURIComponent(filepath)}&filename=photo.jpg&as=url`, undefined, { applicanttoken: token });

const post = (path: string, body: unknown, token: string) => portal.send('POST', A, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });

/** An applicant of the basic form who uploaded a photo the browser's way (presign, PUT, check) and saved page 0 with it. */
async function withPhoto(name: string) {
  const a = await createTestApplicant(TENANT, 91011, 910111, name);
  const p = await post(`applicant/upload-url/${a.id}`, { pageIndex: 0, upload_type: 'photo', filename: 'photo.jpg', size: JPEG.length, contentType: 'image/jpeg' }, a.token);
  expect(p.status, p.text).toBe(200);
  const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
  expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(JPEG) })).status).toBe(200);
  const confirm = await post(`applicant/upload/${a.id}`, { pageIndex: 0, upload_type: 'photo', key, filename: 'photo.jpg' }, a.token);
  expect(confirm.status, confirm.text).toBe(200);
  const filepath = confirm.json<{ filepath: string }>().filepath;
  const saved = await processWiring().reposFor(TENANT).answers.savePage({ applicantId: a.id, pageIndex: 0, expectedVersion: 0, values: { photo: filepath }, saveType: 'temp', savedAt: portalKst() });
  expect(saved).toMatchObject({ ok: true });
  return { ...a, filepath };
}

describe("the history's photo", () => {
  it("names the applicant's stored photo, which opens with the applicant's own token", async () => {
    const me = await withPhoto('사진있음');
    const history = (await check(me.token)).json<ApplicantHistory>();
    expect(history.applicant.photo).toBe(me.filepath);
    const url = await link(me.token, me.filepath);
    expect(url.status, url.text).toBe(200);
    const image = await fetch(url.json<{ url: string }>().url);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG);
  });

  it("answers no photo for an applicant without one, and never opens another applicant's photo", async () => {
    const other = await withPhoto('남의사진');
    const me = await createTestApplicant(TENANT, 91011, 910111, '사진없음');
    expect((await check(me.token)).json<ApplicantHistory>().applicant.photo ?? null).toBeNull();
    const refused = await link(me.token, other.filepath);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});
