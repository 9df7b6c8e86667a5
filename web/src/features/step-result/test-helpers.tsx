import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { z } from 'zod';
import { stepResultSchema, type StepResult } from '@portal/shared';
import { ToastProvider } from '../../components/toast.tsx';
import { CompanyContext } from '../../lib/company-context.tsx';
import { testCompany } from '../../test-utils.tsx';

/** What the server may send: the contract's input (defaults filled by the parse). */
type Input = z.input<typeof stepResultSchema>;
type Info = Input['stepInfo'];
type Step = Input['step'];
type Question = Info['questions'][number];

/** A one-line text question (max 50 characters), required. */
export const textQuestion = (id = 11, title = '희망 근무지를 적어 주세요'): Question => ({
  id,
  title,
  input_type: 'text',
  required: 'Y',
  details: [{ id: id * 10, content: '', min_length: 1, max_length: 50 }],
});

/**
 * A document step's published pass result of applicant 7 (step 31), within its request period and without questions;
 * parsed by the contract (stepResultSchema), so a mocked answer built from it passes the drift check.
 */
/** Overrides of testStepResult: stepInfo, step and applicant field by field, the rest whole. */
export type StepResultOverrides = { info?: Partial<Info>; step?: Partial<Step>; applicant?: Partial<Input['applicant']> } & Partial<Omit<Input, 'stepInfo' | 'step' | 'applicant'>>;

export function testStepResult(over: StepResultOverrides = {}): StepResult {
  const { info, step, applicant, ...rest } = over;
  return stepResultSchema.parse({
    projectName: '2026 신입 공채',
    access_test: '',
    idCardStatus: 'N',
    addPageStatus: 'N',
    chartData: null,
    logoUrl: null,
    ...rest,
    applicant: { id: 7, name: '김지원', number: '902-00001', task_name: '경영지원', scores: {}, photo: null, birthdate: null, ...applicant },
    step: { id: 31, project_id: 902, view_title: '서류전형', result_title: null, type: { value: 'document' }, score_view: {}, id_card: null, ...step },
    stepInfo: {
      type: 'document',
      result_message_status: 'Y',
      resultMessage: '합격',
      result_type: 'pass',
      content: '<p>축하합니다.</p>',
      add_page_content: '<p>면접 안내</p>',
      addRequestAt: '2026-12-01 09:00 ~ 2026-12-05 18:00',
      addRequestStatus: 'N',
      addRequestRequiredStatus: 'N',
      add_request_heading: 'additional',
      add_requests: [],
      file_name_formats: [],
      questions: [],
      answers: {},
      disable_form_question_ids: [],
      isActive: true,
      isEnd: false,
      surveySubmitted: false,
      ...info,
    },
  });
}

export const STEP_ID = '31-7';

/** Renders `element` at /result/31-7 (or `at`) with a toast region, the company and a fresh QueryClient; other paths show themselves. */
export function renderResult(element: ReactElement, { at = `/result/${STEP_ID}` }: { at?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/result/:applicantStepId/:adminToken?', element },
      { path: '/admin/result/:applicantStepId/:adminToken?', element },
      { path: '*', element: <p data-testid="destination">elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <CompanyContext.Provider value={{ company: testCompany(), fileDomain: 'http://files.test' }}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
