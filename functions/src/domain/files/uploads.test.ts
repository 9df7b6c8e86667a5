import { describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import type { UploadRecord } from '../ports.ts';
import { DomainError } from '../errors.ts';
import { resolveCaller } from '../auth-step/resolve-caller.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { getDownloadUrl } from '../public-site/get-download-url.ts';
import { checkFileList, fileEntriesOf } from './check-file-list.ts';
import { confirmUpload } from './confirm-upload.ts';
import { createUploadUrl, safeObjectName } from './create-upload-url.ts';
import { sniffContent } from './sniff-content.ts';
import { checkSniffedFile } from './upload-policy.ts';
import { DOCX, ELF, EXE, HWP, JPEG, PDF, PNG, TEXT, bytes, filesTestContext, uploadItem } from './files-test-context.ts';

const M = messages.uploads;
const MB = 1024 * 1024;
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as DomainError);

const photo = uploadItem('photo', 'photo');
const docs = uploadItem('documents', 'file', { max_count: 2, max_size: 5, total_max_size: 8 });
const plain = uploadItem('portfolio', 'file');
const name = uploadItem('name', 'text');
const items = [photo, docs, plain, name];

const ask = (overrides: Partial<Parameters<typeof createUploadUrl>[1]> = {}) => ({
  applicantId: 7,
  pageIndex: 1,
  field: 'documents',
  filename: '경력증명서.pdf',
  size: 1000,
  contentType: 'application/pdf',
  ...overrides,
});

type Env = ReturnType<typeof filesTestContext>;
/** The caller the route's middleware proves from the token (own-applicant: the token's applicant must be `as`). */
const callerOf = (env: Env, as = 7) => resolveCaller(env.ctx, 'own-applicant', as);
const presign = async (env: Env, input: Parameters<typeof createUploadUrl>[1], as?: number) => createUploadUrl(env.ctx, input, await callerOf(env, as));
const confirm = async (env: Env, input: Parameters<typeof confirmUpload>[1], as?: number) => confirmUpload(env.ctx, input, await callerOf(env, as));

/** Presigns, "PUTs" the bytes into the fake store, and confirms. */
async function upload(env: Env, field: string, filename: string, body: Uint8Array, contentType = 'application/octet-stream') {
  const url = await presign(env, ask({ field, filename, size: body.length, contentType }));
  env.objects.set(url.key, { body, contentType: url.headers['Content-Type']! });
  return { url, result: confirm(env, { applicantId: 7, pageIndex: 1, field, key: url.key, filename }) };
}

