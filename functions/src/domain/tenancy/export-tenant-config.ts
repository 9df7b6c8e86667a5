import type { TenantConfigInput } from '@portal/shared';
import type { Rule } from '@portal/shared/form-model/rule-model';
import { withDefaultRules } from '@portal/shared/rules/default-rules';
import { catalogKinds } from '@portal/shared/schemas/catalog-config';
import { canonicalJson } from '@portal/shared/canonical-json';
import type { FileStore, StepRecord, StoredFormPage, TenantDirectory, TenantRef, TenantRepositories } from '../ports.ts';
import { abuseLimitsConfig } from '../abuse/abuse-limits.ts';

type ProjectConfigInput = NonNullable<TenantConfigInput['projects']>[number];
type FileRefInput = { filepath: string; filename: string; view_status: 'Y' | 'N' };

export interface ExportDeps {
  repos: TenantRepositories;
  directory: TenantDirectory;
  files: Pick<FileStore, 'readStart'>;
  tenant: TenantRef;
  /** Keeps an asset (a logo, the landing image) beside the exported file; answers the path to name it by. */
  writeAsset(name: string, body: Uint8Array): Promise<string>;
}

/** The largest asset an export reads back (logos and landing images are far smaller). */
const MAX_ASSET_BYTES = 20 * 1024 * 1024;
const BOARD_PAGE = 100;

/**
 * `npm run portal -- export <domainKey> <dir>`: the tenant's whole configuration as the tenant-configuration format,
 * read back from what the store serves (whether a file import or the integration API wrote it), so that importing it
 * writes the same configuration again (export → import → export gives the same document). Each task's form becomes a
 * template of its own, and the rules it carries (tenant-wide and the project's) become the project's rules, scoped to
 * the tasks that have them. Applicants' results are applicant data, not configuration: the integration API reads them.
 */
