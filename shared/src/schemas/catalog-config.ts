import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ynFlag } from './common.ts';
import { optionListTypeSchema, type OptionListType } from './form-api.ts';

/**
 * The picker data of a tenant (spec part 1 2.11, 3 'Option lists'): a company-level catalogue of
 * certificates, language tests and organisations, and per-task option lists that pick from it.
 * It is the `catalog` section of the tenant configuration (docs/tenant-config.md); every field is
 * optional so that tenants without pickers need nothing.
 */

const id = z.number().int().positive();

/** The catalogues a company keeps; every option list type draws from one of them. */
export const catalogKinds = ['certificates', 'languages', 'organizations'] as const;
export const catalogKindSchema = z.enum(catalogKinds);
export type CatalogKind = z.infer<typeof catalogKindSchema>;

/** certificates, additional_certificates, add_second_… and add_third_certificates share one catalogue. */
export const catalogKindOf = (type: OptionListType): CatalogKind =>
  type === 'languages' ? 'languages' : type === 'organizations' ? 'organizations' : 'certificates';

const baseEntry = lazySchema(() => z.object({
  id,
  name: z.string().trim().min(1, { error: '이름을 입력해 주세요.' }),
  certification_organization: z.string().optional(),
  type_id: z.number().int().optional(),
}));

export const certificateConfigSchema = baseEntry;
export const organizationConfigSchema = baseEntry;
export const languageConfigSchema = baseEntry.extend({
  /** 'N': the grade field shows '해당없음' (5 'Language'). */
  grade_usage: ynFlag.default('N'),
  /** 'N': the score field shows '해당없음'. */
  score_usage: ynFlag.default('Y'),
  /** The grades offered in the grade select. */
  options: z.array(z.object({ id, title: z.string(), value: z.string() })).default([]),
  max_score: z.number().optional(),
  min_score: z.number().optional(),
  /** 'N': the test date has no minimum. */
  limit_usage: ynFlag.default('Y'),
});
export type CatalogEntryConfig = z.infer<typeof languageConfigSchema> | z.infer<typeof certificateConfigSchema>;

/**
 * Label overrides of a picker's two fixed lists. Absent: the picker's default ('필수 자격증', '우대 자격증', ...);
 * a text: that text ('인정 자격증', '어학시험'); null: the list has no label.
 */
export const pickerLabelsSchema = lazySchema(() => z.object({
  requirement: z.string().min(1).nullable().optional(),
  preference: z.string().min(1).nullable().optional(),
}));
export type PickerLabels = z.infer<typeof pickerLabelsSchema>;

/** A variant of a list chosen by the `prerequisite` query (an earlier answer), e.g. Tenant D's language restrictions. */
export const prerequisiteVariantSchema = lazySchema(() => z.object({
  value: z.string().min(1).max(50),
  /** Keep only entries of these type_ids in every list. */
  type_ids: z.array(z.number().int()).optional(),
  /** Empty the preferred list. */
  empty_preference: z.boolean().default(false),
}));

export const optionListConfigSchema = lazySchema(() => z.object({
  /** The tasks that use this list (each task of the same project file). */
  tasks: z.array(id).min(1, { error: 'tasks에 지원분야 id를 하나 이상 입력해 주세요.' }),
  type: optionListTypeSchema,
  /** Catalogue ids of the required list. */
  requirement: z.array(id).default([]),
  /** Catalogue ids of the preferred list. */
  preference: z.array(id).default([]),
  /** Catalogue ids of the 'all' list; omitted: the whole catalogue. */
  all: z.array(id).optional(),
  /** 'Y': free input ('[word] 직접입력') when nothing matches. */
  etc: ynFlag.default('N'),
  /** 'none': a narrow dialog without the all list. */
  searchable: z.enum(['', 'none']).default(''),
  ets: z.array(z.object({ name: z.string(), ets_id: z.string() })).default([]),
  usage_pre_registration: ynFlag.default('N'),
  pre_registration_options: z
    .array(z.object({ id, title: z.string(), value: z.string(), code_option_id: z.number().int().optional() }))
    .default([]),
  labels: pickerLabelsSchema.optional(),
  prerequisites: z.array(prerequisiteVariantSchema).default([]),
}));
export type OptionListConfig = z.infer<typeof optionListConfigSchema>;

export const catalogConfigSchema = lazySchema(() => z
  .object({
    certificates: z.array(certificateConfigSchema).default([]),
    languages: z.array(languageConfigSchema).default([]),
    organizations: z.array(organizationConfigSchema).default([]),
    /** Tenant-wide label overrides per list type; an option list's own `labels` win. */
    labels: z.partialRecord(optionListTypeSchema, pickerLabelsSchema).default({}),
    optionLists: z.array(optionListConfigSchema).default([]),
  })
  .superRefine((cat, ctx) => {
    for (const kind of catalogKinds) {
      const ids = cat[kind].map((e) => e.id);
      for (const dupe of new Set(ids.filter((v, i) => ids.indexOf(v) !== i)))
        ctx.addIssue({ code: 'custom', path: [kind], message: `${kind}에 중복된 id ${dupe}가 있습니다.` });
    }
    const seen = new Set<string>();
    cat.optionLists.forEach((list, i) => {
      const known = new Set(cat[catalogKindOf(list.type)].map((e) => e.id));
      for (const field of ['requirement', 'preference', 'all'] as const) {
        (list[field] ?? []).forEach((ref, j) => {
          if (!known.has(ref))
            ctx.addIssue({ code: 'custom', path: ['optionLists', i, field, j], message: `${catalogKindOf(list.type)}에 id ${ref}가 없습니다.` });
        });
      }
      for (const task of list.tasks) {
        const key = `${task}#${list.type}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['optionLists', i, 'tasks'], message: `지원분야 ${task}의 ${list.type} 목록이 두 번 정의되어 있습니다.` });
        seen.add(key);
      }
    });
  }));
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
