import { uploadedFileSchema, type UploadedFile } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

export interface ConfirmUploadRequest {
  pageIndex: number;
  upload_type: string;
  key: string;
  filename: string;
}

/** POST applicant/upload/{id}: the server checks the uploaded object and answers the stored file. */
export const confirmUpload = (applicantId: number, body: ConfirmUploadRequest, signal?: AbortSignal): Promise<UploadedFile> =>
  request(`applicant/upload/${applicantId}`, { method: 'POST', body, schema: uploadedFileSchema, ...(signal ? { signal } : {}) });