export async function exportTenantConfig(deps: ExportDeps): Promise<TenantConfigInput> {
  const { repos } = deps;
  const company = await repos.company.get();
  if (!company) throw new Error(`tenant ${deps.tenant.domainKey} has no company record`);
  const [popups, projects, postings, isDefault] = await Promise.all([
    repos.popups.list(),
    repos.projects.list(),
    repos.postings.list(),
    deps.directory.findDefault().then((d) => d?.id === deps.tenant.id),
  ]);
  const asset = async (url: string | undefined) => {
    if (!url) return undefined;
    const key = url.replace(/^\//, '');
    const { bytes } = await deps.files.readStart(key, MAX_ASSET_BYTES);
    return bytes.length > 0 ? deps.writeAsset(key.split('/').pop()!, bytes) : undefined;
  };
  const { logoUrl: _l, landingImgUrl, ...site } = company.site;
  const [logo, landingImage] = [await asset(company.logoUrl), await asset(landingImgUrl)];

  const formTemplates: Record<string, { projectVersion: number; pages: { title: string; forms: unknown[] }[] }> = {};
  const projectConfigs: ProjectConfigInput[] = [];
  const taskIds: number[] = [];
  for (const summary of [...projects].sort((a, b) => a.id - b.id)) {
    const found = await repos.projects.getWithTasks(summary.id);
    if (!found) continue;
    const { project: p, tasks } = found;
    const rulesByTask = new Map<number, Rule[]>();
    for (const t of tasks) {
      taskIds.push(t.id);
      const pages = await repos.forms.listTaskPages(t.id);
      if (pages.length > 0) formTemplates[`task-${t.id}`] = templateOf(pages);
      rulesByTask.set(t.id, configuredRules(pages));
    }
    const [steps, places] = await Promise.all([repos.steps.listByProject(p.id), Promise.all((p.exam_site_details ?? []).map((d) => repos.examPlaces.list(d)))]);
    projectConfigs.push({
      id: p.id,
      title: p.title,
      status: p.status,
      startDate: p.startDate,
      endDate: p.endDate,
      verify_options: p.verify_options,
      agreements: p.agreements,
      ...(p.auth_fields ? { auth_fields: p.auth_fields } : {}),
      hide_email_hint: p.hide_email_hint ?? false,
      require_open_before_agree: p.require_open_before_agree ?? false,
      qualification_required: p.qualification_required ?? false,
      ...(p.qualification_label ? { qualification_label: p.qualification_label } : {}),
      ...(p.task_cascade ? { task_cascade: p.task_cascade } : {}),
      ...(p.allow_cancel !== undefined ? { allow_cancel: p.allow_cancel } : {}),
      ...(p.allow_delete_after_submit !== undefined ? { allow_delete_after_submit: p.allow_delete_after_submit } : {}),
      ...(p.in_flight_grace_seconds !== undefined ? { in_flight_grace_seconds: p.in_flight_grace_seconds } : {}),
      blind_words: p.blind_words ?? [],
      search_words: p.search_words ?? [],
      ...(p.blind_hiring ? { blind_hiring: true } : {}),
      ...(p.retention_days !== undefined ? { retention_days: p.retention_days } : {}),
      exam_sites: (p.exam_site_details ?? []).map((detail_id, i) => ({
        detail_id,
        places: places[i]!.map(({ id, place_name, address, total_count, closed }) => ({ id, place_name, address, total_count, closed })),
      })),
      rules: scopedRules(tasks.map((t) => t.id), rulesByTask),
      steps: [...steps].sort((a, b) => a.id - b.id).map(stepConfigOf),
      tasks: tasks.map((t) => ({
        id: t.id,
        name: t.name,
        count: t.count,
        ...(t.qualification_required !== undefined ? { qualification_required: t.qualification_required } : {}),
        ...(formTemplates[`task-${t.id}`] ? { form: `task-${t.id}` } : {}),
      })),
    });
  }

  const boards: NonNullable<TenantConfigInput['boards']> = [];
  const boardOptions: NonNullable<TenantConfigInput['boardOptions']> = {};
  for (const type of ['notice', 'faq', 'qna'] as const) {
    for (let page = 1; ; page++) {
      const { items, total } = await repos.boards.list(type, page, BOARD_PAGE);
      boards.push(...items.map((b) => ({ id: b.id, type: b.type, title: b.title, date: b.date, content: b.content, files: b.files.map(fileOf) })));
      if (items.length === 0 || page * BOARD_PAGE >= total) break;
    }
    const options = await repos.boards.listOptions(type);
    if (options.length > 0) boardOptions[type] = [...options];
  }

  const optionLists: NonNullable<NonNullable<TenantConfigInput['catalog']>['optionLists']> = [];
  for (const taskId of taskIds) {
    for (const type of (await repos.catalogs.getTaskIndex(taskId)) ?? []) {
      const list = await repos.catalogs.getOptionList(taskId, type);
      if (list) {
        const { taskId: _t, ...rest } = list;
        optionLists.push({ ...rest, tasks: [taskId] });
      }
    }
  }
  const catalog = Object.fromEntries(await Promise.all(catalogKinds.map(async (kind) => [kind, await repos.catalogs.getCatalog(kind)] as const)));

  return {
    company: {
      id: company.id,
      domainKey: company.domain,
      domains: company.domains,
      isDefault,
      name: company.name,
      ...(logo ? { logo } : {}),
      ...(company.website ? { website: company.website } : {}),
      headerColor: company.headerColor,
      ...(company.theme ? { theme: company.theme } : {}),
      labels: company.labels,
      boardMenus: company.boardMenus,
      testIps: company.testIps,
      ...(company.codeLimits ? { code_limits: { per_address_per_hour: company.codeLimits.perAddressPerHour, per_tenant_per_hour: company.codeLimits.perTenantPerHour } } : {}),
      ...(company.mailLimits ? { mail_limits: { per_applicant_per_hour: company.mailLimits.perApplicantPerHour, per_recipient_per_hour: company.mailLimits.perRecipientPerHour } } : {}),
      ...abuseLimitsConfig(company),
      ...(company.kakao ? { kakao: { channel_id: company.kakao.channelId, templates: company.kakao.templates } } : {}),
      ...(company.submission ? { submission: company.submission } : {}),
      rules: [],
      site: { ...site, ...(landingImage ? { landingImage } : {}) },
    },
    popups: [...popups].sort((a, b) => a.id - b.id),
    projects: projectConfigs,
    postings: [...postings]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        id: p.id,
        project_id: p.project_id,
        title: p.title,
        content: p.content,
        startDate: p.startDate,
        endDate: p.endDate,
        status: p.status,
        isView: p.isView,
        isRestriction: p.isRestriction,
        ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
        files: p.files.map(fileOf),
      })),
    boards: boards.sort((a, b) => a.id - b.id),
    boardOptions,
    catalog: { ...catalog, optionLists },
    form_templates: formTemplates as TenantConfigInput['form_templates'],
  };
}

