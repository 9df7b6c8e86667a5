import { getCompanyBrand } from '../../../domain/public-site/get-company-brand.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetCompanyByDomain, {
  run: (ctx, { params }) => getCompanyBrand(ctx, { domain: params.domain }),
});
