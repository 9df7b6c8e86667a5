import { createQnaInquiry } from '../../../domain/qna/create-qna-inquiry.ts';
import { defineHandler } from '../../define-handler.ts';
import { CreateQnaInquiry } from '@portal/shared/api/qna';

export const handler = defineHandler(CreateQnaInquiry, {
  run: (ctx, { body, headers, caller }) => createQnaInquiry(ctx, body, caller, headers['Idempotency-Key']),
});
