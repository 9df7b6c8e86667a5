import { domainParamSchema } from '@portal/shared';
import { getCompanyBrand } from '../../../domain/public-site/get-company-brand.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: domainParamSchema,
  run: (ctx, { params }) => getCompanyBrand(ctx, { domain: params.domain }),
});
