import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Item } from '@portal/shared/form-model/definition';
import { formatKst } from '@portal/shared';
import { maxDateOf } from '@portal/shared/form/date-bounds';
import { renderPicker } from '../pickers/picker-test-harness.tsx';
import { DateField, DateRangeField, NameChangeField } from './basic-fields.tsx';

/** The date inputs offer exactly the bounds the schema enforces (spec part 1 section 5 'Dates'). */
const checkDate = (value: string, status: 'Y' | 'N' = 'Y'): Item => ({
  id: 1,
  title: '기준일',
  required: 'N',
  status,
  code: { value: 'check_date' },
  options: [{ id: 11, title: '기준일', value, status: 'Y' }],
  input_type: { type: 'hidden', field: 'check_date' },
});
const date: Item = { id: 2, title: '취득일', required: 'Y', input_type: { type: 'date', field: 'obtained_date' } };
const range: Item = { id: 3, title: '기간', required: 'Y', input_type: { type: 'date_range', field: 'period' } };
const nameChange: Item = { id: 4, title: '개명', required: 'N', input_type: { type: 'name_change', model: 'applicant_personal_infos', field: 'options' } };
const today = formatKst(new Date()).slice(0, 10);

describe('date inputs (5 Dates)', () => {
  it('caps a date at Dec 31 of next year and starts at 1900-01-01', () => {
    renderPicker(<DateField item={date} prefix="" label="취득일" idBase="d" readOnly={false} siblings={[date]} />);
    const input = screen.getByLabelText(/취득일/);
    expect(input.getAttribute('min')).toBe('1900-01-01');
    expect(input.getAttribute('max')).toBe(maxDateOf(new Date()));
  });

  it("takes the maximum from the group's active check_date item (5 Dates, check_date)", () => {
    const siblings = [checkDate('2025-05-31'), date, range];
    renderPicker(
      <>
        <DateField item={date} prefix="" label="취득일" idBase="d" readOnly={false} siblings={siblings} />
        <DateRangeField item={range} prefix="" label="기간" idBase="r" readOnly={false} siblings={siblings} />
      </>,
    );
    expect(screen.getByLabelText(/취득일/).getAttribute('max')).toBe('2025-05-31');
    expect(screen.getByLabelText('기간 종료일').getAttribute('max')).toBe('2025-05-31');
    expect(screen.getByLabelText('기간 시작일').getAttribute('max')).toBe('2025-05-31');
  });

  it('ignores an inactive check_date item', () => {
    renderPicker(<DateField item={date} prefix="" label="취득일" idBase="d" readOnly={false} siblings={[checkDate('2025-05-31', 'N'), date]} />);
    expect(screen.getByLabelText(/취득일/).getAttribute('max')).toBe(maxDateOf(new Date()));
  });

  it('offers no name-change date after today (5 Dates, name change)', () => {
    renderPicker(<NameChangeField item={nameChange} prefix="applicant_personal_infos." label="개명" idBase="n" readOnly={false} siblings={[nameChange]} />);
    fireEvent.click(screen.getByLabelText('대상'));
    const input = screen.getByLabelText('개명일');
    expect(input.getAttribute('max')).toBe(today);
    expect(input.getAttribute('min')).toBe('1900-01-01');
  });
});
