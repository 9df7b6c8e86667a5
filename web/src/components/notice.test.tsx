import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDialog } from './lazy-dialog.tsx';
import { messages } from '@portal/shared';
import { askConfirm, showNotice } from './notice-events.ts';
import { NoticeProvider, useNotice } from './notice.tsx';

const c = messages.common;

function Opener({ text, after }: { text: string; after?: () => void }) {
  const notice = useNotice();
  return (
    <>
      <button type="button" onClick={() => void notice(text).then(after)}>
        열기
      </button>
      <a href="#outside">바깥 링크</a>
    </>
  );
}

describe('the portal notice dialog (issue 15 item 18)', () => {
  // The dialog loads as a chunk of its own when it first opens; a cold import under load must not be what a find waits for.
  beforeAll(loadDialog, 30_000);
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled alert dialog with the text, focus on its 확인, and focus back on the opener after 확인', async () => {
    const after = vi.fn();
    render(
      <>
        <Opener text="지원서를 찾을 수 없습니다." after={after} />
        <NoticeProvider />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: c.noticeTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('지원서를 찾을 수 없습니다.');
    const ok = screen.getByRole('button', { name: c.confirm });
    await waitFor(() => expect(document.activeElement).toBe(ok));
    expect(after).not.toHaveBeenCalled();
    fireEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(after).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus inside while open (a focus moved outside comes back) and closes on Esc', async () => {
    render(
      <>
        <Opener text="안내" />
        <NoticeProvider />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => screen.getByText('바깥 링크').focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('shows notices one after another and answers each after its own close; showNotice works without React', async () => {
    render(<NoticeProvider />);
    const order: string[] = [];
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = showNotice('첫째').then(() => void order.push('첫째'));
      second = showNotice('둘째').then(() => void order.push('둘째'));
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('첫째');
    fireEvent.click(screen.getByRole('button', { name: c.confirm }));
    await first;
    expect((await screen.findByRole('alertdialog')).textContent).toContain('둘째');
    expect(order).toEqual(['첫째']);
    fireEvent.click(screen.getByRole('button', { name: c.confirm }));
    await second;
    expect(order).toEqual(['첫째', '둘째']);
  });

  it('shows the same text asked twice while waiting once, and answers both callers', async () => {
    render(<NoticeProvider />);
    let both!: Promise<unknown>;
    act(() => {
      both = Promise.all([showNotice('네트워크 연결이 끊겼습니다.'), showNotice('네트워크 연결이 끊겼습니다.')]);
    });
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: c.confirm }));
    await both;
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('confirm answers true for its confirm button and false for cancel or Esc', async () => {
    render(<NoticeProvider />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = askConfirm('이동할까요?', { confirm: '이동', cancel: '계속 작성' });
    });
    const dialog = await screen.findByRole('alertdialog');
    // The safer answer has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '계속 작성' })));
    fireEvent.click(screen.getByRole('button', { name: '이동' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    act(() => {
      answer = askConfirm('이동할까요?');
    });
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it("falls back to the browser's box when no provider is mounted, so a message is never lost", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await showNotice('세션이 만료되었습니다.');
    expect(alert).toHaveBeenCalledWith('세션이 만료되었습니다.');
  });
});
