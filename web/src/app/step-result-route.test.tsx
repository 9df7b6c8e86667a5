import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routeKeys } from '@portal/shared';
import { ProtectedRoute } from './protected-route.tsx';
import { buildRoutes } from './router.tsx';

const flat = (routes: RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('R5-0-2 step result route (spec part 2, 2.1, 2.7)', () => {
  it('is protected on the applicant path and on the admin variant, and preloads its own chunk', () => {
    const routes = flat(buildRoutes());
    for (const path of [routeKeys['R5-0-2'], `/admin${routeKeys['R5-0-2']}`]) {
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      const element = route!.element as ReactElement;
      expect(isValidElement(element) && element.type).toBe(ProtectedRoute);
      // Exactly one guard: a nested one would alert 'No permission' twice.
      const child = (element.props as { children: ReactElement }).children;
      expect(isValidElement(child) && child.type).not.toBe(ProtectedRoute);
      expect(typeof (route!.handle as { preload?: unknown }).preload).toBe('function');
    }
  });
});
