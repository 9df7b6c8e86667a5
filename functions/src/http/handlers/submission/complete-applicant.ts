import { completeParamsSchema } from '@portal/shared';
import { completeApplication } from '../../../domain/submission/complete-application.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: completeParamsSchema,
  run: (ctx, { params }) => completeApplication(ctx, { id: params.id }),
});
