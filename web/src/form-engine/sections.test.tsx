import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantData } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { ToastProvider } from '../components/toast.tsx';
import { jsonResponse, renderRoute, testApplicant } from '../test-utils.tsx';
import { EngineForm } from '../features/application-form/components/engine-form.tsx';

const pm = messages.formPage;
const flags = { required: 'N', hidden: 'N', status: 'Y' } as const;

const applicant = testApplicant();

function renderPage(forms: FormPage['forms'], isAdmin = false) {
  const page = { pageIndex: 0, title: ['지원서'], projectVersion: 0.3, forms, pageCount: 2 };
  return renderRoute(
    <ToastProvider>
      <EngineForm page={page} applicant={applicant} saved={{ pageIndex: 0, version: 0, values: {}, saveType: null, savedAt: null }} isTest={false} isAdmin={isAdmin} />
    </ToastProvider>,
    { path: '/form/:pageIndex', at: '/form/0', extraRoutes: [{ path: '/form/1', element: <p>다음 페이지</p> }] },
  );
}

const notice = '지원자격 요건을 반드시 확인하신 후 지원해 주세요.\n허위 기재 시 합격이 취소됩니다.';
const eligibilityForm: FormPage['forms'][number] = {
  application_form_id: 1,
  code_value: 'pre_question',
  title: '지원자격 확인',
  details: [
    {
      id: 10,
      title: '지원자격',
      code: { value: 'pre_question' },
      ...flags,
      items: [
        { id: 101, title: '자격요건', required: 'Y', input_type: { type: 'radio', model: 'applicant_pre_questions', field: 'prerequisite' }, options: [{ id: 1, title: '신입', value: '1', status: 'Y' }, { id: 2, title: '경력', value: '2', status: 'Y' }] },
        { id: 102, title: '지원자격 확인 완료', label: '위 지원자격을 모두 확인하였습니다', required: 'Y', input_type: { type: 'checkbox', model: 'applicant_pre_questions', field: 'prerequisite_agreement' }, options: [{ id: 3, title: '확인함', value: 'Y', status: 'Y' }] },
        { id: 103, title: '안내문구', value: notice, required: 'N', input_type: { type: 'hidden', model: 'applicant_pre_questions', field: 'notice' } },
      ],
    },
  ],
};

const selfIntroForm: FormPage['forms'][number] = {
  application_form_id: 2,
  code_value: 'self_introduction',
  title: '자기소개서',
  details: [
    { id: 20, title: '공통 문항', code: { value: 'self_introduction' }, ...flags, items: [], questions: [{ id: 201, title: '지원 동기를 적어 주세요.', type: 'multi_text', required: 'Y' }] },
    { id: 21, title: '다른 양식의 문항', code: { value: 'job_plan' }, ...flags, items: [], questions: [{ id: 211, title: '입사 후 계획을 적어 주세요.', type: 'multi_text', required: 'Y' }] },
  ],
};

describe('form sections (spec 2.9)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/getTime/')
        ? jsonResponse({ isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 })
        : jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [0], save_page: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('applicant/update/'));

  it('2.9 pre_question: the eligibility block shows the notice from the item titled 안내문구 and labels the confirmation from the item titled 지원자격 확인 완료', () => {
    const { container } = renderPage([eligibilityForm]);
    const block = container.querySelector('.fe-eligibility') as HTMLElement;
    const note = within(block).getByRole('note');
    expect(note.textContent).toBe(notice);
    // The notice is text to read, not an input of its own.
    expect(container.querySelector('input[name="applicant_pre_questions.notice"]')).toBeNull();
    // The requirement options come first, the confirmation checkbox closes the block under its configured label.
    expect(within(block).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2']);
    const confirm = within(block).getByRole('group', { name: '위 지원자격을 모두 확인하였습니다' });
    expect(within(confirm).getByRole('checkbox', { name: '확인함' })).toBeTruthy();
    expect(block.lastElementChild?.contains(confirm)).toBe(true);
  });

  it("2.9 pre_question: without a label the confirmation reads '지원자격 확인 완료', and without a notice item no notice box shows", () => {
    const d = eligibilityForm.details[0]!;
    const form = { ...eligibilityForm, details: [{ ...d, items: d.items.filter((i) => i.id !== 103).map((i) => (i.id === 102 ? { ...i, label: null } : i)) }] };
    renderPage([form]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('group', { name: '지원자격 확인 완료' })).toBeTruthy();
  });

  it('2.9 pre_question: a save posts the answers without the notice', async () => {
    renderPage([eligibilityForm]);
    fireEvent.click(screen.getByRole('radio', { name: '신입' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '확인함' }));
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = JSON.parse(String(saves()[0]![1]!.body)) as { values: { applicant_pre_questions: Record<string, unknown> } };
    expect(body.values.applicant_pre_questions).not.toHaveProperty('notice');
    expect(body.values.applicant_pre_questions.prerequisite).toBe('1');
  });

  it('2.9 self_introduction: only the questions under the detail whose code equals the form code are shown and required', async () => {
    renderPage([selfIntroForm]);
    expect(screen.getByRole('textbox', { name: '지원 동기를 적어 주세요.' })).toBeTruthy();
    expect(screen.queryByText('다른 양식의 문항')).toBeNull();
    expect(screen.queryByRole('textbox', { name: '입사 후 계획을 적어 주세요.' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: '지원 동기를 적어 주세요.' }), { target: { value: '공공 서비스에 기여하고 싶습니다.' } });
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    // The hidden detail's required question does not hold the save back.
    await waitFor(() => expect(saves()).toHaveLength(1));
  });
});

