import type { MintedHandoff, MintHandoffBody } from '@portal/shared/schemas/handoff';
import { adminTokenOf } from '@portal/shared/route-keys';
import { applicantStepIdPattern } from '@portal/shared/schemas/steps';
import { handoffMessages as m } from '@portal/shared/messages/handoff';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { formatHandoffAuth, HANDOFF_TTL_SECONDS, handoffSecretHash, newHandoffAuth } from './handoff-link.ts';

/**
 * The query values the /move page applies (spec part 2, 2.18 step 3), in the order it reads them. A caller's
 * applicantToken is not among them: no credential travels in an address, and a `result` link's session opens its step.
 */
const passedOn = ['projectId', 'taskId', 'applicantId', 'noticeId', 'applicantStepId'] as const;

/** Links that open an applicant's data: the key must be allowed to read applications as well as to hand staff off. */
const readingTypes: ReadonlySet<string> = new Set(['check', 'result']);

/**
 * POST /api/integration/handoffs: a single-use link that sends a member of the organisation's staff into the applicant
 * side (spec part 2, 2.18), on this tenant's host only. The ids it carries are checked here, in this tenant, so a link
 * never names what the tenant does not have; minting is recorded in the audit trail.
 */
export async function mintHandoff(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'origin'>, caller: IntegratorCaller, sent: MintHandoffBody): Promise<MintedHandoff> {
  if (readingTypes.has(sent.type) && !caller.scopes.includes('read')) throw forbidden(integrationMessages.scopeMissing('read'));
  // Every id sent must be this tenant's; only a check link then opens an application (staff-access.ts): elsewhere an
  // applicantId is accepted, as older callers send it, and dropped, so the move page never asks for what the session may not read.
  await checkReferences(ctx, sent);
  const body = sent.type === 'check' ? sent : { ...sent, applicantId: undefined };
  const auth = newHandoffAuth(ctx.crypto);
  const now = ctx.clock.now();
  const expiresAt = Math.floor(now.getTime() / 1000) + HANDOFF_TTL_SECONDS;
  await ctx.repos.handoffs.create({
    id: auth.id,
    secretHash: handoffSecretHash(ctx.crypto, auth),
    staffId: body.staffId,
    keyId: caller.keyId,
    keyHash: caller.keyHash,
    type: body.type,
    projectId: body.projectId,
    applicantId: body.applicantId,
    applicantStepId: body.applicantStepId,
    createdAt: now.toISOString(),
    expiresAt,
  });
  await ctx.repos.audit.record({
    action: 'integration.minted-handoff',
    actor: `integrator:${caller.keyId}`,
    projectId: body.projectId,
    applicantId: body.applicantId,
    at: now.toISOString(),
  });
  const query = new URLSearchParams();
  for (const k of passedOn) if (body[k] !== undefined) query.set(k, String(body[k]));
  const search = query.size ? `?${query}` : '';
  const site = `${ctx.origin.protocol}://${ctx.origin.host}`;
  return {
    id: auth.id,
    url: `${site}/move/${formatHandoffAuth(auth)}/${body.type}${search}`,
    // The spec's own result route (R5-0-2 with adminToken) for the same single use.
    ...(body.type === 'result' && body.applicantStepId ? { resultUrl: `${site}/result/${body.applicantStepId}/${adminTokenOf(formatHandoffAuth(auth))}` } : {}),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

async function checkReferences(ctx: Pick<AppContext, 'repos'>, body: MintHandoffBody): Promise<void> {
  const step = body.applicantStepId === undefined ? undefined : applicantStepIdPattern.exec(body.applicantStepId);
  const [project, applicant, posting, applicantStep] = await Promise.all([
    body.projectId === undefined ? undefined : ctx.repos.projects.getWithTasks(body.projectId),
    body.applicantId === undefined ? undefined : ctx.repos.applicants.get(body.applicantId),
    body.noticeId === undefined ? undefined : ctx.repos.postings.get(body.noticeId),
    step ? ctx.repos.applicantSteps.get(Number(step[2]), Number(step[1])) : undefined,
  ]);
  if (body.projectId !== undefined && !project) throw notFound(m.projectNotFound);
  if (body.taskId !== undefined) {
    // A task is applied only with its project (the form needs both).
    if (!project) throw badRequest(m.taskNeedsProject);
    if (!project.tasks.some((t) => t.id === body.taskId)) throw badRequest(m.taskNotInProject);
  }
  if (body.applicantId !== undefined && !applicant) throw notFound(m.applicantNotFound);
  if (body.noticeId !== undefined && !posting) throw notFound(m.postingNotFound);
  if (body.applicantStepId !== undefined && !applicantStep) throw notFound(m.applicantStepNotFound);
}
