import type { AppContext } from '../context.ts';

/** checkTest: whether the caller's address is on the company's test allow-list. */
export async function checkTestAccess(ctx: AppContext): Promise<{ isTest: 'Y' | 'N' }> {
  const company = await ctx.repos.company.get();
  return { isTest: company?.testIps.includes(ctx.origin.sourceIp) ? 'Y' : 'N' };
}
