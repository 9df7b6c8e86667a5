import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { renderRoute } from '../test-utils.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderAt = () =>
    renderRoute(<NotFoundPage />, { path: '*', at: '/nowhere', extraRoutes: [{ path: '/', element: <p>메인</p> }] });

  it('counts down 10 seconds, then goes to /', () => {
    const { router } = renderAt();
    expect(screen.getByRole('heading', { name: messages.notFound.title })).toBeTruthy();
    expect(screen.getByTestId('not-found-countdown').textContent).toBe(messages.notFound.countdown(10));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('not-found-countdown').textContent).toBe(messages.notFound.countdown(7));
    act(() => vi.advanceTimersByTime(6000));
    expect(router.state.location.pathname).toBe('/nowhere');
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('메인')).toBeTruthy();
  });

  it('has a main-screen button', () => {
    const { router } = renderAt();
    fireEvent.click(screen.getByRole('button', { name: messages.notFound.main }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('has a previous-page button that goes back', () => {
    const { router } = renderRoute(<NotFoundPage />, {
      path: '*',
      at: '/nowhere',
      extraRoutes: [{ path: '/notices', element: <p>공지</p> }],
    });
    act(() => void router.navigate('/nowhere-else'));
    fireEvent.click(screen.getByRole('button', { name: messages.notFound.previous }));
    return vi.waitFor(() => expect(router.state.location.pathname).toBe('/nowhere'));
  });
});
