import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicantQueryOptions } from '../api/view-applicant.ts';
import { formPageQueryOptions } from '../features/application-form/api/get-form.ts';
import { savedPageQueryOptions } from '../features/application-form/api/get-saved-page.ts';
import { checkHostnameQueryOptions } from '../features/company/api/check-hostname.ts';
import { startEarlyRequests } from '../lib/early-requests.ts';
import { session } from '../lib/session.ts';
import { loadFormScreen } from './load-form-screen.ts';
import { primeStartupQueries } from './prime-startup.ts';

const applicant = {
  id: 41,
  access_token: 'tok',
  project_id: 3,
  task_id: 7,
  auth: true,
  status: 'N',
  name: '김지원',
  email: 'jiwon@example.com',
  phone: '01012345678',
  task: { name: '사무직' },
  confirm_page: [0, 1],
  save_page: 1,
};
const formPage = { pageIndex: 2, title: ['기본정보', '학력', '자기소개'], projectVersion: 0.3, pageCount: 3, forms: [] };
const saved = { pageIndex: 2, version: 4, values: { motive: '지원동기' }, saveType: 'temp', savedAt: '2026-11-23 10:00:00' };

const answers: Record<string, unknown> = {
  '/api/app/checkHostname': { error: '등록되지 않은 주소입니다.' },
  '/api/app/applicant/open-form/41': { applicant, form: formPage, saved },
  '/api/app/applicant/view': applicant,
  '/api/app/forms/7/2': formPage,
  '/api/app/applicant/page/41': saved,
};
const called = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.map(([url]) => String(url));

describe('the start-up answers of a form page', () => {
  // The form screen's chunk loads here, not inside a test: its first import (seconds on a loaded machine) would
  // outlast the 10 s an early call waits to be taken, and the prime would then ask again.
  beforeAll(() => loadFormScreen(), 120_000);
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify(answers[String(url)] ?? {})));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const startForm = () => {
    session.setApplicantToken('tok');
    session.setApplicantId(41);
    session.setTask({ id: 7, project_id: 3, name: '사무직' });
    startEarlyRequests('/form/2');
    return primeStartupQueries('/form/2');
  };

  it('parses the two calls early-start sent and gives each query its part without asking again', async () => {
    await startForm();
    expect(called(fetchMock)).toEqual(['/api/app/checkHostname', '/api/app/applicant/open-form/41']);

    const client = new QueryClient();
    expect(await client.fetchQuery(checkHostnameQueryOptions())).toEqual({ error: '등록되지 않은 주소입니다.' });
    expect(await client.fetchQuery(applicantQueryOptions())).toEqual(applicant);
    expect(await client.fetchQuery(formPageQueryOptions(7, 2))).toEqual(formPage);
    expect(await client.fetchQuery(savedPageQueryOptions(41, 2))).toEqual(saved);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.clear();
  });

  it('asks each part on its own when the one call is refused, so each query gets its own answer or error', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path === '/api/app/applicant/open-form/41' || path === '/api/app/applicant/page/41')
        return new Response(JSON.stringify({ message: '본인의 지원서만 조회할 수 있습니다.' }), { status: 403 });
      return new Response(JSON.stringify(answers[path] ?? {}));
    });
    await startForm();
    expect(called(fetchMock).sort()).toEqual(
      ['/api/app/checkHostname', '/api/app/applicant/open-form/41', '/api/app/applicant/view', '/api/app/forms/7/2', '/api/app/applicant/page/41'].sort(),
    );
    const client = new QueryClient();
    expect(await client.fetchQuery(applicantQueryOptions())).toEqual(applicant);
    expect(await client.fetchQuery(formPageQueryOptions(7, 2))).toEqual(formPage);
    await expect(client.fetchQuery(savedPageQueryOptions(41, 2))).rejects.toMatchObject({ status: 403, message: '본인의 지원서만 조회할 수 있습니다.' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    client.clear();
  });

  it('asks nothing more when the one call finds the session gone: every part has that refusal', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('open-form')
        ? new Response(JSON.stringify({ code: 'session', message: '세션이 만료되었습니다.' }), { status: 401 })
        : new Response(JSON.stringify(answers[String(url)] ?? {})),
    );
    await startForm();
    expect(called(fetchMock)).toEqual(['/api/app/checkHostname', '/api/app/applicant/open-form/41']);
    expect(alert).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    await expect(client.fetchQuery(applicantQueryOptions())).rejects.toMatchObject({ status: 401 });
    await expect(client.fetchQuery(savedPageQueryOptions(41, 2))).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    alert.mockRestore();
    client.clear();
  });

  it('primes nothing on the provider popups and only the hostname without a session', async () => {
    await primeStartupQueries('/etsResult');
    expect(fetchMock).not.toHaveBeenCalled();
    startEarlyRequests('/form/0');
    await primeStartupQueries('/form/0');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/app/checkHostname']);
  });

  it('settles even when a call fails, so the first render never waits on it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    session.setApplicantToken('tok');
    await expect(primeStartupQueries('/')).resolves.toBeDefined();
    // The failure is the query's own error when it takes the call.
    await expect(new QueryClient().fetchQuery({ ...applicantQueryOptions(), retry: false })).rejects.toThrow();
  });
});
