import { checkTestAccess } from '../../../domain/public-site/check-test-access.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckTest } from '@portal/shared/api/public-site';

export const handler = defineHandler(CheckTest, {
  run: (ctx) => checkTestAccess(ctx),
});
