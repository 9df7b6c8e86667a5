import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared/messages';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt } from '../../apply/test-helpers.tsx';
import { CheckPage } from './check-page.tsx';

describe('R5-0 check application (spec part 2, 2.2–2.3)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse([{ project_id: 902, title: '청년 인턴', status: 'Y' }]));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names its button 'Check application' with the one label of the header and R1-7 (issue 41 item 8)", async () => {
    renderAt(<CheckPage />, { path: '/check', at: '/check' });
    const button = await screen.findByTestId('identify-submit');
    expect(button.textContent).toBe('지원서 확인');
    expect(messages.header.checkApplication).toBe('지원서 확인');
    expect(messages.submission.checkApplication).toBe('지원서 확인');
    // The R1-7 note names the same page.
    expect(messages.submission.completeNote).toContain('[지원서 확인]');
  });
});
