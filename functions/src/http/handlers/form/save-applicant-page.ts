import { saveApplicantPage } from '../../../domain/form/save-applicant-page.ts';
import { saveExamPlace } from '../../../domain/exam-site/save-exam-place.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

/** applicant/update/{id}: a page save, or with saveType 'place' an exam-site choice (spec 4 'Exam-site rows'). */
export const handler = defineHandler(api.SaveApplicantPage, {
  run: (ctx, { params, body, caller }) =>
    body.saveType === 'place'
      ? saveExamPlace(ctx, { id: params.id, detailId: body.detailId, placeId: body.placeId }, caller)
      : saveApplicantPage(ctx, { id: params.id, ...body }, caller),
});
