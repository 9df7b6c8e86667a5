import { listCompanies } from '../../../domain/public-site/list-companies.ts';
import { defineHandler } from '../../define-handler.ts';
import { ListCompanies } from '@portal/shared/api/public-site';

export const handler = defineHandler(ListCompanies, {
  run: (ctx, { query }) => listCompanies(ctx, query),
});
