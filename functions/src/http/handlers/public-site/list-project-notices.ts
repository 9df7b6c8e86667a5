import { listProjectNotices } from '../../../domain/public-site/list-project-notices.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListProjectNotices } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListProjectNotices, {
  run: (ctx, { params }) => listProjectNotices(ctx, params),
});
