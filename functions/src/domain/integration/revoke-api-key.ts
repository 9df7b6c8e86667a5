import type { AppContext } from '../context.ts';

/** Revokes one of the tenant's API keys (ops CLI): every later call with it is refused. */
export async function revokeApiKey(ctx: Pick<AppContext, 'repos' | 'clock'>, input: { keyId: string }): Promise<'revoked' | 'not-found' | 'already'> {
  return ctx.repos.apiKeys.revoke(input.keyId, ctx.clock.now().toISOString());
}
