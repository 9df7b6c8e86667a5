import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useBackGuard } from './use-back-guard.ts';

function setup(unsaved: boolean, answer: boolean) {
  const ask = vi.fn(() => Promise.resolve(answer));
  let go: ReturnType<typeof useNavigate> | undefined;
  function Page() {
    useBackGuard(() => unsaved, ask);
    go = useNavigate();
    return <p>page</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/form/:pageIndex', element: <Page /> },
      { path: '/form/auth', element: <p>auth</p> },
    ],
    { initialEntries: ['/form/0', '/form/1'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, ask, navigate: () => go! };
}

describe('useBackGuard (ux.md p11)', () => {
  it("asks before the browser's Back leaves unsaved input, and stays when the applicant stays", async () => {
    const { router, ask } = setup(true, false);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.blockers.size === 0 || [...router.state.blockers.values()].every((b) => b.state === 'unblocked')).toBe(true));
    expect(router.state.location.pathname).toBe('/form/1');
  });

  it('goes back when the applicant agrees', async () => {
    const { router, ask } = setup(true, true);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('lets Back through without asking when nothing is unsaved', async () => {
    const { router, ask } = setup(false, false);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(ask).not.toHaveBeenCalled();
  });

  it("never holds the app's own moves", async () => {
    const { router, ask, navigate } = setup(true, false);
    await act(async () => navigate()('/form/auth'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/auth'));
    expect(ask).not.toHaveBeenCalled();
  });
});
