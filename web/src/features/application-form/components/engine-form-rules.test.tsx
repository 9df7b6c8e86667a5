import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type ApplicantData, type SavedPage } from '@portal/shared';
import type { FormPage } from '@portal/shared/form-model/definition';
import { ruleCases, rulePage, tenantConfig } from '../../../../../test/fixtures/rule-cases.ts';
import { ToastProvider } from '../../../components/toast.tsx';
import { jsonResponse, renderRoute, testApplicant } from '../../../test-utils.tsx';
import { EngineForm } from './engine-form.tsx';

/**
 * The tenant-rules table (test/fixtures/rule-cases.ts) in the React form: each case's fixture page with its task's
 * rules, the case's values as the saved page; Next shows the same first Korean error as the save endpoint and sends
 * nothing, or saves. Then what an applicant sees: hidden questions and sections, read-only fields, filtered options
 * and the picker prerequisite.
 */
const pm = messages.formPage;

const applicantOf = (project: number, task: number, auth = false): ApplicantData => testApplicant({ project_id: project, task_id: task, auth });
const savedOf = (values: Record<string, unknown>): SavedPage => ({ pageIndex: 0, version: 0, values, saveType: null, savedAt: null });

function renderForm(page: FormPage, applicant: ApplicantData, values: Record<string, unknown>) {
  return renderRoute(
    <ToastProvider>
      <EngineForm page={{ ...page, pageIndex: 0, pageCount: 2 }} applicant={applicant} saved={savedOf(values)} isTest={false} isAdmin={false} />
    </ToastProvider>,
    { path: '/form/:pageIndex', at: '/form/0', extraRoutes: [{ path: '/form/1', element: <p>다음 페이지</p> }, { path: '/', element: <p>메인</p> }] },
  );
}

const timeCheck = { isEnd: false, isDeadline: false, startTime: '2026-11-01 09:00:00', endTime: '2026-12-31 18:00:00', status: 'session', diff: 1800 };
const emptyList = { requirement: [], preference: [], all: [], etc: 'N', searchable: '', ets: [], usage_pre_registration: 'N', pre_registration_options: [] };
const fetchMock = vi.fn<typeof fetch>();
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('applicant/update/'));
const optionCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/options/'));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/getTime/')) return jsonResponse(timeCheck);
    if (url.includes('/options/')) return jsonResponse(emptyList);
    return jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [0], save_page: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('EngineForm: the tenant-rules table in the React form', () => {
  it.each(ruleCases.map((c) => [`${c.kind} · ${c.name}`, c] as const))('%s', async (_name, c) => {
    // The task's language list is the tenant's catalogue (scores, grades and test types are checked against it).
    const languages = { ...emptyList, requirement: tenantConfig(c.tenant).catalog.languages };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/getTime/')) return jsonResponse(timeCheck);
      if (url.includes('/options/languages/')) return jsonResponse(languages);
      if (url.includes('/options/')) return jsonResponse(emptyList);
      return jsonResponse({ id: 77, pageIndex: 0, version: 1, savedAt: '2026-11-22 10:00:00', confirm_page: [0], save_page: 0 });
    });
    renderForm(rulePage(c.tenant, c.project, c.task), applicantOf(c.project, c.task), c.values);
    fireEvent.click(screen.getByRole('button', { name: pm.next }));
    if (c.expected === 'valid') await waitFor(() => expect(saves()).toHaveLength(1));
    else {
      const message = c.expected.message;
      await waitFor(() => expect(screen.getAllByText(message, { selector: '.fe-error' }).length).toBeGreaterThan(0));
      expect(saves()).toHaveLength(0);
    }
  });
});

