import { HandoffLogin } from '@portal/shared/api/handoff';
import { logInByHandoff } from '../../../domain/handoff/log-in-by-handoff.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(HandoffLogin, { run: (ctx, { body }) => logInByHandoff(ctx, body._token) });
