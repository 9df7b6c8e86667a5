import * as z from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { configDateTime } from './schemas/config-date.ts';
import { boardMenuSchema, companyLabelsSchema, companyThemeSchema, popupSchema, siteSchema } from './schemas/company.ts';
import { boardOptionSchema } from './schemas/board.ts';
import { agreementSchema, authFieldSchema, verifyOptionsSchema } from './schemas/project.ts';
import { ynFlag } from './schemas/common.ts';
import { stepConfigSchema, stepResultConfigSchema } from './schemas/step-config.ts';
import { taskCascadeSchema } from './task-cascade.ts';
import { catalogConfigSchema } from './schemas/catalog-config.ts';
import { formTemplateSchema, type FormTemplate } from './form-model/form-config.ts';
import { BLIND_KINDS, blindViolationsOf } from './form-model/forbidden-questions.ts';
import { isSensitiveConsent, SENSITIVE_KINDS, sensitiveItemsOf } from './form-model/sensitive-items.ts';
import { rulesSchema, type Rule } from './form-model/rule-model.ts';
import { templateNames, unknownReferences } from './rules/rule-references.ts';
import { withDefaultRules } from './rules/default-rules.ts';
import { configUrl } from './schemas/config-url.ts';
import { isSupportedTenantPattern } from './validation/tenant-pattern.ts';
import { integrationConfigMessages } from './messages/integration-config.ts';
import { preRegistrationGaps } from './rules/pre-registration-fields.ts';
import { RETENTION_DAYS } from './retention.ts';
import { retentionMessages } from './messages/retention.ts';

/**
 * The tenant-configuration format (docs/tenant-config.md): one YAML or JSON document per tenant,
 * loaded by `npm run portal -- import <file>` and on first start. Times: schemas/config-date.ts.
 */
export { configDateTime };

/** A file shipped beside the config (asset path, relative to the config file) or already stored (filepath). */
const configFile = lazySchema(() =>
  z
    .object({
      asset: z.string().optional(),
      filepath: z.string().optional(),
      filename: z.string(),
      view_status: ynFlag.default('Y'),
    })
    .refine((f) => Boolean(f.asset) !== Boolean(f.filepath), { error: 'asset 또는 filepath 중 하나만 지정해 주세요.' }),
);

const idNum = z.number().int().positive();

/**
 * Defaults of `company.mail_limits` (docs/security.md 28). An honest applicant submits, cancels to edit and resubmits a
 * few times and asks an inquiry or two: 5 an hour covers that; 10 per address leaves room for two applications
 * (two notices of one tenant) sharing a mailbox, while a stranger's inbox gets at most that many an hour from the tenant.
 */
export const MAIL_LIMIT_DEFAULTS = { perApplicantPerHour: 5, perRecipientPerHour: 10 } as const;

/**
 * Defaults of `company.code_limits`, over a rolling hour (docs/security.md 8). Per address: a campus or carrier NAT is
 * ~300 applicants, each sending an SMS and an e-mail code. Per tenant: the deadline target, 3,000 new applicants a
 * minute each sending two codes, held for the whole hour (6,000 a minute); finite, so a leak's cost has a ceiling.
 */
export const CODE_LIMIT_DEFAULTS = { perAddressPerHour: 600, perTenantPerHour: 360_000 } as const;

/**
 * The texts of the message catalogue a KakaoTalk 알림톡 template can carry (shared/src/messages/outgoing.ts): each must
 * be approved by Kakao for the organisation's channel word for word, with the catalogue's variables.
 */
export const ALIMTALK_TEMPLATES = ['verification-code', 'password-code', 'password-no-match', 'step-result'] as const;
export type AlimtalkTemplate = (typeof ALIMTALK_TEMPLATES)[number];

