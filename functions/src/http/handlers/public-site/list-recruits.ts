import { recruitsParamsSchema } from '@portal/shared';
import { listPostings } from '../../../domain/public-site/list-postings.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: recruitsParamsSchema,
  run: (ctx, { params }) => listPostings(ctx, params),
});
