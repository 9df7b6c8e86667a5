import { checkTestAccess } from '../../../domain/public-site/check-test-access.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.CheckTest, {
  run: (ctx) => checkTestAccess(ctx),
});
