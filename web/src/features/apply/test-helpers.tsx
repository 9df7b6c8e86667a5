import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ApplyProject } from './api/get-project.ts';
import { ToastProvider } from '../../components/toast.tsx';

/** A project of the apply step with two agreements, two open tasks and one full task. */
export function testProject(overrides: Partial<ApplyProject> = {}): ApplyProject {
  return {
    id: 901,
    title: '2025 신입 공개채용',
    status: 'Y',
    startDate: '2025-01-01 09:00:00',
    endDate: '2099-12-31 18:00:00',
    tasks: [
      { id: 11, project_id: 901, name: '사무직', count: 3 },
      { id: 12, project_id: 901, name: '기술직', count: 0 },
      { id: 13, project_id: 901, name: '연구직', count: 1 },
    ],
    agreements: [
      { id: 1, title: '개인정보 수집 및 이용', content: '<p>수집 항목: 이름</p><script>alert(1)</script>' },
      { id: 2, title: '민감정보 처리', content: '<p>민감정보</p>' },
    ],
    verify_options: { auth: false, email: false, sms: false },
    auth_fields: [
      { title: '이름', input_type: { field: 'name', type: 'text' } },
      { title: '휴대폰번호', input_type: { field: 'phone', type: 'tel' } },
      { title: '이메일', input_type: { field: 'email', type: 'email' } },
      { title: '비밀번호', input_type: { field: 'password', type: 'password', min_length: { value: 8 }, max_length: { value: 128 } } },
      { title: '비밀번호 확인', input_type: { field: 'password_confirmation', type: 'password' } },
    ],
    hide_email_hint: false,
    require_open_before_agree: false,
    qualification_required: false,
    ...overrides,
  };
}

/** Renders `element` at a location with navigation state, inside a toast region and a fresh QueryClient. */
export function renderAt(
  element: ReactElement,
  { path, at, state, extraRoutes = [] }: { path: string; at: string; state?: unknown; extraRoutes?: RouteObject[] },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [{ pathname: at.split('?')[0]!, search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }] });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** The JSON body and path of the n-th fetch call. */
export function fetchCall(mock: { mock: { calls: unknown[][] } }, n: number): { url: string; method: string; body: unknown } {
  const [url, init] = mock.mock.calls[n] as [string, RequestInit | undefined];
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
}