describe('createUploadUrl', () => {
  it("presigns a one-minute PUT of one staging object under the applicant's staging prefix, never a final key", async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const r = await presign(env, ask());
    expect(r.method).toBe('PUT');
    expect(r.key).toMatch(/^staging\/t\/3\/applicants\/7\/[A-Za-z0-9_-]{22}\/경력증명서\.pdf$/);
    expect(r.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(env.presigned).toEqual([expect.objectContaining({ key: r.key, contentType: 'application/pdf', size: 1000, ttl: 60 })]);
  });

  it('refuses a declared size over max_size, and over 20 MB without one, with the spec messages', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    expect((await failure(presign(env, ask({ size: 5 * MB + 1 }))))?.message).toBe('파일 용량을 확인하여 주세요.');
    expect(await presign(env, ask({ size: 5 * MB }))).toHaveProperty('key');
    expect((await failure(presign(env, ask({ field: 'portfolio', size: 20 * MB + 1 }))))?.message).toBe('20MB 이하 파일을 업로드 해주세요.');
    expect((await failure(presign(env, ask({ size: 0 }))))?.message).toBe(M.emptyFile);
  });

  it('refuses a photo that is not declared as a JPEG, PNG or GIF image', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const e = await failure(presign(env, ask({ field: 'photo', filename: 'photo.pdf', contentType: 'application/pdf' })));
    expect(e?.message).toBe(M.photoOnlyImage);
    expect(await presign(env, ask({ field: 'photo', filename: 'photo.JPG', contentType: 'image/jpeg' }))).toHaveProperty('key');
  });

  it('refuses unknown fields, non-upload items, executables, other applicants and missing tokens', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    expect((await failure(presign(env, ask({ field: 'nothing' }))))?.message).toBe(M.unknownField);
    expect((await failure(presign(env, ask({ field: 'name' }))))?.message).toBe(M.notUploadField);
    expect((await failure(presign(env, ask({ filename: 'setup.exe' }))))?.message).toBe(M.blockedType);
    const other = await failure(presign(env, ask({ applicantId: 8 })));
    expect(other?.kind).toBe('forbidden');
    expect(other?.message).toBe(M.otherApplicant);
    const anonymous = filesTestContext({ items });
    expect((await failure(presign(anonymous, ask())))?.kind).toBe('unauthorized');
    expect((await failure(presign(env, ask({ pageIndex: 9 }))))?.message).toBe(M.unknownField);
  });

  it('refuses an upload once the applicant session has ended', async () => {
    const env = filesTestContext({ items, token: 'token-ended' });
    const ended = await failure(presign(env, ask()));
    expect(ended?.kind).toBe('unauthorized');
    expect(ended?.details).toEqual({ code: 'session' });
    expect(env.presigned).toEqual([]);
  });

  it('signs only harmless declared types', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const r = await presign(env, ask({ filename: 'notes.txt', contentType: 'text/html' }));
    expect(r.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('keeps letters of any script in the object name and drops path parts and symbols', () => {
    expect(safeObjectName('../../이력서 (최종).hwp')).toBe('이력서_최종_.hwp');
    expect(safeObjectName('...')).toBe('file');
    expect(safeObjectName(`${'가'.repeat(150)}.pdf`)).toHaveLength(100);
  });
});

