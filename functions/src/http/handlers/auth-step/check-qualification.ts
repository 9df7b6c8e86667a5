import { messages } from '@portal/shared';
import { checkQualification } from '../../../domain/qualification/check-qualification.ts';
import { badRequest } from '../../../domain/errors.ts';
import { defineHandler } from '../../define-handler.ts';
import { CheckQualification } from '@portal/shared/api/auth-step';

/** POST checkQualification/{projectId}: answers the JSON string 'Y' or 'N'. */
export const handler = defineHandler(CheckQualification, {
  run: async (ctx, { params, body }) => {
    if (body.projectId !== params.projectId) throw badRequest(messages.qualification.projectMismatch, { field: 'projectId' });
    return checkQualification(ctx, { projectId: params.projectId, checkId: body.checkId, checkPw: body.checkPw });
  },
});
