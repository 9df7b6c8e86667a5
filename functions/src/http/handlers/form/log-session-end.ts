import { sessionEndBodySchema, saveApplicantParamsSchema } from '@portal/shared';
import { logSessionEnd } from '../../../domain/form/log-session-end.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler({
  params: saveApplicantParamsSchema,
  body: sessionEndBodySchema,
  run: (ctx, { params, body }) => logSessionEnd(ctx, { id: params.id, pageIndex: body.pageIndex }),
});
