import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration.tsx';

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: '/a', element: <p>a</p> },
          { path: '/b', element: <p id="part">b</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollRestoration', () => {
  const scrollTo = vi.fn();
  afterEach(() => {
    scrollTo.mockReset();
    window.sessionStorage.clear();
  });

  it('starts new entries at the top, restores an entry on back, and writes the positions on pagehide only', async () => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const router = setup();
    // The position is noted on scroll events (not read when leaving).
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, 'scrollY', { value: 20, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(window.sessionStorage.getItem('react-router-scroll-positions')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(window.sessionStorage.getItem('react-router-scroll-positions')!) as Record<string, number>).sort()).toEqual([20, 640]);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
