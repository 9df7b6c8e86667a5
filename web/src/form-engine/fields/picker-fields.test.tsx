import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useController } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/shared';
import { optionList, pickerItem, renderPicker, routeFetch, toastTexts } from '../pickers/picker-test-harness.tsx';
import { pickerFields } from './picker-fields.ts';

const m = messages.pickers;
afterEach(() => vi.unstubAllGlobals());
const stub = (routes: Parameters<typeof routeFetch>[0]) => {
  const f = routeFetch(routes);
  vi.stubGlobal('fetch', vi.fn(f.fn));
  return f;
};

describe('CertificateField', () => {
  it("opens the row table's list and sets certificate_id, certificate_name and certification_organization", async () => {
    const f = stub({ '/api/app/options/additional_certificates/910111': () => optionList({ requirement: [{ id: 4, name: '컴퓨터활용능력 1급', certification_organization: '대한상공회의소' }] }) });
    const prefix = 'applicant_additional_certificates.0.';
    const { form } = renderPicker(<pickerFields.certificate item={pickerItem('certificate', 'certificate_name')} prefix={prefix} label="자격증명" idBase="c0" readOnly={false} />);
    // The field shell's label (with its required mark) names the read-only input.
    const input = screen.getByRole('textbox', { name: /^자격증명/ });
    expect(input).toHaveProperty('readOnly', true);
    expect(screen.getByText('자격증명').tagName).toBe('LABEL');
    fireEvent.click(screen.getByRole('button', { name: `자격증명 ${m.open(m.certificate.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name: /컴퓨터활용능력 1급/ }));
    expect(form().getValues('applicant_additional_certificates.0')).toEqual({ certificate_id: '4', certificate_name: '컴퓨터활용능력 1급', certification_organization: '대한상공회의소' });
    expect(input).toHaveProperty('value', '컴퓨터활용능력 1급');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(f.urls).toEqual(['/api/app/options/additional_certificates/910111']);
  });

  it('read-only: no button', () => {
    stub({});
    renderPicker(<pickerFields.certificate item={pickerItem('certificate', 'certificate_name')} prefix="" label="자격증명" idBase="c0" readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

/** The row's pre_registration select, as the form engine would render it (a user change is a 'change' event). */
function PreRegistration({ prefix }: { prefix: string }) {
  const { field } = useController({ name: `${prefix}pre_registration` });
  return (
    <select aria-label="사전등록여부" value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)}>
      <option value="">선택</option>
      <option value="Y">사전등록</option>
      <option value="N">미등록</option>
    </select>
  );
}

describe('LanguageField', () => {
  const prefix = 'applicant_languages.0.';
  const languages = optionList({ requirement: [{ id: 11, name: 'TOEIC', certification_organization: 'ETS', score_usage: 'Y' }], usage_pre_registration: 'Y' });
  const field = () => <pickerFields.language item={pickerItem('language', 'language_name')} prefix={prefix} label="어학시험명" idBase="l0" readOnly={false} />;

  it("refuses to open before pre-registration is chosen: '사전등록여부를 먼저 선택해주세요.'", async () => {
    const f = stub({ '/api/app/options/languages/910111': () => languages });
    renderPicker(field());
    await waitFor(() => expect(f.urls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `어학시험명 ${m.open(m.language.title)}` }));
    await waitFor(() => expect(toastTexts()).toContain('사전등록여부를 먼저 선택해주세요.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with pre-registration chosen, choosing a test sets the row and clears score and grade', async () => {
    stub({ '/api/app/options/languages/910111': () => languages });
    const { form } = renderPicker(field(), { values: { applicant_languages: [{ pre_registration: 'Y', score: '700', grade: 'IH' }] } });
    fireEvent.click(screen.getByRole('button', { name: `어학시험명 ${m.open(m.language.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name: /TOEIC/ }));
    expect(form().getValues('applicant_languages.0')).toMatchObject({ language_id: '11', language_name: 'TOEIC', certification_organization: 'ETS', score: '', grade: '' });
  });

  it('an applicant change of pre_registration clears the row; loading saved answers does not', async () => {
    const f = stub({ '/api/app/options/languages/910111': () => languages });
    const saved = { applicant_languages: [{ pre_registration: 'Y', language_id: '11', language_name: 'TOEIC', certification_organization: 'ETS', score: '700', application_number: 'A1' }] };
    const { form, client } = renderPicker(
      <>
        <PreRegistration prefix={prefix} />
        {field()}
      </>,
    );
    await waitFor(() => expect(f.urls).toHaveLength(1));
    // The reset listens once the list (usage_pre_registration) is there: wait for it and for the render after it.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => undefined);
    // As the engine loads values into a mounted page (engine-form.tsx KEEP_FIELDS).
    await act(async () => form().reset(saved, { keepFieldsRef: true }));
    expect(form().getValues('applicant_languages.0.score')).toBe('700');
    fireEvent.change(screen.getByRole('combobox', { name: '사전등록여부' }), { target: { value: 'N' } });
    await waitFor(() => expect(form().getValues('applicant_languages.0')).toMatchObject({ pre_registration: 'N', language_id: '', language_name: '', certification_organization: '', score: '', application_number: '' }));
  });
});

describe('OrganizationField', () => {
  it('sets company_id and the field from the organisation list', async () => {
    stub({ '/api/app/options/organizations/910111': () => optionList({ searchable: 'none', preference: [{ id: 21, name: '한국전력공사' }] }) });
    const { form } = renderPicker(<pickerFields.organization item={pickerItem('organization', 'organization_name')} prefix="applicant_careers.0." label="기관명" idBase="o0" readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: `기관명 ${m.open(m.organization.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name: /한국전력공사/ }));
    expect(form().getValues('applicant_careers.0')).toEqual({ company_id: '21', organization_name: '한국전력공사' });
  });

  it('in a medical-career row opens the medical picker and sets company_id, organization_name and turnover_reason', async () => {
    const f = stub({
      '/api/app/medicals': () => ({ current_page: 1, total: 1, data: [{ id: 100007, type: '종합병원', name: '새솔종합병원', address: '부산광역시 해운대구 해운대로 5', open_date: '1999-01-01', closure_date: null }] }),
    });
    const { form } = renderPicker(
      <pickerFields.organization item={pickerItem('organization', 'organization_name')} prefix="applicant_career_medicals.1." label="의료기관명" idBase="o1" readOnly={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: `의료기관명 ${m.open(m.medical.title)}` }));
    fireEvent.click(await screen.findByRole('button', { name: `새솔종합병원 ${m.medical.columns.choose}` }));
    expect(form().getValues('applicant_career_medicals.1')).toEqual({ company_id: '100007', organization_name: '새솔종합병원', turnover_reason: '종합병원' });
    expect(f.urls[0]).toBe('/api/app/medicals?page=1');
  });
});

describe('MajorField', () => {
  it('offers three majors and free input', async () => {
    stub({});
    const { form } = renderPicker(<pickerFields.major item={pickerItem('major', 'major')} prefix="applicant_universities.0." label="전공" idBase="m0" readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: `전공 ${m.open(m.major.title)}` }));
    const list = screen.getByRole('list', { name: m.major.title });
    expect(list.querySelectorAll('button')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: `${m.major.title} ${m.major.directLabel}` }), { target: { value: '해양공학' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: `${m.major.title} ${m.major.directLabel}` }), { key: 'Enter' });
    expect(form().getValues('applicant_universities.0.major')).toBe('해양공학');
  });
});

describe('AddressField', () => {
  it('fills post_code and the road address from the dialog; the detail is typed', async () => {
    stub({ '/api/app/address': () => ({ current_page: 1, total: 1, data: [{ post_code: '04524', road_address: '서울특별시 중구 세종대로 110', jibun_address: '서울특별시 중구 태평로1가 31' }] }) });
    const { form } = renderPicker(<pickerFields.address item={pickerItem('address', 'address')} prefix="" label="주소" idBase="a0" readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: `주소 ${m.address.title}` }));
    const box = screen.getByRole('textbox', { name: m.address.searchLabel });
    fireEvent.change(box, { target: { value: '세종대로' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: /04524/ }));
    fireEvent.change(screen.getByRole('textbox', { name: `주소 ${m.address.detailLabel}` }), { target: { value: '3층' } });
    expect(form().getValues()).toMatchObject({ post_code: '04524', address: '서울특별시 중구 세종대로 110', address_detail: '3층' });
    expect(screen.getByRole('textbox', { name: '주소' })).toHaveProperty('value', '서울특별시 중구 세종대로 110');
    expect(screen.getByRole('textbox', { name: `주소 ${m.address.postCodeLabel}` })).toHaveProperty('value', '04524');
    expect(screen.getByRole('group', { name: /^주소/ })).toBeTruthy();
  });
});
