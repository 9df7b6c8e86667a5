import { messages, noticeState, type ApplicantHistory, type IdentifyBody } from '@portal/shared';
import type { AppContext, StaffActor } from '../context.ts';
import { assertStaffMayReadApplication, staffActorName } from '../handoff/staff-access.ts';
import { HANDOFF_SESSION_SECONDS } from '../handoff/handoff-link.ts';
import { badRequest, notFound } from '../errors.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';
import { applicantLoginHash } from './identification.ts';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';
import { giveBackTry } from '../abuse/give-back-try.ts';
import { requireApplicant } from '../auth-step/require-applicant.ts';
import { SESSION_SECONDS } from '../auth-step/applicant-session.ts';
import { listHistorySteps } from '../steps/list-history-steps.ts';
import { listUndeliveredMessages } from './list-undelivered-messages.ts';
import { destructionDate } from '@portal/shared/retention';
import { retentionDaysOf } from '../retention/retention-unit.ts';

const m = messages.findApplication;

const TOKEN_TTL_SECONDS = 24 * 3600;

/** A password hash nobody has, so an unknown person costs the same scrypt time as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * POST applicant/check (spec part 2, 2.2–2.4): with the identification fields, finds the application and answers its
 * history with a new applicant token; without them, answers the history of the stored token's applicant. A wrong
 * field and a person who never applied get the same answer, after the same work, so the answer never tells who
 * applied. Only failures count (functions/src/domain/abuse/): per login key and client address, and per address.
 */
export async function checkApplicant(ctx: AppContext, body: IdentifyBody | undefined): Promise<ApplicantHistory> {
  if (!body) {
    const applicant = await requireApplicant(ctx);
    return history(ctx, applicant);
  }
  const loginHash = applicantLoginHash(ctx.crypto, body.projectId, body);
  const ticket = await takeTry(ctx, 'check', loginHash);

  const id = await ctx.repos.applicants.findIdByLogin(body.projectId, loginHash);
  const applicant = id === undefined ? undefined : await ctx.repos.applicants.get(id);
  decoyHash ??= ctx.crypto.hashPassword(ctx.crypto.randomToken());
  const passwordOk = await ctx.crypto.verifyPassword(body.password, applicant?.passwordHash ?? (await decoyHash));
  if (!applicant || !passwordOk) {
    await countFailure(ctx, ticket);
    throw badRequest(m.notFound);
  }
  await giveBackTry(ctx, ticket);
  const { token } = await ctx.repos.applicantTokens.create(applicant.id, TOKEN_TTL_SECONDS, SESSION_SECONDS, applicant.tokenEpoch ?? 0);
  const answer = await history(ctx, applicant);
  return { ...answer, applicant: { ...answer.applicant, token } };
}

/**
 * POST admin/applicant/checkById with {check_id} (spec part 2, 2.4): staff open the history of the applicant their link
 * named, in test mode: with a read-only token that works only beside this staff session (require-applicant.ts), ends
 * with it, and is refused by every route that writes. Every such read leaves an audit record.
 */
export async function checkApplicantById(ctx: AppContext, checkId: number, staff: StaffActor): Promise<ApplicantHistory> {
  assertStaffMayReadApplication(staff, checkId);
  const applicant = await ctx.repos.applicants.get(checkId);
  if (!applicant) throw notFound(messages.formPage.invalidAccess);
  // No longer than a staff session lasts; it opens nothing once the session is gone anyway.
  const { token } = await ctx.repos.applicantTokens.create(applicant.id, HANDOFF_SESSION_SECONDS, SESSION_SECONDS, applicant.tokenEpoch ?? 0, { staffSession: staff.sessionHash });
  const answer = await history(ctx, applicant);
  await ctx.repos.audit.record({ action: 'staff.read-application', actor: staffActorName(staff), projectId: applicant.projectId, applicantId: applicant.id, kind: 'read', route: 'CheckApplicantById', count: 1, at: ctx.clock.now().toISOString() });
  return { ...answer, applicant: { ...answer.applicant, token } };
}

async function history(ctx: AppContext, applicant: ApplicantRecord): Promise<ApplicantHistory> {
  const [found, postings, applicantSteps, undelivered, retention, consents] = await Promise.all([
    ctx.repos.projects.getWithTasks(applicant.projectId),
    ctx.repos.postings.list(),
    listHistorySteps(ctx, applicant, ctx.actor.kind === 'staff'),
    listUndeliveredMessages(ctx, applicant),
    ctx.repos.retention.get(applicant.projectId),
    ctx.repos.applicants.getConsents(applicant.id),
  ]);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  const { project } = found;
  // The one reading of the notice's period (shared/src/notice-state.ts), as the posting list and detail show it.
  const { isActive, isEnd, remainDays } = noticeState(project, ctx.clock.now());
  return {
    applicant: {
      id: applicant.id,
      name: applicant.name,
      email: applicant.email,
      phone: applicant.phone,
      status: applicant.status,
      applicant_number: applicant.applicantNumber ?? null,
      task_name: applicant.taskName,
      task_id: applicant.taskId,
      submissionDate: applicant.submittedAt ?? null,
      updatedDate: applicant.lastSavedAt ?? applicant.createdAt ?? null,
      save_page: applicant.savePage,
    },
    notice: {
      id: project.id,
      project_id: project.id,
      postingId: postings.find((p) => p.project_id === project.id)?.id ?? null,
      title: project.title,
      startDate: project.startDate || null,
      endDate: project.endDate || null,
      isActive,
      isEnd,
      remainDays,
    },
    // Staff see the history in test mode: nothing to change from there (require-applicant.ts refuses it anyway).
    actions: ctx.actor.kind === 'staff' ? { modify: false, delete: false } : historyActions(applicant, project),
    applicantSteps,
    undelivered,
    ...(consents ? { consents } : {}),
    ...(retention?.resultConfirmedAt ? { retention: { destroyOn: destructionDate(retention.resultConfirmedAt, retentionDaysOf(project)), hired: applicant.hired === true } } : {}),
    admin: ctx.actor.kind === 'staff' ? 'Y' : 'N',
  };
}

/** Tenant configuration hides Modify (no cancel of a final submission) or Delete once the application is submitted. */
export function historyActions(applicant: ApplicantRecord, project: ProjectRecord): { modify: boolean; delete: boolean } {
  const submitted = applicant.status === 'Y';
  return { modify: !submitted || project.allow_cancel !== false, delete: !submitted || project.allow_delete_after_submit !== false };
}
