import { describe, expect, it } from 'vitest';
import { keyScopes } from '@portal/shared/api/contract';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { buildOpenApi } from '@portal/shared/api/openapi';

describe('integration API key scopes', () => {
  it('names the scope of every integrator endpoint, and of no other', () => {
    for (const e of allEndpoints) {
      if (e.auth === 'integrator') expect(keyScopes, `${e.id} needs a keyScope`).toContain(e.keyScope);
      else expect(e.keyScope, `${e.id} is not an integrator endpoint`).toBeUndefined();
    }
  });

  it('tells the reference page which scope each integration call needs', () => {
    const doc = buildOpenApi(allEndpoints) as { paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>> };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    const mint = ops.find((o) => o.operationId === 'MintHandoff')!;
    expect(mint.security).toEqual([{ integratorKey: ['handoff'] }]);
    expect(ops.find((o) => o.operationId === 'ListApplications')!.security).toEqual([{ integratorKey: ['read'] }]);
  });
});
