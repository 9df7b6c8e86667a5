import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, ApiError, decodeBase64Json, downloadUrl, parseBody, setUnauthorizedHandler } from './api-client.ts';
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
    fetchMock.mockResolvedValue(new Response('{"ok":1}'));
    await apiGet('recruits/7');
    expect(lastCall().url).toBe('/api/app/recruits/7');

    session.setAccessToken('staff-token');
    fetchMock.mockResolvedValue(new Response('{"ok":1}'));
    await apiGet('recruits/7', { query: { page: 2, size: undefined } });
    expect(lastCall().url).toBe('/api/admin/recruits/7?page=2');
    expect(downloadUrl({ filepath: 'a/b.pdf', filename: '공고.pdf' })).toBe(
      `/api/admin/download?filepath=a%2Fb.pdf&filename=${encodeURIComponent('공고.pdf')}`,
    );
  });

  it('sends Authorization, workspace, applicantToken and X-Timezone', async () => {
    session.setAccessToken('tok');
    session.setWorkspace('demo');
    session.setApplicantToken('app-tok');
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiGet('checkCompany');
    const { headers } = lastCall();
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('workspace')).toBe('demo');
    expect(headers.get('applicantToken')).toBe('app-tok');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('omits Authorization without an access token', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiGet('checkHostname');
    expect(lastCall().headers.has('Authorization')).toBe(false);
    expect(lastCall().headers.get('X-Timezone')).toBeTruthy();
  });

  it('decodes a JSON string holding base64 JSON, and plain JSON alike', async () => {
    const payload = { title: '채용공고', n: 3 };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(toBase64(payload))));
    await expect(apiGet('recruit/1')).resolves.toEqual(payload);

    fetchMock.mockResolvedValue(new Response(JSON.stringify(payload)));
    await expect(apiGet('recruit/1')).resolves.toEqual(payload);

    fetchMock.mockResolvedValue(new Response(toBase64([1, 2])));
    await expect(apiGet('x')).resolves.toEqual([1, 2]);
  });

  it('keeps plain strings that are not base64 JSON', () => {
    expect(parseBody('"success"')).toBe('success');
    expect(parseBody('"Y"')).toBe('Y');
    expect(parseBody('"limit"')).toBe('limit');
    expect(decodeBase64Json('abcd')).toBeUndefined();
  });

  it('clears the session and calls the 401 handler on HTTP 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    session.setAccessToken('expired');
    session.setApplicantToken('app');
    window.sessionStorage.setItem('company', '{}');
    fetchMock.mockResolvedValue(new Response('{"message":"로그인이 필요합니다."}', { status: 401 }));
    await expect(apiGet('projects')).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.length).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says that an applicant session ended before moving home', async () => {
    const onUnauthorized = vi.fn();
    const alertMock = vi.fn();
    vi.stubGlobal('alert', alertMock);
    setUnauthorizedHandler(onUnauthorized);
    session.setApplicantToken('app');
    fetchMock.mockResolvedValue(new Response('{"message":"세션이 만료되었습니다. 페이지가 이동됩니다.","code":"session"}', { status: 401 }));
    await expect(apiGet('forms/1/0')).rejects.toMatchObject({ status: 401, message: '세션이 만료되었습니다. 페이지가 이동됩니다.' });
    expect(alertMock).toHaveBeenCalledExactlyOnceWith('세션이 만료되었습니다. 페이지가 이동됩니다.');
    expect(session.applicantToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('surfaces the server Korean message, or a generic one on network failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"게시판 종류가 올바르지 않습니다.","field":"type"}', { status: 400 }));
    const err = await apiGet('boards/x/1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('게시판 종류가 올바르지 않습니다.');
    expect((err as ApiError).field).toBe('type');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const net = await apiGet('boards/notice/1').catch((e: unknown) => e);
    expect((net as ApiError).status).toBe(0);
    expect((net as ApiError).message).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');

    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const bad = await apiGet('boards/notice/1').catch((e: unknown) => e);
    expect((bad as ApiError).message).toBe('에러가 발생하였습니다. 다시 시도하여 주세요.');
  });
});
