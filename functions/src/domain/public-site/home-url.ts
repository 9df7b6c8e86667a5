import type { RequestOrigin } from '../context.ts';
import type { TenantBrand, TenantRef } from '../ports.ts';

/** The address of a tenant's site as seen from the current request's base domain. */
export function homeUrl(origin: RequestOrigin, tenant: TenantRef, brand: TenantBrand | undefined): string {
  if (origin.baseDomain) return `${origin.protocol}://${tenant.domainKey}.${origin.baseDomain}/`;
  const host = brand?.hosts[0];
  return host ? `${origin.protocol}://${host}/` : '/';
}
