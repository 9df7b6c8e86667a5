import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDialog } from '../../../components/lazy-dialog.tsx';
import { messages } from '@portal/shared';
import { consentRetentionPeriod } from '@portal/shared/messages/retention-consent';
import { session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test-utils.tsx';
import type { ApplyProject } from '../api/get-project.ts';
import { fetchCall, renderAt, testProject } from '../test-helpers.tsx';
import { IDENTITY_MESSAGE_TYPE } from '../utils/identity-message.ts';
import { FormAuthPage } from './form-auth-page.tsx';

// Retries without their waits (lib/send-with-retries.ts).
vi.mock('../../../lib/write-retry.ts', async (original) => ({ ...(await original<typeof import('../../../lib/write-retry.ts')>()), writeRetryDelay: () => 0 }));

const m = messages.apply;

const toasts = () => Array.from(document.querySelectorAll('.toast-region .toast__message')).map((n) => n.textContent);
const expectLastToast = (text: string) => waitFor(() => expect(toasts().at(-1)).toBe(text));

describe('FormAuthPage', () => {
  // The dialog loads as a chunk of its own when it first opens; a cold import under load must not be what a find waits for.
  beforeAll(loadDialog, 30_000);
  const fetchMock = vi.fn<typeof fetch>();
  const alertMock = vi.fn();
  let createAnswer: () => Response;

  beforeEach(() => {
    fetchMock.mockReset();
    alertMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('alert', alertMock);
    createAnswer = () => jsonResponse({ id: 77, access_token: 'applicant-token-77' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const show = (project: ApplyProject, state: unknown = { projectId: project.id }) => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === `/api/app/project/${project.id}`) return jsonResponse(project);
      if (url.startsWith('/api/app/applicant/create/')) return createAnswer();
      return jsonResponse({ message: 'unexpected' }, 404);
    });
    // Entered as ApplyEntry enters it (a replace), not by history: Back/Forward onto the step resumes the form instead.
    return renderAt(<FormAuthPage />, {
      path: '/form/auth',
      at: '/start',
      extraRoutes: [
        { path: '/start', element: <Navigate to="/form/auth" replace state={state} /> },
        { path: '/', element: <p>메인</p> },
        { path: '/form/:pageIndex', element: <p>지원서 작성</p> },
        { path: '/check', element: <p>지원서 확인 화면</p> },
      ],
    });
  };

  const next = () => fireEvent.click(screen.getByRole('button', { name: m.submit.next }));
  const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`field-${field}`), { target: { value } });
  const postIdentity = (data: unknown, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    });
  const createCalls = () => fetchMock.mock.calls.map((_, i) => fetchCall(fetchMock, i)).filter((c) => c.url.includes('applicant/create'));

  it("alerts 'wrong path' and goes to '/' without state.projectId", async () => {
    const { router } = show(testProject(), null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alertMock).toHaveBeenCalledExactlyOnceWith(m.wrongPath);
  });

  it('states under the consents how long the project keeps the data after the result (issue 46 item 1, 채용절차법 §11)', async () => {
    show(testProject({ retention_notice: consentRetentionPeriod(90) }));
    await screen.findByLabelText(/지원분야 선택/);
    expect(document.body.textContent).toContain('채용 결과 확정일로부터 90일 동안 보관한 뒤 복구할 수 없도록 파기합니다');
  });

  it('clears a stored applicant token on entry and lists only tasks with count > 0', async () => {
    session.setApplicantToken('old-token');
    show(testProject());
    const select = await screen.findByLabelText(/지원분야 선택/);
    expect(session.applicantToken()).toBeNull();
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual([m.task.placeholder, '사무직', '연구직']);
    expect(screen.getByText(m.task.fixedNote)).toBeTruthy();
    expect(screen.getByText(m.fields.emailHint)).toBeTruthy();
    expect(screen.getByText(m.fields.phoneHint)).toBeTruthy();
  });

  it('keeps an application of the same project under way: Back into the consent step returns to the form with the session kept (issue 15 item 1)', async () => {
    session.setApplicantToken('live-token');
    session.setApplicantId(77);
    session.setTask({ id: 11, project_id: 901, name: '사무직' });
    const { router } = show(testProject());
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(session.applicantToken()).toBe('live-token');
    expect(session.applicantId()).toBe(77);
    // Nothing was asked: the consent step never rendered.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts afresh for another project's consent step", async () => {
    session.setApplicantToken('other-project-token');
    session.setTask({ id: 99, project_id: 555, name: '다른 공고' });
    show(testProject());
    await screen.findByLabelText(/지원분야 선택/);
    expect(session.applicantToken()).toBeNull();
  });

  it('submits the step on Enter in a password box, and only there (issue 15 item 19)', async () => {
    show(testProject());
    await screen.findByLabelText(/지원분야 선택/);
    fireEvent.keyDown(screen.getByTestId('field-name'), { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(toasts()).toEqual([]);
    fireEvent.keyDown(screen.getByTestId('field-password_confirmation'), { key: 'Enter' });
    await expectLastToast(m.consent.required('개인정보 수집 및 이용'));
  });

  it('checks agreements, task, verifications and password in order, then saves and goes to form/0', async () => {
    const project = testProject({ verify_options: { auth: true, email: false, sms: true } });
    const { router } = show(project);
    await screen.findByLabelText(/지원분야 선택/);

    // 1) every agreement, in order
    next();
    await expectLastToast(m.consent.required('개인정보 수집 및 이용'));
    fireEvent.click(screen.getByLabelText(`개인정보 수집 및 이용 ${m.consent.agree}`));
    next();
    await expectLastToast(m.consent.required('민감정보 처리'));
    fireEvent.click(screen.getByLabelText(/전체 동의/));

    // 2) task
    next();
    await expectLastToast(m.task.required);
    fireEvent.change(screen.getByLabelText(/지원분야 선택/), { target: { value: '13' } });

    // 3) verifications: identity first, then SMS
    next();
    await expectLastToast(m.verify.authRequired);
    await postIdentity({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person: { name: '홍길동', phone: '01012345678', auth_seq: 'seq-1' } });
    await expectLastToast(m.identity.done);
    expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('홍길동');
    expect((screen.getByTestId('field-name') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('field-phone') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByTestId('sms-verified')).toBeTruthy();

    // field rules: required message with the title
    next();
    expect(await screen.findByText(m.fields.required('이메일'))).toBeTruthy();
    type('email', 'hong@example.com');

    // 4) password confirmation
    type('password', 'jiwon-secret-1');
    type('password_confirmation', 'jiwon-secret-2');
    next();
    await expectLastToast(m.submit.passwordMismatch);
    expect(createCalls()).toHaveLength(0);

    // 5) one save in flight
    type('password_confirmation', 'jiwon-secret-1');
    next();
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    expect(createCalls()).toHaveLength(1);
    const call = createCalls()[0]!;
    expect(call.url).toBe('/api/app/applicant/create/13');
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({
      project_id: 901,
      agreements: 'Y',
      agreement_ids: [1, 2],
      auth_seq: 'seq-1',
      name: '홍길동',
      phone: '01012345678',
      email: 'hong@example.com',
      password: 'jiwon-secret-1',
      password_confirmation: 'jiwon-secret-1',
    });
    expect(session.applicantToken()).toBe('applicant-token-77');
    expect(session.task()).toEqual({ id: 13, project_id: 901, name: '연구직' });
  });

  it("issue 41 item 24: the step's toast goes once its check is met, and a new error replaces it (no stale '지원분야를 선택하여 주세요')", async () => {
    show(testProject({ verify_options: { auth: false, email: false, sms: false } }));
    await screen.findByLabelText(/지원분야 선택/);
    next();
    await expectLastToast(m.consent.required('개인정보 수집 및 이용'));
    // Gone at once, not after its 3 s (a wait here would outlast it).
    fireEvent.click(screen.getByLabelText(/전체 동의/));
    expect(toasts()).toEqual([]);
    next();
    await waitFor(() => expect(toasts()).toEqual([m.task.required]));
    fireEvent.change(screen.getByLabelText(/지원분야 선택/), { target: { value: '13' } });
    expect(toasts()).toEqual([]);
    type('password', 'jiwon-secret-1');
    type('password_confirmation', 'jiwon-secret-2');
    next();
    await waitFor(() => expect(toasts()).toEqual([m.fields.checkInputs]));
  });

  it('applies pattern, length and number rules with their messages', async () => {
    const project = testProject({
      agreements: [],
      auth_fields: [
        { title: '이름', input_type: { field: 'name', type: 'text', min_length: { value: 2 } } },
        { title: '휴대폰번호', input_type: { field: 'phone', type: 'tel', pattern: { value: '^01\\d{8,9}$', message: '휴대폰번호 형식이 올바르지 않습니다.' } } },
        { title: '나이', input_type: { field: 'age', type: 'number', max: { value: 99 } } },
        { title: '메모', input_type: { field: 'memo', type: 'text' } },
      ],
    });
    show(project);
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍');
    type('phone', '0212345');
    type('age', '120');
    type('memo', 'a'.repeat(101));
    next();
    expect(await screen.findByText(m.fields.minLength(2))).toBeTruthy();
    expect(screen.getByText('휴대폰번호 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(screen.getByText(m.fields.max(99))).toBeTruthy();
    expect((screen.getByTestId('field-memo') as HTMLInputElement).maxLength).toBe(100);
    expect((screen.getByTestId('field-age') as HTMLInputElement).maxLength).toBe(8);
    expect(createCalls()).toHaveLength(0);
  });

  it('checks the fields with the shared rules, marks each invalid input and updates its message as it is edited', async () => {
    show(testProject({ agreements: [] }));
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍길동');
    type('phone', '010-12ab-5678');
    type('email', 'hong@example.com');
    type('password', 'short');
    next();
    await expectLastToast(m.fields.checkInputs);
    // The server's own messages (validation/auth-field-rules.ts): letters in the number, the password's floor.
    const phone = screen.getByTestId('field-phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const phoneError = screen.getByText(messages.verification.phoneDigitsOnly);
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(phoneError.id);
    expect(screen.getByText(m.fields.minLength(8))).toBeTruthy();
    expect(screen.getByText(m.fields.required('비밀번호 확인'))).toBeTruthy();
    // The first invalid input takes the focus, once its message is there to be read with it.
    await waitFor(() => expect(document.activeElement).toBe(phone));
    // A number typed with dashes is the same number (issue 41 item 25).
    type('phone', '010-1234-5678');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(messages.verification.phoneDigitsOnly)).toBeNull();
    expect(createCalls()).toHaveLength(0);
  });

  it('shows a name with control characters or markup refused under the name field, before anything is sent (audit F17)', async () => {
    show(testProject({ agreements: [] }));
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍\u0000길동');
    type('phone', '01012345678');
    type('email', 'hong@example.com');
    type('password', 'jiwon-apply-26');
    type('password_confirmation', 'jiwon-apply-26');
    next();
    await expectLastToast(m.fields.checkInputs);
    const name = screen.getByTestId('field-name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(messages.input.unreadableText).id);
    type('name', '홍길동<img src=x>');
    expect(screen.getByText(messages.authSave.nameCharacters)).toBeTruthy();
    type('name', '홍길동');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(createCalls()).toHaveLength(0);
  });

  it("shows the server's refusal of a common password under the password field (the browser does not load the list)", async () => {
    createAnswer = () => jsonResponse({ message: messages.authSave.commonPassword, field: 'password' }, 422);
    show(testProject({ agreements: [] }));
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍길동');
    type('phone', '01012345678');
    type('email', 'hong@example.com');
    type('password', 'password1');
    type('password_confirmation', 'password1');
    next();
    await expectLastToast(messages.authSave.commonPassword);
    const password = screen.getByTestId('field-password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const error = screen.getByText(messages.authSave.commonPassword, { selector: '.apply-control__error' });
    expect(password.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(createCalls()).toHaveLength(1);
  });

  it('blocks Enter in single-line inputs', async () => {
    show(testProject());
    const input = await screen.findByTestId('field-name');
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('opens the duplicate dialog on {error: duplicate}; 지원서 확인 goes to R5-0', async () => {
    createAnswer = () => jsonResponse({ error: 'duplicate' });
    const project = testProject({ agreements: [], auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'text' } }] });
    const { router } = show(project);
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍길동');
    next();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(m.duplicate.body);
    expect(dialog.textContent).toContain(m.duplicate.detail);
    fireEvent.click(screen.getByRole('button', { name: m.duplicate.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    next();
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: m.duplicate.check }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check'));
    expect(session.applicantToken()).toBeNull();
  });

  it('sends the auth save again with the same idempotency key after no answer, and enters the form with the answer', async () => {
    let tries = 0;
    createAnswer = () => (tries++ === 0 ? new Response('', { status: 502 }) : jsonResponse({ id: 78, access_token: 'applicant-token-78' }));
    const { router } = show(testProject({ agreements: [], auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'text' } }] }));
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍길동');
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/0'));
    const keys = fetchMock.mock.calls.filter(([url]) => String(url).includes('applicant/create')).map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(createCalls()[1]!.body).toEqual(createCalls()[0]!.body);
    expect(session.applicantToken()).toBe('applicant-token-78');
  });

  it('shows another {error} as a message', async () => {
    createAnswer = () => jsonResponse({ error: '접수 기간이 아닙니다.' });
    show(testProject({ agreements: [], auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'text' } }] }));
    fireEvent.change(await screen.findByLabelText(/지원분야 선택/), { target: { value: '11' } });
    type('name', '홍길동');
    next();
    await expectLastToast('접수 기간이 아닙니다.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  describe('identity messages', () => {
    const project = testProject({ verify_options: { auth: true, email: false, sms: true } });

    it('ignores messages from another origin', async () => {
      show(project);
      await screen.findByLabelText(/지원분야 선택/);
      await postIdentity({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person: { name: '악성', phone: '01000000000', auth_seq: 'x' } }, 'https://evil.example');
      expect((screen.getByTestId('field-name') as HTMLInputElement).value).toBe('');
      expect(screen.queryByTestId('auth-verified')).toBeNull();
    });

    it("shows errorMessage for 'block' and the duplicate dialog for 'duplicate'", async () => {
      show(project);
      await screen.findByLabelText(/지원분야 선택/);
      await postIdentity({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person: { error: 'block', errorMessage: '지원이 제한된 사용자입니다.' } });
      await expectLastToast('지원이 제한된 사용자입니다.');
      expect(screen.queryByTestId('auth-verified')).toBeNull();
      await postIdentity({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person: { error: 'duplicate', errorMessage: '' } });
      expect(await screen.findByRole('alertdialog')).toBeTruthy();
    });

    it("'Re-verify' resets the identity and SMS entries and unlocks name and phone", async () => {
      show(project);
      await screen.findByLabelText(/지원분야 선택/);
      await postIdentity({ type: IDENTITY_MESSAGE_TYPE, result: 'success', person: { name: '홍길동', phone: '01012345678', auth_seq: 's' } });
      expect(await screen.findByTestId('auth-verified')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: m.identity.reverify }));
      expect(screen.queryByTestId('auth-verified')).toBeNull();
      expect(screen.queryByTestId('sms-verified')).toBeNull();
      expect((screen.getByTestId('field-phone') as HTMLInputElement).readOnly).toBe(false);
    });
  });

  describe('consent configuration', () => {
    it('with require_open_before_agree, a checkbox is enabled only after its full text was opened', async () => {
      show(testProject({ require_open_before_agree: true }));
      const first = (await screen.findByLabelText(`개인정보 수집 및 이용 ${m.consent.agree}`)) as HTMLInputElement;
      expect(first.disabled).toBe(true);
      expect((screen.getByLabelText(/전체 동의/) as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: `개인정보 수집 및 이용 ${m.consent.viewFull}` }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('수집 항목: 이름');
      expect(dialog.innerHTML).not.toContain('<script');
      fireEvent.click(screen.getAllByRole('button', { name: m.consent.dialogClose }).at(-1)!);
      expect(first.disabled).toBe(false);
      expect((screen.getByLabelText(/전체 동의/) as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: `민감정보 처리 ${m.consent.viewFull}` }));
      fireEvent.click(screen.getAllByRole('button', { name: m.consent.dialogClose }).at(-1)!);
      expect((screen.getByLabelText(/전체 동의/) as HTMLInputElement).disabled).toBe(false);
    });

    it('without it, checkboxes are enabled at once', async () => {
      show(testProject());
      expect(((await screen.findByLabelText(`민감정보 처리 ${m.consent.agree}`)) as HTMLInputElement).disabled).toBe(false);
    });
  });

  describe('qualification gate', () => {
    it('hides the fields and disables submit until the check answers Y', async () => {
      const project = testProject({ qualification_required: true });
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        if (url === '/api/app/project/901') return jsonResponse(project);
        if (url === '/api/app/checkQualification/901') {
          const body = JSON.parse(String(init?.body)) as { checkPw: string };
          return jsonResponse(body.checkPw === 'right' ? 'Y' : 'N');
        }
        return jsonResponse({}, 404);
      });
      renderAt(<FormAuthPage />, { path: '/form/auth', at: '/form/auth', state: { projectId: 901 } });
      await screen.findByLabelText(/지원분야 선택/);
      expect(screen.queryByTestId('field-name')).toBeNull();
      const submit = screen.getByRole('button', { name: m.submit.next });
      expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(true);

      // The gate is a chunk of its own, shown once it has loaded.
      fireEvent.click(await screen.findByRole('button', { name: m.qualification.check }));
      expect(await screen.findByText(m.qualification.idRequired)).toBeTruthy();
      expect(screen.getByText(m.qualification.passwordRequired)).toBeTruthy();

      fireEvent.change(screen.getByLabelText(/아이디/), { target: { value: 'user1' } });
      fireEvent.change(screen.getByLabelText(/^비밀번호/), { target: { value: 'wrong' } });
      fireEvent.click(screen.getByRole('button', { name: m.qualification.check }));
      await expectLastToast(m.qualification.failed);
      expect(screen.queryByTestId('field-name')).toBeNull();

      fireEvent.change(screen.getByLabelText(/^비밀번호/), { target: { value: 'right' } });
      fireEvent.click(screen.getByRole('button', { name: m.qualification.check }));
      await expectLastToast(m.qualification.passed);
      expect(await screen.findByTestId('field-name')).toBeTruthy();
      const body = fetchCall(fetchMock, fetchMock.mock.calls.length - 1).body;
      expect(body).toEqual({ checkId: 'user1', checkPw: 'right', projectId: 901 });
    });
  });
});
