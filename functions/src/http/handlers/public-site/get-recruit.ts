import { recruitParamsSchema } from '@portal/shared';
import { getPosting } from '../../../domain/public-site/get-posting.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: recruitParamsSchema,
  run: (ctx, { params }) => getPosting(ctx, params),
});
