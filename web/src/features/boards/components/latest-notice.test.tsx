import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test-utils.tsx';
import { LatestNotice } from './latest-notice.tsx';

describe('LatestNotice', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the latest notice only once the page is idle, then links to it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: [{ id: 41, title: '서류전형 결과 안내', date: '2026-11-20 10:00:00' }], total: 1 }));
    renderRoute(<LatestNotice />, { path: '/', at: '/' });
    // Rendered, but the footer's call waits for the browser to be idle.
    expect(fetchMock).not.toHaveBeenCalled();
    const link = await screen.findByRole('link', { name: '서류전형 결과 안내' });
    expect(link.getAttribute('href')).toBe('/notices/41');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/app/boards/notice/7?page=1&size=1');
  });
});
