import { downloadLinkQuerySchema } from '@portal/shared';
import { getDownloadUrl } from '../../../domain/public-site/get-download-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { redirect } from '../../http-result.ts';

export const handler = defineHandler({
  query: downloadLinkQuerySchema,
  run: async (ctx, { query }) => {
    const url = await getDownloadUrl(ctx, query);
    return query.as === 'url' ? { url } : redirect(url);
  },
});
