import { handoffMessages as m } from '@portal/shared/messages/handoff';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** DELETE /api/integration/handoffs/{handoffId}: the link can no longer be used, and the staff session it opened ends now. */
export async function revokeHandoff(ctx: Pick<AppContext, 'repos' | 'clock'>, caller: IntegratorCaller, handoffId: string): Promise<{ result: 'revoked' | 'already' }> {
  const at = ctx.clock.now().toISOString();
  const result = await ctx.repos.handoffs.revoke(handoffId, at);
  if (result === 'not-found') throw notFound(m.handoffNotFound);
  if (result === 'revoked') await ctx.repos.audit.record({ action: 'integration.revoked-handoff', actor: `integrator:${caller.keyId}`, at });
  return { result };
}
