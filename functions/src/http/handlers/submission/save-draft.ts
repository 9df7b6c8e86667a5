import { saveDraft } from '../../../domain/submission/save-draft.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.SaveDraft, {
  run: (ctx, { params, body, caller }) => saveDraft(ctx, { id: params.id, ...body }, caller),
});