const fileOf = (f: { filepath: string; filename: string; view_status?: 'Y' | 'N' | undefined }): FileRefInput => ({ filepath: f.filepath, filename: f.filename, view_status: f.view_status ?? 'Y' });

/** A task's stored pages as the template they were made from (templatePages in reverse). */
function templateOf(pages: StoredFormPage[]) {
  const sorted = [...pages].sort((a, b) => a.pageIndex - b.pageIndex);
  const legalReasons = Object.assign({}, ...sorted.map((p) => p.legalReasons ?? {})) as Record<string, string>;
  return {
    projectVersion: sorted[0]!.projectVersion,
    pages: sorted.map((p) => ({ title: p.title[p.pageIndex] ?? '', forms: p.forms })),
    ...(Object.keys(legalReasons).length > 0 ? { legal_reasons: legalReasons } : {}),
  };
}

/**
 * The rules a task's form carries, without the defaults every form gets (withDefaultRules puts them first): the
 * shortest tail that, given the defaults again, gives back what is stored. Picker variants are left out: the import
 * adds them again from the option lists.
 */
function configuredRules(pages: StoredFormPage[]): Rule[] {
  const stored = (pages[0]?.rules ?? []) as Rule[];
  const forms = pages.flatMap((p) => p.forms);
  // Stored maps come back with their keys in any order.
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
  let start = 0;
  for (let k = stored.length; k >= 0; k--) {
    if (same(withDefaultRules(stored.slice(k), forms), stored)) {
      start = k;
      break;
    }
  }
  return stored.slice(start).map((r) => {
    const { variants: _v, projects: _p, tasks: _t, ...rule } = r as Rule & { variants?: unknown };
    return rule as Rule;
  });
}

/** The project's rules: each rule once, scoped to the tasks that carry it (unscoped when every task does). */
function scopedRules(taskIds: number[], byTask: Map<number, Rule[]>): Rule[] {
  const order: string[] = [];
  const tasksOf = new Map<string, number[]>();
  for (const taskId of taskIds) {
    for (const rule of byTask.get(taskId) ?? []) {
      const key = canonicalJson(rule);
      if (!tasksOf.has(key)) {
        order.push(key);
        tasksOf.set(key, []);
      }
      tasksOf.get(key)!.push(taskId);
    }
  }
  return order.map((key) => {
    const tasks = tasksOf.get(key)!;
    const rule = JSON.parse(key) as Rule;
    return (tasks.length === taskIds.length ? rule : { ...rule, tasks }) as Rule;
  });
}

/** A stored step as the configuration writes it (stepRecordOf in reverse). */
function stepConfigOf(s: StepRecord): NonNullable<ProjectConfigInput['steps']>[number] {
  return {
    id: s.id,
    title: s.title,
    ...(s.viewTitle !== s.title ? { view_title: s.viewTitle } : {}),
    type: s.type,
    status: s.status,
    ...(s.resultMessageStatus === 'N' ? { result_message_status: 'N' as const } : {}),
    ...(s.resultTitle ? { result_title: s.resultTitle } : {}),
    result_start: s.resultStartDate,
    result_end: s.resultEndDate,
    content: s.content,
    ...(s.addPageContent !== null ? { add_page: { content: s.addPageContent } } : {}),
    ...(s.idCard ? { id_card: s.idCard } : {}),
    score_view: s.scoreView,
    ...(s.addRequest
      ? {
          add_request: {
            heading: s.addRequest.heading,
            start: s.addRequest.start,
            end: s.addRequest.end,
            required: s.addRequest.required,
            questions: s.addRequest.questions,
            file_name_formats: s.addRequest.fileNameFormats,
            disable_question_ids: s.addRequest.disableQuestionIds,
          },
        }
      : {}),
    ...(s.survey ? { survey: s.survey } : {}),
    notify: s.notify,
  };
}

