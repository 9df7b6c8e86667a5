import type { FieldType, Item } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';

/**
 * select_grade_high_school (spec 2.10, 5 'Choices'): the grades are 1급–9급 when the row's school-type option has
 * the code value 'general', otherwise A–E. The type is the sibling choice item (same payload group) whose options
 * carry the 'general' code. A group without such a type select keeps the older convention: the grade item's own
 * code value decides.
 */
export const GENERAL_SCHOOL_TYPE = 'general';

const choiceTypes = new Set<FieldType>(['select', 'radio', 'select_reference']);
const sameGroup = (a: Item, b: Item) => (a.input_type.model || 'applicants') === (b.input_type.model || 'applicants');

export function highSchoolGrades(general: boolean): string[] {
  return general ? Array.from({ length: 9 }, (_, i) => M.highSchoolGrade(i + 1)) : ['A', 'B', 'C', 'D', 'E'];
}

/** The school-type item that decides a grade item's scale, among the items shown beside it. */
export function gradeTypeItem(grade: Item, siblings: readonly Item[]): Item | undefined {
  return siblings.find(
    (s) => s !== grade && choiceTypes.has(s.input_type.type) && sameGroup(s, grade) && (s.options ?? []).some((o) => o.code?.value === GENERAL_SCHOOL_TYPE),
  );
}

/** Whether a chosen type value is the type item's 'general' option. */
export function isGeneralType(typeItem: Item, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  const v = String(value);
  return (typeItem.options ?? []).some((o) => String(o.value) === v && o.code?.value === GENERAL_SCHOOL_TYPE);
}

/** Without a type select: the grade item's own code value. */
export const isGeneralByOwnCode = (grade: Item) => grade.code?.value === GENERAL_SCHOOL_TYPE;
