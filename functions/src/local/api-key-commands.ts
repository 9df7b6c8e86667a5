import { keyScopes, type KeyScope } from '@portal/shared/api/contract';
import { createApiKey } from '../domain/integration/create-api-key.ts';
import { listApiKeys } from '../domain/integration/list-api-keys.ts';
import { revokeApiKey } from '../domain/integration/revoke-api-key.ts';
import type { CoreWiring } from '../wiring/core-wiring.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { integrationCliMessages } from '@portal/shared/messages/integration-cli';

const m = integrationCliMessages;

/**
 * `npm run portal -- api-key create|list|revoke <domainKey> ...`: the tenant's integration API keys (create takes
 * `--scopes read,export,handoff`; 'read' alone by default). `create` prints
 * the new key alone on its last line (for scripts: `| tail -n 1`); it is shown this once and never stored.
 * Answers the exit code; undefined for arguments it does not understand (the CLI then prints its usage).
 */
export async function apiKeyCommand(w: Pick<CoreWiring, 'directory' | 'crypto' | 'clock' | 'reposFor'>, args: readonly string[], print: (line: string) => void): Promise<number | undefined> {
  const [sub, domainKey, third] = args;
  if (!domainKey || !['create', 'list', 'revoke'].includes(sub ?? '') || (sub === 'revoke' && !third)) return undefined;
  const tenant = await w.directory.findByDomainKey(domainKey);
  if (!tenant) throw new Error(m.unknownDomainKey(domainKey));
  const ctx = { repos: w.reposFor(tenant.id), crypto: w.crypto, clock: w.clock };
  if (sub === 'create') {
    // `--scopes read,export,handoff` anywhere after the domain key; the other words are the name.
    const rest = args.slice(2);
    const at = rest.indexOf('--scopes');
    const asked = at >= 0 ? (rest[at + 1] ?? '').split(',').filter(Boolean) : ['read'];
    if (at >= 0) rest.splice(at, 2);
    if (asked.length === 0 || asked.some((s) => !(keyScopes as readonly string[]).includes(s))) {
      print(m.scopesFormat(keyScopes.join(', ')));
      return 1;
    }
    const created = await createApiKey(ctx, { name: rest.join(' '), scopes: asked as KeyScope[] });
    print(m.created(created.id, created.name, created.scopes.join(',')));
    print(created.key);
    return 0;
  }
  if (sub === 'list') {
    const keys = await listApiKeys(ctx);
    if (keys.length === 0) {
      print(m.none);
      return 0;
    }
    print(m.listHeader);
    for (const k of keys) print([k.id, k.name, k.createdAt, k.last4, k.lastUsedAt ?? '-', k.revokedAt ?? '-', (k.scopes ?? ['read']).join(',')].join('\t'));
    return 0;
  }
  const outcome = await revokeApiKey(ctx, { keyId: third! });
  if (outcome === 'revoked') print(m.revoked(third!));
  else print(outcome === 'already' ? m.alreadyRevoked(third!) : m.notFound(third!));
  return outcome === 'not-found' ? 1 : 0;
}
