import { projectParamsSchema } from '@portal/shared';
import { getProject } from '../../../domain/public-site/get-project.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: projectParamsSchema,
  run: (ctx, { params }) => getProject(ctx, params),
});
