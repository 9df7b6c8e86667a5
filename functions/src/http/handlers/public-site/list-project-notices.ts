import { listProjectNotices } from '../../../domain/public-site/list-project-notices.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListProjectNotices, {
  run: (ctx, { params }) => listProjectNotices(ctx, params),
});
