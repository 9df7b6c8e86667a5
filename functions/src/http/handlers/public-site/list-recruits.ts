import { listPostings } from '../../../domain/public-site/list-postings.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListRecruits, {
  run: (ctx, { params }) => listPostings(ctx, params),
});
