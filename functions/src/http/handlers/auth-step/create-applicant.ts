import { createApplicant } from '../../../domain/auth-step/create-applicant.ts';
import { defineHandler } from '../../define-handler.ts';
import { CreateApplicant } from '@portal/shared/api/auth-step';

export const handler = defineHandler(CreateApplicant, {
  run: (ctx, { params, body, headers }) => {
    const { project_id, agreement_ids, auth_seq, check_id, agreements: _agreed, ...values } = body;
    return createApplicant(ctx, { taskId: params.taskId, projectId: project_id, agreementIds: agreement_ids, authSeq: auth_seq, checkId: check_id, values, idempotencyKey: headers['Idempotency-Key'] });
  },
});
