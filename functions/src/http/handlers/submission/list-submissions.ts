import { listSubmissions } from '../../../domain/submission/list-submissions.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListSubmissions } from '@portal/shared/api/submission';

export const handler = defineHandler(ListSubmissions, {
  run: (ctx, { params }) => listSubmissions(ctx, { id: params.id }),
});
