import type { FormPage } from '../form-model/definition.ts';
import { buildPageSchema } from '../form/build-schema.ts';
import { kstToday } from '../form/date-bounds.ts';
import type { LanguageLookup } from '../form/language-entry.ts';
import { applyRules, questionShown, ruleMessage, rulesSignature } from '../rules/apply-effects.ts';
import { evaluateRules, type RuleContext, type RuleEffects } from '../rules/evaluate-rules.ts';
import type { PageSchemaCache } from './page-schema-cache.ts';

/**
 * The one page check (spec part 1 section 5 with the tenant rules): rules → schema → Korean messages. The React
 * form's resolver and temporary save, the save endpoint, the final submission and the deadline job all call it, so
 * an applicant is never told one thing by the browser and another by the server.
 */

export interface PageIssue {
  /** Dotted payload path, e.g. 'applicant_certificates.1.certificate_name'. */
  path: string;
  message: string;
  /** The page schema found it, or only the tenant rules can see it (option errors, score steps, formats by row). */
  source: 'schema' | 'rules';
}

export type PageValidation =
  | { ok: true; data: Record<string, unknown>; effects: RuleEffects | undefined }
  | { ok: false; issues: [PageIssue, ...PageIssue[]]; effects: RuleEffects | undefined };

export interface PageValidationContext {
  /** The server clock or the browser's copy of it ('next year', 'not in the future'). */
  today: Date;
  /** A temporary save: formats, lengths and values are checked, nothing is required. */
  partial: boolean;
  /**
   * The language-test catalogue (the server's, or the picker's list in the browser) with a fingerprint of its rules:
   * scores, grades and dates follow the chosen test. Absent: they keep their items' own rules.
   */
  languages?: { lookup: LanguageLookup; fingerprint: string } | undefined;
  /** Whose page: the project, task and identity verification the tenant rules may depend on. */
  rules?: Pick<RuleContext, 'projectId' | 'taskId' | 'afterAuth' | 'projectEnd'> | undefined;
  /** Where built schemas are kept, and the scope (tenant, task, page, revision) their keys start with. */
  schemas?: { cache: PageSchemaCache; scope: string } | undefined;
}

/** Issues in screen order: the schema's first, then the rules' own where the schema found nothing at that path. */
export function validatePage(page: FormPage, values: Record<string, unknown>, ctx: PageValidationContext): PageValidation {
  const lookup = ctx.languages?.lookup;
  const effects = page.rules?.length
    ? evaluateRules(page.rules, page, values, {
        ...ctx.rules,
        partial: ctx.partial,
        today: ctx.today,
        ...(lookup ? { languageTypeOf: (id: number) => languageTypeOf(lookup, id) } : {}),
      })
    : undefined;
  const build = () =>
    buildPageSchema(effects ? applyRules(page, effects) : page, {
      today: ctx.today,
      partial: ctx.partial,
      ...(lookup ? { languageOf: lookup } : {}),
      ...(effects ? { isQuestionShown: questionShown(effects) } : {}),
    });
  const key = [ctx.partial ? 'temp' : 'save', kstToday(ctx.today), ctx.languages?.fingerprint ?? '-', effects ? rulesSignature(effects) : '-'].join(':');
  const schema = ctx.schemas ? ctx.schemas.cache.get(`${ctx.schemas.scope}:${key}`, build) : build();
  const result = schema.safeParse(values);
  const issues: PageIssue[] = result.success ? [] : result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, source: 'schema' }));
  for (const e of effects?.errors ?? []) if (!issues.some((i) => i.path === e.path)) issues.push({ path: e.path, message: e.message, source: 'rules' });
  if (effects) for (const issue of issues) issue.message = ruleMessage(effects, issue.path, issue.message);
  const [first, ...rest] = issues;
  if (first) return { ok: false, issues: [first, ...rest], effects };
  return { ok: true, data: (result.success ? result.data : values) as Record<string, unknown>, effects };
}

/** A catalogue entry's type_id (null: an entry without one; undefined: not in the catalogue). */
function languageTypeOf(lookup: LanguageLookup, id: number): number | null | undefined {
  const entry = lookup(id) as { type_id?: number | null } | undefined;
  return entry ? (entry.type_id ?? null) : undefined;
}
