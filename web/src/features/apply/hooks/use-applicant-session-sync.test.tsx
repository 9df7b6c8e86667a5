import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { useApplicantSessionSync } from './use-applicant-session-sync.ts';

const withQueryClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

const applicant = {
  id: 7, access_token: 'fresh-token', project_id: 902, task_id: 9021, auth: false, status: 'N',
  name: '김지원', email: 'a@b.kr', phone: '01012345678', task: { name: '경영지원 인턴' }, confirm_page: [], save_page: null,
};
const project = {
  id: 902, title: 'P', status: 'Y', startDate: '', endDate: '', agreements: [], verify_options: { auth: false, email: false, sms: true },
  auth_fields: [], hide_email_hint: false, require_open_before_agree: false, qualification_required: false,
  tasks: [{ id: 9021, project_id: 902, name: '경영지원 인턴', count: 10 }],
};

function mockFetch() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push(String(url));
    const body = String(url).includes('applicant/view') ? applicant : project;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

/** Lets the effects' pending promises run: a fetch the hook starts is made within these turns. */
const settled = () => act(async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('applicant session on load', () => {
  it("loads the applicant's project and selects its task when the stored project differs", async () => {
    session.setApplicantToken('old-token');
    session.setProject({ id: 901 });
    const calls = mockFetch();
    renderHook(() => useApplicantSessionSync(), { wrapper: withQueryClient });
    await waitFor(() => expect(session.task()).toEqual({ id: 9021, project_id: 902, name: '경영지원 인턴' }));
    expect(session.project()?.id).toBe(902);
    expect(session.applicantToken()).toBe('fresh-token');
    expect(calls.some((c) => c.includes('project/902'))).toBe(true);
  });

  it('only selects the task when the project already matches', async () => {
    session.setApplicantToken('old-token');
    session.setProject({ id: 902 });
    session.setTask({ id: 1, project_id: 902, name: 'x' });
    const calls = mockFetch();
    renderHook(() => useApplicantSessionSync(), { wrapper: withQueryClient });
    await waitFor(() => expect(session.task()?.id).toBe(9021));
    expect(calls.some((c) => c.includes('project/'))).toBe(false);
  });

  it('does nothing without an applicant token', async () => {
    const calls = mockFetch();
    renderHook(() => useApplicantSessionSync(), { wrapper: withQueryClient });
    await settled();
    expect(calls).toEqual([]);
    // The same wait is long enough to see the read that a token starts, so the empty list above means something.
    session.setApplicantToken('old-token');
    renderHook(() => useApplicantSessionSync(), { wrapper: withQueryClient });
    await settled();
    expect(calls.some((c) => c.includes('applicant/view'))).toBe(true);
  });
});
