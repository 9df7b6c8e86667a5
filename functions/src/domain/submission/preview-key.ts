import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { forbidden } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';

/**
 * How long a preview key opens an application. One review sitting (open, read, print; a reload re-signs the file
 * links) fits in an hour, and a link that leaked through history, a forwarded message or logs is dead within it;
 * staff mint a fresh key from the submission history whenever they need one.
 */
export const PREVIEW_KEY_TTL_SECONDS = 60 * 60;

/** '<expiry, epoch seconds in base 36>-<128-bit signature, hex>': URL-safe and dot-free, so /test/preview/:key/:id never looks like a file. */
const KEY_FORMAT = /^([0-9a-z]{1,10})-([0-9a-f]{32})$/;

type Ctx = Pick<AppContext, 'crypto' | 'tenant' | 'clock' | 'repos'>;

/**
 * The tenant's preview signing key: derived from the server pepper, the tenant and the tenant's preview epoch,
 * so that a key of one tenant never verifies on another and bumping the epoch refuses every key handed out.
 */
async function tenantSigningKey(ctx: Ctx): Promise<string> {
  const epoch = await ctx.repos.previewKeys.tenantEpoch();
  return ctx.crypto.keyedHash(`preview-signing-key:${ctx.tenant.id}:${epoch}`);
}

const signature = (ctx: Ctx, signingKey: string, applicant: ApplicantRecord, expires: number) =>
  ctx.crypto.hmac(signingKey, `preview:${applicant.id}:${applicant.previewEpoch ?? 0}:${expires}`).slice(0, 32);

const nowSeconds = (ctx: Ctx) => Math.floor(ctx.clock.now().getTime() / 1000);

/**
 * A key that opens this applicant's preview without the applicant's token (staff review, /test/preview/:key/:id)
 * until `expiresAt`, signed with the tenant's key over the applicant and its preview epoch.
 */
export async function mintPreviewKey(ctx: Ctx, applicant: ApplicantRecord): Promise<{ key: string; expiresAt: Date }> {
  const expires = nowSeconds(ctx) + PREVIEW_KEY_TTL_SECONDS;
  const key = `${expires.toString(36)}-${signature(ctx, await tenantSigningKey(ctx), applicant, expires)}`;
  return { key, expiresAt: new Date(expires * 1000) };
}

/**
 * The applicant a preview key opens. Refused (403, the same answer for a wrong key and a missing applicant, so ids
 * cannot be probed): a malformed, tampered, other tenant's, other applicant's or revoked key; an expired one says so.
 */
export async function applicantByPreviewKey(ctx: Ctx, applicantId: number, key: string | undefined): Promise<ApplicantRecord> {
  const parsed = key ? KEY_FORMAT.exec(key) : null;
  if (!parsed) throw forbidden(messages.submission.invalidPreviewKey);
  const expires = parseInt(parsed[1]!, 36);
  const now = nowSeconds(ctx);
  // A lifetime longer than any key is minted with is not ours (or from a longer policy since retired).
  if (expires > now + PREVIEW_KEY_TTL_SECONDS) throw forbidden(messages.submission.invalidPreviewKey);
  if (expires <= now) throw forbidden(messages.submission.expiredPreviewKey);
  const [applicant, signingKey] = await Promise.all([ctx.repos.applicants.get(applicantId), tenantSigningKey(ctx)]);
  if (!applicant || !ctx.crypto.equals(signature(ctx, signingKey, applicant, expires), parsed[2]!)) throw forbidden(messages.submission.invalidPreviewKey);
  return applicant;
}
