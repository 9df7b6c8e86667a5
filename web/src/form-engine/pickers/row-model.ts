import { optionListTypes, type OptionListType } from '@portal/shared/schemas/form-api';
import type { Item } from '@portal/shared/form-model/definition';

/**
 * The payload group an item's values belong to: its input_type.model, else the group of the row it sits in
 * ('applicant_additional_certificates.2.' → 'applicant_additional_certificates').
 */
export function modelOf(item: Item, prefix: string): string | undefined {
  if (item.input_type.model && item.input_type.model !== 'applicants') return item.input_type.model;
  const first = prefix.split('.')[0];
  return first ? first : undefined;
}

/** Which option list a picker item opens: the list named after its group (applicant_<type>), else `fallback`. */
export function optionListTypeOf(item: Item, prefix: string, fallback: OptionListType): OptionListType {
  const type = modelOf(item, prefix)?.replace(/^applicant_/, '');
  return type && (optionListTypes as readonly string[]).includes(type) ? (type as OptionListType) : fallback;
}

/** Medical-career rows choose their institution from the medical register (spec 2.10, 3 'applicant_career_medicals'). */
export const MEDICAL_CAREER_MODEL = 'applicant_career_medicals';
export const isMedicalCareer = (item: Item, prefix: string) => modelOf(item, prefix) === MEDICAL_CAREER_MODEL;
