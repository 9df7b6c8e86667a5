import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type OptionList } from '@portal/shared';
import { CertificatePicker } from './certificate-picker.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { OrganizationPicker } from './organization-picker.tsx';
import { optionList, renderPicker, routeFetch } from './picker-test-harness.tsx';

const m = messages.pickers;
const cert = (id: number, name: string, org = '한국산업인력공단') => ({ id, name, certification_organization: org });
const certificates = optionList({
  requirement: [cert(1, '정보처리기사')],
  preference: [cert(2, '전기기사')],
  all: [cert(1, '정보처리기사'), cert(2, '전기기사'), cert(3, '한국사능력검정시험 1급', '국사편찬위원회')],
  etc: 'Y',
});

function serve(list: OptionList) {
  const f = routeFetch({ '/api/app/options/certificates/910111': () => list, '/api/app/options/languages/910111': () => list, '/api/app/options/organizations/910111': () => list });
  vi.stubGlobal('fetch', vi.fn(f.fn));
  return f;
}
afterEach(() => vi.unstubAllGlobals());

describe('CertificatePicker', () => {
  it("shows '{title} 불러오는 중입니다.' while the list loads, then the three lists", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const f = routeFetch({ '/api/app/options/certificates/910111': async () => (await gate, certificates) });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: m.certificate.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('자격증 불러오는 중입니다.');
    release();
    expect(await screen.findByRole('heading', { name: '필수 자격증' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '우대 자격증' })).toBeTruthy();
    expect(screen.getByPlaceholderText('검색어를 입력해 주세요')).toBeTruthy();
    // The all list labels its items '[name]'.
    const all = screen.getByRole('list', { name: `${m.allList} ${m.certificate.title}` });
    expect(within(all).getAllByRole('button').map((b) => b.querySelector('.picker-option__name')?.textContent)).toEqual(['[정보처리기사]', '[전기기사]', '[한국사능력검정시험 1급]']);
    expect(f.urls).toEqual(['/api/app/options/certificates/910111']);
  });

  it("2.16: a picker whose lists are empty says the generic '리스트가 없습니다.'", async () => {
    serve(optionList({ requirement: [], preference: [], all: [], etc: 'N' }));
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByText('리스트가 없습니다.').length).toBeGreaterThan(0));
  });

  it('uses the configured preferred label, or none', async () => {
    serve({ ...certificates, labels: { preference: '인정 자격증' } });
    const { unmount } = renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: '인정 자격증' })).toBeTruthy();
    unmount();
    serve({ ...certificates, labels: { preference: null } });
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    await screen.findByRole('heading', { name: '필수 자격증' });
    expect(screen.queryByRole('heading', { name: '우대 자격증' })).toBeNull();
    // Without a visible label the list still has an accessible name.
    expect(screen.getByRole('list', { name: '우대 자격증' })).toBeTruthy();
  });

  it("offers a single '[word] 직접입력' entry when nothing matches and free input is allowed", async () => {
    serve(certificates);
    const onChoose = vi.fn();
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={onChoose} onClose={() => {}} />);
    const search = await screen.findByPlaceholderText('검색어를 입력해 주세요');
    fireEvent.change(search, { target: { value: '기사' } });
    const all = screen.getByRole('list', { name: `${m.allList} ${m.certificate.title}` });
    expect(within(all).getAllByRole('button')).toHaveLength(2);
    fireEvent.change(search, { target: { value: '드론 조종사' } });
    const only = within(all).getAllByRole('button');
    expect(only.map((b) => b.textContent)).toEqual(['[드론 조종사] 직접입력']);
    fireEvent.click(only[0]!);
    expect(onChoose).toHaveBeenCalledWith({ id: null, name: '드론 조종사', certification_organization: '' });
  });

  it('without free input a miss says there are no results', async () => {
    serve({ ...certificates, etc: 'N' });
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    fireEvent.change(await screen.findByPlaceholderText('검색어를 입력해 주세요'), { target: { value: '드론' } });
    expect(screen.getByText(m.noResults)).toBeTruthy();
    expect(screen.queryByText(/직접입력/)).toBeNull();
  });

  it('is keyboard operable: focus starts in the search box, Down enters the list, Enter picks a single match, Escape closes', async () => {
    serve(certificates);
    const onChoose = vi.fn();
    const onClose = vi.fn();
    renderPicker(<CertificatePicker type="certificates" taskId={910111} onChoose={onChoose} onClose={onClose} />);
    const search = await screen.findByPlaceholderText('검색어를 입력해 주세요');
    await waitFor(() => expect(document.activeElement).toBe(search));
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('정보처리기사');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('전기기사');
    fireEvent.change(search, { target: { value: '한국사' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: '한국사능력검정시험 1급', certification_organization: '국사편찬위원회' }));
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("searchable 'none' gives a narrow dialog without the all list", async () => {
    serve({ ...certificates, searchable: 'none', all: [] });
    renderPicker(<OrganizationPicker taskId={910111} onChoose={() => {}} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: '필수 기관' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('검색어를 입력해 주세요')).toBeNull();
    expect(screen.getByRole('dialog').getAttribute('data-width')).toBe('medium');
  });
});

describe('LanguagePicker', () => {
  const languages = optionList({ requirement: [{ id: 11, name: 'TOEIC', certification_organization: 'ETS' }], usage_pre_registration: 'Y' });

  it("asks for pre-registration first when the list uses it and the row has none: '사전등록여부를 먼저 선택해주세요.'", async () => {
    serve(languages);
    const onGuard = vi.fn();
    renderPicker(<LanguagePicker taskId={910111} onChoose={() => {}} onClose={() => {}} onGuard={onGuard} />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '사전등록여부를 먼저 선택해주세요.');
    expect(onGuard).toHaveBeenCalledWith('사전등록여부를 먼저 선택해주세요.');
    expect(screen.queryByRole('heading', { name: '필수 어학시험' })).toBeNull();
  });

  it('opens normally once pre-registration is chosen, with the configured label', async () => {
    serve({ ...languages, preference: [{ id: 12, name: 'OPIc' }], labels: { preference: '어학시험' } });
    renderPicker(<LanguagePicker taskId={910111} preRegistration="Y" onChoose={() => {}} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: '필수 어학시험' })).toBeTruthy();
    // The dialog title is '어학시험' too; the list heading sits in the body.
    expect(within(screen.getByTestId('picker-body')).getByRole('heading', { name: '어학시험' })).toBeTruthy();
  });
});
