import type { Detail, Item } from './definition.ts';

/**
 * Where a page's values live in its save payload (spec 3 'Storage conventions'), shared by the schema builders and
 * the tenant rules so neither imports the other.
 */

/** Items of no model or of 'applicants' sit at the payload's top level. */
export const isTopModel = (model: string | null | undefined) => !model || model === 'applicants';

/** Question groups: applicant_add_questions_edit.detail_{detailId}.answers[] {form_question_id, answer}. */
export const QUESTION_MODEL = 'applicant_add_questions_edit';
export const questionGroupKey = (detailId: number) => `detail_${detailId}`;

/** The key rules use for an item: 'field', 'model.field', or for a repeatable group 'rowsModel.field'. */
export function fieldKeyOf(detail: Detail, item: Item): string {
  const f = item.input_type.field;
  if (detail.repeatable) return `${detail.repeatable.model}.${f}`;
  return isTopModel(item.input_type.model) ? f : `${item.input_type.model}.${f}`;
}
