import { requestVerificationCode } from '../../../domain/auth-step/request-verification-code.ts';
import { requestIdentityVerification } from '../../../domain/identity/request-identity-verification.ts';
import { defineHandler } from '../../define-handler.ts';
import { RequestVerification } from '@portal/shared/api/auth-step';

export const handler = defineHandler(RequestVerification, {
  run: (ctx, { params, body }) =>
    params.kind === 'auth'
      ? requestIdentityVerification(ctx, { projectId: body.project_id, returnUrl: body.url ?? '' })
      : requestVerificationCode(ctx, { channel: params.kind, purpose: body.type, projectId: body.project_id, recipient: body.recv_info }),
});
