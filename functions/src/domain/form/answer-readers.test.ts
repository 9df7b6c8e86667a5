import { describe, expect, it } from 'vitest';
import { formPageSchema, type FormPage } from '@portal/shared/form-model/definition';
import { birthdateOf, displayValue, photoOf } from './answer-readers.ts';

const pageOf = (pageIndex: number, items: unknown[]): FormPage =>
  formPageSchema.parse({
    pageIndex,
    title: ['기본정보', '추가정보'],
    projectVersion: 0.3,
    forms: [{ application_form_id: pageIndex + 1, code_value: 'personal_info', title: '인적사항', details: [{ id: 10 + pageIndex, title: '인적사항', items }] }],
  });

describe('answer readers', () => {
  const first = pageOf(0, [
    { id: 1, title: '사진', input_type: { type: 'photo', field: 'photo' } },
    { id: 2, title: '생년월일', input_type: { type: 'birthdate', field: 'birth' } },
  ]);
  const second = pageOf(1, [
    { id: 3, title: '보호자 사진', input_type: { type: 'photo', field: 'photo', model: 'guardian' } },
    { id: 4, title: '보호자 생년월일', input_type: { type: 'birthdate', field: 'birth', model: 'guardian' } },
  ]);

  it('reads the first photo and the first full birth date with a value, page by page, inside its model', () => {
    const answers = new Map<number, Record<string, unknown>>([
      [0, { photo: '' }],
      [1, { guardian: { photo: 'uploads/1/g.png', birth_year: '1970', birth_month: '1', birth_day: '2' } }],
    ]);
    expect(photoOf([first, second], answers)).toBe('uploads/1/g.png');
    // The first page's date is unanswered, so the next one counts.
    expect(birthdateOf([first, second], answers)).toBe('1970-01-02');
    expect(photoOf([first], answers)).toBeNull();
    // Stored in part, from before whole dates were required: '1999-03-00' is no date for the ticket.
    expect(birthdateOf([first], new Map([[0, { birth_year: '1999', birth_month: '3' }]]))).toBeNull();
    expect(birthdateOf([first], new Map())).toBeNull();
  });

  it('reads a birth date item as YYYY-MM-DD with its parts padded', () => {
    const item = first.forms[0]!.details[0]!.items[1]!;
    expect(displayValue(item, { birth_year: '2001', birth_month: '7', birth_day: '9' })).toBe('2001-07-09');
    expect(displayValue(item, {})).toBeNull();
  });
});
