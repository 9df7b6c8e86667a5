import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { previewSchema, type Preview } from '@portal/shared';
import { ToastProvider } from '../../components/toast.tsx';
import { samplePreview } from './fixtures/sample-preview.ts';

/** A preview of a drafting applicant (the bundled sample, validated by the contract), with overrides. */
export function testPreview(overrides: Partial<Preview> = {}): Preview {
  return previewSchema.parse({ ...structuredClone(samplePreview), ...overrides });
}

/** Where the page under test may navigate: each destination renders its path. */
export const destinations: RouteObject[] = ['/', '/complete', '/check', '/form/:pageIndex', '/admin/form/:pageIndex'].map((path) => ({
  path,
  element: <p data-testid="destination">{path}</p>,
}));

/** Renders `element` at a location (with navigation state) inside a toast region and a fresh QueryClient. */
export function renderAt(element: ReactElement, { path, at, state, extraRoutes = destinations }: { path: string; at: string; state?: unknown; extraRoutes?: RouteObject[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [{ pathname: at, state }] });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** The path, method and JSON body of the n-th fetch call. */
export function fetchCall(mock: { mock: { calls: unknown[][] } }, n: number): { url: string; method: string; body: unknown; init: RequestInit | undefined } {
  const [url, init] = mock.mock.calls[n] as [string, RequestInit | undefined];
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, init };
}

export const toastTexts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent ?? '');
