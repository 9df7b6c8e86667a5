import { logSessionEnd } from '../../../domain/form/log-session-end.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.LogSessionEnd, {
  run: (ctx, { params, body, caller }) => logSessionEnd(ctx, { id: params.id, pageIndex: body.pageIndex }, caller),
});
