import { messages, type Company } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * The company of the request's host, with its popups (checkCompany, company/{id}, hostname check). Every page load
 * asks for it, so both are read at most a few seconds old per container (docs/data-model.md 'Cached reads').
 */
export async function getCurrentCompany(ctx: AppContext): Promise<Company> {
  const [company, popups] = await Promise.all([ctx.repos.company.getRecent(), ctx.repos.popups.listRecent()]);
  if (!company) throw notFound(messages.api.notFound);
  const { testIps: _t, domains: _d, codeLimits: _c, mailLimits: _ml, abuseLimits: _al, submission: _s, projectsCount, ...rest } = company;
  return { ...rest, popups: [...popups].sort((a, b) => a.id - b.id), projects_count: projectsCount };
}

/** company/{id}: only the request's own company is readable. */
export async function getCompanyById(ctx: AppContext, input: { id: number }): Promise<Company> {
  if (input.id !== ctx.tenant.id) throw notFound(messages.api.notFound);
  return getCurrentCompany(ctx);
}
