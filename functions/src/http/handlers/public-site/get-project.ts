import { getProject } from '../../../domain/public-site/get-project.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetProject } from '@portal/shared/api/public-site';

export const handler = defineHandler(GetProject, {
  run: (ctx, { params }) => getProject(ctx, params),
});
