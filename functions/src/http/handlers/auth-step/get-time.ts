import { getTime } from '../../../domain/auth-step/get-time.ts';
import { defineHandler } from '../../define-handler.ts';
import { api } from '@portal/shared/api/endpoints';

export const handler = defineHandler(api.GetTime, {
  run: (ctx, { params }) => getTime(ctx, params),
});
