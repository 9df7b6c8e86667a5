import { checkTestAccess } from '../../../domain/public-site/check-test-access.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  run: (ctx) => checkTestAccess(ctx),
});
