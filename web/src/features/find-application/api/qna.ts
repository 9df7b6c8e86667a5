import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { QnaFile, QnaInquiryBody } from '@portal/shared/schemas/qna';
import { ListBoardOptions } from '@portal/shared/api/public-site';
import { ConfirmQnaUpload, CreateQnaInquiry, CreateQnaUploadUrl, DeleteQnaFile } from '@portal/shared/api/qna';
import { putToStorage } from '../../../form-engine/uploads/upload-file.ts';
import { call } from '../../../lib/api-client.ts';
import { sendWithRetries } from '../../../lib/send-with-retries.ts';
import { findApplicationKeys } from './find-application-keys.ts';

/** GET code/board/qna: the inquiry categories, every one offered (an option's value only says whether its description shows). */
export const qnaOptionsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...findApplicationKeys.all, 'qna-options', companyId],
    queryFn: ({ signal }) => call(ListBoardOptions, { params: { type: 'qna' }, query: { companyId } }, { signal }),
    staleTime: 5 * 60_000,
  });
export const useQnaOptions = (companyId: number) => useQuery(qnaOptionsQueryOptions(companyId));

/** One attachment: the presigned PUT straight to storage, then the server's check ({id, filepath, filename, filesize}). */
export async function uploadQnaFile(file: File, signal?: AbortSignal): Promise<QnaFile> {
  const target = await call(CreateQnaUploadUrl, { body: { filename: file.name, size: file.size, contentType: file.type || 'application/octet-stream' } }, { signal });
  await putToStorage(target, file, undefined, signal);
  return call(ConfirmQnaUpload, { body: { key: target.key, filename: file.name } }, { signal });
}

export const deleteQnaFile = (fileId: string) => call(DeleteQnaFile, { params: { fileId } });

/** POST board/qna: one inquiry per click, tried again on no answer, a 5xx or a 429 with one idempotency key (stored once). */
export const useCreateInquiry = () =>
  useMutation({
    mutationKey: [...findApplicationKeys.all, 'qna'],
    mutationFn: (body: QnaInquiryBody) => sendWithRetries((key) => call(CreateQnaInquiry, { body, headers: { 'Idempotency-Key': key } })),
  });
