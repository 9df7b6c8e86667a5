import { revokePreviewKeysBodySchema } from '@portal/shared';
import { revokePreviewKeys } from '../../../domain/submission/revoke-preview-keys.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  body: revokePreviewKeysBodySchema,
  run: (ctx, { body }) => revokePreviewKeys(ctx, body),
});
