import type { TenantDirectory, TenantRef, TenantRepositories } from '../ports.ts';

export type AddHostResult = 'added' | 'already' | 'taken' | 'unknown';

/**
 * `npm run portal -- tenant add-host`: one more own host for an existing tenant, in its directory brand (what the API
 * resolves the host by) and its company record (what an export writes back). Refused when another tenant holds the
 * host: the directory's host entry would otherwise move that tenant's site here. A host already the tenant's is left.
 */
export async function addTenantHost(
  deps: { directory: TenantDirectory; reposFor(tenantId: number): TenantRepositories },
  domainKey: string,
  host: string,
): Promise<{ result: AddHostResult; tenant?: TenantRef; hosts?: string[] }> {
  const tenant = await deps.directory.findByDomainKey(domainKey);
  if (!tenant) return { result: 'unknown' };
  const holder = await deps.directory.findByHost(host);
  if (holder && holder.id !== tenant.id) return { result: 'taken', tenant: holder };
  const repos = deps.reposFor(tenant.id);
  const [brand, company] = await Promise.all([deps.directory.findBrand(tenant), repos.company.get()]);
  const known = brand?.hosts ?? company?.domains ?? [];
  if (holder && known.includes(host)) return { result: 'already', tenant, hosts: known };
  const hosts = known.includes(host) ? known : [...known, host];
  if (company) await repos.company.put({ ...company, domains: hosts });
  await deps.directory.register(tenant, { ...(brand ?? { name: company?.name ?? domainKey }), hosts }, false);
  return { result: 'added', tenant, hosts };
}
