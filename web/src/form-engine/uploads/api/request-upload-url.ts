import type { UploadUrlResult } from '@portal/shared/schemas/form-api';
import { CreateUploadUrl } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

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
  call(CreateUploadUrl, { params: { id: applicantId }, body }, { signal });
