import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type StepAnswerFile } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { click, descriptionOf, question, renderForm, submit } from './test-helpers.tsx';

const m = messages.steps;
const MB = 1024 * 1024;

/** A stand-in XMLHttpRequest: the PUT to storage succeeds on the next tick. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(n: string, v: string) {
    this.headers[n] = v;
  }
  send() {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers });
    setTimeout(() => {
      this.status = 200;
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

const documents = question({
  id: 40,
  title: '졸업증명서',
  input_type: 'file',
  file_name_format: '{수험번호}_졸업증명서.pdf',
  details: [{ id: 401, content: '', upload_format: ['pdf', 'jpg'], max_count: 2, max_size: 5, total_max_size: 8 }],
});

function file(name: string, size: number, type = 'application/pdf'): File {
  const f = new File(['%PDF'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const stored = (n: number): StepAnswerFile => ({ id: `f${n}`, filepath: `files/t/steps/31/77/f${n}.pdf`, filename: `증명서${n}.pdf`, filesize: 1000 });
const picker = () => screen.getByLabelText(m.addFile) as HTMLInputElement;
const choose = (files: File[]) =>
  act(async () => {
    fireEvent.change(picker(), { target: { files } });
  });

const fetchMock = vi.fn();
const bodyOf = (n: number) => JSON.parse(String((fetchMock.mock.calls[n] as [string, RequestInit])[1].body)) as unknown;
const urlOf = (n: number) => String((fetchMock.mock.calls[n] as [string])[0]);

beforeEach(() => {
  FakeXhr.sent = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('file questions', () => {
  it('shows the file-name format, the formats and the limits beside the question', () => {
    renderForm([documents]);
    const hint = descriptionOf(picker());
    expect(hint).toContain(m.fileNameFormat('졸업증명서', '{수험번호}_졸업증명서.pdf'));
    expect(hint).toContain(m.fileLimits(2, 5, 8));
    expect(hint).toContain(m.fileFormats('pdf, jpg'));
  });

  it('uploads a chosen file through the presigned flow, shows it as a chip and sends it with the answers', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ url: 'http://storage.test/put?sig', method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, key: 'staging/31-77/a.pdf' }))
      .mockResolvedValueOnce(jsonResponse(stored(1)));
    const { onSubmit } = renderForm([documents]);
    await choose([file('졸업.pdf', 2 * MB)]);
    expect(screen.getByRole('status').textContent).toBe(m.uploading);
    expect((screen.getByRole('button', { name: '답변 제출' }) as HTMLButtonElement).disabled).toBe(true);
    const link = await screen.findByRole('link', { name: messages.uploads.download('증명서1.pdf') });
    expect(link.getAttribute('href')).toContain('download?filepath=files%2Ft%2Fsteps%2F31%2F77%2Ff1.pdf&filename=');
    expect(urlOf(0)).toContain('/applicant/result/31-77/upload-url');
    expect(bodyOf(0)).toEqual({ questionId: 40, filename: '졸업.pdf', size: 2 * MB, contentType: 'application/pdf' });
    expect(FakeXhr.sent).toEqual([{ method: 'PUT', url: 'http://storage.test/put?sig', headers: { 'Content-Type': 'application/pdf' } }]);
    expect(urlOf(1)).toContain('/applicant/result/31-77/upload');
    expect(bodyOf(1)).toEqual({ questionId: 40, key: 'staging/31-77/a.pdf', filename: '졸업.pdf' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ '40': { files: [stored(1)] } });
  });

  it('refuses a format the question does not take, and more files than max_count, before sending anything', async () => {
    renderForm([documents], { answers: { '40': { files: [stored(1)] } } });
    await choose([file('사진.png', 1000, 'image/png')]);
    const refusal = () => screen.getByText(/./, { selector: '.sq-question [role=alert]' }).textContent;
    expect(refusal()).toBe(m.fileFormats('pdf, jpg'));
    expect(descriptionOf(picker())).toContain(m.fileFormats('pdf, jpg'));
    await choose([file('a.pdf', 1000), file('b.pdf', 1000)]);
    expect(refusal()).toBe(m.fileCount(2));
    await choose([file('big.pdf', 6 * MB)]);
    expect(refusal()).toBe(m.fileLimits(2, 5, 8));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a stored file by its chip button, and then requires one again', async () => {
    const { onSubmit } = renderForm([documents], { answers: { '40': { files: [stored(1)] } } });
    await click(screen.getByRole('button', { name: m.removeFile('증명서1.pdf') }));
    expect(screen.queryByRole('link', { name: messages.uploads.download('증명서1.pdf') })).toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(picker())).toContain(m.required);
  });

  it('shows the server refusal of an upload beside the question', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: '올릴 수 없는 형식의 파일입니다.' }, 422));
    renderForm([documents]);
    await choose([file('가짜.pdf', 1000)]);
    await screen.findByText('올릴 수 없는 형식의 파일입니다.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
