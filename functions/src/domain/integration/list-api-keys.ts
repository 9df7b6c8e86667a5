import type { AppContext } from '../context.ts';
import type { ApiKeyRecord } from '../ports.ts';

export type ApiKeySummary = Omit<ApiKeyRecord, 'keyHash'>;

/** The tenant's API keys for the ops CLI: id, name, when made, last four characters, revoked or not; never a hash. */
export async function listApiKeys(ctx: Pick<AppContext, 'repos'>): Promise<ApiKeySummary[]> {
  return (await ctx.repos.apiKeys.list()).map(({ keyHash: _hash, ...rest }) => rest);
}
