import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { renderAt } from '../../features/apply/test-helpers.tsx';
import { ETS_MESSAGE_TYPE } from './ets-message.ts';
import { EtsResultPage } from './ets-result-page.tsx';
import { languageScoreMessages } from '@portal/shared/messages/language-score';

const m = languageScoreMessages;

describe('/etsResult, the language-score popup callback', () => {
  const postMessage = vi.fn();
  const closeMock = vi.fn();
  beforeEach(() => {
    postMessage.mockReset();
    closeMock.mockReset();
    Object.defineProperty(window, 'opener', { value: { postMessage, closed: false }, configurable: true, writable: true });
    vi.spyOn(window, 'close').mockImplementation(closeMock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  const show = (at: string) => renderAt(<EtsResultPage />, { path: '/etsResult', at });

  it('reads uname, name, id, index, score, grade, date, org, registrationNumber and the seal, hands them to the opener (same origin only) and closes', async () => {
    show('/etsResult?uname=%ED%99%8D%EA%B8%B8%EB%8F%99&name=TOEIC&id=1&index=2&score=850&grade=&date=2026-10-20&org=ETS&registrationNumber=001000000042&seal=abc');
    expect((await screen.findByTestId('ets-result-note')).textContent).toBe(m.closing);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      {
        type: ETS_MESSAGE_TYPE,
        result: { uname: '홍길동', name: 'TOEIC', id: '1', index: '2', score: '850', grade: '', date: '2026-10-20', org: 'ETS', registrationNumber: '001000000042', seal: 'abc' },
      },
      window.location.origin,
    );
    await waitFor(() => expect(closeMock).toHaveBeenCalled());
  });

  it('says so and stays open when the application window is gone', async () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    show('/etsResult?uname=x&id=1');
    expect((await screen.findByTestId('ets-result-note')).textContent).toBe(m.noOpener);
    expect(closeMock).not.toHaveBeenCalled();
  });
});
