import { MintHandoff } from '@portal/shared/api/integration';
import { mintHandoff } from '../../../domain/handoff/mint-handoff.ts';
import { defineHandler } from '../../define-handler.ts';

export const handler = defineHandler(MintHandoff, { run: (ctx, { body, caller }) => mintHandoff(ctx, caller, body) });
