import { listCompanies } from '../../../domain/public-site/list-companies.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.ListCompanies, {
  run: (ctx, { query }) => listCompanies(ctx, query),
});
