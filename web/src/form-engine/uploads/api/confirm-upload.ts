import type { UploadedFile } from '@portal/shared/schemas/form-api';
import { ConfirmUpload } from '@portal/shared/api/form';
import { call } from '../../../lib/api-client.ts';

export interface ConfirmUploadRequest {
  pageIndex: number;
  upload_type: string;
  key: string;
  filename: string;
}

/** POST applicant/upload/{id}: the server checks the uploaded object and answers the stored file. */
export const confirmUpload = (applicantId: number, body: ConfirmUploadRequest, signal?: AbortSignal): Promise<UploadedFile> =>
  call(ConfirmUpload, { params: { id: applicantId }, body }, { signal });