describe('EngineForm: what the tenant rules change on screen', () => {
  const I = { tenant: 'tenant-i', project: 1191, task: 11911 };
  const answers = (list: string[]) => ({ applicant_add_questions_edit: { detail_20091: { answers: list.map((answer, i) => ({ form_question_id: 200911 + i, answer })) } } });

  it('keeps at least one row of detail 24685: it starts with one and its last row cannot be removed (9)', async () => {
    renderForm(rulePage('tenant-g', 1171, 11712), applicantOf(1171, 11712), {});
    const group = await waitFor(() => document.querySelector('[data-group="applicant_experiences"]') as HTMLElement);
    const rows = () => [...group.querySelectorAll<HTMLElement>('fieldset.fe-row')];
    expect(rows()).toHaveLength(1);
    expect((within(rows()[0]!).getByRole('button', { name: pm.removeRow }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: pm.addRow }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((within(group).getAllByRole('button', { name: pm.removeRow })[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders a conditional question only while its controlling answer is chosen', async () => {
    renderForm(rulePage(I.tenant, I.project, I.task), applicantOf(I.project, I.task), answers(['2009112']));
    const follow = '근무한 기관과 기간을 적어 주세요.';
    expect(screen.queryByLabelText(follow, { exact: false })).toBeNull();
    fireEvent.click(screen.getByLabelText('예'));
    await waitFor(() => expect(screen.getByLabelText(follow, { exact: false })).toBeTruthy());
    fireEvent.click(screen.getByLabelText('아니오'));
    await waitFor(() => expect(screen.queryByLabelText(follow, { exact: false })).toBeNull());
  });

  it('shows Tenant E’s athlete section for disabled_status 504016 only', async () => {
    renderForm(rulePage('tenant-e', 1151, 11511), applicantOf(1151, 11511), {});
    expect(document.querySelector('[data-detail="20054"]')).toBeNull();
    fireEvent.change(screen.getByLabelText('장애 여부', { exact: false }), { target: { value: 'Y' } });
    await waitFor(() => expect(document.querySelector('[data-detail="20054"]')).not.toBeNull());
  });

  it('offers the third career option 예 only in a 정규직 row, and limits disabled_level for the veteran grade (B)', async () => {
    renderForm(rulePage('tenant-a', 1111, 11111), applicantOf(1111, 11111), { applicant_careers: [{ career_type: '1' }, { career_type: '2' }] });
    const rows = await screen.findAllByRole('group', { name: /경력 \d/ });
    expect(within(rows[0]!).queryByLabelText('예')).not.toBeNull();
    expect(within(rows[1]!).queryByLabelText('예')).toBeNull();
  });

  it('renders month pickers for Tenant H’s high-school period and a read-only medical institution type', () => {
    renderForm(rulePage('tenant-h', 1181, 11812), applicantOf(1181, 11812), { applicant_high_schools: [{ school_name: '가' }], applicant_career_medicals: [{ organization_name: '병원' }] });
    expect(document.querySelectorAll('input[name^="applicant_high_schools.0.period_"][type="month"]')).toHaveLength(2);
    expect(document.querySelector<HTMLInputElement>('input[name="applicant_career_medicals.0.turnover_reason"]')!.readOnly).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name="applicant_high_schools.0.major"]')!.readOnly).toBe(false);
  });

  it('splits the certificate number by the ruled format of each row (H: certificate 1 → 4-5, certificate 2 → 2-6) and keeps one dashed value', async () => {
    renderForm(rulePage('tenant-h', 1181, 11812), applicantOf(1181, 11812), {
      applicant_certificates: [
        { certificate_name: '정보처리기사', certificate_id: '1', certificate_number: '1234-56789' },
        { certificate_name: '컴퓨터활용능력 1급', certificate_id: '2' },
      ],
    });
    const first = screen.getAllByLabelText(/\(1\/2\)$/);
    expect(first.map((b) => b.getAttribute('placeholder'))).toEqual(['0000', '00']);
    const second = screen.getAllByLabelText(/\(2\/2\)$/);
    expect(second.map((b) => b.getAttribute('placeholder'))).toEqual(['00000', '000000']);
    expect([(first[0] as HTMLInputElement).value, (second[0] as HTMLInputElement).value]).toEqual(['1234', '56789']);
    // Typing into the second row's boxes: digits only, on to the next box when full.
    fireEvent.change(first[1]!, { target: { value: '12a' } });
    fireEvent.change(second[1]!, { target: { value: '345678' } });
    await waitFor(() => expect((first[1] as HTMLInputElement).value).toBe('12'));
    expect((second[1] as HTMLInputElement).value).toBe('345678');
  });

  it('disables the birthdate once the applicant is identity-verified (A)', () => {
    const { unmount } = renderForm(rulePage('tenant-a', 1111, 11111), applicantOf(1111, 11111, true), {});
    const year = document.querySelector<HTMLInputElement>('input[name="applicant_personal_infos.birthdate_year"]')!;
    expect(year.readOnly || year.disabled).toBe(true);
    unmount();
    renderForm(rulePage('tenant-a', 1111, 11111), applicantOf(1111, 11111, false), {});
    const editable = document.querySelector<HTMLInputElement>('input[name="applicant_personal_infos.birthdate_year"]')!;
    expect(editable.readOnly || editable.disabled).toBe(false);
  });

  it('sends the chosen language group as the prerequisite of the language list (D)', async () => {
    expect(tenantConfig('tenant-d').catalog.optionLists.find((l) => l.tasks.includes(3227) && l.type === 'languages')?.prerequisites.length).toBe(3);
    renderForm(rulePage('tenant-d', 844, 3227), applicantOf(844, 3227), { applicant_languages: [{}] });
    fireEvent.click(screen.getByLabelText('제2외국어'));
    const trigger = await screen.findAllByRole('button', { name: /시험명/ });
    fireEvent.click(trigger[0]!);
    await waitFor(() => expect(optionCalls().some((u) => u.includes('/options/languages/3227') && u.includes('prerequisite=2004412'))).toBe(true));
  });
});
