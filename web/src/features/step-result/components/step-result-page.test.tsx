import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { fetchCall } from '../../apply/test-helpers.tsx';
import { renderResult, STEP_ID, testStepResult } from '../test-helpers.tsx';
import { StepResultPage } from './step-result-page.tsx';

const m = messages.steps;
const fetchMock = vi.fn();

describe('step-result dispatcher R5-0-2 (spec part 2, 2.7)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text, then the result page for a document step, read with the applicant token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testStepResult()));
    renderResult(<StepResultPage />);
    expect(screen.getByText(m.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: m.passTitle })).toBeTruthy();
    const first = fetchCall(fetchMock, 0);
    expect(first.url).toBe(`/api/app/applicant/result/${STEP_ID}`);
    expect(first.body).toEqual({});
  });

  it('chooses the survey page for a survey step', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testStepResult({ step: { view_title: '만족도', type: { value: 'survey' } }, info: { type: 'survey' } })));
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: m.surveyHeader('만족도') })).toBeTruthy();
  });

  it('chooses the score reveal page for a scoreRevealed step', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testStepResult({ step: { view_title: '', type: { value: 'scoreRevealed' } }, info: { type: 'scoreRevealed' } })));
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: m.scoreRevealTitle })).toBeTruthy();
    expect(screen.getByTestId('result-banner').textContent).toBe(m.scoreBanner('김지원'));
  });

  it('reads the staff preview in test mode by the staff session alone: no token rides in the body', async () => {
    sessionStorage.setItem('access_token', 'staff');
    fetchMock.mockResolvedValue(jsonResponse(testStepResult({ access_test: 'test' })));
    renderResult(<StepResultPage />, { at: `/admin/result/${STEP_ID}` });
    await screen.findByRole('heading', { level: 1, name: m.passTitle });
    const first = fetchCall(fetchMock, 0);
    expect(first.url).toBe(`/api/admin/applicant/result/${STEP_ID}/preview`);
    expect(first.body).toEqual({});
  });

  it("shows a 403's Korean message with the way back to the history", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: m.notOpen }, 403));
    const { router } = renderResult(<StepResultPage />);
    expect((await screen.findByTestId('result-refused')).textContent).toBe(m.notOpen);
    fireEvent.click(screen.getByRole('link', { name: messages.steps.backToHistory }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check/history'));
  });

  it('says the step is not found for a 404 without a message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    renderResult(<StepResultPage />);
    expect((await screen.findByTestId('result-refused')).textContent).toBe(m.notFound);
  });

  it('offers a retry for other failures', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: '일시적인 오류' }, 500)).mockResolvedValue(jsonResponse(testStepResult()));
    renderResult(<StepResultPage />);
    fireEvent.click(await screen.findByRole('button', { name: messages.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: m.passTitle })).toBeTruthy();
  });
});
