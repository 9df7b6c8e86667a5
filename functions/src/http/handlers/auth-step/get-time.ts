import { timeCheckParamsSchema } from '@portal/shared';
import { getTime } from '../../../domain/auth-step/get-time.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: timeCheckParamsSchema,
  run: (ctx, { params }) => getTime(ctx, params),
});
