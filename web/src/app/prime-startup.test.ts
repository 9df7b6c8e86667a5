import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicantQueryOptions } from '../api/view-applicant.ts';
import { formPageQueryOptions } from '../features/application-form/api/get-form.ts';
import { savedPageQueryOptions } from '../features/application-form/api/get-saved-page.ts';
import { checkHostnameQueryOptions } from '../features/company/api/check-hostname.ts';
import { startEarlyRequests } from '../lib/early-requests.ts';
import { session } from '../lib/session.ts';
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
  '/api/app/applicant/view': applicant,
  '/api/app/forms/7/2': formPage,
  '/api/app/applicant/page/41': saved,
};

describe('the start-up answers of a form page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify(answers[String(url)] ?? {})));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('parses the four calls early-start sent and gives each query its answer without asking again', async () => {
    session.setApplicantToken('tok');
    session.setApplicantId(41);
    session.setTask({ id: 7, project_id: 3, name: '사무직' });
    startEarlyRequests('/form/2');
    await primeStartupQueries('/form/2');
    expect(fetchMock).toHaveBeenCalledTimes(4);

    const client = new QueryClient();
    expect(await client.fetchQuery(checkHostnameQueryOptions())).toEqual({ error: '등록되지 않은 주소입니다.' });
    expect(await client.fetchQuery(applicantQueryOptions())).toEqual(applicant);
    expect(await client.fetchQuery(formPageQueryOptions(7, 2))).toEqual(formPage);
    expect(await client.fetchQuery(savedPageQueryOptions(41, 2))).toEqual(saved);
    expect(fetchMock).toHaveBeenCalledTimes(4);
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
