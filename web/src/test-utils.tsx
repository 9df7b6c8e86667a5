import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { companySchema, type ApplicantData, type Company } from '@portal/shared';
import { CompanyContext } from './lib/company-context.tsx';

export function testCompany(overrides: Partial<Record<string, unknown>> = {}): Company {
  return companySchema.parse({
    id: 7,
    domain: 'demo',
    name: '데모 공사',
    popups: [],
    boardMenus: [
      { value: 'notice', name: '공지사항' },
      { value: 'faq', name: 'FAQ' },
    ],
    projects_count: 1,
    site: {},
    ...overrides,
  });
}

/** The applicant of the form tests: applicant 77, nothing saved yet. */
export function testApplicant(overrides: Partial<ApplicantData> = {}): ApplicantData {
  return {
    id: 77,
    access_token: 'tok',
    project_id: 1,
    task_id: 2,
    auth: false,
    status: 'N',
    name: '김지원',
    email: 'kim@example.com',
    phone: '01012345678',
    task: { name: '사무직' },
    confirm_page: [],
    save_page: null,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Renders `element` at `path` inside a memory router, a fresh QueryClient and a company context. */
export function renderRoute(
  element: ReactElement,
  { path = '/', at = '/', company = testCompany(), extraRoutes = [] }: { path?: string; at?: string; company?: Company; extraRoutes?: RouteObject[] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <CompanyContext.Provider value={{ company, fileDomain: 'http://files.test' }}>{node}</CompanyContext.Provider>
    </QueryClientProvider>
  );
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [at] });
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, client };
}
