import { listSubmissions } from '../../../domain/submission/list-submissions.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListSubmissions, {
  run: (ctx, { params }) => listSubmissions(ctx, { id: params.id }),
});
