import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { confirmUpload } from './api/confirm-upload.ts';
import { requestUploadUrl } from './api/request-upload-url.ts';
import { uploadErrorMessage, uploadFile } from './upload-file.ts';

vi.mock('./api/request-upload-url.ts', () => ({ requestUploadUrl: vi.fn() }));
vi.mock('./api/confirm-upload.ts', () => ({ confirmUpload: vi.fn() }));

/** A stand-in XMLHttpRequest the test drives: progress, then a status. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(n: string, v: string) {
    this.headers[n] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const target = { url: 'http://127.0.0.1:9/portal-uploads/k?sig', method: 'PUT' as const, headers: { 'Content-Type': 'application/pdf' }, key: 'staging/t/1/applicants/5/r/a.pdf' };
/** The checked object's final key, which only the confirm answer names. */
const finalKey = 'files/t/1/applicants/5/f/a.pdf';
const pdf = new File(['%PDF-1.7'], '서류.pdf', { type: 'application/pdf' });
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.mocked(requestUploadUrl).mockResolvedValue(target);
  vi.mocked(confirmUpload).mockReset();
  vi.mocked(confirmUpload).mockResolvedValue({ filepath: finalKey, filename: '서류.pdf', filesize: 8 });
});

describe('uploadFile', () => {
  it('presigns, PUTs the file with the signed headers reporting progress, confirms the staging key and keeps the answered final key', async () => {
    const progress: number[] = [];
    const p = uploadFile({ applicantId: 5, pageIndex: 2, field: 'documents', file: pdf, onProgress: (n) => progress.push(n) });
    await tick();
    expect(requestUploadUrl).toHaveBeenCalledWith(5, { pageIndex: 2, upload_type: 'documents', filename: '서류.pdf', size: 8, contentType: 'application/pdf' }, undefined);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers, xhr.body]).toEqual(['PUT', target.url, { 'Content-Type': 'application/pdf' }, pdf]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.finish(200);
    expect(await p).toEqual({ filepath: finalKey, filename: '서류.pdf', filesize: 8 });
    expect(progress).toEqual([50, 100]);
    expect(confirmUpload).toHaveBeenCalledWith(5, { pageIndex: 2, upload_type: 'documents', key: target.key, filename: '서류.pdf' }, undefined);
  });

  it('fails with the spec message when storage refuses the PUT', async () => {
    const p = uploadFile({ applicantId: 5, pageIndex: 2, field: 'documents', file: pdf });
    await tick();
    FakeXhr.last.finish(403);
    const e = await p.catch((x: unknown) => x);
    expect(uploadErrorMessage(e)).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');
    expect(confirmUpload).not.toHaveBeenCalled();
  });

  it('can be aborted while sending', async () => {
    const c = new AbortController();
    const p = uploadFile({ applicantId: 5, pageIndex: 2, field: 'documents', file: pdf, signal: c.signal });
    await tick();
    c.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(confirmUpload).not.toHaveBeenCalled();
  });

  it("keeps the server's Korean refusal and hides server failures behind the spec message", () => {
    expect(uploadErrorMessage(new ApiError('파일 용량을 확인하여 주세요.', 400, { message: '파일 용량을 확인하여 주세요.' }))).toBe('파일 용량을 확인하여 주세요.');
    expect(uploadErrorMessage(new ApiError('x', 500, {}))).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');
    expect(uploadErrorMessage(new Error('boom'))).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');
  });
});