describe('confirmUpload', () => {
  it('copies the checked file to a final key, deletes the staging object, records and answers the final key', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const { url, result } = await upload(env, 'documents', '경력증명서.pdf', PDF, 'application/pdf');
    const answer = await result;
    expect(answer).toEqual({ filepath: expect.stringMatching(/^files\/t\/3\/applicants\/7\/[A-Za-z0-9_-]{22}\/경력증명서\.pdf$/), filename: '경력증명서.pdf', filesize: PDF.length });
    expect(env.objects.get(answer.filepath)?.body).toEqual(PDF);
    expect(env.objects.has(url.key)).toBe(false);
    expect(env.presigned.map((p) => p.key)).not.toContain(answer.filepath);
    expect(env.uploads).toEqual([
      expect.objectContaining({ applicantId: 7, key: answer.filepath, field: 'documents', pageIndex: 1, contentType: 'application/pdf', filesize: PDF.length }),
    ]);
  });

  it('refuses and records nothing when the staging object changes between the sniff and the copy', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    env.hooks.beforeCopy = (from) => env.objects.set(from, { body: ELF, contentType: 'application/pdf' });
    const { url, result } = await upload(env, 'documents', '경력증명서.pdf', PDF, 'application/pdf');
    expect((await failure(result))?.message).toBe(M.changedDuringCheck);
    expect(env.uploads).toEqual([]);
    expect(env.deleted).toEqual([url.key]);
    expect([...env.objects.keys()].filter((k) => k.startsWith('files/'))).toEqual([]);
  });

  it('refuses a final key at confirm (only staging objects are checked)', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const { result } = await upload(env, 'documents', 'a.pdf', PDF, 'application/pdf');
    const { filepath } = await result;
    const again = await failure(confirm(env, { applicantId: 7, pageIndex: 1, field: 'documents', key: filepath, filename: 'a.pdf' }));
    expect(again?.kind).toBe('forbidden');
  });

  it('accepts HWP, DOCX, images and plain text as files', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    for (const [filename, body] of [['자기소개서.hwp', HWP], ['경력기술서.docx', DOCX], ['포트폴리오.png', PNG], ['메모.txt', TEXT]] as const) {
      const { result } = await upload(env, 'portfolio', filename, body);
      expect(await result).toHaveProperty('filesize', body.length);
    }
  });

  it('deletes and refuses an object larger than the limit, whatever size was declared', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const url = await presign(env, ask({ size: 10 }));
    env.objects.set(url.key, { body: new Uint8Array(5 * MB + 1), contentType: 'application/pdf' });
    const e = await failure(confirm(env, { applicantId: 7, pageIndex: 1, field: 'documents', key: url.key, filename: 'big.pdf' }));
    expect(e?.message).toBe('파일 용량을 확인하여 주세요.');
    expect(env.deleted).toEqual([url.key]);
    expect(env.uploads).toEqual([]);
  });

  it('refuses a text file named photo.jpg as a photo', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const { url, result } = await upload(env, 'photo', 'photo.jpg', TEXT, 'image/jpeg');
    expect((await failure(result))?.message).toBe(M.photoOnlyImage);
    expect(env.deleted).toEqual([url.key]);
    const real = await upload(env, 'photo', 'photo.jpg', JPEG, 'image/jpeg');
    expect(await real.result).toHaveProperty('filename', 'photo.jpg');
  });

  it('refuses executables even when renamed, and documents whose content does not match the name', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    for (const [filename, body] of [['이력서.pdf', EXE], ['readme.txt', ELF], ['run.txt', bytes('#!/bin/sh\nrm -rf /\n')], ['page.txt', bytes('<html><script>alert(1)</script>')], ['fake.hwp', TEXT], ['fake.docx', HWP]] as const) {
      const { result } = await upload(env, 'portfolio', filename, body);
      expect((await failure(result))?.message, filename).toBe(M.blockedType);
    }
    expect(env.uploads).toEqual([]);
  });

  it("refuses another applicant's key and a key that was never uploaded", async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const foreign = 'staging/t/3/applicants/8/AAAAAAAAAAAAAAAAAAAAAA/x.pdf';
    env.objects.set(foreign, { body: PDF, contentType: 'application/pdf' });
    const e = await failure(confirm(env, { applicantId: 7, pageIndex: 1, field: 'documents', key: foreign, filename: 'x.pdf' }));
    expect(e?.kind).toBe('forbidden');
    expect(e?.message).toBe(M.notOwnFile);
    const sneaky = await failure(confirm(env, { applicantId: 7, pageIndex: 1, field: 'documents', key: 'staging/t/3/applicants/7/../8/AAAAAAAAAAAAAAAAAAAAAA/x.pdf', filename: 'x.pdf' }));
    expect(sneaky?.kind).toBe('forbidden');
    const missing = await failure(confirm(env, { applicantId: 7, pageIndex: 1, field: 'documents', key: 'staging/t/3/applicants/7/AAAAAAAAAAAAAAAAAAAAAA/x.pdf', filename: 'x.pdf' }));
    expect(missing?.message).toBe(M.notUploaded);
    expect(env.deleted).toEqual([]);
  });
});

describe('file names and the allow-list', () => {
  it('refuses executable names hidden behind trailing dots, spaces and alternate streams', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    for (const filename of ['setup.exe.', 'a.exe::$DATA', 'a.exe . .', 'run.bat ', 'index.html.', 'noextension', 'archive.zip', 'data.xyz']) {
      expect((await failure(presign(env, ask({ filename, contentType: 'text/plain' }))))?.message, filename).toBe(M.blockedType);
    }
  });

  it('accepts only extensions of the allow-list whose sniffed content is of that kind', () => {
    const ok: [string, Uint8Array][] = [['a.pdf', PDF], ['a.hwp', HWP], ['a.docx', DOCX], ['a.png', PNG], ['a.jpg', JPEG], ['a.txt', TEXT], ['a.csv', TEXT]];
    for (const [filename, body] of ok) expect(checkSniffedFile(plain, filename, sniffContent(body)), filename).toBeUndefined();
    const refused: [string, Uint8Array][] = [
      ['run.bat.', TEXT], ['a.exe::$DATA', PDF], ['a.xyz', TEXT], ['noextension', TEXT], ['a.pdf', TEXT], ['a.txt', PDF], ['a.docx', HWP], ['a.png', PDF], ['a.zip', DOCX],
    ];
    for (const [filename, body] of refused) expect(checkSniffedFile(plain, filename, sniffContent(body)), filename).toBe(M.blockedType);
    expect(checkSniffedFile(photo, 'photo.jpg.', 'jpeg')).toBeUndefined();
    expect(checkSniffedFile(photo, 'photo.exe', 'jpeg')).toBe(M.photoOnlyImage);
    expect(checkSniffedFile(photo, 'photo.jpg', 'png')).toBe(M.photoOnlyImage);
  });

  it('records and answers the normalised name, and names the object after it', async () => {
    const env = filesTestContext({ items, token: 'token-7' });
    const { url, result } = await upload(env, 'documents', '메모.txt:숨김. . ', TEXT, 'text/plain');
    expect(url.key).toMatch(/\/메모\.txt$/);
    const answer = await result;
    expect(answer.filename).toBe('메모.txt');
    expect(env.uploads[0]?.filename).toBe('메모.txt');
  });
});

