import { getDownloadUrl } from '../../../domain/public-site/get-download-url.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';
import { DownloadFile } from '@portal/shared/api/public-site';
import { redirect } from '../../http-result.ts';

export const handler = defineHandler(DownloadFile, {
  adapters: { files: s3Files },
  run: async (ctx, { query }) => {
    const url = await getDownloadUrl(ctx, query);
    return query.as === 'url' ? { url } : redirect(url);
  },
});
