import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ToastProvider } from '../../components/toast.tsx';
import { FormEngineProvider } from '../form-engine-context.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type EtsResult } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import { applicantQueryOptions } from '../../api/view-applicant.ts';
import { LanguageField } from '../fields/language-field.tsx';
import { LanguageGradeField, LanguageScoreField } from '../fields/language-result-fields.tsx';
import { optionList, renderPicker, routeFetch, toastTexts } from '../pickers/picker-test-harness.tsx';
import { applyEtsResult } from './apply-ets-result.ts';
import { ETS_MESSAGE_TYPE, ETS_POPUP_FEATURES, ETS_POPUP_NAME } from './ets-message.ts';
import { FormMethodsProvider } from '../form-methods.tsx';

const m = messages.pickers;
const prefix = 'applicant_languages.1.';
const item = (type: Item['input_type']['type'], field: string, title: string): Item => ({ id: title.length, title, required: 'N', input_type: { type, field } });
const languages = optionList({
  requirement: [
    { id: 1, name: 'TOEIC', certification_organization: 'ETS', score_usage: 'Y', max_score: 990, min_score: 10 },
    { id: 2, name: 'TOEIC Speaking', certification_organization: 'ETS', score_usage: 'Y', grade_usage: 'Y', max_score: 200, options: [{ id: 1, title: 'Level 7', value: '7' }] },
    { id: 3, name: 'TEPS', certification_organization: '서울대학교', score_usage: 'Y', max_score: 600 },
  ],
  ets: [
    { name: 'TOEIC', ets_id: 'TOEIC' },
    { name: 'TOEIC Speaking', ets_id: 'TOEIC_SPEAKING' },
  ],
});

function Row() {
  return (
    <>
      <LanguageField item={item('language', 'language_name', '시험명')} prefix={prefix} label="시험명" idBase="l1" readOnly={false} />
      <LanguageScoreField item={item('language_score', 'score', '점수')} prefix={prefix} label="점수" idBase="s1" readOnly={false} />
      <LanguageGradeField item={item('language_grade', 'grade', '등급')} prefix={prefix} label="등급" idBase="g1" readOnly={false} />
    </>
  );
}

const result = (over: Partial<EtsResult> = {}): EtsResult => ({
  uname: '홍길동',
  name: 'TOEIC Speaking',
  id: '2',
  index: '1',
  score: '150',
  grade: '7',
  date: '2026-10-20',
  org: 'ETS',
  registrationNumber: '002000000042',
  seal: 'SEAL43',
  ...over,
});

function fakePopup() {
  return { document: { title: '' }, location: { href: '' }, close: vi.fn(), closed: false };
}

