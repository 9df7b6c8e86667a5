import type { FileRef, TenantConfig } from '@portal/shared';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { conflict } from '../errors.ts';
import type { Clock, DeadlineSchedule, FileStore, ResultReleaseSchedule, TenantDirectory, TenantRepositories } from '../ports.ts';
import { importSteps } from './import-steps.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { writeProject } from './write-project.ts';
import { writeBoardPost, writePosting } from './write-posting.ts';
import { importCatalog } from './import-catalog.ts';
import { abuseLimitsRecord } from '../abuse/abuse-limits.ts';
import { kakaoRecord } from '../mail/alimtalk.ts';

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
  // A posting id another tenant holds is refused before anything of the file is written (security finding 22).
  for (const p of cfg.postings) {
    const holder = await deps.directory.findPostingHolder(p.id);
    if (holder && holder.id !== c.id) throw conflict(m.postingIdTaken(p.id));
  }

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
    mailLimits: { perApplicantPerHour: c.mail_limits.per_applicant_per_hour, perRecipientPerHour: c.mail_limits.per_recipient_per_hour },
    ...abuseLimitsRecord(c.abuse_limits),
    ...kakaoRecord(c.kakao),
    domains: c.domains,
    projectsCount: cfg.projects.length,
    submission: c.submission,
  });
  await repos.popups.replaceAll(cfg.popups);

  for (const p of cfg.projects) {
    await writeProject({ repos, deadlines: deps.deadlines, tenantId: c.id, now }, p, c.submission, cfg);
    await importSteps({ repos, releases: deps.releases, tenantId: c.id, now }, p);
  }
  await importCatalog(repos, cfg.catalog, cfg.projects.flatMap((p) => p.tasks.map((t) => t.id)));
  const tenant = { id: c.id, domainKey: c.domainKey };
  for (const p of cfg.postings) await writePosting({ repos, directory: deps.directory, tenant, now }, p, await storeFiles(p.files, `postings/${p.id}`));
  for (const b of cfg.boards) await writeBoardPost({ repos, directory: deps.directory, tenant, now }, b, await storeFiles(b.files, `boards/${b.id}`));
  for (const type of ['notice', 'faq', 'qna'] as const) {
    const options = cfg.boardOptions[type];
    if (options) await repos.boards.putOptions(type, options);
  }
  // What the integration API had versioned is now the file's: a system's next body at its old version gets a 409.
  await repos.revisions.supersedeConfiguration(now.toISOString());
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
