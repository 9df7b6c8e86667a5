import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetForm } from '@portal/shared/api/form';
import { CheckCompany, CheckHostname, GetRecruit, ListBoards, ListProjects, ListRecruits } from '@portal/shared/api/public-site';
import * as z from 'zod';
import { ApiError, call, decodeBase64Json, downloadUrl, parseBody, setUnauthorizedHandler } from './api-client.ts';
import { takeContractDrift } from './contract-drift.ts';
import { session } from './session.ts';

const toBase64 = (value: unknown) => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
};

describe('api-client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    return { url: String(url), headers: new Headers(init?.headers) };
  };

  it('uses the app prefix without an access token and the admin prefix with one', async () => {
    fetchMock.mockResolvedValue(new Response('[]'));
    await call(ListRecruits, { params: { companyId: 7 } });
    expect(lastCall().url).toBe('/api/app/recruits/7');

    session.setAccessToken('staff-token');
    fetchMock.mockResolvedValue(new Response('{"data":[],"total":0}'));
    await call(ListBoards, { params: { type: 'notice', companyId: 7 }, query: { page: 2, size: undefined } });
    expect(lastCall().url).toBe('/api/admin/boards/notice/7?page=2');
    expect(downloadUrl({ filepath: 'a/b.pdf', filename: '공고.pdf' })).toBe(
      `/api/admin/download?filepath=a%2Fb.pdf&filename=${encodeURIComponent('공고.pdf')}`,
    );
  });

  it('fills and encodes the path values the contract names, and sends its method and body', async () => {
    session.setApplicantToken('tok');
    fetchMock.mockResolvedValue(new Response('{"error":"noMatch"}'));
    await call(GetRecruit, { params: { noticeId: 'a/b c' } }).catch(() => undefined);
    expect(lastCall().url).toBe('/api/app/recruit/a%2Fb%20c');
    takeContractDrift();
    fetchMock.mockResolvedValue(new Response('[]'));
    await call(ListProjects, { query: { companyId: 3 } } as never).catch(() => undefined);
    expect(fetchMock.mock.calls.at(-1)![1]!.method).toBe('GET');
    expect(fetchMock.mock.calls.at(-1)![1]!.body).toBeUndefined();
  });

  it('sends Authorization, workspace, applicantToken and X-Timezone', async () => {
    session.setAccessToken('tok');
    session.setWorkspace('demo');
    session.setApplicantToken('app-tok');
    fetchMock.mockResolvedValue(new Response('{"result":"noMatch"}'));
    await call(CheckCompany, {});
    const { headers } = lastCall();
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('workspace')).toBe('demo');
    expect(headers.get('applicantToken')).toBe('app-tok');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('omits Authorization without an access token', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"noMatch"}'));
    await call(CheckHostname, {});
    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect(lastCall().headers.get('X-Timezone')).toBeTruthy();
  });

  it('decodes a JSON string holding base64 JSON, and plain JSON alike', async () => {
    const payload = { result: 'noMatch' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(toBase64(payload))));
    await expect(call(CheckCompany, {})).resolves.toEqual(payload);

    fetchMock.mockResolvedValue(new Response(JSON.stringify(payload)));
    await expect(call(CheckCompany, {})).resolves.toEqual(payload);

    fetchMock.mockResolvedValue(new Response(toBase64(payload)));
    await expect(call(CheckCompany, {})).resolves.toEqual(payload);
  });

  it('keeps plain strings that are not base64 JSON', () => {
    expect(parseBody('"success"')).toBe('success');
    expect(parseBody('"Y"')).toBe('Y');
    expect(parseBody('"limit"')).toBe('limit');
    expect(decodeBase64Json('abcd')).toBeUndefined();
  });

  it('turns an answer its contract refuses into the generic error, and the web tests see the drift', async () => {
    fetchMock.mockResolvedValue(new Response('{"result":"maybe"}'));
    await expect(call(CheckCompany, {})).rejects.toMatchObject({ message: '오류가 발생했습니다.' });
    expect(takeContractDrift()).toEqual([expect.objectContaining({ endpoint: 'CheckCompany' })]);
  });

  it('checks a narrower reading against the contract too, so a mock cannot fit the screen and not the server', async () => {
    // Fits the narrower schema the screen asks for, but not the contract (no 'result').
    fetchMock.mockResolvedValue(new Response('{"anything":1}'));
    await expect(call(CheckCompany, {}, { schema: z.object({ anything: z.number() }) })).resolves.toEqual({ anything: 1 });
    expect(takeContractDrift().map((d) => d.endpoint)).toEqual(['CheckCompany']);
    // An answer that fits both leaves nothing behind.
    fetchMock.mockResolvedValue(new Response('{"result":"noMatch"}'));
    await call(CheckCompany, {}, { schema: z.object({ result: z.string() }) });
    expect(takeContractDrift()).toEqual([]);
  });

  it('clears the session and calls the 401 handler on HTTP 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setAccessToken('expired');
    session.setApplicantToken('app');
    window.sessionStorage.setItem('company', '{}');
    fetchMock.mockResolvedValue(new Response('{"message":"로그인이 필요합니다."}', { status: 401 }));
    await expect(call(ListProjects, {})).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer session alone when a 401 answers credentials it has since replaced', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setApplicantToken('stale');
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
    const pending = call(ListProjects, {});
    // A handoff clears the stale token and opens a staff session while the call is under way.
    session.setApplicantToken(null);
    session.setAccessToken('staff');
    answer(new Response('{"message":"로그인이 필요합니다."}', { status: 401 }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(session.accessToken()).toBe('staff');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says that an applicant session ended before moving home', async () => {
    const onUnauthorized = vi.fn();
    const alertMock = vi.fn();
    vi.stubGlobal('alert', alertMock);
    setUnauthorizedHandler(onUnauthorized);
    session.setApplicantToken('app');
    fetchMock.mockResolvedValue(new Response('{"message":"세션이 만료되었습니다. 페이지가 이동됩니다.","code":"session"}', { status: 401 }));
    await expect(call(GetForm, { params: { taskId: 1, pageIndex: 0 } })).rejects.toMatchObject({ status: 401, message: '세션이 만료되었습니다. 페이지가 이동됩니다.' });
    expect(alertMock).toHaveBeenCalledExactlyOnceWith('세션이 만료되었습니다. 페이지가 이동됩니다.');
    expect(session.applicantToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('surfaces the server Korean message, or a generic one on network failure', async () => {
    const boards = () => call(ListBoards, { params: { type: 'notice', companyId: 1 } }).catch((e: unknown) => e);
    fetchMock.mockResolvedValue(new Response('{"message":"게시판 종류가 올바르지 않습니다.","field":"type"}', { status: 400 }));
    const err = await boards();
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('게시판 종류가 올바르지 않습니다.');
    expect((err as ApiError).field).toBe('type');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const net = await boards();
    expect((net as ApiError).status).toBe(0);
    expect((net as ApiError).message).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');

    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const bad = await boards();
    expect((bad as ApiError).message).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');
  });
});
