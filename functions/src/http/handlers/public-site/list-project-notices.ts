import { projectNoticesParamsSchema } from '@portal/shared';
import { listProjectNotices } from '../../../domain/public-site/list-project-notices.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: projectNoticesParamsSchema,
  run: (ctx, { params }) => listProjectNotices(ctx, params),
});