describe('checkFileList', () => {
  const record = (key: string, filesize: number, contentType = 'application/pdf'): UploadRecord => ({
    applicantId: 7, key, filename: key, filesize, contentType, field: 'documents', pageIndex: 1, createdAt: '',
  });
  const uploads = [record('a', 3 * MB), record('b', 3 * MB), record('c', 3 * MB), record('img', 1000, 'image/png'), record('big', 6 * MB)];
  const list = (...keys: string[]) => keys.map((filepath) => ({ filepath }));

  it('accepts checked uploads within the limits', () => {
    expect(checkFileList(docs, list('a', 'b'), uploads)).toBeUndefined();
    expect(checkFileList(docs, [], uploads)).toBeUndefined();
  });
  it('refuses more files than max_count', () => expect(checkFileList(docs, list('a', 'b', 'c'), uploads)).toBe('파일개수를 확인하여 주세요.'));
  it('refuses a total over total_max_size', () => expect(checkFileList(uploadItem('d', 'file', { total_max_size: 5 }), list('a', 'b'), uploads)).toBe('전체파일 용량을 확인하여 주세요.'));
  it('refuses a file over the per-file limit of this item', () => expect(checkFileList(docs, list('big'), uploads)).toBe('파일 용량을 확인하여 주세요.'));
  it('refuses a path that is not a checked upload of the applicant, and duplicates', () => {
    expect(checkFileList(docs, list('files/t/3/applicants/8/x/y.pdf'), uploads)).toBe(M.unknownFile);
    expect(checkFileList(docs, list('a', 'a'), uploads)).toBe(M.unknownFile);
  });
  it('wants an image upload for a photo', () => {
    expect(checkFileList(photo, fileEntriesOf('img'), uploads)).toBeUndefined();
    expect(checkFileList(photo, fileEntriesOf({ filepath: 'a', filename: 'a' }), uploads)).toBe(M.photoOnlyImage);
  });
  it('reads the stored value shapes', () => {
    expect(fileEntriesOf('')).toEqual([]);
    expect(fileEntriesOf([{ filepath: 'a', filename: 'x', filesize: 1 }, 'b'])).toEqual(list('a', 'b'));
    expect(fileEntriesOf([42])).toEqual(list(''));
  });
});

