import { saveDraft } from '../../../domain/submission/save-draft.ts';
import { defineHandler } from '../../define-handler.ts';
import { SaveDraft } from '@portal/shared/api/submission';

export const handler = defineHandler(SaveDraft, {
  run: (ctx, { params, body, caller }) => saveDraft(ctx, { id: params.id, ...body }, caller),
});
