import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt } from '../../apply/test-helpers.tsx';
import { QnaPage } from './qna-page.tsx';

describe('R4-2 Q&A before identification (spec part 2, 2.3 and 2.14)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/projectNotices/') ? jsonResponse([{ project_id: 902, title: '청년 인턴', status: 'Y' }]) : jsonResponse([]),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the identification form under 'Q & A', its subtitle, and the button 'Inquire' (issue 41 item 8)", async () => {
    renderAt(<QnaPage />, { path: '/qna', at: '/qna' });
    const button = await screen.findByTestId('identify-submit');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Q & A');
    expect(screen.getByText('문의를 남기시려면 아래 정보를 입력해 주세요')).toBeTruthy();
    expect(button.textContent).toBe('문의하기');
  });
});
