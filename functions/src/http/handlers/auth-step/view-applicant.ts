import { viewApplicantBodySchema } from '@portal/shared';
import { viewApplicant } from '../../../domain/auth-step/view-applicant.ts';
import { getPreview } from '../../../domain/submission/get-preview.ts';
import { defineHandler } from '../../define-handler.ts';

/** applicant/view: {type: 'data'} the token's applicant; {type: 'preview'} the application preview (spec 7). */
export const handler = defineHandler({
  body: viewApplicantBodySchema,
  run: (ctx, { body }) => (body.type === 'preview' ? getPreview(ctx, { applicantId: body._applicantId, key: body.key }) : viewApplicant(ctx)),
});
