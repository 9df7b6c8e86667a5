import type { CompanyBrand } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { homeUrl } from './home-url.ts';

/**
 * getCompanyByDomain/{domain}: public brand data (name, logos, home address) of the company
 * with that domain key or host, read from the directory; {} when there is none.
 */
export async function getCompanyBrand(ctx: AppContext, input: { domain: string }): Promise<CompanyBrand> {
  const domain = input.domain.toLowerCase();
  const host = domain.replace(/:\d+$/, '');
  const key = ctx.origin.baseDomain && host.endsWith(`.${ctx.origin.baseDomain.replace(/:\d+$/, '')}`) ? host.split('.')[0]! : host;
  const tenant = (await ctx.directory.findByDomainKey(key)) ?? (await ctx.directory.findByHost(host));
  if (!tenant) return {};
  const brand = await ctx.directory.findBrand(tenant);
  if (!brand) return {};
  return {
    id: tenant.id,
    domain: tenant.domainKey,
    name: brand.name,
    ...(brand.logoUrl ? { logoUrl: brand.logoUrl } : {}),
    site: brand.siteLogoUrl ? { logoUrl: brand.siteLogoUrl } : {},
    homeUrl: homeUrl(ctx.origin, tenant, brand),
  };
}
