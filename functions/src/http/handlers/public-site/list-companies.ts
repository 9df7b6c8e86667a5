import { companiesQuerySchema } from '@portal/shared';
import { listCompanies } from '../../../domain/public-site/list-companies.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  query: companiesQuerySchema,
  run: (ctx, { query }) => listCompanies(ctx, query),
});
