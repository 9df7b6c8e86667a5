import { listProjects } from '../../../domain/public-site/list-projects.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListProjects, {
  run: (ctx, { query }) => listProjects(ctx, query),
});
