import { handoffMessages as m } from '@portal/shared/messages/handoff';
import { applicantStepIdPattern } from '@portal/shared/schemas/steps';
import type { AppContext, StaffActor } from '../context.ts';
import { forbidden } from '../errors.ts';

/**
 * What a staff session may open (issue 39 item 1). The operator's own session opens all of its tenant; a handoff's
 * session only what its link named, whatever the staff member then sends: a `check` link its applicant, a `result`
 * link its applicant's step, the other links no applicant. Every staff use case asks here before it reads.
 */

/**
 * The name staff actions are recorded under: the operator's as `staff:<id>`, a link's as `handoff:<key id>:<id>`, so
 * a link never passes for the operator or for another key's staff.
 */
export const staffActorName = (actor: StaffActor): string => (actor.grant.kind === 'operator' ? `staff:${actor.staffId}` : handoffActorName(actor.grant.keyId, actor.staffId));

/** A handed-off staff member, under the key that minted the link. */
export const handoffActorName = (keyId: string, staffId: string): string => `handoff:${keyId}:${staffId}`;

/** The applicant of a step as the result route names it (`<stepId>-<applicantId>`). */
const applicantOfStep = (applicantStepId: string | undefined): number | undefined => {
  const parts = applicantStepId === undefined ? null : applicantStepIdPattern.exec(applicantStepId);
  return parts ? Number(parts[2]) : undefined;
};

/** The applicant a link's session may open: a `check` link's, or the applicant of a `result` link's step. */
const boundApplicant = (actor: StaffActor): number | undefined => {
  const g = actor.grant;
  if (g.kind === 'operator') return undefined;
  if (g.type === 'check') return g.applicantId;
  if (g.type === 'result') return applicantOfStep(g.applicantStepId);
  return undefined;
};

/** The application itself (history, submissions, preview keys): the operator, or a `check` link of this applicant. */
export function assertStaffMayReadApplication(actor: StaffActor, applicantId: number): void {
  const g = actor.grant;
  if (g.kind === 'operator' || (g.type === 'check' && g.applicantId === applicantId)) return;
  throw forbidden(m.notThisLink);
}

/** One applicant step's result: the operator, a `check` link of its applicant, or the `result` link of this step. */
export function assertStaffMayReadStep(actor: StaffActor, applicantStepId: string): void {
  const g = actor.grant;
  if (g.kind === 'operator') return;
  if (g.type === 'result' && g.applicantStepId === applicantStepId) return;
  if (g.type === 'check' && g.applicantId !== undefined && g.applicantId === applicantOfStep(applicantStepId)) return;
  throw forbidden(m.notThisLink);
}

/** An applicant's uploaded files: whoever may open the applicant (a `check` link, or a `result` link's step's applicant). */
export const staffMayReadFilesOf = (actor: StaffActor, applicantId: number): boolean => actor.grant.kind === 'operator' || boundApplicant(actor) === applicantId;

/** What only the operator's own session may do (every preview key of the tenant). */
export function assertOperator(actor: StaffActor): void {
  if (actor.grant.kind !== 'operator') throw forbidden(m.operatorOnly);
}

/**
 * The staff session of a bearer token, or undefined when there is none, it expired, or it was opened by a link whose
 * key has been revoked since (revoking a key ends at once every session its links opened).
 */
export async function openStaffSession(ctx: Pick<AppContext, 'repos'>, token: string): Promise<StaffActor | undefined> {
  const session = await ctx.repos.staffSessions.findByToken(token);
  if (!session) return undefined;
  const { grant } = session;
  if (grant.kind === 'link' && grant.keyHash !== undefined) {
    const key = await ctx.repos.apiKeys.findByHash(grant.keyHash);
    if (!key || key.revokedAt) return undefined;
  }
  return { kind: 'staff', staffId: session.staffId, grant, sessionHash: session.tokenHash };
}
