import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { uploadUrlResultSchema } from '../schemas/form-api.ts';
import { qnaFileParamsSchema, qnaFileSchema, qnaInquiryBodySchema, qnaInquiryResultSchema, qnaUploadBodySchema, qnaUploadUrlBodySchema } from '../schemas/qna.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { endpoint } from './contract.ts';

/**
 * Q&A (spec part 2, 2.14): an identified applicant's inquiry with attachments. The spec's multipart board/upload
 * becomes the portal's presigned flow (ARCHITECTURE: uploads go to S3 directly): board/upload-url, the PUT, then
 * board/upload checks what arrived as application files are checked.
 */
export const CreateQnaUploadUrl = endpoint({
  id: 'CreateQnaUploadUrl',
  capacity: 'upload',
  method: 'POST',
  path: '/board/upload-url',
  scopes: ['app'],
  auth: 'applicant',
  summary: '채용문의 첨부파일 한 개를 올릴 임시 주소(PUT)를 발급합니다.',
  body: qnaUploadUrlBodySchema,
  response: uploadUrlResultSchema,
});

export const ConfirmQnaUpload = endpoint({
  id: 'ConfirmQnaUpload',
  capacity: 'upload',
  method: 'POST',
  path: '/board/upload',
  scopes: ['app'],
  auth: 'applicant',
  summary: '올린 채용문의 첨부파일의 크기와 내용을 확인하고 보관합니다.',
  body: qnaUploadBodySchema,
  response: qnaFileSchema,
});

export const DeleteQnaFile = endpoint({
  id: 'DeleteQnaFile',
  method: 'DELETE',
  path: '/board/fileDelete/{fileId}',
  scopes: ['app'],
  auth: 'applicant',
  summary: '아직 문의에 붙이지 않은 첨부파일을 삭제합니다.',
  params: qnaFileParamsSchema,
  response: lazySchema(() => z.object({ result: z.literal('success') })),
});

export const CreateQnaInquiry = endpoint({
  id: 'CreateQnaInquiry',
  method: 'POST',
  path: '/board/qna',
  scopes: ['app'],
  auth: 'applicant',
  summary: '채용문의를 등록하고 접수 확인 이메일을 보냅니다.',
  body: qnaInquiryBodySchema,
  /** One key per inquiry, the same on each of its tries: a retry answers the stored inquiry, which is stored once. */
  headers: idempotencyHeadersSchema,
  response: qnaInquiryResultSchema,
  limited: true,
});

export const qnaEndpoints = [CreateQnaUploadUrl, ConfirmQnaUpload, DeleteQnaFile, CreateQnaInquiry] as const;