describe('language-score verification in the language row (spec 2.13)', () => {
  let popup: ReturnType<typeof fakePopup>;
  let openSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    popup = fakePopup();
    openSpy = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function setup(etsAnswer: unknown) {
    const f = routeFetch({ '/api/app/options/languages/910111': () => languages, '/api/app/etsInit': () => etsAnswer });
    const fetchMock = vi.fn<typeof fetch>(f.fn);
    vi.stubGlobal('fetch', fetchMock);
    const rendered = renderPicker(<Row />, { values: { applicant_languages: [{}, { score: '', grade: '' }] } });
    rendered.client.setQueryData(applicantQueryOptions().queryKey, { name: '홍길동' } as never);
    return { ...rendered, fetchMock };
  }
  const choose = async (name: RegExp) => {
    fireEvent.click(screen.getByRole('button', { name: `시험명 ${m.open(m.language.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name }));
  };
  const deliver = (r: EtsResult, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, data: { type: ETS_MESSAGE_TYPE, result: r } }));
    });

  it('opens the 820×560 popup at 100,100 titled 어학성적 확인 at the url of etsInit, then fills the row from the result and makes score and grade read-only', async () => {
    const { form, fetchMock } = setup({ url: '/dev/ets?request=R' });
    await choose(/TOEIC Speaking/);
    expect(openSpy).toHaveBeenCalledWith('about:blank', ETS_POPUP_NAME, ETS_POPUP_FEATURES);
    expect(ETS_POPUP_NAME).toBe('어학성적 확인');
    expect(ETS_POPUP_FEATURES).toContain('width=820,height=560,left=100,top=100');
    expect(popup.document.title).toBe('어학성적 확인');
    await waitFor(() => expect(popup.location.href).toBe('/dev/ets?request=R'));
    const init = fetchMock.mock.calls.find(([u]) => String(u).includes('etsInit'));
    expect(JSON.parse(String(init?.[1]?.body))).toMatchObject({ languageId: 2, formIndex: 1, etsId: 'TOEIC_SPEAKING' });
    // Nothing is applied before the provider answers.
    expect(form().getValues(`${prefix}language_id`)).toBeUndefined();

    deliver(result({ index: '0' })); // another row's result
    deliver(result(), 'http://evil.example'); // another origin
    expect(form().getValues(`${prefix}language_id`)).toBeUndefined();

    deliver(result());
    await waitFor(() =>
      expect(form().getValues('applicant_languages.1')).toMatchObject({
        language_id: '2',
        language_name: 'TOEIC Speaking',
        score: '150',
        grade: '7',
        application_date: '2026-10-20',
        application_number: '002000000042',
        certification_organization: 'ETS',
        ets_type: 'score,grade',
        ets_seal: 'SEAL43',
      }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /점수/ })).toHaveProperty('readOnly', true));
    expect(screen.getByRole('combobox', { name: /등급/ })).toHaveProperty('disabled', true);
  });

  it("refuses a result for another name with '지원자 이름을 확인해 주세요.' and leaves the row as it was", async () => {
    const { form } = setup({ url: '/dev/ets?request=R' });
    await choose(/^TOEIC(?! Speaking)/);
    await waitFor(() => expect(popup.location.href).toBe('/dev/ets?request=R'));
    deliver(result({ uname: '김다른', name: 'TOEIC', id: '1', grade: '', score: '850' }));
    await waitFor(() => expect(toastTexts()).toContain('지원자 이름을 확인해 주세요.'));
    expect(form().getValues(`${prefix}language_id`)).toBeUndefined();
    expect(form().getValues(`${prefix}ets_seal`)).toBeUndefined();
    expect(screen.getByRole('textbox', { name: /점수/ })).toHaveProperty('readOnly', false);
  });

  it('applies the choice directly with ets_type = etsId when etsInit answers no url, and closes the popup', async () => {
    const { form } = setup({});
    await choose(/^TOEIC(?! Speaking)/);
    await waitFor(() => expect(form().getValues('applicant_languages.1')).toMatchObject({ language_id: '1', language_name: 'TOEIC', certification_organization: 'ETS', ets_type: 'TOEIC', ets_seal: '' }));
    expect(popup.close).toHaveBeenCalled();
    // Not a verified result: the score stays editable.
    expect(screen.getByRole('textbox', { name: /점수/ })).toHaveProperty('readOnly', false);
  });

  it('opens no popup for a test the ets list does not name, and clears an earlier verification', async () => {
    const { form, fetchMock } = setup({ url: '/dev/ets?request=R' });
    form().setValue(`${prefix}ets_type`, 'score');
    form().setValue(`${prefix}ets_seal`, 'OLD');
    form().setValue(`${prefix}application_number`, '001000000042');
    form().setValue(`${prefix}application_date`, '2026-10-20');
    await choose(/TEPS/);
    await waitFor(() =>
      expect(form().getValues('applicant_languages.1')).toMatchObject({ language_id: '3', language_name: 'TEPS', ets_type: '', ets_seal: '', application_number: '', application_date: '' }),
    );
    expect(openSpy).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('etsInit'))).toBe(false);
  });
});

describe('in staff test mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('skips the name check: a result under any name fills the row', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(routeFetch({ '/api/app/options/languages/910111': () => languages, '/api/app/etsInit': () => ({ url: '/dev/ets?request=R&isTest=Y' }) }).fn));
    let form: ReturnType<typeof useForm<Record<string, unknown>>> | undefined;
    function Form() {
      const methods = useForm<Record<string, unknown>>({ defaultValues: { applicant_languages: [{}, {}] } });
      form = methods;
      return (
        <FormMethodsProvider methods={methods}>
          <Row />
        </FormMethodsProvider>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <FormEngineProvider value={{ applicantId: 0, taskId: 910111, pageIndex: 0, isTest: true, isAdmin: true, readOnly: false }}>
            <Form />
          </FormEngineProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: `시험명 ${m.open(m.language.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name: /^TOEIC(?! Speaking)/ }));
    await waitFor(() => expect(popup.location.href).toBe('/dev/ets?request=R&isTest=Y'));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: ETS_MESSAGE_TYPE, result: result({ uname: '아무개', name: 'TOEIC', id: '1', grade: '', score: '900' }) } }));
    });
    await waitFor(() => expect(form!.getValues('applicant_languages.1')).toMatchObject({ language_id: '1', score: '900', ets_type: 'score' }));
    expect(toastTexts()).not.toContain('지원자 이름을 확인해 주세요.');
  });
});

describe('applyEtsResult, the opener name check', () => {
  const opts = { applicantName: '홍길동', isTest: false, languageField: 'language_name' };
  it('needs the applicant name, except in test mode', () => {
    expect(applyEtsResult(result({ uname: '김다른' }), opts)).toEqual({ ok: false, message: '지원자 이름을 확인해 주세요.' });
    expect(applyEtsResult(result({ uname: '김다른' }), { ...opts, isTest: true })).toMatchObject({ ok: true });
    expect(applyEtsResult(result({ uname: '홍 길동' }), opts)).toMatchObject({ ok: true });
  });
  it('lists the verified parts in ets_type', () => {
    expect(applyEtsResult(result({ grade: '' }), opts)).toMatchObject({ ok: true, values: { ets_type: 'score' } });
    expect(applyEtsResult(result({ score: '' }), opts)).toMatchObject({ ok: true, values: { ets_type: 'grade' } });
  });
});
