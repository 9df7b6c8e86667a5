import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderResult, testStepResult } from '../test-helpers.tsx';
import { StepResultPage } from './step-result-page.tsx';

const m = messages.steps;
const fetchMock = vi.fn();

const reveal = (scores: Record<string, string>, rest = {}) =>
  testStepResult({ ...rest, applicant: { scores }, step: { view_title: '필기 점수 공개', type: { value: 'scoreRevealed' } }, info: { type: 'scoreRevealed', content: '<p>점수 안내</p>' } });

describe('score reveal page (spec part 2, 2.10)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each non-empty score entry as an expandable panel, closed at first', async () => {
    fetchMock.mockResolvedValue(jsonResponse(reveal({ 필기: '<p>85점</p>', 인성: '', 면접: '<p>  </p>', 가산점: '보훈 5점' })));
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '필기 점수 공개' })).toBeTruthy();
    expect(screen.getByTestId('result-banner').textContent).toBe(m.scoreBanner('김지원'));
    const panels = within(screen.getByTestId('score-panels'));
    const summaries = panels.getAllByText(/필기|가산점|인성|면접/).filter((e) => e.tagName === 'SUMMARY');
    expect(summaries.map((s) => s.textContent)).toEqual(['필기', '가산점']);
    const details = summaries[0]!.closest('details')!;
    expect(details.open).toBe(false);
    // A summary is a native disclosure: focusable, and Enter or Space toggles it.
    fireEvent.click(summaries[0]!);
    expect(details.open).toBe(true);
    expect(within(details).getByText('85점')).toBeTruthy();
    // Otherwise like the result page: the step's content follows.
    expect(screen.getByText('점수 안내')).toBeTruthy();
  });

  it('shows no panels when every entry is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(reveal({ 필기: ' ' })));
    renderResult(<StepResultPage />);
    await screen.findByText('점수 안내');
    expect(screen.queryByTestId('score-panels')).toBeNull();
  });
});
