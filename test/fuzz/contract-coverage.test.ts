import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@portal/shared/api/endpoints';
import { routes } from '../../functions/src/http/routes.ts';

/**
 * The contract fuzz (public-endpoints.test.ts) drives every route of the route table, and the isolation suite
 * (test/integration/contract-isolation.test.ts) every contract: a contract declared in shared/src/api but never bound
 * would be covered by neither, and a route bound to a contract that is not listed in `allEndpoints` would be served
 * without being in the OpenAPI document, the declared-auth table or the web client's contracts. Either fails here.
 */
describe('every contract is bound and therefore fuzzed', () => {
  it('binds every contract of allEndpoints to exactly one route', () => {
    const unbound = allEndpoints.filter((e) => !routes.some((r) => r.contract === e)).map((e) => e.id);
    expect(unbound, 'contracts declared but not bound in functions/src/http/routes.ts (so never fuzzed)').toEqual([]);
    const twice = allEndpoints.filter((e) => routes.filter((r) => r.contract === e).length > 1).map((e) => e.id);
    expect(twice, 'contracts bound more than once').toEqual([]);
  });

  it('binds no route without a contract of allEndpoints, and each route as its contract declares it', () => {
    const unlisted = routes.filter((r) => !r.contract || !allEndpoints.includes(r.contract)).map((r) => r.id);
    expect(unlisted, 'routes whose contract is missing or not listed in shared/src/api/endpoints.ts').toEqual([]);
    for (const r of routes) {
      expect({ id: r.id, method: r.method, path: r.path, scopes: r.scopes }, r.id).toEqual({ id: r.contract!.id, method: r.contract!.method, path: r.contract!.path, scopes: r.contract!.scopes });
    }
  });

  it('has one contract per id, and per method and path in a scope', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'ids declared twice').toEqual([]);
    const paths = allEndpoints.flatMap((e) => e.scopes.map((scope) => `${e.method} /api/${scope}${e.path}`));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i), 'method and path declared twice').toEqual([]);
  });
});
