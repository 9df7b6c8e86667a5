import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type MedicalInstitution } from '@portal/shared';
import type { Item } from '@portal/shared/form-model/definition';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MedicalPicker } from '../pickers/medical-picker.tsx';
import { renderPicker, routeFetch } from '../pickers/picker-test-harness.tsx';
import { AddressField } from './address-field.tsx';
import { MultilineField, NameChangeField, TextField } from './basic-fields.tsx';

// Issue 15 item 20 (inputs): address width, medical picker wrapping, name-change errors, pastes over the limit,
// fields locked by identity verification.
const text: Item = { id: 1, title: '성명', required: 'Y', input_type: { type: 'text', field: 'name', max_length: { value: 5 } } };
const essay: Item = { id: 2, title: '자기소개', required: 'N', input_type: { type: 'multiline', field: 'intro', max_length: { value: 10 } } };
const nameChange: Item = { id: 4, title: '개명', required: 'N', input_type: { type: 'name_change', model: 'applicant_personal_infos', field: 'options' } };
const address: Item = { id: 5, title: '주소', required: 'Y', input_type: { type: 'address', field: 'address' } };

// The rules under test are CSS (jsdom lays nothing out): read the sheets themselves.
// jsdom's import.meta.url is http://localhost/<absolute path>; its path is the file's.
const here = dirname(decodeURIComponent(new URL(import.meta.url).pathname));
const pickersCss = readFileSync(join(here, '../pickers/pickers.css'), 'utf8');
const formEngineCss = readFileSync(join(here, '../form-engine.css'), 'utf8');

const paste = (el: HTMLElement, data: string) => fireEvent.paste(el, { clipboardData: { getData: () => data } });

afterEach(() => vi.unstubAllGlobals());

describe('inputs (issue 15 item 20)', () => {
  it('gives the road address the full row (a Korean address does not fit a half column)', () => {
    renderPicker(<AddressField item={address} prefix="" label="주소" idBase="addr" readOnly={false} siblings={[address]} />);
    const group = screen.getByRole('group', { name: /주소/ });
    expect(group.classList.contains('fe-field--full')).toBe(true);
    // Inside the group's flex row the address block takes the whole row (it was sized to its content, ~280 px).
    expect(pickersCss).toMatch(/\.picker-field--address \{[^}]*flex: 1 1 100%;/);
  });

  it('marks only the wrong name-change input: a wrong date leaves the former name unmarked', async () => {
    const { form } = renderPicker(<NameChangeField item={nameChange} prefix="applicant_personal_infos." label="개명" idBase="n" readOnly={false} siblings={[nameChange]} />, {
      values: { applicant_personal_infos: { options: { status: 'Y', before_name: '김옛이름', change_date: '2999-01-01' } } },
    });
    act(() => form().setError('applicant_personal_infos.options.change_date', { type: 'max', message: '개명일을 확인해 주세요.' }));
    expect(await screen.findByText('개명일을 확인해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText('개명일').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('개명 전 이름').getAttribute('aria-invalid')).toBeNull();
    // Red follows aria-invalid inside a group, not the group's error state.
    expect(formEngineCss).toContain('.fe-field--invalid:not(.fe-group) .fe-input');
  });

  it('says so when a paste is longer than the limit, and the notice goes once the text is edited below it', () => {
    renderPicker(<TextField item={text} prefix="" label="성명" idBase="t" readOnly={false} siblings={[text]} />);
    const input = screen.getByLabelText(/성명/) as HTMLInputElement;
    paste(input, '가나다라마바사');
    const note = screen.getByRole('status');
    expect(note.textContent).toBe(messages.formPage.pasteTruncated(5));
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    fireEvent.input(input, { target: { value: '가나' } });
    expect(screen.queryByRole('status')).toBeNull();
    paste(input, '다라');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so for a long paste into an essay, replacing a selection counted correctly', () => {
    renderPicker(<MultilineField item={essay} prefix="" label="자기소개" idBase="e" readOnly={false} siblings={[essay]} />, { values: { intro: '12345' } });
    const area = screen.getByLabelText(/자기소개/) as HTMLTextAreaElement;
    area.setSelectionRange(0, 5);
    paste(area, '일이삼사오육칠팔구십');
    expect(screen.queryByRole('status')).toBeNull();
    area.setSelectionRange(5, 5);
    paste(area, '일이삼사오육');
    expect(screen.getByRole('status').textContent).toBe(messages.formPage.pasteTruncated(10));
  });

  it('makes a locked field look locked: aria-readonly and a padlock hint', () => {
    renderPicker(<TextField item={text} prefix="" label="성명" idBase="t" readOnly siblings={[text]} />);
    const input = screen.getByLabelText(/성명/);
    expect(input.getAttribute('aria-readonly')).toBe('true');
    expect(input.hasAttribute('readonly')).toBe(true);
    const hint = document.getElementById('t-lock')!;
    expect(hint.textContent).toBe(messages.formPage.lockedField);
    expect(input.getAttribute('aria-describedby')).toContain('t-lock');
  });

  it('keeps medical-picker words whole and each date on one line', async () => {
    const row: MedicalInstitution = { id: 1, type: '요양병원', name: '한빛내과의원', address: '서울특별시 중구 세종대로 1', open_date: '2001-02-03', closure_date: '2020-05-06' };
    vi.stubGlobal('fetch', vi.fn(routeFetch({ '/api/app/medicals': () => ({ current_page: 1, total: 1, data: [row] }) }).fn));
    renderPicker(<MedicalPicker onChoose={() => {}} onClose={() => {}} />);
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.filter((c) => c.classList.contains('picker-table__nowrap')).map((c) => c.textContent)).toEqual(['요양병원', '2001-02-03', '2020-05-06', '선택']);
    expect(pickersCss).toMatch(/\.picker-table td \{[^}]*word-break: keep-all;[^}]*overflow-wrap: normal;/);
    expect(pickersCss).toMatch(/\.picker-table__nowrap \{[^}]*white-space: nowrap;/);
  });
});
