import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { adminRouteKeys, routeKeys } from '@portal/shared';
import { buildRoutes } from './router.tsx';

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : r.index ? ['/'] : []), ...paths(r.children ?? [])]);

describe('route table', () => {
  it('has a route for every key of the shared registry and each admin variant', () => {
    const all = paths(buildRoutes());
    for (const path of Object.values(routeKeys)) expect(all).toContain(path);
    for (const key of adminRouteKeys) expect(all).toContain(`/admin${routeKeys[key]}`);
  });
});
