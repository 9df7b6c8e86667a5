import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderAt, testPreview } from '../test-helpers.tsx';
import { CompletePage } from './complete-page.tsx';

const m = messages.submission;
const answer = { result: 'Y', applicant_number: 'D2026-0042', submittedAt: '2026-09-01 10:00:00', snapshotHash: 'cd'.repeat(32), task: { name: '사무직(행정)' }, name: '김지원', email: 'jiwon.kim@example.com', phone: '01012345678' };

describe('R1-7 application complete', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const show = (state?: unknown) => renderAt(<CompletePage />, { path: '/complete', at: '/complete', state });

  it('shows what the submit answered, the note, and goes to [Check application]', async () => {
    const { router } = show({ complete: answer });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(m.completeTitle);
    expect(screen.getByText(m.completeSubtitle)).toBeTruthy();
    for (const text of ['사무직(행정)', '김지원', 'jiwon.kim@example.com', '01012345678', 'D2026-0042', m.completeNote]) expect(screen.getByText(text)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: m.checkApplication }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check'));
  });

  it('without navigation state, reads a submitted preview', async () => {
    session.setApplicantToken('t');
    fetchMock.mockResolvedValue(jsonResponse(testPreview({ status: 'Y', user: { ...testPreview().user, number: 'D2026-0099' } })));
    show();
    await screen.findByText('D2026-0099');
    expect(screen.getByText('사무직(행정)')).toBeTruthy();
  });

  it('without navigation state, sends an unsubmitted applicant home', async () => {
    session.setApplicantToken('t');
    fetchMock.mockResolvedValue(jsonResponse(testPreview({ status: 'N' })));
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.alert).toHaveBeenCalledWith(m.notSubmitted);
  });

  it('without state or applicant token, goes home', async () => {
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
