import { identityConfirmRequestSchema } from '@portal/shared/api/auth-step';
import { ConfirmVerification } from '@portal/shared/api/auth-step';
import { verifyCodeConfirmBodySchema } from '@portal/shared';
import { confirmVerificationCode } from '../../../domain/auth-step/confirm-verification-code.ts';
import { applicantIdentityHash } from '../../../domain/auth-step/applicant-identity.ts';
import { confirmIdentityVerification } from '../../../domain/identity/confirm-identity-verification.ts';
import { defineHandler } from '../../define-handler.ts';

/** The body shape depends on the kind: a code for email/sms, the provider's data for auth. */
export const handler = defineHandler(ConfirmVerification, {
  rawBody: true,
  run: async (ctx, { params, body: raw }) => {
    if (params.kind === 'auth') {
      const b = identityConfirmRequestSchema.parse(raw);
      return confirmIdentityVerification(ctx, {
        seq: b.seq,
        encodeData: b.encode_data,
        projectId: b.project_id ?? 0,
        isDuplicate: async (person, projectId) =>
          (await ctx.repos.applicants.findIdByIdentity(projectId, applicantIdentityHash(ctx.crypto, person.identityKey))) !== undefined,
      });
    }
    const b = verifyCodeConfirmBodySchema.parse(raw);
    return confirmVerificationCode(ctx, { channel: params.kind, purpose: b.type, recipient: b.recv_info, code: b.request_info });
  },
});
