import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type StepAnswerResult, type StepResult } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderResult, STEP_ID, testStepResult, textQuestion, type StepResultOverrides } from '../test-helpers.tsx';
import { StepResultPage } from './step-result-page.tsx';

// Retries without their waits (lib/send-with-retries.ts): the test counts them.
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

const m = messages.steps;
const fetchMock = vi.fn();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The idempotency keys the survey submits carried, one per try. */
const surveyKeys = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/store')).map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);

const survey = (info: StepResultOverrides['info'] = {}, rest: StepResultOverrides = {}) =>
  testStepResult({ ...rest, step: { view_title: '채용 만족도', type: { value: 'survey' } }, info: { type: 'survey', content: '<p>의견을 들려주세요.</p>', questions: [textQuestion(21, '좋았던 점')], ...info } });

function serve(results: StepResult[], answer?: StepAnswerResult) {
  let n = 0;
  fetchMock.mockImplementation((url: string) => {
    if (url.endsWith('/store')) return Promise.resolve(answer ? jsonResponse(answer) : new Response('', { status: 500 }));
    return Promise.resolve(jsonResponse(results[Math.min(n++, results.length - 1)]));
  });
}

describe('survey page (spec part 2, 2.9)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("submits the survey, then shows the answers in view mode under 'submitted', not 'already submitted'", async () => {
    serve([survey(), survey({ surveySubmitted: true, answers: { '21': { text: '친절한 안내' } } })], { result: 'success' });
    renderResult(<StepResultPage />);
    expect(await screen.findByText('의견을 들려주세요.')).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '친절한 안내' } });
    fireEvent.click(screen.getByRole('button', { name: m.submitSurvey }));
    expect((await screen.findAllByText(m.surveySubmitted)).length).toBeGreaterThan(0);
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/store'))!;
    expect(sent[0]).toBe(`/api/app/applicant/survey/${STEP_ID}/store`);
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({ answers: { '21': { text: '친절한 안내' } } });
    // The page says it was just submitted, not that it already had been.
    expect((await screen.findByTestId('survey-done')).textContent).toBe(m.surveySubmitted);
    expect(screen.queryByText(m.surveyAlreadySubmitted)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('친절한 안내')).toBeTruthy();
  });

  it('opens an answered survey in view mode', async () => {
    serve([survey({ surveySubmitted: true, answers: { '21': { text: '빠른 연락' } } })]);
    renderResult(<StepResultPage />);
    expect(await screen.findByText(m.surveyAlreadySubmitted)).toBeTruthy();
    expect(screen.getByText('빠른 연락')).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.submitSurvey })).toBeNull();
  });

  it("says 'An error occurred.' when four tries with one key got a 500, and keeps the answers editable", async () => {
    serve([survey()]);
    renderResult(<StepResultPage />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '없음' } });
    fireEvent.click(screen.getByRole('button', { name: m.submitSurvey }));
    expect(await screen.findByText(m.error)).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
    const keys = surveyKeys();
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the survey again with the same key after no answer, and shows it stored once a try gets through', async () => {
    serve([survey(), survey({ surveySubmitted: true, answers: { '21': { text: '재시도' } } })], { result: 'success' });
    const stored = fetchMock.getMockImplementation()!;
    let store = 0;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => (String(url).endsWith('/store') && store++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : stored(url, init)));
    renderResult(<StepResultPage />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '재시도' } });
    fireEvent.click(screen.getByRole('button', { name: m.submitSurvey }));
    expect(await screen.findByTestId('survey-done')).toBeTruthy();
    const keys = surveyKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says the server's reason for a refused survey", async () => {
    serve([survey()], { result: 'error', errorMessage: m.surveyAlreadySubmitted });
    renderResult(<StepResultPage />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '없음' } });
    fireEvent.click(screen.getByRole('button', { name: m.submitSurvey }));
    expect(await screen.findByText(m.surveyAlreadySubmitted)).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('disables the submit in test mode', async () => {
    serve([survey({}, { access_test: 'test' })]);
    renderResult(<StepResultPage />);
    expect(((await screen.findByRole('button', { name: m.testMode })) as HTMLButtonElement).disabled).toBe(true);
  });
});
