import { viewApplicant } from '../../../domain/auth-step/view-applicant.ts';
import { getPreview } from '../../../domain/submission/get-preview.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

/** applicant/view: {type: 'data'} the token's applicant; {type: 'preview'} the application preview (spec 7). */
export const handler = defineHandler(api.ViewApplicant, {
  run: (ctx, { body }) => (body.type === 'preview' ? getPreview(ctx, { applicantId: body._applicantId, key: body.key }) : viewApplicant(ctx)),
});
