import { taskRules, type FileRef, type TenantConfig } from '@portal/shared';
import type { Clock, DeadlineSchedule, FileStore, ResultReleaseSchedule, TenantDirectory, TenantRepositories } from '../ports.ts';
import { importSteps } from './import-steps.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { resolveConfigDate } from './resolve-config-date.ts';
import { importCatalog } from './import-catalog.ts';
import { templatePages } from '@portal/shared/form-model/form-config';

export interface ImportDeps {
  reposFor(tenantId: number): TenantRepositories;
  directory: TenantDirectory;
  deadlines: DeadlineSchedule;
  releases: ResultReleaseSchedule;
  files: FileStore;
  clock: Clock;
  /** Reads an asset named relative to the configuration file. */
  readAsset(path: string): Promise<{ body: Uint8Array; contentType: string }>;
}

export interface ImportSummary {
  companyId: number;
  domainKey: string;
  projects: number;
  postings: number;
  boards: number;
  files: number;
}

const safeName = (name: string) => name.replace(/[^\w.\-가-힣]/g, '_');

/**
 * Ops use case (portal CLI and first start): writes one tenant's configuration.
 * Re-importing the same file is idempotent: items are upserted by id.
 */
export async function importTenantConfig(deps: ImportDeps, cfg: TenantConfig): Promise<ImportSummary> {
  const now = deps.clock.now();
  const { company: c } = cfg;
  const repos = deps.reposFor(c.id);
  let fileCount = 0;

  const uploadAsset = async (asset: string, prefix: string): Promise<string> => {
    const { body, contentType } = await deps.readAsset(asset);
    const key = `${prefix}${safeName(asset.split('/').pop() ?? 'file')}`;
    await deps.files.put(key, body, contentType);
    fileCount++;
    return key;
  };
  const publicUrl = async (asset: string | undefined) =>
    asset ? fileKeys.publicUrlPath(await uploadAsset(asset, fileKeys.publicPrefix(c.id))) : undefined;
  const storeFiles = async (files: TenantConfig['postings'][number]['files'], folder: string): Promise<FileRef[]> => {
    const out: FileRef[] = [];
    for (const f of files) {
      const filepath = f.asset ? await uploadAsset(f.asset, `${fileKeys.tenantPrefix(c.id)}${folder}/`) : f.filepath!;
      out.push({ filepath, filename: f.filename, view_status: f.view_status });
    }
    return out;
  };

  const logoUrl = await publicUrl(c.logo);
  const landingImgUrl = await publicUrl(c.site.landingImage);
  const { landingImage: _l, ...site } = c.site;
  await repos.company.put({
    id: c.id,
    domain: c.domainKey,
    name: c.name,
    ...(logoUrl ? { logoUrl } : {}),
    ...(c.website ? { website: c.website } : {}),
    headerColor: c.headerColor,
    theme: c.theme,
    boardMenus: c.boardMenus,
    labels: c.labels,
    site: { ...site, ...(logoUrl ? { logoUrl } : {}), ...(landingImgUrl ? { landingImgUrl } : {}) },
    testIps: c.testIps,
    codeLimits: { perAddressPerHour: c.code_limits.per_address_per_hour, perTenantPerHour: c.code_limits.per_tenant_per_hour },
    domains: c.domains,
    projectsCount: cfg.projects.length,
  });
  await repos.popups.replaceAll(cfg.popups);

  for (const p of cfg.projects) {
    const previous = await repos.projects.getWithTasks(p.id);
    const endDate = resolveConfigDate(p.endDate, now);
    await deps.deadlines.register(c.id, p.id, endDate, previous?.project.endDate);
    await repos.projects.put(
      {
        id: p.id,
        title: p.title,
        status: p.status,
        startDate: resolveConfigDate(p.startDate, now),
        endDate,
        verify_options: p.verify_options,
        agreements: p.agreements,
        ...(p.auth_fields ? { auth_fields: p.auth_fields } : {}),
        hide_email_hint: p.hide_email_hint,
        require_open_before_agree: p.require_open_before_agree,
        qualification_required: p.qualification_required,
        ...(p.qualification_label ? { qualification_label: p.qualification_label } : {}),
        ...(p.task_cascade ? { task_cascade: p.task_cascade } : {}),
        allow_cancel: p.allow_cancel ?? c.submission.allow_cancel,
        allow_delete_after_submit: p.allow_delete_after_submit ?? c.submission.allow_delete_after_submit,
        number_prefix: c.submission.number_prefix,
        in_flight_grace_seconds: p.in_flight_grace_seconds,
        blind_words: p.blind_words,
        search_words: p.search_words,
        exam_site_details: p.exam_sites.map((e) => e.detail_id),
      },
      p.tasks.map(({ form: _form, ...t }) => ({ ...t, project_id: p.id })),
    );
    for (const site of p.exam_sites) await repos.examPlaces.upsertPlaces(site.detail_id, site.places);
    for (const t of p.tasks) {
      const name = t.form ?? p.form;
      const template = name ? cfg.form_templates[name] : undefined;
      const rules = taskRules(cfg, p, t.id);
      await repos.forms.putTaskPages(t.id, template ? templatePages(template).map((page) => (rules.length > 0 ? { ...page, rules } : page)) : []);
    }
    await importSteps({ repos, releases: deps.releases, tenantId: c.id, now }, p);
  }
  await importCatalog(repos, cfg);
  const tenant = { id: c.id, domainKey: c.domainKey };
  for (const p of cfg.postings) {
    await repos.postings.put({
      id: p.id,
      project_id: p.project_id,
      title: p.title,
      content: p.content,
      startDate: resolveConfigDate(p.startDate, now),
      endDate: resolveConfigDate(p.endDate, now),
      status: p.status,
      isView: p.isView,
      isRestriction: p.isRestriction,
      ...(p.applyLabel ? { applyLabel: p.applyLabel } : {}),
      files: await storeFiles(p.files, `postings/${p.id}`),
    });
    await deps.directory.registerPosting(tenant, p.id, p.status === 'Y');
  }
  for (const b of cfg.boards) {
    await repos.boards.put({
      id: b.id,
      type: b.type,
      title: b.title,
      date: resolveConfigDate(b.date, now),
      content: b.content,
      files: await storeFiles(b.files, `boards/${b.id}`),
    });
  }
  for (const type of ['notice', 'faq', 'qna'] as const) {
    const options = cfg.boardOptions[type];
    if (options) await repos.boards.putOptions(type, options);
  }
  await deps.directory.register(
    tenant,
    { name: c.name, logoUrl, siteLogoUrl: logoUrl, hosts: c.domains },
    c.isDefault,
  );
  return {
    companyId: c.id,
    domainKey: c.domainKey,
    projects: cfg.projects.length,
    postings: cfg.postings.length,
    boards: cfg.boards.length,
    files: fileCount,
  };
}
