import { getCompanyById } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetCompany } from '@portal/shared/api/public-site';

export const handler = defineHandler(GetCompany, {
  run: (ctx, { params }) => getCompanyById(ctx, params),
});
