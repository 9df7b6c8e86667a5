import { examPlaceSaveBodySchema, saveApplicantBodySchema, saveApplicantParamsSchema } from '@portal/shared';
import { z } from 'zod';
import { saveApplicantPage } from '../../../domain/form/save-applicant-page.ts';
import { saveExamPlace } from '../../../domain/exam-site/save-exam-place.ts';
import { defineHandler } from '../../define-handler.ts';

/** applicant/update/{id}: a page save, or with saveType 'place' an exam-site choice (spec 4 'Exam-site rows'). */
export const handler = defineHandler({
  params: saveApplicantParamsSchema,
  body: z.union([examPlaceSaveBodySchema, saveApplicantBodySchema]),
  run: (ctx, { params, body }) =>
    body.saveType === 'place' ? saveExamPlace(ctx, { id: params.id, detailId: body.detailId, placeId: body.placeId }) : saveApplicantPage(ctx, { id: params.id, ...body }),
});
