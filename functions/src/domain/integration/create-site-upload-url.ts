import type { UploadUrlResult } from '@portal/shared';
import type { With } from '../context.ts';
import { presignStagedObject } from '../files/create-upload-url.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { siteAttachmentItem } from './site-attachment-item.ts';

/**
 * POST /api/integration/files/upload-url: a one-minute presigned PUT of one attachment under the organisation's own
 * staging prefix, after the declared name, size and type are checked. Nothing is usable until POST /files checks it.
 */
export const createSiteUploadUrl = (ctx: With<'files'>, input: { filename: string; size: number; contentType: string }): Promise<UploadUrlResult> =>
  presignStagedObject(ctx, fileKeys.siteStagingPrefix(ctx.tenant.id), siteAttachmentItem, input);
