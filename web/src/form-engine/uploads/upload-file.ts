import { messages } from '@portal/shared/messages';
import type { UploadedFile, UploadUrlResult } from '@portal/shared/schemas/form-api';
import { ApiError } from '../../lib/api-client.ts';
import { confirmUpload } from './api/confirm-upload.ts';
import { requestUploadUrl } from './api/request-upload-url.ts';

export interface UploadFileInput {
  applicantId: number;
  pageIndex: number;
  /** input_type.field of the photo or file item (the spec's upload_type). */
  field: string;
  file: File;
  /** Percent of the bytes sent to storage, 0–100. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

const abortError = () => new DOMException('업로드를 취소했습니다.', 'AbortError');
export const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === 'AbortError';

/**
 * One file: ask for a presigned PUT, send the bytes straight to storage (XMLHttpRequest, for upload progress),
 * then let the server check what arrived. Answers the stored {filepath, filename, filesize}. Abortable at any
 * step; failures are ApiErrors with a Korean message.
 */
export async function uploadFile(input: UploadFileInput): Promise<UploadedFile> {
  const { applicantId, pageIndex, field, file, signal } = input;
  const target = await requestUploadUrl(applicantId, { pageIndex, upload_type: field, filename: file.name, size: file.size, contentType: file.type || 'application/octet-stream' }, signal);
  await putToStorage(target, file, input.onProgress, signal);
  return confirmUpload(applicantId, { pageIndex, upload_type: field, key: target.key, filename: file.name }, signal);
}

export function putToStorage(target: UploadUrlResult, file: File, onProgress: UploadFileInput['onProgress'], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else reject(new ApiError(messages.uploads.failed, xhr.status));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(messages.uploads.failed, 0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

/**
 * The toast text of a failed upload: the server's own Korean refusal (a limit or type it checked), else the
 * spec's '에러가 발생하였습니다. 다시 시도하여 주세요.' (network, storage or server failure).
 */
export function uploadErrorMessage(e: unknown): string {
  if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 && e.body && typeof e.body === 'object') return e.message;
  return messages.uploads.failed;
}
