import type { AppContext } from '../context.ts';

/**
 * The key that opens an application's preview without the applicant's token (staff review, the test preview):
 * a keyed hash of tenant and applicant, so it cannot be guessed and opens nothing else.
 */
export const previewKey = (ctx: Pick<AppContext, 'crypto' | 'tenant'>, applicantId: number) =>
  ctx.crypto.keyedHash(`preview:${ctx.tenant.id}:${applicantId}`).slice(0, 32);
