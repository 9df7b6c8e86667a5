import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Item } from '@portal/shared/form-model/definition';
import { renderPicker } from '../pickers/picker-test-harness.tsx';
import { SelectField } from './basic-fields.tsx';
import { HighSchoolGradeField } from './high-school-grade-field.tsx';

const prefix = 'applicant_high_schools.0.';
const typeItem: Item = {
  id: 1,
  title: '학교구분',
  required: 'Y',
  input_type: { type: 'select', field: 'type' },
  options: [
    { id: 11, title: '일반고', value: '1', status: 'Y', code: { value: 'general' } },
    { id: 12, title: '특성화고', value: '2', status: 'Y', code: { value: 'specialized' } },
  ],
};
const gradeItem = (over: Partial<Item> = {}): Item => ({ id: 2, title: '내신등급', required: 'Y', input_type: { type: 'select_grade_high_school', field: 'grade' }, ...over });
const grades = () => within(screen.getByRole('combobox', { name: /내신등급/ })).getAllByRole('option').slice(1).map((o) => o.textContent);

function Row({ grade, siblings }: { grade: Item; siblings: Item[] }) {
  return (
    <>
      {siblings.includes(typeItem) ? <SelectField item={typeItem} prefix={prefix} label="학교구분" idBase="t0" readOnly={false} siblings={siblings} /> : null}
      <HighSchoolGradeField item={grade} prefix={prefix} label="내신등급" idBase="g0" readOnly={false} siblings={siblings} />
    </>
  );
}

describe('HighSchoolGradeField', () => {
  it("offers 1급-9급 for the school type coded 'general' and A-E for any other, following the row's choice", () => {
    const grade = gradeItem();
    renderPicker(<Row grade={grade} siblings={[typeItem, grade]} />, { values: { applicant_high_schools: [{ type: '' }] } });
    expect(grades()).toEqual(['A', 'B', 'C', 'D', 'E']);
    fireEvent.change(screen.getByRole('combobox', { name: /학교구분/ }), { target: { value: '1' } });
    expect(grades()).toEqual(['1급', '2급', '3급', '4급', '5급', '6급', '7급', '8급', '9급']);
    fireEvent.change(screen.getByRole('combobox', { name: /학교구분/ }), { target: { value: '2' } });
    expect(grades()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it("uses the grade item's own code where the group has no school-type select", () => {
    const grade = gradeItem({ code: { value: 'general' } });
    renderPicker(<Row grade={grade} siblings={[grade]} />);
    expect(grades()).toHaveLength(9);
  });

  it('keeps configured options', () => {
    const grade = gradeItem({ options: [{ id: 3, title: '상', value: 'H', status: 'Y' }] });
    renderPicker(<Row grade={grade} siblings={[typeItem, grade]} />, { values: { applicant_high_schools: [{ type: '1' }] } });
    expect(grades()).toEqual(['상']);
  });
});
