import { revokePreviewKeys } from '../../../domain/submission/revoke-preview-keys.ts';
import { defineHandler } from '../../define-handler.ts';
import { RevokePreviewKeys } from '@portal/shared/api/submission';

export const handler = defineHandler(RevokePreviewKeys, {
  run: (ctx, { body }) => revokePreviewKeys(ctx, body),
});
