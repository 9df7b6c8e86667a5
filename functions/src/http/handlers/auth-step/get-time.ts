import { getTime } from '../../../domain/auth-step/get-time.ts';
import { defineHandler } from '../../define-handler.ts';
import { GetTime } from '@portal/shared/api/auth-step';

export const handler = defineHandler(GetTime, {
  run: (ctx, { params }) => getTime(ctx, params),
});
