import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { jsonResponse } from '../../test-utils.tsx';
import { session } from '../../lib/session.ts';
import { buildRoutes } from '../router.tsx';
import { readingOneRoutes } from './reading-one-routes.tsx';
import { routeIdPath, routeIds } from './route-ids.ts';

/** Follows a reading-one path and answers where it lands (the landing route shows nothing of its own). */
async function landing(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createMemoryRouter([...readingOneRoutes(), { path: '*', element: <p>도착</p> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(readingOneRoutes().some((r) => r.path === router.state.location.pathname)).toBe(false));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

const allPaths = (routes: RouteObject[]): string[] => routes.flatMap((r) => [...(r.path ? [r.path] : r.index ? ['/'] : []), ...allPaths(r.children ?? [])]);

describe('2.1 route reading one', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('2.1: a route id gives its path, the administrator variant swaps /app for /admin, an unknown id gives none', () => {
    expect(routeIdPath('form-auth')).toBe('/app/auth');
    expect(routeIdPath('form-auth', true)).toBe('/admin/auth');
    expect(routeIdPath('basic-info', true)).toBe('/admin/front/basic-info');
    expect(routeIdPath('application-preview', true)).toBe('/application-preview');
    expect(routeIdPath('ui')).toBe('/ui');
    expect(routeIdPath('R9-9')).toBeUndefined();
    expect(routeIdPath('toString')).toBeUndefined();
  });

  it('2.1: every path of reading one, and the /admin variant of each /app path, is in the route table', () => {
    const table = allPaths(buildRoutes());
    for (const id of Object.keys(routeIds)) {
      expect(table).toContain(routeIdPath(id));
      expect(table).toContain(routeIdPath(id, true));
    }
  });

  it.each([
    ['/ui', '/'],
    ['/main', '/'],
    ['/pages', '/'],
    ['/app/selection', '/recruits'],
    ['/app/auth', '/form/auth'],
    ['/admin/auth', '/form/auth'],
    ['/app/form', '/form/0'],
    ['/app/form?pageIndex=2', '/form/2?pageIndex=2'],
    ['/admin/form', '/admin/form/0'],
    ['/app/project?projectId=860', '/project/860?projectId=860'],
    ['/app/project', '/recruits'],
    ['/app/recruitment-announcement/list', '/recruits'],
    ['/app/recruitment-announcement/view?id=5', '/recruit/5?id=5'],
    ['/admin/recruitment-announcement/view?id=5', '/admin/recruit/5?id=5'],
    ['/contacts/notice/list', '/notices'],
    ['/contacts/notice/view?boardId=3', '/notices/3?boardId=3'],
    ['/contacts/notice/view', '/notices'],
    ['/contacts/faq', '/faq'],
    ['/contacts/qna', '/qna'],
    ['/app/my-applications/sign-in', '/check'],
    ['/admin/my-applications/sign-in', '/admin/check'],
    ['/app/my-applications/list', '/check/history'],
    ['/app/my-applications/result?applicantStepId=12', '/result/12?applicantStepId=12'],
    ['/app/my-applications/id-card', '/check/history'],
    ['/application-preview', '/form/preview'],
    ['/application-submission', '/form/preview'],
  ])('2.1: %s resolves to %s', async (from, to) => {
    expect(await landing(from)).toBe(to);
  });

  it('2.1: the stored project opens /app/project without a query', async () => {
    session.setProject({ id: 1130 });
    expect(await landing('/app/project')).toBe('/project/1130');
  });

  describe('the named form pages (/app/front/*)', () => {
    const page = (pageIndex: number, code_value: string) => ({
      pageIndex,
      title: ['기본정보', '자격·어학', '자기소개'],
      projectVersion: 0.3,
      pageCount: 3,
      forms: [{ application_form_id: pageIndex + 1, code_value, title: code_value, details: [] }],
    });
    const kinds = ['personal_info', 'certificate', 'self_introduction'];
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      fetchMock.mockReset();
      fetchMock.mockImplementation(async (input) => {
        const index = Number(/forms\/\d+\/(\d+)/.exec(String(input))?.[1]);
        return jsonResponse(page(index, kinds[index]!));
      });
      vi.stubGlobal('fetch', fetchMock);
    });

    it('2.1: each opens the first page of the applicant form that holds its sections', async () => {
      session.setTask({ id: 2, project_id: 1, name: '사무직' });
      expect(await landing('/app/front/basic-info')).toBe('/form/0');
      expect(await landing('/app/front/cert-lang')).toBe('/form/1');
      expect(await landing('/app/front/self-introduction')).toBe('/form/2');
      expect(await landing('/admin/front/cert-lang')).toBe('/admin/form/1');
    });

    it('2.1: a named page the form does not have, or no chosen task, opens form/0', async () => {
      session.setTask({ id: 2, project_id: 1, name: '사무직' });
      expect(await landing('/app/front/career-exp')).toBe('/form/0');
      window.sessionStorage.clear();
      expect(await landing('/app/front/cert-lang')).toBe('/form/0');
    });
  });
});
