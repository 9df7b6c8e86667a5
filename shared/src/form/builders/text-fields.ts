import * as z from 'zod';
import type { FieldType, Item } from '../../form-model/definition.ts';
import { countedLength, countsWithoutSpaces } from '../../form-model/item-flags.ts';
import { formMessages as M } from '../../messages/form.ts';
import { DEFAULT_TEXT_MAX_LENGTH, MAX_INPUT_LENGTH, defined, maxLength, minLength, patternCheck, scalar, toScalar, valueChecks } from '../checks.ts';
import type { FieldBuilder, FieldFamily } from './field-builder.ts';

/** The multiline length limits from the '최소'/'최대' sub-items (values > 0). */
export function multilineLimits(item: Item): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const sub of item.items ?? []) {
    const n = Number(sub.value);
    if (!sub.additional_option || !Number.isFinite(n) || n <= 0) continue;
    if (sub.additional_option.includes('최소')) out.min = n;
    else if (sub.additional_option.includes('최대')) out.max = n;
  }
  return out;
}

/** Values a picker writes beside its own field (spec 2.11, 3 'Applicant data models'). */
const pickerCompanions: Partial<Record<FieldType, string[]>> = {
  certificate: ['certificate_id', 'certification_organization'],
  // A verified result (spec 2.13) also brings its date, registration number and the provider's seal.
  language: ['language_id', 'certification_organization', 'ets_type', 'ets_seal', 'application_date', 'application_number'],
  organization: ['company_id', 'turnover_reason'],
};

/** text, email, number, float, certificate_number and the picker-filled names: pattern, lengths, values. */
const valueField: FieldBuilder = ({ c, item, required }) => {
  const it = item.input_type;
  c.shape[it.field] = scalar(required, valueChecks(item));
  // A maximum read from the row's chosen scale (issue 41 item 20): the chosen value caps the field once it is a number.
  const capField = it.max?.field;
  if (capField && it.max) {
    const max = it.max;
    c.dependents.push({
      field: it.field,
      variant: (obj) => {
        const raw = toScalar(obj[capField]);
        const chosen = typeof raw === 'string' ? Number(raw) : NaN;
        if (!Number.isFinite(chosen)) return undefined;
        return { key: `max:${chosen}`, build: () => scalar(required, valueChecks({ ...item, input_type: { ...it, max: { ...max, value: chosen } } })) };
      },
    });
  }
  // A picker also sets the chosen entry's id and organisation beside the name (spec 2.11).
  for (const key of pickerCompanions[item.input_type.type] ?? []) if (!(key in c.shape)) c.shape[key] = scalar(false, [maxLength(DEFAULT_TEXT_MAX_LENGTH)]);
};

/** 5 'Multiline': lengths from the item or its '최소'/'최대' sub-items, counted as the counter shows them; a minimum makes it required. */
const multiline: FieldBuilder = ({ c, item, ctx, required }) => {
  const it = item.input_type;
  const { min, max } = multilineLimits(item);
  const minL = it.min_length?.value ?? min;
  const maxL = it.max_length?.value ?? max ?? MAX_INPUT_LENGTH;
  const [minCheck, maxCheck] = countsWithoutSpaces(item)
    ? [
        minL === undefined || minL <= 0 ? undefined : (s: string) => (countedLength(item, s) < minL ? (it.min_length?.message ?? M.minLength(minL)) : undefined),
        (s: string) => (countedLength(item, s) > maxL ? (it.max_length?.message ?? M.maxLength(maxL)) : undefined),
      ]
    : [minLength(minL, it.min_length?.message), maxLength(maxL, it.max_length?.message)];
  // The maximum before the pattern: no pattern reads more than the field may hold (audit F07).
  c.shape[it.field] = scalar((required || (minL ?? 0) > 0) && !ctx.partial, defined([maxCheck, patternCheck(item), minCheck]));
};

const hidden: FieldBuilder = ({ c, item }) => {
  c.shape[item.input_type.field] = z.preprocess(toScalar, z.string().optional());
};

export const textFields: FieldFamily<'text' | 'email' | 'number' | 'float' | 'certificate_number' | 'certificate' | 'language' | 'organization' | 'major' | 'multiline' | 'hidden'> = {
  text: valueField,
  email: valueField,
  number: valueField,
  float: valueField,
  certificate_number: valueField,
  certificate: valueField,
  language: valueField,
  organization: valueField,
  major: valueField,
  multiline,
  hidden,
};
