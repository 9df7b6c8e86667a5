import { getPosting } from '../../../domain/public-site/get-posting.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetRecruit } from '@portal/shared/api/public-site';

export const handler = defineHandler(GetRecruit, {
  run: (ctx, { params }) => getPosting(ctx, params),
});
