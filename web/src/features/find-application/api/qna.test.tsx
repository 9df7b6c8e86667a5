import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-utils.tsx';
import { useCreateInquiry } from './qna.ts';

// Retries without their waits (lib/send-with-retries.ts).
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

const fetchMock = vi.fn<typeof fetch>();
const body = { category: '채용 일반 문의', title: '서류 제출 문의', content: '추가 서류는 언제까지 내면 되나요?', file_ids: [] };
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

describe('useCreateInquiry: one inquiry per click, however often it is sent', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends an inquiry that got no answer again with the same key and body, and answers the stored inquiry', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('', { status: 500 })).mockResolvedValue(jsonResponse({ result: 'success', id: 'inq-1' }));
    const { result } = renderHook(() => useCreateInquiry(), { wrapper });
    await act(() => expect(result.current.mutateAsync(body)).resolves.toEqual({ result: 'success', id: 'inq-1' }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(Array.from({ length: 3 }, () => '/api/app/board/qna'));
    expect(new Set(keysSent()).size).toBe(1);
    expect(keysSent()[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const [, init] of fetchMock.mock.calls) expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('gives the next inquiry a key of its own, and does not send a refused one again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ result: 'success', id: 'inq-1' })).mockResolvedValue(jsonResponse({ message: '첨부파일을 찾을 수 없습니다. 다시 올려 주세요.', field: 'file_ids' }, 400));
    const { result } = renderHook(() => useCreateInquiry(), { wrapper });
    await act(() => result.current.mutateAsync(body));
    await act(() => expect(result.current.mutateAsync(body)).rejects.toMatchObject({ status: 400 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keysSent()[0]).not.toBe(keysSent()[1]);
  });
});
