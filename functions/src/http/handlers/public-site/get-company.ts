import { projectParamsSchema } from '@portal/shared';
import { getCompanyById } from '../../../domain/public-site/get-current-company.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: projectParamsSchema,
  run: (ctx, { params }) => getCompanyById(ctx, params),
});
