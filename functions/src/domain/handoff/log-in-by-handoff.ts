import type { HandoffLogin } from '@portal/shared/schemas/handoff';
import { handoffMessages as m } from '@portal/shared/messages/handoff';
import type { AppContext } from '../context.ts';
import type { HandoffRecord } from '../ports.ts';
import { handoffActorName } from './staff-access.ts';
import { unauthorized } from '../errors.ts';
import { getCurrentCompany } from '../public-site/get-current-company.ts';
import { HANDOFF_SESSION_SECONDS, handoffSecretHash, parseHandoffAuth } from './handoff-link.ts';
import { log } from '../log.ts';

/**
 * POST /api/app/handoff/login (spec part 2, 2.18 step 2): the link's auth value for a staff session of this tenant. The
 * link is used once: the session is opened in the same write that marks it used. An unknown, used, revoked or expired
 * link, or one of another tenant (looked up under the host's tenant only), gets one answer and is logged.
 */
export async function logInByHandoff(ctx: AppContext, token: string): Promise<HandoffLogin> {
  const auth = parseHandoffAuth(token);
  // The company first: the answer needs it, and a link must not be used up by a login that then fails.
  const [found, company] = await Promise.all([auth ? ctx.repos.handoffs.get(auth.id) : undefined, getCurrentCompany(ctx)]);
  // A link of a key revoked since it was minted is as dead as a revoked link.
  const link = found && (await mintedByLiveKey(ctx, found)) ? found : undefined;
  const now = ctx.clock.now();
  const nowEpoch = Math.floor(now.getTime() / 1000);
  const sessionToken = ctx.crypto.randomToken();
  const expiresAt = nowEpoch + HANDOFF_SESSION_SECONDS;
  const redeemed =
    auth && link
      ? await ctx.repos.handoffs.redeem(auth.id, {
          secretHash: handoffSecretHash(ctx.crypto, auth),
          nowEpoch,
          usedAt: now.toISOString(),
          session: {
            token: sessionToken,
            staffId: link.staffId,
            expiresAt,
            grant: { kind: 'link', handoffId: link.id, keyId: link.keyId, keyHash: link.keyHash, type: link.type, applicantId: link.applicantId, applicantStepId: link.applicantStepId },
          },
        })
      : false;
  if (!auth || !link || !redeemed) {
    log.warn('handoff refused', { tenantId: ctx.tenant.id, handoffId: auth?.id ?? null, reason: link ? 'used, expired, revoked or wrong secret' : 'unknown' });
    throw unauthorized(m.linkInvalid);
  }
  await ctx.repos.audit.record({ action: 'staff.handoff-login', actor: handoffActorName(link.keyId, link.staffId), projectId: link.projectId, applicantId: link.applicantId, at: now.toISOString() });
  return {
    access_token: sessionToken,
    workspace: ctx.tenant.domainKey,
    company,
    fileDomain: `${ctx.origin.protocol}://${ctx.origin.host}`,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

/** Whether the key that minted the link is still live (links the ops CLI minted carry no key). */
async function mintedByLiveKey(ctx: AppContext, link: HandoffRecord): Promise<boolean> {
  if (link.keyHash === undefined) return true;
  const key = await ctx.repos.apiKeys.findByHash(link.keyHash);
  return key !== undefined && !key.revokedAt;
}
