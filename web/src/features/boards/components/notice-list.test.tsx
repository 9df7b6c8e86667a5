import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { NoticeList } from './notice-list.tsx';
import { noticeNumber } from './notice-number.ts';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, title: `공지 ${from + i}`, date: '2025-03-02 10:00:00' }));

describe('notice numbering', () => {
  it('is total − ((page − 1) × size + index)', () => {
    expect(noticeNumber(23, 1, 10, 0)).toBe(23);
    expect(noticeNumber(23, 1, 10, 9)).toBe(14);
    expect(noticeNumber(23, 3, 10, 2)).toBe(1);
  });
});

describe('NoticeList', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('numbers rows from the total and pages through the list', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({ data: page === 1 ? rows(100, 10) : page === 2 ? rows(200, 10) : rows(300, 3), total: 23 });
    });
    const { router } = renderRoute(<NoticeList />, { path: '/notices', at: '/notices' });
    await screen.findByText('공지 100');
    const numbers = () => screen.getAllByTestId('notice-number').map((c) => Number(c.textContent));
    expect(numbers()).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/boards/notice/7?page=1&size=10');
    expect(screen.getByRole('link', { name: '공지 100' }).getAttribute('href')).toBe('/notices/100');

    const nav = screen.getByRole('navigation', { name: messages.boards.pagination });
    const page3 = within(nav)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '?page=3');
    fireEvent.click(page3!);
    await screen.findByText('공지 300');
    expect(router.state.location.search).toBe('?page=3');
    expect(numbers()).toEqual([3, 2, 1]);
  });

  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [], total: 0 }));
    renderRoute(<NoticeList />, { path: '/notices', at: '/notices' });
    expect(await screen.findByText(messages.boards.emptyNotices)).toBeTruthy();
  });

  it('starts from ?page=2', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: rows(200, 10), total: 23 }));
    renderRoute(<NoticeList />, { path: '/notices', at: '/notices?page=2' });
    await waitFor(() => expect(screen.getAllByTestId('notice-number')[0]!.textContent).toBe('13'));
  });
});
