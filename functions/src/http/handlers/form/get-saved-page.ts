import { applicantPageBodySchema, applicantPageParamsSchema } from '@portal/shared';
import { getSavedPage } from '../../../domain/form/get-saved-page.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: applicantPageParamsSchema,
  body: applicantPageBodySchema,
  run: (ctx, { params, body }) => getSavedPage(ctx, { id: params.id, pageIndex: body.pageIndex }),
});
