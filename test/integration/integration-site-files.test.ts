import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile, UploadUrlResult } from '@portal/shared';
import { messages } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { SITE_ATTACHMENT_MAX_MB } from '@portal/shared/schemas/integration-config';
import { fileKeys } from '../../functions/src/domain/public-site/file-keys.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { makeApiKey } from '../support/api-keys.ts';
import { postingBody } from '../support/integration-config-bodies.ts';
import { alpha, fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Attachments of postings and board posts through the integration API, against the real stand-ins (s3rver): declared,
 * PUT to a presigned staging key, checked as applicants' files are (size, sniffed content), moved to the
 * organisation's own files, named by a posting and downloaded by an applicant. Only the organisation's own staging
 * keys can be confirmed, and only with the 'write' scope.
 */
const POSTING = 91081;
const BETA_HOST = 'beta.localhost';
let portal: TestPortal;
let key: string;
let readOnlyKey: string;
let betaKey: string;
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

const post = (path: string, body: unknown, apiKey = key, host: string = alpha.host) =>
  portal.send('POST', host, `/api/integration${path}`, JSON.stringify(body), { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` });
const makeKey = (domainKey: string, scopes: string) => makeApiKey(domainKey, 'attachments', scopes);
/** Declares a file and PUTs its bytes to the presigned staging key; answers the key. */
async function stage(filename: string, bytes: Uint8Array<ArrayBuffer>, apiKey = key, host: string = alpha.host): Promise<string> {
  const r = await post('/files/upload-url', { filename, size: bytes.length, contentType: 'application/pdf' }, apiKey, host);
  expect(r.status, r.text).toBe(200);
  const target = r.json<UploadUrlResult>();
  expect((await fetch(target.url, { method: 'PUT', headers: target.headers, body: bytes })).status).toBe(200);
  return target.key;
}

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  key = await makeKey('alpha', 'read,write');
  readOnlyKey = await makeKey('alpha', 'read');
  betaKey = await makeKey('beta', 'write');
});
afterAll(() => portal?.close());

describe('POST /api/integration/files/upload-url and /files', () => {
  it('checks an uploaded PDF, moves it to the organisation\'s files, and a posting serves it to applicants', async () => {
    const staged = await stage('2026 채용 공고문.pdf', PDF);
    expect(staged.startsWith(fileKeys.siteStagingPrefix(alpha.tenant))).toBe(true);
    const r = await post('/files', { key: staged, filename: '2026 채용 공고문.pdf' });
    expect(r.status, r.text).toBe(200);
    const file = r.json<UploadedFile>();
    expect(file).toMatchObject({ filename: '2026 채용 공고문.pdf', filesize: PDF.length });
    expect(file.filepath.startsWith(fileKeys.sitePrefix(alpha.tenant))).toBe(true);
    expect(await processWiring().files.exists(staged)).toBe(false);
    // A retry after a lost answer: the same file again, nothing copied twice.
    expect((await post('/files', { key: staged, filename: '2026 채용 공고문.pdf' })).json()).toEqual(file);

    const body = postingBody(alpha.project, '첨부파일이 있는 공고');
    const put = await portal.send('PUT', alpha.host, `/api/integration/postings/${POSTING}`, JSON.stringify({ ...body, posting: { ...body.posting, files: [{ filepath: file.filepath, filename: file.filename, view_status: 'Y' }] } }), {
      'content-type': 'application/json',
      authorization: `Bearer ${key}`,
    });
    expect(put.status, put.text).toBe(200);
    const recruit = (await portal.get(alpha.host, `/api/app/recruit/${POSTING}`)).json<{ files: { filepath: string; filename: string }[] }>();
    expect(recruit.files).toEqual([expect.objectContaining({ filepath: file.filepath, filename: file.filename })]);
    const link = await portal.get(alpha.host, `/api/app/download?${new URLSearchParams({ filepath: file.filepath, filename: file.filename, as: 'url' })}`);
    expect(link.status, link.text).toBe(200);
    const downloaded = await fetch(link.json<{ url: string }>().url);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(PDF);
  });

  it('binds a confirmed attachment to its name: another kind of name is neither answered for its key nor signed for its download', async () => {
    const staged = await stage('채용 공고문.pdf', PDF);
    const file = (await post('/files', { key: staged, filename: '채용 공고문.pdf' })).json<UploadedFile>();
    expect(file.filename).toBe('채용 공고문.pdf');
    // The same key again under the same name is a retry; under an executable's name it answers the stored object's own name.
    expect((await post('/files', { key: staged, filename: '채용 공고문.pdf' })).json()).toEqual(file);
    const again = await post('/files', { key: staged, filename: '채용서류_양식.exe' });
    expect(again.status, again.text).toBe(200);
    expect(again.json()).toEqual({ ...file, filename: '채용_공고문.pdf' });
    // A link naming the file otherwise is signed under the file's own name; a wording of the same type is kept.
    const signedName = async (filename: string) => {
      const link = await portal.get(alpha.host, `/api/app/download?${new URLSearchParams({ filepath: file.filepath, filename, as: 'url' })}`);
      expect(link.status, link.text).toBe(200);
      return decodeURIComponent(new URL(link.json<{ url: string }>().url).searchParams.get('response-content-disposition') ?? '');
    };
    for (const spoof of ['채용서류_양식.exe', '공고.html', '공고.pdf.lnk']) expect(await signedName(spoof), spoof).toContain("filename*=UTF-8''채용_공고문.pdf");
    expect(await signedName('2026 공고문.pdf')).toContain("filename*=UTF-8''2026 공고문.pdf");
  });

  it('refuses a file whose content is not what its name says, in Korean, and deletes what was staged', async () => {
    const staged = await stage('공고문.pdf', EXE);
    const r = await post('/files', { key: staged, filename: '공고문.pdf' });
    expect(r.status).toBe(400);
    expect(r.json<{ message: string }>().message).toMatch(/[가-힣]/);
    expect(await processWiring().files.exists(staged)).toBe(false);
  });

  it('refuses before the upload what the declaration already shows: an executable name, an empty or too large file', async () => {
    const declare = (filename: string, size: number) => post('/files/upload-url', { filename, size, contentType: 'application/octet-stream' });
    expect((await declare('setup.exe', 100)).status).toBe(400);
    const empty = await declare('a.pdf', 0);
    expect(empty.json<{ message: string }>().message).toBe(m.siteFileSize(SITE_ATTACHMENT_MAX_MB));
    expect((await declare('a.pdf', SITE_ATTACHMENT_MAX_MB * 1024 * 1024 + 1)).status).toBe(400);
  });

  it("confirms only the organisation's own staging keys, and only with the 'write' scope", async () => {
    // Another organisation's staged file on this host, and an applicant's staging area of this organisation.
    const betas = await stage('베타 공고.pdf', PDF, betaKey, BETA_HOST);
    const foreign = await post('/files', { key: betas, filename: '베타 공고.pdf' });
    expect(foreign.status).toBe(403);
    expect(foreign.json<{ message: string }>().message).toBe(m.siteFileNotOwn);
    expect(await processWiring().files.exists(betas)).toBe(true);
    const applicants = `${fileKeys.stagingPrefix(alpha.tenant, 5)}${'a'.repeat(22)}/a.pdf`;
    expect((await post('/files', { key: applicants, filename: 'a.pdf' })).json<{ message: string }>().message).toBe(m.siteFileNotOwn);
    const missing = await post('/files', { key: `${fileKeys.siteStagingPrefix(alpha.tenant)}${'b'.repeat(22)}/none.pdf`, filename: 'none.pdf' });
    expect(missing.json<{ message: string }>().message).toBe(messages.uploads.notUploaded);

    expect((await post('/files/upload-url', { filename: 'a.pdf', size: 10 }, readOnlyKey)).status).toBe(403);
    expect((await post('/files', { key: betas, filename: 'a.pdf' }, betaKey)).status).toBe(401);
  });
});
