import { saveApplicantPage } from '../../../domain/form/save-applicant-page.ts';
import { saveExamPlace } from '../../../domain/exam-site/save-exam-place.ts';
import { recordSessionEnd } from '../../../domain/form/log-session-end.ts';
import { defineHandler } from '../../define-handler.ts';
import { SaveApplicantPage } from '@portal/shared/api/form';

/** applicant/update/{id}: a page save, or with saveType 'place' an exam-site choice (spec 4 'Exam-site rows'). */
export const handler = defineHandler(SaveApplicantPage, {
  run: (ctx, { params, body, headers, caller }) =>
    body.saveType === 'place'
      ? saveExamPlace(ctx, { id: params.id, detailId: body.detailId, placeId: body.placeId }, caller)
      : saveApplicantPage(ctx, { id: params.id, ...body, idempotencyKey: headers['Idempotency-Key'] }, caller),
  // A save refused because the session ended logs the session end (spec 4, 8 'Session limit'): the browser cannot
  // report it any more, its token no longer opens the log call.
  onSessionEnded: (ctx, { applicantId, body }) => {
    const pageIndex = (body as { pageIndex?: unknown } | undefined)?.pageIndex;
    recordSessionEnd(ctx, { applicantId, pageIndex: Number.isSafeInteger(pageIndex) ? (pageIndex as number) : undefined, cause: 'save-refused' });
  },
});
