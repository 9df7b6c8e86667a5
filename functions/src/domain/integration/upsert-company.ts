import type { UpsertCompanyBody, Upserted } from '@portal/shared/schemas/integration-config';
import type { AppContext } from '../context.ts';
import { upsertVersioned } from './upsert-versioned.ts';
import { abuseLimitsRecord } from '../abuse/abuse-limits.ts';
import { kakaoRecord } from '../mail/alimtalk.ts';

/**
 * PUT /api/integration/company: the organisation's settings, site texts, popups and board categories. Its id, domain
 * key and hosts stay the operator's, and stored logos stay as they are. A new organisation starts here, after the
 * operator registered it (`npm run portal -- tenant create`) and gave its system a key.
 */
export async function upsertCompany(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'tenant' | 'directory'>, body: UpsertCompanyBody): Promise<Upserted> {
  const { version, ...content } = body;
  return upsertVersioned(ctx, { kind: 'company', id: 'company', version, content }, async () => {
    const { company: c, popups, boardOptions } = content;
    const [stored, projects, brand] = await Promise.all([ctx.repos.company.get(), ctx.repos.projects.list(), ctx.directory.findBrand(ctx.tenant)]);
    const kept = { logoUrl: stored?.site.logoUrl, landingImgUrl: stored?.site.landingImgUrl };
    await ctx.repos.company.put({
      id: ctx.tenant.id,
      domain: ctx.tenant.domainKey,
      name: c.name,
      ...(stored?.logoUrl ? { logoUrl: stored.logoUrl } : {}),
      ...(c.website ? { website: c.website } : {}),
      headerColor: c.headerColor,
      theme: c.theme,
      boardMenus: c.boardMenus,
      labels: c.labels,
      site: { ...c.site, ...(kept.logoUrl ? { logoUrl: kept.logoUrl } : {}), ...(kept.landingImgUrl ? { landingImgUrl: kept.landingImgUrl } : {}) },
      testIps: c.testIps,
      codeLimits: { perAddressPerHour: c.code_limits.per_address_per_hour, perTenantPerHour: c.code_limits.per_tenant_per_hour },
      mailLimits: { perApplicantPerHour: c.mail_limits.per_applicant_per_hour, perRecipientPerHour: c.mail_limits.per_recipient_per_hour },
      ...abuseLimitsRecord(c.abuse_limits),
      ...kakaoRecord(c.kakao),
      domains: stored?.domains ?? brand?.hosts ?? [],
      projectsCount: projects.length,
      submission: c.submission,
    });
    await ctx.repos.popups.replaceAll(popups);
    for (const type of ['notice', 'faq', 'qna'] as const) {
      const options = boardOptions[type];
      if (options) await ctx.repos.boards.putOptions(type, options);
    }
    // Other tenants' sites name and link this one by its directory brand (spec 2.5).
    await ctx.directory.register(ctx.tenant, { ...brand, name: c.name, hosts: brand?.hosts ?? stored?.domains ?? [] }, false);
  });
}
