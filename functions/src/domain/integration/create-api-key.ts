import { keyScopes, type KeyScope } from '@portal/shared/api/contract';
import type { AppContext } from '../context.ts';
import { API_KEY_PREFIX, apiKeyHash } from './api-key.ts';

export interface CreatedApiKey {
  id: string;
  name: string;
  scopes: readonly KeyScope[];
  /** The key itself: shown to the operator once, never stored. */
  key: string;
  createdAt: string;
}

/**
 * Makes an API key for the tenant's systems (ops CLI): 256 random bits, stored only as a keyed hash, with the scopes it
 * is granted ('read' unless more are asked for: least privilege).
 */
export async function createApiKey(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>, input: { name?: string | undefined; scopes?: readonly KeyScope[] | undefined }): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${ctx.crypto.randomToken()}`;
  // The id names the key in the CLI and the logs; it is random too, so it says nothing about the key.
  const id = `key_${ctx.crypto.randomToken().slice(0, 16)}`;
  const createdAt = ctx.clock.now().toISOString();
  const name = input.name?.trim() || id;
  const scopes = keyScopes.filter((s) => (input.scopes ?? ['read']).includes(s));
  await ctx.repos.apiKeys.create({ id, name, keyHash: apiKeyHash(ctx.crypto, key), last4: key.slice(-4), createdAt, scopes });
  return { id, name, scopes, key, createdAt };
}
