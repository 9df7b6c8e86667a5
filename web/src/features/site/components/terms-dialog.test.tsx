import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/shared';
import { loadDialog } from '../../../components/lazy-dialog.tsx';
import { TermsDialogLink } from './terms-dialog.tsx';

describe('the footer terms dialog (issue 15 item 16)', () => {
  // The dialog and its text load as chunks of their own when first opened; here that is a cold transform of several
  // seconds, so they are loaded before the cases, which then see an opening as a browser with a warm cache does.
  beforeAll(async () => {
    await Promise.all([loadDialog(), import('./terms-text.tsx')]);
  }, 30_000);

  it('opens a modal dialog labelled by its title that keeps the focus, closes on Esc and gives the focus back to its link', async () => {
    render(
      <>
        <a href="#top">머리글 링크</a>
        <TermsDialogLink label={messages.footer.privacyPolicy} html="<p>개인정보 처리 항목</p>" strong />
      </>,
    );
    const link = screen.getByRole('button', { name: messages.footer.privacyPolicy });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: messages.footer.privacyPolicy });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.textContent).toContain('개인정보 처리 항목'));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // A focus moved outside (as Tab past the last button would) comes back into the dialog.
    act(() => screen.getByText('머리글 링크').focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('closes with its 닫기 button too', async () => {
    render(<TermsDialogLink label={messages.footer.emailRefusal} html="<p>무단 수집 거부</p>" />);
    fireEvent.click(screen.getByRole('button', { name: messages.footer.emailRefusal }));
    const dialog = await screen.findByRole('dialog', { name: messages.footer.emailRefusal });
    const close = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === messages.common.close)!;
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
