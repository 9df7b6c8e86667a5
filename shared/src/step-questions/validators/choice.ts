import { stepsMessages as m } from '../../messages/steps.ts';
import { optionIds, otherOptionId, type QuestionValidator } from '../question-context.ts';

/** checkbox (any number, at least one when required) and radio (one): known options, refused ones, 'Other' text. */
export const checkChoice: QuestionValidator = (q, answer) => {
  const selected = answer?.selected ?? [];
  if (selected.length === 0) return q.required === 'Y' ? [m.required] : [];
  const known = optionIds(q);
  if (selected.some((id) => !known.has(id)) || new Set(selected).size !== selected.length) return [m.unknownOption];
  if (q.input_type === 'radio' && selected.length > 1) return [m.unknownOption];
  const refused = q.refusals.find((r) => selected.includes(r.detail_id));
  if (refused) return [refused.message];
  const other = otherOptionId(q);
  if (other !== undefined && selected.includes(other) && (answer?.etc ?? '').trim() === '') return [m.required];
  return [];
};

/** agreement: one option; choosing the one whose value is 'N' refuses the consent. */
export const checkAgreement: QuestionValidator = (q, answer) => {
  const selected = answer?.selected ?? [];
  if (selected.length === 0) return q.required === 'Y' ? [m.agreementRequired] : [];
  if (selected.length > 1 || !optionIds(q).has(selected[0]!)) return [m.unknownOption];
  return q.details.find((d) => d.id === selected[0])?.value === 'N' ? [m.agreementRequired] : [];
};
