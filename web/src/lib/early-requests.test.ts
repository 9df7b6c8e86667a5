import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckHostname } from '@portal/shared/api/public-site';
import { OpenFormPage } from '@portal/shared/api/form';
import { plainRoutes } from '@portal/shared/api/startup-routes';
import { call, plainCall, urlOf } from './api-client.ts';
import { answerCopy, takeStartedRequest } from './early-requests.ts';
import { jsonRequestInit } from './request-init.ts';
import { startEarlyRequests } from './early-requests.ts';
import { session } from './session.ts';

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    // The hostname check answers as its contract says (an unknown host), so the app's call() can take it.
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify(String(url).endsWith('/checkHostname') ? { error: 'noMatch' } : { url: String(url) })));
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

    // The app's call() of the same contract takes the started answer instead of sending again.
    expect(await call(CheckHostname, {})).toEqual({ error: 'noMatch' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next identical call goes to the server.
    await call(CheckHostname, {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The open-form call was started with exactly what call(OpenFormPage) sends: same address, headers and body.
    const openUrl = urlOf(OpenFormPage, { params: { id: 41 } });
    expect(takeStartedRequest(openUrl, jsonRequestInit('POST', { taskId: 7, pageIndex: 3 }))).toBeUndefined();
    await expect(takeStartedRequest(openUrl, jsonRequestInit('POST', { taskId: 7, pageIndex: 2 }))).resolves.toBeInstanceOf(Response);
    expect(takeStartedRequest(openUrl, jsonRequestInit('POST', { taskId: 7, pageIndex: 2 }))).toBeUndefined();
    // Other headers make a different call.
    startEarlyRequests('/form/2');
    session.setApplicantToken('other');
    await call(CheckHostname, {});
    expect(fetchMock).toHaveBeenCalledTimes(6);
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

  it('clears a stored applicant token before a handoff link asks anything with it, and asks staff forms only on the admin path', () => {
    session.setApplicantToken('left-over');
    session.setApplicantId(41);
    startEarlyRequests('/move/hof_x.y/form');
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    expect(session.applicantToken()).toBeNull();
    fetchMock.mockClear();
    session.setAccessToken('staff');
    session.setTask({ id: 7, project_id: 3, name: 'T' });
    // A staff session on the plain form path is 'Invalid access' (spec part 1, 6): its definition is not asked for.
    startEarlyRequests('/form/0');
    expect(urls()).toEqual(['GET /api/admin/checkHostname']);
    fetchMock.mockClear();
    startEarlyRequests('/admin/form/0');
    expect(urls()).toEqual(['GET /api/admin/checkHostname', 'GET /api/admin/forms/7/0']);
  });

  it('asks a posting beside the hostname check, and the app’s identical call takes it', async () => {
    startEarlyRequests('/recruit/10011');
    expect(urls()).toEqual(['GET /api/app/checkHostname', 'GET /api/app/recruit/10011']);
    expect(await plainCall(plainRoutes.GetRecruit, { params: { noticeId: '10011' } }, (v) => v)).toEqual({ url: '/api/app/recruit/10011' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Not a posting id the early script knows: the screen asks itself, as before.
    fetchMock.mockClear();
    startEarlyRequests('/recruit/abc');
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    await call(CheckHostname, {});
  });

  it('asks the postings of the company the hostname check names, on the posting list and a phone’s landing page only', async () => {
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify(String(url).endsWith('/checkHostname') ? { company: { id: 1001 }, fileDomain: '' } : [])));
    // A wide screen's landing page shows no posting list.
    startEarlyRequests('/');
    await new Promise((r) => setTimeout(r, 20));
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    await plainCall(plainRoutes.CheckHostname, {}, (v) => v);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767.98px)' }));
    for (const path of ['/', '/recruits']) {
      fetchMock.mockClear();
      startEarlyRequests(path);
      await vi.waitFor(() => expect(urls()).toEqual(['GET /api/app/checkHostname', 'GET /api/app/recruits/1001']));
      // The app still reads the hostname check’s answer whole: the early script read a copy.
      expect(await plainCall(plainRoutes.CheckHostname, {}, (v) => v)).toEqual({ company: { id: 1001 }, fileDomain: '' });
      expect(await plainCall(plainRoutes.ListRecruits, { params: { companyId: 1001 } }, (v) => v)).toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    }
    fetchMock.mockClear();
    startEarlyRequests('/board/notice');
    await new Promise((r) => setTimeout(r, 20));
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    await plainCall(plainRoutes.CheckHostname, {}, (v) => v);
  });

  it('asks no postings when the hostname check names no company or fails', async () => {
    startEarlyRequests('/recruits');
    await new Promise((r) => setTimeout(r, 20));
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    // Taken, so no later test's call finds it (the web project shares its modules).
    await plainCall(plainRoutes.CheckHostname, {}, (v) => v);
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => new Response('oops', { status: 503 }));
    startEarlyRequests('/recruits');
    await new Promise((r) => setTimeout(r, 20));
    expect(urls()).toEqual(['GET /api/app/checkHostname']);
    await expect(plainCall(plainRoutes.CheckHostname, {}, (v) => v)).rejects.toThrow();
  });

  it('reads a started answer from one copy however many early readers ask, and leaves it whole for the app', async () => {
    const response = new Response(JSON.stringify({ company: { id: 1001 } }));
    const clone = vi.spyOn(response, 'clone');
    const started = Promise.resolve(response);
    const [a, b] = [answerCopy(started), answerCopy(started)];
    expect(a).toBe(b);
    expect(await a).toEqual({ company: { id: 1001 } });
    expect(clone).toHaveBeenCalledTimes(1);
    expect(await (await started).json()).toEqual({ company: { id: 1001 } });
    expect(await answerCopy(Promise.resolve(new Response('{}', { status: 503 })))).toBeNull();
    expect(await answerCopy(Promise.reject(new TypeError('Failed to fetch')))).toBeNull();
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
