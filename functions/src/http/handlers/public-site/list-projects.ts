import { listProjects } from '../../../domain/public-site/list-projects.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListProjects } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListProjects, {
  run: (ctx, { query }) => listProjects(ctx, query),
});
