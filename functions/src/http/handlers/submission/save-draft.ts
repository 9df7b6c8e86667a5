import { draftBodySchema, draftParamsSchema } from '@portal/shared';
import { saveDraft } from '../../../domain/submission/save-draft.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: draftParamsSchema,
  body: draftBodySchema,
  run: (ctx, { params, body }) => saveDraft(ctx, { id: params.id, ...body }),
});
