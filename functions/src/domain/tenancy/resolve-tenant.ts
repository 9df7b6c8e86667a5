import type { TenantDirectory, TenantRef } from '../ports.ts';

export interface ResolvedHost {
  tenant: TenantRef | undefined;
  /** Base domain with port when the host was '<key>.<base>' or the bare base. */
  baseDomain: string | undefined;
}

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * Host header to tenant: '<domainKey>.<base>' for each configured base domain, the bare
 * base (or an IP literal) for the default tenant, otherwise a tenant's own registered host.
 */
export async function resolveTenant(directory: TenantDirectory, hostHeader: string, baseDomains: readonly string[]): Promise<ResolvedHost> {
  const host = hostHeader.trim().toLowerCase();
  const portMatch = /:(\d{1,5})$/.exec(host);
  const hostname = portMatch && !host.endsWith(']') ? host.slice(0, portMatch.index) : host;
  const port = portMatch ? `:${portMatch[1]}` : '';
  if (IP_LITERAL.test(hostname)) return { tenant: await directory.findDefault(), baseDomain: undefined };
  for (const base of baseDomains) {
    if (hostname === base) return { tenant: await directory.findDefault(), baseDomain: `${base}${port}` };
    if (hostname.endsWith(`.${base}`)) {
      const key = hostname.slice(0, -(base.length + 1));
      if (/^[a-z0-9][a-z0-9-]{0,62}$/.test(key)) return { tenant: await directory.findByDomainKey(key), baseDomain: `${base}${port}` };
      return { tenant: undefined, baseDomain: `${base}${port}` };
    }
  }
  return { tenant: await directory.findByHost(hostname), baseDomain: undefined };
}
