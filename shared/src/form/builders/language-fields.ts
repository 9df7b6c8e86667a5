import type { z } from 'zod';
import type { Item } from '../../form-model/definition.ts';
import { formMessages as M } from '../../messages/form.ts';
import { formPageMessages } from '../../messages/form-page.ts';
import { type Check, maxValue, minValue, oneOf, scalar, toScalar, valueChecks } from '../checks.ts';
import type { Dependent } from '../container.ts';
import { LANGUAGE_ID_FIELD, languageIdOf, languageRulesKey, type LanguageEntry, type LanguageLookup } from '../language-entry.ts';
import { choice } from './choice-fields.ts';
import type { FieldBuilder, FieldFamily } from './field-builder.ts';

/** What a row's score or grade may hold when the chosen test does not use it: nothing, or the shown '해당없음'. */
const notApplicable = () => scalar(false, [(s) => (s === formPageMessages.notApplicable ? undefined : M.engine.notApplicableValue)]);

/** language_score / language_grade against the row's chosen test (5 'Language'). */
function languageRules(item: Item, required: boolean, languageOf: LanguageLookup): Dependent {
  const isScore = item.input_type.type === 'language_score';
  const scoreRules = (e: LanguageEntry): Check[] => {
    const checks = valueChecks(item);
    if (e.min_score !== null && e.min_score !== undefined) checks.push(minValue(e.min_score));
    if (e.max_score !== null && e.max_score !== undefined) checks.push(maxValue(e.max_score, M.scoreMax(e.max_score)));
    return checks;
  };
  const gradeRules = (e: LanguageEntry): Check[] => {
    const grades = (e.options ?? []).map((o) => o.value);
    return grades.length > 0 ? [oneOf(grades)] : [];
  };
  return {
    field: item.input_type.field,
    variant: (obj) => {
      const id = languageIdOf(toScalar(obj[LANGUAGE_ID_FIELD]));
      const entry = id === undefined ? undefined : languageOf(id);
      if (!entry) return undefined;
      if ((isScore ? entry.score_usage : entry.grade_usage) !== 'Y') return { key: 'n/a', build: notApplicable };
      return { key: languageRulesKey(entry), build: () => scalar(required, isScore ? scoreRules(entry) : gradeRules(entry)) };
    },
  };
}

/** A row's date whose minimum falls away when the row's chosen test is not time-limited (limit_usage 'N'). */
export function noMinimumForUnlimitedTest(field: string, languageOf: LanguageLookup, build: () => z.ZodType): Dependent {
  return {
    field,
    variant: (obj) => {
      const id = languageIdOf(toScalar(obj[LANGUAGE_ID_FIELD]));
      return id !== undefined && languageOf(id)?.limit_usage === 'N' ? { key: 'unlimited', build } : undefined;
    },
  };
}

const languageResult: FieldBuilder = ({ c, item, ctx, required }) => {
  const it = item.input_type;
  c.shape[it.field] = it.type === 'language_grade' ? choice(item, required) : scalar(required, valueChecks(item));
  if (ctx.languageOf) c.dependents.push(languageRules(item, required, ctx.languageOf));
};

export const languageFields: FieldFamily<'language_score' | 'language_grade'> = {
  language_score: languageResult,
  language_grade: languageResult,
};
