import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { RedirectPage, redirectTarget } from './redirect-page.tsx';

describe('RedirectPage', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes to the stored redirect company after 10 s', () => {
    session.setRedirectCompany({ id: 9, domain: 'other', homeUrl: 'http://other.localhost:3000/' });
    render(<RedirectPage />);
    expect(screen.getByText(messages.redirect.countdown(10))).toBeTruthy();
    act(() => vi.advanceTimersByTime(9000));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledExactlyOnceWith('http://other.localhost:3000/');
  });

  it("falls back to '/' and refuses script URLs", () => {
    expect(redirectTarget()).toBe('/');
    session.setRedirectCompany({ id: 9, domain: 'x', homeUrl: 'javascript:alert(1)' });
    expect(redirectTarget()).toBe('/');
  });
});
