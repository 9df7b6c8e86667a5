import type { AppContext } from '../context.ts';
import { getCurrentCompany } from './get-current-company.ts';

/** companies: the applicant side only ever sees its own company, optionally filtered by name. */
export async function listCompanies(ctx: AppContext, input: { name?: string | undefined }) {
  const c = await getCurrentCompany(ctx);
  if (input.name && !c.name.includes(input.name)) return [];
  return [{ id: c.id, domain: c.domain, name: c.name }];
}
