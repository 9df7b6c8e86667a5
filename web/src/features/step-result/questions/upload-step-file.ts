import type { StepAnswerFile } from '@portal/shared/schemas/steps';
import { ConfirmStepUpload, CreateStepUploadUrl } from '@portal/shared/api/steps';
import { putToStorage } from '../../../form-engine/uploads/upload-file.ts';
import { call } from '../../../lib/api-client.ts';

/**
 * One file of a file question: the presigned PUT address for the question, the bytes straight to storage, then the
 * server's check against the question's limits, which answers the stored {id, filepath, filename, filesize}.
 */
export async function uploadStepFile(applicantStepId: string, questionId: number, file: File, signal?: AbortSignal): Promise<StepAnswerFile> {
  const params = { applicantStepId };
  const target = await call(CreateStepUploadUrl, { params, body: { questionId, filename: file.name, size: file.size, contentType: file.type || 'application/octet-stream' } }, { signal });
  await putToStorage(target, file, undefined, signal);
  return call(ConfirmStepUpload, { params, body: { questionId, key: target.key, filename: file.name } }, { signal });
}