describe('sniffContent', () => {
  it('tells images, documents, text and executables apart by their first bytes', () => {
    expect([JPEG, PNG, PDF, HWP, DOCX, TEXT, EXE, ELF].map(sniffContent)).toEqual(['jpeg', 'png', 'pdf', 'cfb', 'zip', 'text', 'executable', 'executable']);
    expect(sniffContent(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffContent(bytes('MZ세대 자기소개'))).toBe('text');
    expect(sniffContent(bytes([0xff, 0xfe], [0x48, 0, 0x69, 0]))).toBe('text');
    expect(sniffContent(bytes([0, 1, 2, 3, 4]))).toBe('unknown');
    expect(sniffContent(bytes('<svg onload="x()">'))).toBe('markup');
  });
});

describe('applicant file downloads', () => {
  const key = 'files/t/3/applicants/7/AAAAAAAAAAAAAAAAAAAAAA/cv.pdf';
  const setup = (opts: { token?: string; staff?: boolean; recorded?: boolean }) => {
    const env = filesTestContext({ items, ...opts });
    env.objects.set(key, { body: PDF, contentType: 'application/pdf' });
    if (opts.recorded !== false) {
      env.uploads.push({ applicantId: 7, key, filename: 'cv.pdf', filesize: PDF.length, contentType: 'application/pdf', field: 'documents', pageIndex: 1, createdAt: '' });
    }
    return env;
  };
  it('refuses a recorded upload addressed through dot, empty, encoded or backslash segments, even to staff', async () => {
    const rest = key.slice('files/t/3/'.length);
    for (const filepath of [
      `files/t/3/./${rest}`,
      `files/t/3/boards/../${rest}`,
      `files/public/3/../../t/3/${rest}`,
      `files/t/3//${rest}`,
      `files/t/3/%2e/${rest}`,
      `files/t/3/applicants%2F7/AAAAAAAAAAAAAAAAAAAAAA/cv.pdf`,
      `files/t/3\\${rest}`,
      `${key}\u0000`,
      `${key}/.`,
    ]) {
      for (const opts of [{}, { token: 'token-8' }, { staff: true }]) {
        expect((await failure(getDownloadUrl(setup(opts).ctx, { filepath, filename: 'cv.pdf' })))?.kind, filepath).toBe('not-found');
      }
    }
  });
  it("refuses an object in the applicant's prefix that is not one of the applicant's upload records", async () => {
    for (const opts of [{ token: 'token-7' }, { staff: true }]) {
      expect((await failure(getDownloadUrl(setup({ ...opts, recorded: false }).ctx, { filepath: key, filename: 'cv.pdf' })))?.kind).toBe('not-found');
    }
  });
  it('names the download after the recorded name', async () => {
    expect(await getDownloadUrl(setup({ token: 'token-7' }).ctx, { filepath: key, filename: 'run.bat.' })).toContain('name=cv.pdf');
  });
  it("serves an organisation's file under a requested name only of its own extension, otherwise under its stored name", async () => {
    const posting = 'files/t/3/postings/1/공고.pdf';
    const env = setup({});
    env.objects.set(posting, { body: PDF, contentType: 'application/pdf' });
    const served = (filename: string) => getDownloadUrl(env.ctx, { filepath: posting, filename });
    expect(await served('2026년 채용 공고문.PDF')).toContain(`name=${encodeURIComponent('2026년 채용 공고문.PDF')}`);
    for (const spoof of ['invoice.exe::$DATA', '채용서류_양식.exe', '안내.html', '공고.pdf.lnk', '공고', '']) {
      expect(await served(spoof), spoof).toContain(`name=${encodeURIComponent('공고.pdf')}`);
    }
  });
  it('accepts plain canonical keys', () => {
    expect(fileKeys.isCanonical(key)).toBe(true);
    expect(fileKeys.isCanonical('files/public/3/로고.png')).toBe(true);
    for (const bad of ['', '/a', 'a/', 'a//b', 'a/./b', 'a/../b', '..', 'a/%2e%2e/b', 'a\\b', 'a\u0000b', 'a\nb', 'a\u007fb', 'x'.repeat(1025)]) {
      expect(fileKeys.isCanonical(bad), JSON.stringify(bad)).toBe(false);
    }
  });
  it("serves an applicant's upload to that applicant and to staff", async () => {
    expect(await getDownloadUrl(setup({ token: 'token-7' }).ctx, { filepath: key, filename: 'cv.pdf' })).toContain(key);
    expect(await getDownloadUrl(setup({ staff: true }).ctx, { filepath: `/${key}`, filename: 'cv.pdf' })).toContain(key);
  });
  it('answers 404 to another applicant and to a visitor without a token', async () => {
    for (const ctx of [setup({ token: 'token-8' }).ctx, setup({}).ctx]) {
      const e = await failure(getDownloadUrl(ctx, { filepath: key, filename: 'cv.pdf' }));
      expect(e?.kind).toBe('not-found');
    }
    const malformed = await failure(getDownloadUrl(setup({ staff: true }).ctx, { filepath: 'files/t/3/applicants/x.pdf', filename: 'x' }));
    expect(malformed?.kind).toBe('not-found');
  });
});
