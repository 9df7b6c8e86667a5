import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall, renderAt, testPreview } from '../test-helpers.tsx';
import { TestPreviewPage } from './test-preview-page.tsx';

const m = messages.submission;

describe('test preview /test/preview/:key/:id', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (at: string) => renderAt(<TestPreviewPage />, { path: '/test/preview/:key/:id', at });

  it("id 'file' shows the bundled sample without asking the server: title, subtitle, sections, marks, no submit", async () => {
    show('/test/preview/anything/file');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(m.testTitle);
    expect(screen.getByText(m.testSubtitle)).toBeTruthy();
    expect(screen.getByText('2026년 하반기 신입사원 공개채용')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '자기소개서' })).toBeTruthy();
    expect(screen.getByRole('group', { name: `대학교 ${messages.formPage.row(2)}` })).toBeTruthy();
    expect(screen.getByText('한국대학교', { selector: 'mark' }).className).toContain('pv-mark--detection');
    expect(screen.getByText('아버지', { selector: 'mark' }).className).toContain('pv-mark--search');
    expect(screen.getByRole('link', { name: /경력증명서\.pdf/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.submit })).toBeNull();
    expect(screen.queryByLabelText(m.pledgeAgree)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another id loads the preview by id and key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testPreview({ header: { project: { id: 1, value: '검토용 공고' }, task: { id: 2, label: '지원분야', value: '연구직' } } })));
    show('/test/preview/k3y-abc/123');
    await screen.findByText('검토용 공고');
    expect(fetchCall(fetchMock, 0)).toMatchObject({ url: '/api/app/applicant/view', method: 'POST', body: { type: 'preview', _applicantId: '123', key: 'k3y-abc' } });
  });

  it('takes the key out of the address bar at once and keeps it for a reload of this tab (audit F14)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(testPreview({ header: { project: { id: 1, value: '검토용 공고' }, task: { id: 2, label: '지원분야', value: '연구직' } } })));
    const { router, unmount } = show('/test/preview/k3y-secret/124');
    await screen.findByText('검토용 공고');
    expect(router.state.location.pathname).toBe('/test/preview/-/124');
    expect(router.state.location.pathname).not.toContain('k3y-secret');
    unmount();
    // Reloaded at the address the bar now shows: the key comes from the tab, and goes in the request's body.
    show('/test/preview/-/124');
    await screen.findByText('검토용 공고');
    expect(fetchCall(fetchMock, fetchMock.mock.calls.length - 1)).toMatchObject({ body: { type: 'preview', _applicantId: '124', key: 'k3y-secret' } });
    sessionStorage.clear();
  });

  it("shows the server's refusal of a wrong key", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: m.invalidPreviewKey }, 403));
    show('/test/preview/wrong/123');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(m.invalidPreviewKey));
  });

  it('tells the reviewer when the key has expired and a new address is needed', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: m.expiredPreviewKey }, 403));
    show('/test/preview/mb3x9k-0123456789abcdef0123456789abcdef/123');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(m.expiredPreviewKey));
  });

  it('refuses a non-numeric id without asking', () => {
    show('/test/preview/key/abc');
    expect(screen.getByRole('alert').textContent).toContain(m.invalidPreviewKey);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
