import { idParam, messages, qualificationCheckBodySchema } from '@portal/shared';
import { z } from 'zod';
import { checkQualification } from '../../../domain/qualification/check-qualification.ts';
import { badRequest } from '../../../domain/errors.ts';
import { defineHandler } from '../../define-handler.ts';

const paramsSchema = z.object({ projectId: idParam });

/** POST checkQualification/{projectId}: answers the JSON string 'Y' or 'N'. */
export const handler = defineHandler({
  params: paramsSchema,
  body: qualificationCheckBodySchema,
  run: async (ctx, { params, body }) => {
    if (body.projectId !== params.projectId) throw badRequest(messages.qualification.projectMismatch, { field: 'projectId' });
    return checkQualification(ctx, { projectId: params.projectId, checkId: body.checkId, checkPw: body.checkPw });
  },
});
