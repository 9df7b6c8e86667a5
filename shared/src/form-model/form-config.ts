import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { formSchema, patternNames, type Form } from './definition.ts';
import { isSupportedTenantPattern } from '../validation/tenant-pattern.ts';
import { integrationConfigMessages } from '../messages/integration-config.ts';
import { FORBIDDEN_KINDS, forbiddenQuestionsOf } from './forbidden-questions.ts';

/**
 * Form templates in the tenant configuration (docs/tenant-config.md 'Forms'): a named list of pages, each a
 * list of forms in the definition model. Tasks name a template (`form`), projects give a default. Item ids may be
 * left out: they are assigned from the detail id (detail.id * 100 + position), so an operator writes ids only
 * where other configuration refers to them (details, questions, options).
 */
const assignItemIds = (raw: unknown): unknown => {
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as { details?: unknown }).details)) return raw;
  const form = raw as { details: unknown[] };
  return {
    ...form,
    details: form.details.map((d) => {
      if (!d || typeof d !== 'object') return d;
      const detail = d as { id?: unknown; items?: unknown };
      if (typeof detail.id !== 'number' || !Array.isArray(detail.items)) return d;
      const base = detail.id * 100;
      return {
        ...detail,
        items: detail.items.map((item, i) => (item && typeof item === 'object' && !('id' in item) ? { id: base + i + 1, ...item } : item)),
      };
    }),
  };
};

export const formPageConfigSchema = lazySchema(() => z.object({
  title: z.string().min(1),
  forms: z.array(z.preprocess(assignItemIds, formSchema)).min(1),
}));

export const formTemplateSchema = lazySchema(() => z
  .object({
    /** The stepper shows from 0.3 (spec 2.8). */
    projectVersion: z.number().default(0.3),
    pages: z.array(formPageConfigSchema).min(1).max(50),
    /**
     * Why the job needs an item or question that asks what 채용절차법 §4-3 forbids (forbidden-questions.ts), keyed as
     * 'item 101' or 'question 7': for example the physical standard another law sets for the position.
     */
    legal_reasons: z.record(z.string().regex(/^(item|question) \d+$/), z.string().trim().min(10).max(500)).default({}),
  })
  .superRefine((t, ctx) => {
    // Questions the law forbids are refused unless the template says why the job needs them.
    const asked = new Set<string>();
    t.pages.forEach((p, pi) => {
      for (const q of forbiddenQuestionsOf(p.forms, ['pages', pi])) {
        asked.add(q.key);
        if (!t.legal_reasons[q.key])
          ctx.addIssue({ code: 'custom', path: q.path, message: integrationConfigMessages.forbiddenQuestion(q.key, q.kinds.map((k) => FORBIDDEN_KINDS[k])) });
      }
    });
    for (const key of Object.keys(t.legal_reasons))
      if (!asked.has(key)) ctx.addIssue({ code: 'custom', path: ['legal_reasons', key], message: integrationConfigMessages.legalReasonUnused(key) });

    // Ids are contract values: rules and answers refer to them, so they must be unique in a template.
    const seen = new Map<string, string>();
    t.pages.forEach((p, pi) =>
      p.forms.forEach((f, fi) =>
        f.details.forEach((d, di) => {
          const entries: [string, (string | number)[]][] = [[`detail ${d.id}`, ['pages', pi, 'forms', fi, 'details', di, 'id']]];
          d.items.forEach((it, ii) => {
            entries.push([`item ${it.id}`, ['pages', pi, 'forms', fi, 'details', di, 'items', ii, 'id']]);
            // A regex of the tenant's own runs in the linear-time matcher (audit F07): what it cannot run is refused.
            const p = it.input_type.pattern?.value;
            if (p !== undefined && !(patternNames as readonly string[]).includes(p) && !isSupportedTenantPattern(p))
              ctx.addIssue({ code: 'custom', path: ['pages', pi, 'forms', fi, 'details', di, 'items', ii, 'input_type', 'pattern', 'value'], message: integrationConfigMessages.patternUnsupported(`item ${it.id}`) });
          });
          (d.questions ?? []).forEach((q, qi) => entries.push([`question ${q.id}`, ['pages', pi, 'forms', fi, 'details', di, 'questions', qi, 'id']]));
          for (const [key, path] of entries) {
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path, message: `양식에 중복된 ${key}가 있습니다.` });
            seen.set(key, key);
          }
        }),
      ),
    );
  }));
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** The pages of a template as stored per task: each page carries every page title (for the stepper). */
export function templatePages(t: FormTemplate): { pageIndex: number; title: string[]; projectVersion: number; forms: Form[]; legalReasons?: Record<string, string> }[] {
  const titles = t.pages.map((p) => p.title);
  return t.pages.map((p, pageIndex) => {
    // Each page keeps the legal reasons of its own items (the export puts them together again).
    const reasons = Object.fromEntries(forbiddenQuestionsOf(p.forms, []).flatMap((q) => (t.legal_reasons[q.key] ? [[q.key, t.legal_reasons[q.key]!]] : [])));
    return { pageIndex, title: titles, projectVersion: t.projectVersion, forms: p.forms, ...(Object.keys(reasons).length > 0 ? { legalReasons: reasons } : {}) };
  });
}
