import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './api-client.ts';
import { startEarlyRequests } from './early-requests.ts';
import { session } from './session.ts';

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify({ url: String(url) })));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const urls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${typeof init?.body === 'string' ? init.body : ''}`.trim());

  it('starts the form page’s calls at once, and the app’s identical call takes the answer once', async () => {
    session.setApplicantToken('tok');
    session.setApplicantId(41);
    session.setTask({ id: 7, project_id: 3, name: 'T' });
    startEarlyRequests('/form/2');
    // The applicant, the definition and the saved page in one call.
    expect(urls()).toEqual(['GET /api/app/checkHostname', 'POST /api/app/applicant/open-form/41 {"taskId":7,"pageIndex":2}']);

    expect(await request('applicant/open-form/41', { method: 'POST', body: { taskId: 7, pageIndex: 2 } })).toEqual({ url: '/api/app/applicant/open-form/41' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next identical call goes to the server.
    await request('applicant/open-form/41', { method: 'POST', body: { taskId: 7, pageIndex: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // A different body or headers is a different call.
    await request('checkHostname', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    startEarlyRequests('/form/2');
    session.setApplicantToken('other');
    await request('checkHostname');
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('asks only the hostname without a session, no saved page without the applicant id, nothing on the popup pages', () => {
    startEarlyRequests('/form/0');
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    fetchMock.mockClear();
    session.setApplicantToken('tok');
    session.setTask({ id: 7, project_id: 3, name: 'T' });
    startEarlyRequests('/form/01');
    expect(urls()).toEqual(['GET /api/app/checkHostname', 'POST /api/app/applicant/view {"type":"data"}']);
    fetchMock.mockClear();
    startEarlyRequests('/form/1');
    expect(urls()).toEqual(['GET /api/app/checkHostname', 'POST /api/app/applicant/view {"type":"data"}', 'GET /api/app/forms/7/1']);
    fetchMock.mockClear();
    startEarlyRequests('/etsResult');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the applicant id when the token changes', () => {
    session.setApplicantToken('tok');
    session.setApplicantId(41);
    session.setApplicantToken('tok');
    expect(session.applicantId()).toBe(41);
    session.setApplicantToken('new');
    expect(session.applicantId()).toBeNull();
  });
});
