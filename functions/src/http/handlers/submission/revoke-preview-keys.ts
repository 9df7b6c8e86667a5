import { revokePreviewKeys } from '../../../domain/submission/revoke-preview-keys.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.RevokePreviewKeys, {
  run: (ctx, { body }) => revokePreviewKeys(ctx, body),
});
