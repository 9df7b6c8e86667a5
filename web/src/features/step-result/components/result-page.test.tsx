import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type StepAnswerResult, type StepResult } from '@portal/shared';
import { jsonResponse } from '../../../test-utils.tsx';
import { renderResult, STEP_ID, testStepResult, textQuestion, type StepResultOverrides } from '../test-helpers.tsx';
import { StepResultPage } from './step-result-page.tsx';

// The dialog's own tests cover its charts; here only that it opens, lazily, with the result's data.
vi.mock('../score/score-dialog.tsx', () => ({
  default: ({ chartData, onClose }: { chartData: { comment: string }; onClose(): void }) => (
    <div role="dialog">
      {chartData.comment}
      <button onClick={onClose}>{messages.steps.close}</button>
    </div>
  ),
}));

// Retries without their waits (lib/send-with-retries.ts).
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

const m = messages.steps;
const fetchMock = vi.fn();

/** Answers GetStepResult with `results` in turn (the last one repeats) and SubmitStepAnswers with `answer`. */
function serve(results: StepResult[], answer?: StepAnswerResult) {
  let n = 0;
  fetchMock.mockImplementation((url: string) => {
    if (url.endsWith('/update')) return Promise.resolve(jsonResponse(answer));
    const r = results[Math.min(n++, results.length - 1)];
    return Promise.resolve(jsonResponse(r));
  });
}
const answerCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/update'));
const typeAnswer = (text: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
const submitButton = () => screen.getByRole('button', { name: m.submitAnswer });

const withQuestion = (info: StepResultOverrides['info'] = {}, rest: StepResultOverrides = {}) =>
  testStepResult({ ...rest, info: { questions: [textQuestion()], ...info } });
const answered = { '11': { text: '서울' } };

describe('result page (spec part 2, 2.8, 4.4–4.6)', () => {
  // The score dialog and its charts load as chunks of their own when first opened; a cold import under load must not be what a find waits for.
  beforeAll(() => Promise.all([import('../score/score-dialog.tsx'), import('../score/score-charts.tsx')]), 30_000);
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('applicant_token', 'mine');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the answers again with the same idempotency key after a 503, and shows them stored once a try gets through', async () => {
    const after = withQuestion({ addRequestStatus: 'Y', answers: answered });
    serve([withQuestion(), after], { result: 'success' });
    const answer = fetchMock.getMockImplementation()!;
    let tries = 0;
    fetchMock.mockImplementation((url: string) => (String(url).endsWith('/update') && tries++ === 0 ? Promise.resolve(new Response('', { status: 503 })) : answer(url)));
    renderResult(<StepResultPage />);
    await screen.findByRole('textbox');
    typeAnswer('서울');
    fireEvent.click(submitButton());
    expect(await screen.findByText(m.answerSubmitted)).toBeTruthy();
    const keys = answerCalls().map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(answerCalls().map(([, init]) => (init as RequestInit).body)).toEqual([JSON.stringify({ answers: answered }), JSON.stringify({ answers: answered })]);
  });

  it('shows the pass banner and the next page only after the answers when they are required', async () => {
    const before = withQuestion({ addRequestRequiredStatus: 'Y' }, { addPageStatus: 'Y' });
    const after = withQuestion({ addRequestRequiredStatus: 'Y', addRequestStatus: 'Y', answers: answered }, { addPageStatus: 'Y' });
    serve([before, after], { result: 'success' });
    renderResult(<StepResultPage />);

    expect(await screen.findByRole('heading', { level: 1, name: m.passTitle })).toBeTruthy();
    expect(screen.getByText(m.passSubtitle('2026 신입 공채'))).toBeTruthy();
    const banner = screen.getByTestId('result-banner');
    // Spec part 2, 2.13: '{name}'s {viewTitle} result is {resultMessage}'.
    expect(banner.textContent).toBe('김지원님의 서류전형 결과는 합격입니다.');
    expect(banner.className).toContain('sr-banner--success');
    expect(screen.getByText('축하합니다.')).toBeTruthy();

    const next = screen.getByRole('button', { name: m.nextPage }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(m.availableAfterAnswers)).toBeTruthy();

    // Nothing answered and the period open: the page starts in edit mode.
    typeAnswer('서울');
    fireEvent.click(submitButton());
    expect(await screen.findByText(m.answerSubmitted)).toBeTruthy();
    expect(answerCalls()[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ answers: answered }) });

    // The result is read again: the answers show in view mode and the next page opens.
    await waitFor(() => expect((screen.getByRole('button', { name: m.nextPage }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: m.editAnswer })).toBeTruthy();
    expect(screen.getByText('서울')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.nextPage }));
    expect(screen.getByText('면접 안내')).toBeTruthy();
    expect(screen.queryByText('축하합니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.previousPage }));
    expect(screen.getByText('축하합니다.')).toBeTruthy();
  });

  it("'end' returns to view mode with the deadline message", async () => {
    serve([withQuestion()], { result: 'end' });
    renderResult(<StepResultPage />);
    await screen.findByRole('textbox');
    typeAnswer('부산');
    fireEvent.click(submitButton());
    expect(await screen.findByText(m.answerEnd)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: m.editAnswer })).toBeTruthy();
  });

  it.each([
    ['choice', m.duplicate],
    ['department', m.duplicateDepartment],
  ] as const)("words a 'duplicate' answer by its kind (%s) and stays in edit mode", async (duplicateKind, text) => {
    serve([withQuestion()], { result: 'duplicate', duplicateKind });
    renderResult(<StepResultPage />);
    await screen.findByRole('textbox');
    typeAnswer('대전');
    fireEvent.click(submitButton());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it("shows an 'error' answer's message and its issue beside the question", async () => {
    serve([withQuestion()], { result: 'error', errorMessage: '제출할 수 없는 답변입니다.', issues: [{ questionId: 11, message: '근무지를 다시 적어 주세요' }] });
    renderResult(<StepResultPage />);
    await screen.findByRole('textbox');
    typeAnswer('광주');
    fireEvent.click(submitButton());
    expect(await screen.findByText('제출할 수 없는 답변입니다.')).toBeTruthy();
    expect(await screen.findByText('근무지를 다시 적어 주세요')).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('starts in view mode once answered, and refuses editing after the period with the closed label', async () => {
    serve([withQuestion({ answers: answered, addRequestStatus: 'Y', isEnd: true, isActive: false, add_request_heading: 'self_introduction' })]);
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 2, name: m.selfIntroductionTitle })).toBeTruthy();
    expect(screen.getByTestId('request-period').textContent).toBe(m.registrationClosed('2026-12-01 09:00 ~ 2026-12-05 18:00'));
    expect(screen.getByText('서울')).toBeTruthy();
    expect((screen.getByRole('button', { name: m.editAnswer }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens edit mode with the stored answers on Edit answer while the period is open', async () => {
    serve([withQuestion({ answers: answered, addRequestStatus: 'Y' })]);
    renderResult(<StepResultPage />);
    expect((await screen.findByTestId('request-period')).textContent).toBe(m.registrationPeriod('2026-12-01 09:00 ~ 2026-12-05 18:00'));
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.editAnswer }));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('서울');
    expect(screen.queryByRole('button', { name: m.editAnswer })).toBeNull();
  });

  it("reads 'Not a registration period' without a period, and refuses editing and submitting while inactive", async () => {
    serve([withQuestion({ addRequestAt: null, isActive: false })]);
    renderResult(<StepResultPage />);
    expect((await screen.findByTestId('request-period')).textContent).toBe(m.notRegistrationPeriod);
    // Nothing answered and not ended: edit mode, but the submit says why it cannot be used.
    expect((screen.getByRole('button', { name: m.notRegistrationPeriod }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('in test mode disables every submit with the reason but leaves the next page open', async () => {
    serve([withQuestion({ addRequestRequiredStatus: 'Y' }, { access_test: 'test', addPageStatus: 'Y' })]);
    renderResult(<StepResultPage />);
    const submit = (await screen.findByRole('button', { name: m.testMode })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((screen.getByRole('button', { name: m.nextPage }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(m.availableAfterAnswers)).toBeNull();
  });

  it('titles an attach step with the submission suffix, without a banner, and lists the file-name formats', async () => {
    serve([
      testStepResult({
        step: { view_title: '서류 제출', type: { value: 'attach' } },
        info: { type: 'attach', questions: [textQuestion()], file_name_formats: [{ document: '졸업증명서', format: '{수험번호}_졸업증명서.pdf' }] },
      }),
    ]);
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '2026 신입 공채 서류 제출' })).toBeTruthy();
    expect(screen.queryByTestId('result-banner')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: m.addRequestTitle })).toBeTruthy();
    expect(screen.getByText(m.fileNameFormat('졸업증명서', '{수험번호}_졸업증명서.pdf'))).toBeTruthy();
  });

  it("titles a step with its organisation's fixed result title where the step sets one (spec part 2, 2.8), without the pass subtitle", async () => {
    serve([testStepResult({ step: { result_title: '2026년 하반기 최종 합격자 발표' } })]);
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '2026년 하반기 최종 합격자 발표' })).toBeTruthy();
    expect(screen.queryByText(m.passSubtitle('2026 신입 공채'))).toBeNull();
  });

  it("keeps '{projectName} {view_title}' while the result message is off, and a fail banner is not highlighted", async () => {
    serve([testStepResult({ info: { result_message_status: 'N', result_type: 'fail', resultMessage: '불합격' } })]);
    renderResult(<StepResultPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '2026 신입 공채 서류전형' })).toBeTruthy();
    expect(screen.getByTestId('result-banner').className).not.toContain('sr-banner--success');
    expect(screen.queryByTestId('add-request')).toBeNull();
  });

  it("shows 'Check score' on the pages score_view names and opens the score dialog", async () => {
    const chartData = { comment: '종합 의견', dataTableData: [{ label: '직무', score: 80 }] };
    serve([testStepResult({ addPageStatus: 'Y', chartData, step: { score_view: { status: 'Y', page: 'next' } } })]);
    renderResult(<StepResultPage />);
    await screen.findByTestId('result-first-page');
    expect(screen.queryByRole('button', { name: m.checkScore })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: m.nextPage }));
    fireEvent.click(screen.getByRole('button', { name: m.checkScore }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('종합 의견')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("hides 'Check score' when score_view is off or there is no chart data", async () => {
    serve([testStepResult({ chartData: null, step: { score_view: { status: 'Y' } } })]);
    renderResult(<StepResultPage />);
    await screen.findByTestId('result-first-page');
    expect(screen.queryByRole('button', { name: m.checkScore })).toBeNull();
  });

  it('shows the admission ticket on the second page when idCardStatus is Y', async () => {
    serve([testStepResult({ addPageStatus: 'Y', idCardStatus: 'Y', step: { id_card: { title: '면접 수험표' } } })]);
    renderResult(<StepResultPage />, { at: `/result/${STEP_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: m.nextPage }));
    expect(await screen.findByRole('button', { name: m.print('면접 수험표') })).toBeTruthy();
  });
});
