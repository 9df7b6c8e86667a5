import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormPage } from '@portal/shared/form-model/definition';
import { formPageSchema } from '@portal/shared/form-model/definition';
import { checkFileList } from '../../functions/src/domain/files/check-file-list.ts';
import type { TenantRepositories } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** Uploads end to end against the real stand-ins: presign, PUT to s3rver, the server's check, download. */
let portal: TestPortal;
let repos: TenantRepositories;
const A = 'alpha.localhost';
const TASK = 910112;
const MB = 1024 * 1024;
let me: { id: number; token: string };
let other: { id: number; token: string };

const uploadPage: FormPage = formPageSchema.parse({
  pageIndex: 1,
  title: ['기본정보', '첨부'],
  projectVersion: 1,
  forms: [
    {
      application_form_id: 1,
      code_value: 'additional_item',
      title: '첨부서류',
      details: [
        {
          id: 11,
          title: '첨부',
          items: [
            { id: 101, title: '증명사진', input_type: { type: 'photo', field: 'photo' } },
            { id: 102, title: '증빙서류', input_type: { type: 'file', field: 'documents' }, max_count: 2, max_size: 1, total_max_size: 1.5 },
            { id: 103, title: '성명', input_type: { type: 'text', field: 'name' } },
          ],
        },
      ],
    },
  ],
});

/** The n-th test applicant of the upload task (straight into the store, with a real token). */
const makeApplicant = (n: number) => createTestApplicant(9101, 91011, TASK, `지원자${n}`);

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  const tenant = (await processWiring().directory.findByDomainKey('alpha'))!;
  repos = processWiring().reposFor(tenant.id);
  await repos.forms.putTaskPages(TASK, [{ ...uploadPage, pageIndex: 0, forms: [] }, uploadPage]);
  me = await makeApplicant(1);
  other = await makeApplicant(2);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown, token: string) =>
  portal.send('POST', A, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: token });

const text = (s: string) => new TextEncoder().encode(s);
const PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const ELF = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);

async function presign(who: { id: number; token: string }, field: string, filename: string, size: number, contentType: string) {
  return post(`applicant/upload-url/${who.id}`, { pageIndex: 1, upload_type: field, filename, size, contentType }, who.token);
}

/** The browser's part: presign, PUT the bytes to S3 with the answered headers, then ask the server to check. */
async function uploadAs(who: { id: number; token: string }, field: string, filename: string, body: Uint8Array, contentType: string, declaredSize = body.length) {
  const p = await presign(who, field, filename, declaredSize, contentType);
  expect(p.status, p.text).toBe(200);
  const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
  const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
  expect(put.status, await put.text()).toBe(200);
  const confirm = await post(`applicant/upload/${who.id}`, { pageIndex: 1, upload_type: field, key, filename }, who.token);
  // The checked object's final key (the staging key answers nothing once confirmed).
  const filepath = confirm.status === 200 ? confirm.json<{ filepath: string }>().filepath : '';
  return { key, confirm, filepath };
}