/** A whole number between `min` and `max` for `company.abuse_limits.<field>`, refused with one Korean message. */
const abuseLimit = (field: string, min: number, max: number) => {
  const error = `abuse_limits.${field}는 ${min.toLocaleString('en-US')}에서 ${max.toLocaleString('en-US')} 사이의 정수로 입력해 주세요.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();
};

/** The company section: settings, labels, site texts, code limits, submission defaults and tenant-wide rules. */
export const companyConfigSchema = lazySchema(() =>
  z.object({
    id: idNum,
    domainKey: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'domainKey는 영문 소문자, 숫자, 하이픈으로 입력해 주세요.' }),
    /** Extra hostnames served for this tenant (its own domains on AWS). */
    domains: z.array(z.string().regex(/^[a-z0-9.-]+$/)).default([]),
    /** Serve this tenant on the bare base domain (e.g. plain localhost). */
    isDefault: z.boolean().default(false),
    name: z.string().min(1),
    logo: z.string().optional(),
    website: configUrl('website').optional(),
    headerColor: z.enum(['white', 'black']).default('white'),
    /** Brand colour and logo contrast (docs/tenant-config.md 'company.theme'). */
    theme: companyThemeSchema.prefault({}),
    labels: companyLabelsSchema,
    boardMenus: z.array(boardMenuSchema).default([]),
    testIps: z.array(z.string()).default([]),
    /**
     * KakaoTalk 알림톡 (docs/messaging.md): the organisation's channel and the code Kakao approved for each catalogue text it
     * registered. A text message with an approved template goes as 알림톡, its SMS the fallback; any other goes as SMS.
     */
    kakao: z
      .strictObject(
        {
          channel_id: z.string().regex(/^@\S{1,64}$/, { error: 'kakao.channel_id는 @로 시작하는 카카오톡 채널 아이디로 입력해 주세요.' }),
          templates: z.partialRecord(z.enum(ALIMTALK_TEMPLATES), z.string().min(1).max(64)),
        },
        { error: 'kakao에는 channel_id와 templates만 쓸 수 있습니다.' },
      )
      .optional(),
    /** Verification-code sends over a rolling hour, per client address and for the whole tenant (cost and spam limits). */
    code_limits: z
      .object({
        per_address_per_hour: z.number().int().min(1).max(10_000).default(CODE_LIMIT_DEFAULTS.perAddressPerHour),
        per_tenant_per_hour: z.number().int().min(1).max(1_000_000).default(CODE_LIMIT_DEFAULTS.perTenantPerHour),
      })
      .prefault({}),
    /**
     * E-mails an applicant's own actions send (receipt, cancellation notice, inquiry acknowledgement, exam seat) per hour,
     * per applicant and per recipient address: past them a mail is skipped and logged, the action itself still succeeds.
     */
    mail_limits: z
      .object({
        per_applicant_per_hour: z.number().int().min(1).max(1000).default(MAIL_LIMIT_DEFAULTS.perApplicantPerHour),
        per_recipient_per_hour: z.number().int().min(1).max(1000).default(MAIL_LIMIT_DEFAULTS.perRecipientPerHour),
      })
      .prefault({}),
    /**
     * Failed identification, password-recovery and qualification tries (docs/security.md 35): a tenant's own thresholds,
     * each unset one the default (ABUSE_LIMITS, functions/src/domain/abuse/abuse-limits.ts), within bounds that neither
     * lock out a typist nor leave guessing open.
     */
    abuse_limits: z
      .strictObject(
        {
          free_failures_per_pair: abuseLimit('free_failures_per_pair', 3, 20),
          address_failures_per_hour: abuseLimit('address_failures_per_hour', 50, 10_000),
          max_wait_seconds: abuseLimit('max_wait_seconds', 30, 3_600),
        },
        { error: 'abuse_limits에는 free_failures_per_pair, address_failures_per_hour, max_wait_seconds만 쓸 수 있습니다.' },
      )
      .optional(),
    /** Final submission settings (spec 4 'Application lifecycle'). */
    submission: z
      .object({
        /** Modify (cancel the final submission) is offered; a project may override it. */
        allow_cancel: z.boolean().default(true),
        /** Delete is offered on a submitted application (spec part 2, 2.4: one tenant hides it); a project may override it. */
        allow_delete_after_submit: z.boolean().default(true),
        /** The applicant number's prefix; the number is prefix + project id + a 5-digit sequence per project. */
        number_prefix: z.string().max(10).default(''),
      })
      .prefault({}),
    /** Tenant rules of every project (docs/tenant-rules.md); a rule's `projects`/`tasks` narrow it. */
    rules: rulesSchema,
    /** The site texts and sizes (schemas/company.ts siteSchema), with the landing image as a file beside the configuration. */
    site: siteSchema
      .omit({ landingImgUrl: true, logoUrl: true })
      .extend({ landingImage: z.string().optional() })
      .default({} as never),
  }),
);

/** One project with its tasks, agreements, verify options, periods, exam places, rules, steps and results. */
export const projectConfigSchema = lazySchema(() =>
  z.object({
    id: idNum,
    title: z.string(),
    status: ynFlag.default('Y'),
    startDate: configDateTime,
    endDate: configDateTime,
    verify_options: verifyOptionsSchema,
    agreements: z.array(agreementSchema).default([]),
    /** Auth-step fields; omitted: the usual name, phone, e-mail and password fields. */
    auth_fields: z
      .array(authFieldSchema)
      // Patterns run in the linear-time matcher (audit F07): what it cannot run is refused here, not skipped later.
      .superRefine((fields, ctx) =>
        fields.forEach((f, i) => {
          if (f.input_type.pattern && !isSupportedTenantPattern(f.input_type.pattern.value))
            ctx.addIssue({ code: 'custom', path: [i, 'input_type', 'pattern', 'value'], message: integrationConfigMessages.patternUnsupported(`auth_fields[${i}]`) });
        }),
      )
      .optional(),
    hide_email_hint: z.boolean().default(false),
    require_open_before_agree: z.boolean().default(false),
    qualification_required: z.boolean().default(false),
    qualification_label: z.string().optional(),
    task_cascade: taskCascadeSchema.optional(),
    /** Whether a final submission may be cancelled to edit (Modify); omitted: the company's submission.allow_cancel. */
    allow_cancel: z.boolean().optional(),
    /** Whether a submitted application may be deleted; omitted: the company's submission.allow_delete_after_submit. */
    allow_delete_after_submit: z.boolean().optional(),
    /**
     * Seconds after the end during which a save or submission that reached the server before the end is still
     * written (a request in flight at the deadline). Anything that arrives after the end is refused.
     */
    in_flight_grace_seconds: z.number().int().min(0).max(120).default(10),
    /** Blind-hiring words: the preview marks them in answers (detections) with the reason as a tooltip. */
    blind_words: z.array(z.object({ word: z.string().min(1), reason: z.string().min(1) })).default([]),
    /** Exam-site selection (spec 2.12): the places of each form detail that offers them, with their seats. */
    exam_sites: z
      .array(
        z.object({
          detail_id: idNum,
          places: z
            .array(
              z.object({
                id: idNum,
                place_name: z.string().min(1),
                address: z.string().default(''),
                total_count: z.number().int().nonnegative(),
                closed: z.boolean().default(false),
              }),
            )
            .min(1),
        }),
      )
      .default([]),
    /** Words the preview highlights for reviewers (searchWords) with their tooltip. */
    search_words: z.array(z.object({ word: z.string().min(1), tooltip: z.string().min(1) })).default([]),
    /** The form template (key of form_templates) of tasks that name none. */
    form: z.string().optional(),
    /**
     * Blind hiring (블라인드 채용): the project's forms may not ask for a photo, the region of origin, family relations
     * or school names (forbidden-questions.ts BLIND_KINDS); the import and the integration API refuse one that does.
     */
    blind_hiring: z.boolean().optional(),
    /**
     * Days the applicants' data is kept after the hiring result is confirmed (채용절차법 §11, PIPA §21), then destroyed
     * by the retention job; the consent step states it. The confirmation date itself is data, set through the integration API.
     */
    retention_days: z
      .number({ error: retentionMessages.retentionDaysRange })
      .int({ error: retentionMessages.retentionDaysRange })
      .min(RETENTION_DAYS.min, { error: retentionMessages.retentionDaysRange })
      .max(RETENTION_DAYS.max, { error: retentionMessages.retentionDaysRange })
      .default(RETENTION_DAYS.default),
    /** Tenant rules of this project only (docs/tenant-rules.md), after the company's. */
    rules: rulesSchema,
    /** Selection steps after the deadline (spec part 2, 4.3) and published results of applicants. */
    steps: z.array(stepConfigSchema).default([]),
    results: z.array(stepResultConfigSchema).default([]),
    tasks: z
      .array(
        z.object({
          id: idNum,
          name: z.string(),
          count: z.number().int().nonnegative(),
          qualification_required: z.boolean().optional(),
          /** The form template of this task (overrides the project's). */
          form: z.string().optional(),
        }),
      )
      .default([]),
  }),
);

export const postingConfigSchema = lazySchema(() =>
  z.object({
    id: idNum,
    project_id: idNum,
    title: z.string(),
    content: z.string().default(''),
    /** The project's period, if given at all: a notice has one period, its project's (issue 41 item 4). */
    startDate: configDateTime.optional(),
    endDate: configDateTime.optional(),
    status: ynFlag.default('Y'),
    isView: z.boolean().default(true),
    isRestriction: z.boolean().default(false),
    applyLabel: z.enum(['email']).optional(),
    files: z.array(configFile).default([]),
  }),
);

export const boardConfigSchema = lazySchema(() =>
  z.object({
    id: idNum,
    type: z.enum(['notice', 'faq', 'qna']),
    title: z.string(),
    date: configDateTime,
    content: z.string().default(''),
    files: z.array(configFile).default([]),
  }),
);

export const tenantConfigSchema = lazySchema(() =>
  z
    .object({
      company: companyConfigSchema,
      popups: z.array(popupSchema).default([]),
      projects: z.array(projectConfigSchema).default([]),
      postings: z.array(postingConfigSchema).default([]),
      boards: z.array(boardConfigSchema).default([]),
      boardOptions: z.partialRecord(z.enum(['notice', 'faq', 'qna']), z.array(boardOptionSchema)).default({}),
      /** Picker catalogues and per-task option lists (schemas/catalog-config.ts). */
      catalog: catalogConfigSchema.prefault({}),
      /** Application-form templates by name (docs/tenant-config.md 'Forms'). */
      form_templates: z.record(z.string().regex(/^[\w-]+$/), formTemplateSchema).default({}),
    })
    .superRefine((cfg, ctx) => {
      const allTaskIds = new Set(cfg.projects.flatMap((p) => p.tasks.map((t) => t.id)));
      const projectIds = new Set(cfg.projects.map((p) => p.id));
      const names = templateNames(Object.values(cfg.form_templates));
      cfg.projects.forEach((p, i) => checkProjectReferences(p, { forms: cfg.form_templates, names, projectIds, taskIds: allTaskIds }, ctx, ['projects', i]));
      cfg.catalog.optionLists.forEach((l, i) => {
        for (const t of l.tasks)
          if (!allTaskIds.has(t)) ctx.addIssue({ code: 'custom', path: ['catalog', 'optionLists', i, 'tasks'], message: `지원분야 ${t}가 정의되어 있지 않습니다.` });
      });
      checkRuleScopes(cfg.company.rules, { names, projectIds, taskIds: allTaskIds }, ctx, ['company', 'rules']);
      for (const gap of preRegistrationGaps(cfg.projects, cfg.form_templates, cfg.catalog.optionLists))
        ctx.addIssue({ code: 'custom', path: ['catalog', 'optionLists'], message: integrationConfigMessages.preRegistrationMissing(gap.taskId, gap.form) });
      cfg.postings.forEach((p, i) => {
        const project = cfg.projects.find((x) => x.id === p.project_id);
        if (!project) ctx.addIssue({ code: 'custom', path: ['postings', i, 'project_id'], message: `프로젝트 ${p.project_id}가 정의되어 있지 않습니다.` });
        else if ((p.startDate !== undefined && p.startDate !== project.startDate) || (p.endDate !== undefined && p.endDate !== project.endDate))
          ctx.addIssue({ code: 'custom', path: ['postings', i, p.startDate !== undefined && p.startDate !== project.startDate ? 'startDate' : 'endDate'], message: integrationConfigMessages.postingPeriodDiffers(p.id, p.project_id) });
      });
      for (const id of duplicates(cfg.projects.flatMap((p) => p.steps.map((s) => s.id)))) ctx.addIssue({ code: 'custom', path: ['projects'], message: `steps에 중복된 id ${id}가 있습니다.` });
      for (const [name, list] of [
        ['projects', cfg.projects],
        ['postings', cfg.postings],
        ['boards', cfg.boards],
        ['popups', cfg.popups],
      ] as const) {
        for (const id of duplicates(list.map((x) => x.id)))
          ctx.addIssue({ code: 'custom', path: [name], message: `${name}에 중복된 id ${id}가 있습니다.` });
      }
    }),
);

  const duplicates = (ids: number[]) => [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];

  /** Where problems go: zod's refinement context, or a plain list (the integration API's 422). */
  export interface Issues {
    addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void;
  }
  type ProjectConfig = z.infer<typeof projectConfigSchema>;
  interface ReferenceScope {
    names: ReturnType<typeof templateNames>;
    projectIds: ReadonlySet<number>;
    taskIds: ReadonlySet<number>;
  }

  /** A rule scoped to an unknown project or task, or naming what no form defines, would silently never apply. */
  export function checkRuleScopes(rules: readonly Rule[], scope: ReferenceScope, ctx: Issues, path: (string | number)[]): void {
    rules.forEach((r, i) => {
      for (const id of r.projects ?? []) if (!scope.projectIds.has(id)) ctx.addIssue({ code: 'custom', path: [...path, i, 'projects'], message: `프로젝트 ${id}가 정의되어 있지 않습니다.` });
      for (const id of r.tasks ?? []) if (!scope.taskIds.has(id)) ctx.addIssue({ code: 'custom', path: [...path, i, 'tasks'], message: `지원분야 ${id}가 정의되어 있지 않습니다.` });
      for (const message of unknownReferences(r, scope.names)) ctx.addIssue({ code: 'custom', path: [...path, i], message });
    });
  }

  /**
   * What the schema alone cannot see in one project: cascade options and results naming its own tasks and steps, form
   * names that exist, rules that reach something. The YAML import and the integration API's project upsert both run it.
   */
  export function checkProjectReferences(
    p: Pick<ProjectConfig, 'id' | 'tasks' | 'form' | 'rules' | 'task_cascade' | 'agreements'> & Partial<Pick<ProjectConfig, 'steps' | 'results' | 'blind_hiring'>>,
    scope: ReferenceScope & { forms: Readonly<Record<string, FormTemplate>> },
    ctx: Issues,
    path: (string | number)[],
  ): void {
    const taskIds = new Set(p.tasks.map((t) => t.id));
    p.task_cascade?.options.forEach((o, j) => {
      if (!taskIds.has(o.id)) ctx.addIssue({ code: 'custom', path: [...path, 'task_cascade', 'options', j, 'id'], message: `지원분야 ${o.id}가 프로젝트 ${p.id}의 tasks에 없습니다.` });
    });
    const checkForm = (name: string | undefined, at: (string | number)[]) => {
      if (name && !Object.hasOwn(scope.forms, name)) ctx.addIssue({ code: 'custom', path: at, message: `양식 '${name}'이(가) form_templates에 없습니다.` });
    };
    checkForm(p.form, [...path, 'form']);
    p.tasks.forEach((t, j) => checkForm(t.form, [...path, 'tasks', j, 'form']));
    // The templates the project's tasks fill, each with where the project names it.
    const used = new Map<string, (string | number)[]>();
    if (p.form) used.set(p.form, [...path, 'form']);
    p.tasks.forEach((t, j) => t.form && !used.has(t.form) && used.set(t.form, [...path, 'tasks', j, 'form']));
    const templates = [...used].flatMap(([name, at]) => (Object.hasOwn(scope.forms, name) ? [{ name, at, template: scope.forms[name]! }] : []));
    if (p.blind_hiring)
      for (const { name, at, template } of templates)
        for (const v of blindViolationsOf(template))
          ctx.addIssue({ code: 'custom', path: at, message: integrationConfigMessages.blindHiringAsks(p.id, name, `${v.key}(${v.title})`, v.kinds.map((k) => BLIND_KINDS[k])) });
    // Sensitive information (PIPA §23) is asked only beside a consent of its own.
    if (!p.agreements.some(isSensitiveConsent))
      for (const { name, template } of templates) {
        const found = sensitiveItemsOf(template);
        if (found.length === 0) continue;
        const kinds = [...new Set(found.flatMap((f) => f.kinds))].map((k) => SENSITIVE_KINDS[k]);
        ctx.addIssue({ code: 'custom', path: [...path, 'agreements'], message: integrationConfigMessages.sensitiveConsentMissing(p.id, name, found.map((f) => `${f.key}(${f.title})`), kinds) });
      }
    for (const id of duplicates(p.tasks.map((t) => t.id))) ctx.addIssue({ code: 'custom', path: [...path, 'tasks'], message: `tasks에 중복된 id ${id}가 있습니다.` });
    checkRuleScopes(p.rules, scope, ctx, [...path, 'rules']);
    const stepIds = new Set((p.steps ?? []).map((s) => s.id));
    (p.results ?? []).forEach((r, j) => {
      if (!stepIds.has(r.step_id)) ctx.addIssue({ code: 'custom', path: [...path, 'results', j, 'step_id'], message: `전형 ${r.step_id}가 프로젝트 ${p.id}의 steps에 없습니다.` });
    });
    (p.steps ?? []).forEach((s, j) => {
      if (s.type === 'survey' && !s.survey) ctx.addIssue({ code: 'custom', path: [...path, 'steps', j, 'survey'], message: `설문 전형 ${s.id}에 survey가 없습니다.` });
    });
  }

  /**
   * A picker-prerequisite rule with the variants of the task's list it picks from (among `lists`), so the server can
   * check a chosen entry's type (the import and the integration API fill them; written by hand they are ignored).
   * Other rules as given.
   */
  export function withListVariants(r: Rule, lists: readonly Pick<TenantConfig['catalog']['optionLists'][number], 'type' | 'tasks' | 'prerequisites'>[], taskId: number): Rule {
    if (r.kind !== 'picker_prerequisite') return r;
    const list = lists.find((l) => l.type === r.list && l.tasks.includes(taskId));
    const { variants: _stale, ...rule } = r;
    const variants = list?.prerequisites.map((v) => ({ value: v.value, ...(v.type_ids ? { type_ids: v.type_ids } : {}) }));
    return variants?.length ? { ...rule, variants } : rule;
  }

  export type TenantConfig = z.infer<typeof tenantConfigSchema>;
  export type TenantConfigInput = z.input<typeof tenantConfigSchema>;

  /**
   * The rules of one task: the defaults every tenant has (rules/default-rules.ts), then the company rules and the
   * project's, kept where their scope names the task and project.
   * They are stored with each page of the task's form and served with it (get-form).
   */
  export function taskRules(
    cfg: { company: Pick<TenantConfig['company'], 'rules'>; catalog: Pick<TenantConfig['catalog'], 'optionLists'>; form_templates: TenantConfig['form_templates'] },
    project: Pick<ProjectConfig, 'id' | 'rules' | 'tasks' | 'form'>,
    taskId: number,
  ): Rule[] {
    const configured = [...cfg.company.rules, ...project.rules]
      .filter((r) => (!r.projects || r.projects.includes(project.id)) && (!r.tasks || r.tasks.includes(taskId)))
      .map((r) => withListVariants(r, cfg.catalog.optionLists, taskId));
    // The rules every tenant has (dependent additional-info fields, revenue-stamp extras, read-only medical turnover_reason).
    const name = project.tasks.find((t) => t.id === taskId)?.form ?? project.form;
    const template = name ? cfg.form_templates[name] : undefined;
    return withDefaultRules(configured, template ? template.pages.flatMap((p) => p.forms) : []);
  }
