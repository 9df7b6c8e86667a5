import { submissionsParamsSchema } from '@portal/shared';
import { listSubmissions } from '../../../domain/submission/list-submissions.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: submissionsParamsSchema,
  run: (ctx, { params }) => listSubmissions(ctx, { id: params.id }),
});
