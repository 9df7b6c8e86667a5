import { uploadUrlResultSchema, type UploadUrlResult } from '@portal/shared';
import { request } from '../../../lib/api-client.ts';

export interface UploadUrlRequest {
  pageIndex: number;
  /** input_type.field of the photo or file item. */
  upload_type: string;
  filename: string;
  size: number;
  contentType: string;
}

/** POST applicant/upload-url/{id}: a presigned PUT for one file (refused when the declaration breaks a limit). */
export const requestUploadUrl = (applicantId: number, body: UploadUrlRequest, signal?: AbortSignal): Promise<UploadUrlResult> =>
  request(`applicant/upload-url/${applicantId}`, { method: 'POST', body, schema: uploadUrlResultSchema, ...(signal ? { signal } : {}) });
