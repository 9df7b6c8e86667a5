import { getCompanyById } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetCompany, {
  run: (ctx, { params }) => getCompanyById(ctx, params),
});