describe('presigned uploads', () => {
  it('uploads a file to S3 and records it after the check', async () => {
    // Its own applicant: the record list below is exactly this upload, whatever ran before.
    const fresh = await makeApplicant(3);
    const { key, confirm, filepath } = await uploadAs(fresh, 'documents', '경력증명서.pdf', PDF, 'application/pdf');
    expect(confirm.status, confirm.text).toBe(200);
    expect(key).toMatch(new RegExp(`^staging/t/9101/applicants/${fresh.id}/`));
    expect(confirm.json()).toEqual({ filepath, filename: '경력증명서.pdf', filesize: PDF.length });
    expect(filepath).toMatch(new RegExp(`^files/t/9101/applicants/${fresh.id}/[A-Za-z0-9_-]{22}/`));
    expect(await processWiring().files.head(key)).toBeUndefined();
    const records = await repos.uploads.listByApplicant(fresh.id);
    expect(records).toEqual([expect.objectContaining({ key: filepath, field: 'documents', filesize: PDF.length, contentType: 'application/pdf' })]);
  });

  it('lets a browser on a tenant host PUT to the upload store (CORS)', async () => {
    const p = (await presign(me, 'documents', 'cors.pdf', PDF.length, 'application/pdf')).json<{ url: string }>();
    const preflight = await fetch(p.url, {
      method: 'OPTIONS',
      headers: { origin: `http://${A}:3000`, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('refuses a declared size over the limit before presigning', async () => {
    const r = await presign(me, 'documents', 'big.pdf', MB + 1, 'application/pdf');
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('파일 용량을 확인하여 주세요.');
  });

  it('refuses a PUT of more bytes than were declared (the length is signed), and deletes an oversize object the check finds', async () => {
    const big = new Uint8Array(MB + 1);
    big.set(PDF);
    const p = await presign(me, 'documents', 'big.pdf', 100, 'application/pdf');
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    const put = await fetch(url, { method: 'PUT', headers, body: big });
    expect(put.status).toBe(403);
    expect(await processWiring().files.head(key)).toBeUndefined();
    // Should an oversize object reach the key all the same, the server's own check refuses and deletes it.
    await processWiring().files.put(key, big, 'application/pdf');
    const confirm = await post(`applicant/upload/${me.id}`, { pageIndex: 1, upload_type: 'documents', key, filename: 'big.pdf' }, me.token);
    expect(confirm.status).toBe(400);
    expect(confirm.json().message).toBe('파일 용량을 확인하여 주세요.');
    expect(await processWiring().files.head(key)).toBeUndefined();
  });

  it('refuses a text file named photo.jpg as the ID photo, and accepts a real JPEG', async () => {
    const fake = await uploadAs(me, 'photo', 'photo.jpg', text('사진이 아닙니다'), 'image/jpeg');
    expect(fake.confirm.status).toBe(400);
    expect(fake.confirm.json().message).toBe('사진은 JPG, PNG, GIF 형식의 이미지 파일만 올릴 수 있습니다.');
    expect(await processWiring().files.head(fake.key)).toBeUndefined();
    const real = await uploadAs(me, 'photo', 'photo.jpg', JPEG, 'image/jpeg');
    expect(real.confirm.status).toBe(200);
  });

  it('refuses executables, by name before the upload and by content after it', async () => {
    const byName = await presign(me, 'documents', 'setup.exe', 10, 'application/octet-stream');
    expect(byName.status).toBe(400);
    const renamed = await uploadAs(me, 'documents', '자료.txt', ELF, 'text/plain');
    expect(renamed.confirm.status).toBe(400);
    expect(renamed.confirm.json().message).toMatch(/올릴 수 없는 형식의 파일입니다/);
  });

  it('refuses non-upload items and fields the form does not have', async () => {
    expect((await presign(me, 'name', 'a.pdf', 10, 'application/pdf')).json().message).toBe('파일을 올릴 수 없는 항목입니다.');
    expect((await presign(me, 'nothing', 'a.pdf', 10, 'application/pdf')).status).toBe(400);
  });

  it("refuses another applicant's id in the path and another applicant's key", async () => {
    const wrongPath = await post(`applicant/upload-url/${other.id}`, { pageIndex: 1, upload_type: 'documents', filename: 'a.pdf', size: 10 }, me.token);
    expect(wrongPath.status).toBe(403);
    const mine = await uploadAs(me, 'documents', 'mine.pdf', PDF, 'application/pdf');
    const stolen = await post(`applicant/upload/${other.id}`, { pageIndex: 1, upload_type: 'documents', key: mine.key, filename: 'mine.pdf' }, other.token);
    expect(stolen.status).toBe(403);
    expect(stolen.json().message).toBe('본인이 올린 파일만 사용할 수 있습니다.');
    expect((await post(`applicant/upload-url/${me.id}`, { pageIndex: 1, upload_type: 'documents', filename: 'a.pdf', size: 10 }, 'nope')).status).toBe(401);
  });

  it('leaves count and total limits to the save: checkFileList over the recorded uploads', async () => {
    const a = await uploadAs(other, 'documents', 'a.pdf', PDF, 'application/pdf');
    const b = await uploadAs(other, 'documents', 'b.pdf', PDF, 'application/pdf');
    const c = await uploadAs(other, 'documents', 'c.pdf', PDF, 'application/pdf');
    const item = uploadPage.forms[0]!.details[0]!.items[1]!;
    const records = await repos.uploads.listByApplicant(other.id);
    const entries = [a, b, c].map((u) => ({ filepath: u.filepath }));
    expect(checkFileList(item, entries.slice(0, 2), records)).toBeUndefined();
    expect(checkFileList(item, entries, records)).toBe('파일개수를 확인하여 주세요.');
    // Another applicant's checked file is not one of this applicant's records.
    const foreign = await uploadAs(me, 'documents', 'mine.pdf', PDF, 'application/pdf');
    expect(checkFileList(item, [{ filepath: foreign.filepath }], records)).toMatch(/확인되지 않은 파일/);
  });
});

describe('a repeated confirm', () => {
  it('records one file when the same upload is confirmed 20 times at once, and answers every call without a 5xx', async () => {
    const who = await makeApplicant(20);
    const p = await presign(who, 'documents', '동시확인.pdf', PDF.length, 'application/pdf');
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(PDF) })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`applicant/upload/${who.id}`, { pageIndex: 1, upload_type: 'documents', key, filename: '동시확인.pdf' }, who.token)),
    );
    for (const a of answers) {
      expect(a.status, a.text).toBeLessThan(500);
      if (a.status !== 200) expect(a.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    const ok = answers.filter((a) => a.status === 200).map((a) => a.json<{ filepath: string }>().filepath);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const records = await repos.uploads.listByApplicant(who.id);
    // One checked copy is recorded, and every call that succeeded names it.
    expect(records).toHaveLength(1);
    expect(new Set(ok)).toEqual(new Set([records[0]!.key]));
  });
});

describe('downloads of uploaded files', () => {
  it("serves an applicant's file to that applicant only; others get 404", async () => {
    const { filepath } = await uploadAs(me, 'documents', '성적증명서.pdf', PDF, 'application/pdf');
    const q = `/api/app/download?filepath=${encodeURIComponent(filepath)}&filename=${encodeURIComponent('성적증명서.pdf')}`;
    const own = await portal.get(A, q, { applicanttoken: me.token });
    expect(own.status).toBe(302);
    const file = await fetch(String(own.headers.location));
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const link = await portal.get(A, `${q}&as=url`, { applicanttoken: me.token });
    expect(link.json().url).toMatch(/^http/);
    expect((await portal.get(A, q, { applicanttoken: other.token })).status).toBe(404);
    expect((await portal.get(A, q)).status).toBe(404);
  });
});

describe('file names are judged as the file system will see them', () => {
  const tricks = ['run.bat.', 'setup.exe::$DATA', 'a.exe . .', 'run.bat ', 'page.html.'];
  const script = text('@echo off\r\ndel /q *\r\n');

  it('refuses executable names hidden behind trailing dots, spaces and alternate streams before the upload', async () => {
    for (const filename of tricks) {
      const r = await presign(me, 'documents', filename, script.length, 'text/plain');
      expect(r.status, filename).toBe(400);
      expect(r.json().message).toBe('올릴 수 없는 형식의 파일입니다. 문서(HWP, PDF, 워드, 엑셀 등), 이미지 또는 텍스트 파일을 올려 주세요.');
    }
  });

  it('refuses them at confirm too, where the client names the file again, and deletes the object', async () => {
    for (const filename of ['run.bat.', 'setup.exe::$DATA', 'a.exe . .', 'script.cmd', 'noextension']) {
      const p = (await presign(me, 'documents', 'notes.txt', script.length, 'text/plain')).json<{ url: string; headers: Record<string, string>; key: string }>();
      expect((await fetch(p.url, { method: 'PUT', headers: p.headers, body: new Uint8Array(script) })).status).toBe(200);
      const confirm = await post(`applicant/upload/${me.id}`, { pageIndex: 1, upload_type: 'documents', key: p.key, filename }, me.token);
      expect(confirm.status, filename).toBe(400);
      expect(await processWiring().files.head(p.key)).toBeUndefined();
    }
  });

  it('stores and answers the normalised name: no alternate stream, no trailing dots or spaces', async () => {
    const { confirm, filepath } = await uploadAs(me, 'documents', '메모.txt:숨김. . ', text('메모입니다.\n'), 'text/plain');
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.json<{ filename: string }>().filename).toBe('메모.txt');
    expect(filepath).toMatch(/\/메모\.txt$/);
    expect((await repos.uploads.find(me.id, filepath))?.filename).toBe('메모.txt');
  });
});

describe('download keys are addresses of recorded uploads, never paths', () => {
  it("refuses another applicant's file through './', '../', empty and encoded segments, with or without a token", async () => {
    const { filepath } = await uploadAs(other, 'documents', '주민등록등본.pdf', PDF, 'application/pdf');
    const rest = filepath.slice('files/t/9101/'.length);
    const tricks = [
      `files/t/9101/./${rest}`,
      `files/t/9101/postings/../${rest}`,
      `files/public/9101/../../t/9101/${rest}`,
      `files/t/9101//${rest}`,
      `files/t/9101/%2e/${rest}`,
      `files/t/9101\\${rest}`,
      filepath.replace(`/applicants/${other.id}/`, `/applicants/${other.id}/./`),
    ];
    for (const trick of tricks) {
      const q = `/api/app/download?filepath=${encodeURIComponent(trick)}&filename=a.pdf`;
      for (const headers of [{}, { applicanttoken: me.token }] as Record<string, string>[]) {
        const r = await portal.get(A, q, headers);
        // 404 from the download use case; the query schema already answers 400 to a '..' segment.
        expect([400, 404], `${trick} ${JSON.stringify(headers)} → ${r.status} ${String(r.headers.location)}`).toContain(r.status);
        expect(r.headers.location).toBeUndefined();
      }
    }
    // The owner still gets the file by its recorded key.
    expect((await portal.get(A, `/api/app/download?filepath=${encodeURIComponent(filepath)}&filename=a.pdf`, { applicanttoken: other.token })).status).toBe(302);
  });

  it("serves only keys the applicant's upload records hold: not a staging object, not an unrecorded object in the own prefix", async () => {
    const files = processWiring().files;
    const unrecorded = `files/t/9101/applicants/${me.id}/unrecorded0000000000000/x.pdf`;
    await files.put(unrecorded, PDF, 'application/pdf');
    const p = (await presign(me, 'documents', 'staged.pdf', PDF.length, 'application/pdf')).json<{ url: string; headers: Record<string, string>; key: string }>();
    await fetch(p.url, { method: 'PUT', headers: p.headers, body: new Uint8Array(PDF) });
    for (const key of [unrecorded, p.key]) {
      const r = await portal.get(A, `/api/app/download?filepath=${encodeURIComponent(key)}&filename=a.pdf`, { applicanttoken: me.token });
      expect(r.status, key).toBe(404);
    }
  });
});

describe('only checked bytes are served or saved', () => {
  it('pins the copy to the checked bytes: a copy from a source whose ETag changed fails and leaves nothing', async () => {
    const files = processWiring().files;
    const src = `staging/t/9101/applicants/${me.id}/pin-test-0000000000000/a.pdf`;
    await files.put(src, PDF, 'application/pdf');
    const checked = (await files.head(src))!.etag;
    await files.put(src, new Uint8Array(ELF), 'application/pdf');
    const dest = `files/t/9101/applicants/${me.id}/pin-test-0000000000000/a.pdf`;
    expect(await files.copyIfUnchanged(src, dest, checked)).toBe(false);
    expect(await files.head(dest)).toBeUndefined();
    expect(await files.copyIfUnchanged(src, dest, (await files.head(src))!.etag)).toBe(true);
    expect((await files.readStart(dest, 64)).bytes).toEqual(ELF);
  });

  it('keeps serving and saving the checked PDF after the presigned URL is used again with an executable', async () => {
    const swapped = new Uint8Array(PDF.length);
    swapped.set(ELF);
    const p = await presign(me, 'documents', '자기소개서.pdf', PDF.length, 'application/pdf');
    const { url, headers, key } = p.json<{ url: string; headers: Record<string, string>; key: string }>();
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(PDF) })).status).toBe(200);
    const confirm = await post(`applicant/upload/${me.id}`, { pageIndex: 1, upload_type: 'documents', key, filename: '자기소개서.pdf' }, me.token);
    expect(confirm.status, confirm.text).toBe(200);
    const { filepath } = confirm.json<{ filepath: string }>();

    // The attacker's second PUT of the same length, to the same still-valid URL.
    await fetch(url, { method: 'PUT', headers, body: swapped });

    const q = `/api/app/download?filepath=${encodeURIComponent(filepath)}&filename=a.pdf`;
    const link = await portal.get(A, q, { applicanttoken: me.token });
    expect(link.status).toBe(302);
    expect(new Uint8Array(await (await fetch(String(link.headers.location))).arrayBuffer())).toEqual(PDF);
    const item = uploadPage.forms[0]!.details[0]!.items[1]!;
    expect(checkFileList(item, [{ filepath }], await repos.uploads.listByApplicant(me.id))).toBeUndefined();
    // What the save accepts under that path is still the checked PDF.
    expect((await processWiring().files.readStart(filepath, 4096)).bytes).toEqual(PDF);
  });
});
