import { getCompanyBrand } from '../../../domain/public-site/get-company-brand.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetCompanyByDomain } from '@portal/shared/api/public-site';

export const handler = defineHandler(GetCompanyByDomain, {
  run: (ctx, { params }) => getCompanyBrand(ctx, { domain: params.domain }),
});
