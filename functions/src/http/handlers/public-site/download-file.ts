import { downloadQuerySchema } from '@portal/shared';
import { getDownloadUrl } from '../../../domain/public-site/get-download-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { redirect } from '../../http-result.ts';

export const handler = defineHandler({
  query: downloadQuerySchema,
  run: async (ctx, { query }) => redirect(await getDownloadUrl(ctx, query)),
});