describe('field types (spec 2.10)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const choices = [
    { id: 1, content: '가' },
    { id: 2, content: '나' },
  ];
  const questionForm: FormPage['forms'][number] = {
    application_form_id: 3,
    code_value: 'additional_item',
    title: '추가 질문',
    details: [
      {
        id: 30,
        title: '추가 질문',
        code: { value: 'additional_item' },
        ...flags,
        items: [],
        questions: [
          { id: 1, title: '하나만 고르세요', type: 'radio', required: 'N', details: choices },
          { id: 2, title: '목록에서 고르세요', type: 'select', required: 'N', details: choices },
          { id: 3, title: '모두 고르세요', type: 'checkbox', required: 'N', details: choices },
          { id: 4, title: '짧게 적어 주세요', type: 'text', required: 'N' },
          { id: 5, title: '길게 적어 주세요', type: 'multi_text', required: 'N', max_length: 1000 },
          { id: 6, title: '날짜를 적어 주세요', type: 'date', required: 'N' },
        ],
      },
    ],
  };

  it('2.10: staff see each question\'s input type by the display name of the spec table', () => {
    const { container } = renderPage([questionForm], true);
    const tags = [...container.querySelectorAll('.fe-type-tag')].map((t) => t.textContent);
    expect(tags).toEqual(['단일 선택', '단일 선택(드롭다운)', '복수 선택', '한 줄 텍스트', '여러 줄 텍스트', '날짜']);
    // The tag is visual: the accessible name stays the question.
    expect(screen.getByRole('group', { name: '모두 고르세요' })).toBeTruthy();
  });

  it('an applicant sees only the type name that says what to do, and a long answer counts its characters', () => {
    const { container } = renderPage([questionForm]);
    expect([...container.querySelectorAll('.fe-type-tag')].map((t) => t.textContent)).toEqual(['복수 선택']);
    const answer = screen.getByRole('textbox', { name: '길게 적어 주세요' });
    expect(answer.parentElement!.querySelector('.fe-counter')!.textContent).toBe(messages.form.multilineCounter(0, 1000));
    fireEvent.input(answer, { target: { value: '안녕하세요' } });
    return waitFor(() => expect(answer.parentElement!.querySelector('.fe-counter')!.textContent).toBe(messages.form.multilineCounter(5, 1000)));
  });

  const longText = [
    '경력은 최근 순으로 입력해 주세요.',
    '재직 기간이 겹치는 경우 주된 경력 하나만 입력해 주세요.',
    '인턴, 아르바이트는 경력으로 인정되지 않습니다.',
    '경력증명서의 기간과 같게 입력하지 않으면 서류 전형에서 불이익을 받을 수 있습니다.',
  ].join('\n');
  const itemForm = (comment: string): FormPage['forms'][number] => ({
    application_form_id: 4,
    code_value: 'career_description',
    title: '경력기술서',
    details: [{ id: 40, title: '경력', code: { value: 'career_description' }, ...flags, items: [{ id: 401, title: '주요 경력', comment, required: 'N', input_type: { type: 'text', field: 'main_career' } }] }],
  });

  it("2.10: long descriptive text opens in a text-content dialog closed with '확인'", async () => {
    renderPage([itemForm(longText)]);
    expect(screen.queryByText(/인턴, 아르바이트는/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '주요 경력 안내 자세히 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '주요 경력' });
    expect(dialog.querySelector('.fe-text-content')?.textContent).toBe(longText);
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('2.10: a short help text stays in place without the dialog', () => {
    renderPage([itemForm('최근 경력 하나를 적어 주세요.')]);
    expect(screen.getByText('최근 경력 하나를 적어 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /자세히 보기/ })).toBeNull();
  });
});

describe('field errors (spec 2.18)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('2.18: a field error shows the red warning icon with the message as its tooltip, and the message as red helper text', async () => {
    renderPage([eligibilityForm]);
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    const errors = await screen.findAllByText('필수 입력항목입니다.', { selector: '.fe-error' });
    for (const e of errors) {
      const icon = e.querySelector('.fe-error__icon');
      expect(icon?.getAttribute('title')).toBe('필수 입력항목입니다.');
      expect(icon?.querySelector('svg.icon--warning')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(errors.length).toBe(2);
  });
});
