import { projectsQuerySchema } from '@portal/shared';
import { listProjects } from '../../../domain/public-site/list-projects.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  query: projectsQuerySchema,
  run: (ctx, { query }) => listProjects(ctx, query),
});
