import { ViewApplicant } from '@portal/shared/api/auth-step';
import { requireApplicant } from '../../../domain/auth-step/require-applicant.ts';
import { viewApplicant } from '../../../domain/auth-step/view-applicant.ts';
import { getPreview } from '../../../domain/submission/get-preview.ts';
import { defineHandler } from '../../define-handler.ts';
import { s3Files } from '../../../wiring/optional/s3-files.ts';

/**
 * applicant/view: the applicant's data or preview, proven by the token; or, with _applicantId and key, a preview
 * opened by its preview key without a token. The contract's auth is therefore 'visitor', and the token is checked
 * here for the two token-bound answers.
 */
export const handler = defineHandler(ViewApplicant, {
  adapters: { files: s3Files },
  run: async (ctx, { body }) => {
    if (body.type === 'preview' && body._applicantId !== undefined) return getPreview(ctx, { applicantId: body._applicantId, key: body.key });
    const applicant = await requireApplicant(ctx);
    return body.type === 'preview' ? getPreview(ctx, { applicant }) : viewApplicant(ctx, { kind: 'applicant', applicant });
  },
});
