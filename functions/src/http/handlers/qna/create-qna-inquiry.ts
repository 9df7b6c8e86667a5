import { createQnaInquiry } from '../../../domain/qna/create-qna-inquiry.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CreateQnaInquiry, {
  run: (ctx, { body, caller }) => createQnaInquiry(ctx, body, caller),
});
