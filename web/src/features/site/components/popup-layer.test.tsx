import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, popupSchema, type Popup } from '@portal/shared';
import { endOfToday, isPopupHidden, popupHideKey } from '../hooks/popup-dismissal.ts';
import { PopupLayer } from './popup-layer.tsx';

const popup = (over: Partial<Popup> & { id: number }): Popup =>
  popupSchema.parse({ isActive: true, title: `팝업 ${over.id}`, content: '<p>안내</p>', position: 'center', ...over });

describe('PopupLayer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows active popups only, with sanitised content and positions', () => {
    render(
      <PopupLayer
        popups={[
          popup({ id: 1, position: 'manual', top_margin: 120, left_margin: 40, padding_x: 20, padding_y: 10, content: '<p>공지<script>alert(1)</script><img src=x onerror="alert(2)"></p>' }),
          popup({ id: 2, isActive: false }),
          popup({ id: 3 }),
        ]}
      />,
    );
    const dialogs = screen.getAllByTestId('site-popup');
    expect(dialogs).toHaveLength(2);
    expect(dialogs[0]!.style.top).toBe('120px');
    expect(dialogs[0]!.style.left).toBe('40px');
    expect(dialogs[0]!.style.padding).toBe('10px 20px');
    expect(dialogs[0]!.innerHTML).not.toContain('<script');
    expect(dialogs[0]!.innerHTML).not.toContain('onerror');
    expect(dialogs[1]!.style.transform).toBe('translate(-50%, -50%)');
  });

  it("remembers 'don't open for today' per popup id until the end of the day", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 10, 14, 0, 0));
    const { unmount } = render(<PopupLayer popups={[popup({ id: 5 }), popup({ id: 6 })]} />);
    const first = screen.getAllByTestId('site-popup')[0]!;
    fireEvent.click(first.querySelector('.site-popup__today')!);
    expect(screen.getAllByTestId('site-popup')).toHaveLength(1);
    expect(window.localStorage.getItem(popupHideKey(5))).toBe(String(endOfToday(new Date(2025, 4, 10, 14)))); 
    expect(window.localStorage.getItem(popupHideKey(6))).toBeNull();
    unmount();

    // Same day: popup 5 stays hidden, popup 6 shows again.
    render(<PopupLayer popups={[popup({ id: 5 }), popup({ id: 6 })]} />);
    expect(screen.getAllByTestId('site-popup').map((d) => d.getAttribute('aria-labelledby'))).toEqual(['site-popup-title-6']);
    expect(screen.getByText(messages.popup.dontShowToday)).toBeTruthy();

    // Next day: it shows again.
    vi.setSystemTime(new Date(2025, 4, 11, 0, 0, 1));
    expect(isPopupHidden(5)).toBe(false);
  });

  it('close hides it for now only', () => {
    const { unmount } = render(<PopupLayer popups={[popup({ id: 8 })]} />);
    fireEvent.click(screen.getByRole('button', { name: messages.popup.close }));
    expect(screen.queryByTestId('site-popup')).toBeNull();
    unmount();
    render(<PopupLayer popups={[popup({ id: 8 })]} />);
    expect(screen.getAllByTestId('site-popup')).toHaveLength(1);
  });

  it('is modal to the page (issue 15 item 25): the page behind is inert, focus starts in the first popup, Esc closes the focused one and the focus moves on', async () => {
    render(
      <>
        <main id="main-content" tabIndex={-1}>
          <a href="#x">본문 링크</a>
        </main>
        <PopupLayer popups={[popup({ id: 1 }), popup({ id: 2 })]} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('site-popup');
    expect(first!.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('main-content')!.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(screen.getAllByTestId('site-popup')).toEqual([second]);
    expect(document.activeElement).toBe(second);
    fireEvent.click(screen.getByRole('button', { name: messages.popup.close }));
    expect(screen.queryByTestId('site-popup')).toBeNull();
    expect(document.getElementById('main-content')!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('moves a popup that would cover an earlier one beside it, so the first one\'s close stays visible (issue 15 item 25)', () => {
    // jsdom has no layout: each popup reports the box its style asks for (420 x 300).
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const centre = this.style.left === '50%';
      const left = centre ? window.innerWidth / 2 - 210 : parseFloat(this.style.left);
      const top = centre ? 200 : parseFloat(this.style.top);
      return { left, top, width: 420, height: 300, right: left + 420, bottom: top + 300, x: left, y: top, toJSON: () => ({}) } as DOMRect;
    });
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    render(<PopupLayer popups={[popup({ id: 1, position: 'manual', top_margin: 120, left_margin: 80 }), popup({ id: 2, position: 'center' })]} />);
    const [first, second] = screen.getAllByTestId('site-popup');
    expect(first!.style.left).toBe('80px');
    // Beside the first (80 + 420 + 16), not over its footer.
    expect(second!.style.left).toBe('516px');
    expect(second!.style.transform).toBe('');
    rect.mockRestore();
  });
});
