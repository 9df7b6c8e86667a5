import { identityConfirmBodySchema, verifyCodeConfirmBodySchema, verifyKindParamsSchema } from '@portal/shared';
import { confirmVerificationCode } from '../../../domain/auth-step/confirm-verification-code.ts';
import { applicantIdentityHash } from '../../../domain/auth-step/applicant-identity.ts';
import { confirmIdentityVerification } from '../../../domain/identity/confirm-identity-verification.ts';
import { defineHandler } from '../../define-handler.ts';
import { z } from 'zod';

/** The body shape depends on the kind: a code for email/sms, the provider's data for auth. */
const identityBody = identityConfirmBodySchema.extend({ project_id: z.number().int().positive().optional() });

export const handler = defineHandler({
  params: verifyKindParamsSchema,
  body: z.unknown(),
  run: async (ctx, { params, body: raw }) => {
    if (params.kind === 'auth') {
      const b = identityBody.parse(raw);
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
