import { isValidElement, type ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { messages, routeKeys } from '@portal/shared';
import { renderRoute } from '../test-utils.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { buildRoutes } from './router.tsx';
import { StepResultRoute } from './step-result-route.tsx';

const flat = (routes: RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('R5-0-2 step result route (spec part 2, 2.1, 2.7)', () => {
  it('is guarded on the applicant path and on the admin variant, and preloads its own chunk', () => {
    const routes = flat(buildRoutes());
    for (const path of [routeKeys['R5-0-2'], `/admin${routeKeys['R5-0-2']}`]) {
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      const element = route!.element as ReactElement;
      expect(isValidElement(element) && element.type).toBe(StepResultRoute);
      // Exactly one guard: a nested one would alert 'No permission' twice.
      const child = (element.props as { children: ReactElement }).children;
      expect(isValidElement(child) && child.type).not.toBe(ProtectedRoute);
      expect(typeof (route!.handle as { preload?: unknown }).preload).toBe('function');
    }
  });
});

describe('StepResultRoute (spec part 2, 6: adminToken)', () => {
  const alertMock = vi.fn();
  beforeEach(() => {
    alertMock.mockReset();
    vi.stubGlobal('alert', alertMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (at: string) =>
    renderRoute(
      <StepResultRoute>
        <p>결과 화면</p>
      </StepResultRoute>,
      { path: routeKeys['R5-0-2'], at, extraRoutes: [{ path: '/', element: <p>메인</p> }, { path: routeKeys.move, element: <p>이동</p> }] },
    );

  it('redeems an adminToken as a result handoff: the token leaves the address for /move at once, nothing renders before', async () => {
    const { router } = show('/result/7001-42/hof_abc~secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/move/hof_abc.secret/result'));
    expect(router.state.location.search).toBe('?applicantStepId=7001-42');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('결과 화면')).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("without an adminToken or a session it alerts 'No permission' and goes home", async () => {
    const { router } = show('/result/7001-42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(messages.common.noPermission);
  });
});
