import { logSessionEnd } from '../../../domain/form/log-session-end.ts';
import { defineHandler } from '../../define-handler.ts';
import { LogSessionEnd } from '@portal/shared/api/form';

export const handler = defineHandler(LogSessionEnd, {
  run: (ctx, { params, body, caller }) => logSessionEnd(ctx, { id: params.id, pageIndex: body.pageIndex }, caller),
});
