import { companyConfigSchema } from '@portal/shared';
import type { TenantDirectory, TenantRef, TenantRepositories } from '../ports.ts';

/**
 * The operator's first step for a new organisation (`npm run portal -- tenant create`): its id, domain key and hosts in
 * the directory, and a bare company record under its name, so the id is taken from then on. Everything else comes from
 * the organisation's system through the integration API (or a configuration file). False when the domain key or the
 * id already belongs to a tenant.
 */
export async function registerTenant(
  deps: { directory: TenantDirectory; reposFor(tenantId: number): TenantRepositories },
  input: { id: number; domainKey: string; name: string; hosts: string[] },
): Promise<boolean> {
  const repos = deps.reposFor(input.id);
  if (await repos.company.get()) return false;
  const c = companyConfigSchema.parse({ id: input.id, domainKey: input.domainKey, name: input.name, domains: input.hosts });
  const tenant: TenantRef = { id: c.id, domainKey: c.domainKey };
  const brand = { name: c.name, hosts: c.domains };
  // The domain key by a conditional write, so two registrations of one key cannot both pass; the company record's own
  // write is a conditional create too (TenantTable.put), so neither can two of one id.
  if (!(await deps.directory.claim(tenant, brand))) return false;
  const { landingImage: _l, ...site } = c.site;
  await repos.company.put({
    id: c.id,
    domain: c.domainKey,
    name: c.name,
    headerColor: c.headerColor,
    theme: c.theme,
    boardMenus: c.boardMenus,
    labels: c.labels,
    site,
    testIps: c.testIps,
    codeLimits: { perAddressPerHour: c.code_limits.per_address_per_hour, perTenantPerHour: c.code_limits.per_tenant_per_hour },
    mailLimits: { perApplicantPerHour: c.mail_limits.per_applicant_per_hour, perRecipientPerHour: c.mail_limits.per_recipient_per_hour },
    domains: c.domains,
    projectsCount: 0,
    submission: c.submission,
  });
  await deps.directory.register(tenant, brand, false);
  return true;
}
