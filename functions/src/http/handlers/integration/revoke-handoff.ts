import { RevokeHandoff } from '@portal/shared/api/integration';
import { revokeHandoff } from '../../../domain/handoff/revoke-handoff.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(RevokeHandoff, { run: (ctx, { params, caller }) => revokeHandoff(ctx, caller, params.handoffId) });
