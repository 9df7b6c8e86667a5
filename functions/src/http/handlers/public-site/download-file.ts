import { getDownloadUrl } from '../../../domain/public-site/get-download-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';
import { redirect } from '../../http-result.ts';

export const handler = defineHandler(api.DownloadFile, {
  run: async (ctx, { query }) => {
    const url = await getDownloadUrl(ctx, query);
    return query.as === 'url' ? { url } : redirect(url);
  },
});
