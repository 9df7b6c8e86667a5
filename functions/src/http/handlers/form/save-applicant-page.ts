import { saveApplicantBodySchema, saveApplicantParamsSchema } from '@portal/shared';
import { saveApplicantPage } from '../../../domain/form/save-applicant-page.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: saveApplicantParamsSchema,
  body: saveApplicantBodySchema,
  run: (ctx, { params, body }) => saveApplicantPage(ctx, { id: params.id, ...body }),
});
