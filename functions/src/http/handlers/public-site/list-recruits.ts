import { listPostings } from '../../../domain/public-site/list-postings.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListRecruits } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListRecruits, {
  run: (ctx, { params }) => listPostings(ctx, params),
});
