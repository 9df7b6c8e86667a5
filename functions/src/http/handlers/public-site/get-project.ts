import { getProject } from '../../../domain/public-site/get-project.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetProject, {
  run: (ctx, { params }) => getProject(ctx, params),
});
