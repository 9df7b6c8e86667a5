import { getPosting } from '../../../domain/public-site/get-posting.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetRecruit, {
  run: (ctx, { params }) => getPosting(ctx, params),
});
