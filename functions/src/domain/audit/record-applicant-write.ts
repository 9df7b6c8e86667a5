import type { AppContext } from '../context.ts';
import type { AuditRecord } from '../ports.ts';
import { log } from '../log.ts';

/** What an applicant changes from the applicant side (issue 39 item 2). */
export type ApplicantWrite = Extract<AuditRecord['action'], 'application.saved' | 'application.submitted' | 'application.cancelled' | 'step.answered' | 'survey.answered' | 'inquiry.sent'>;

/**
 * Records an applicant-side write under its real actor, once the write is stored. Only the applicant's own token
 * writes there (a staff test-mode token is refused before: require-applicant.ts), so the actor is the applicant. A
 * failed record is logged with everything it held and does not fail the write it describes: the application is kept.
 */
export async function recordApplicantWrite(ctx: Pick<AppContext, 'repos' | 'clock' | 'tenant'>, applicant: { id: number; projectId: number }, action: ApplicantWrite): Promise<void> {
  const entry = { action, actor: `applicant:${applicant.id}`, projectId: applicant.projectId, applicantId: applicant.id, at: ctx.clock.now().toISOString() };
  try {
    await ctx.repos.audit.record(entry);
  } catch (e) {
    log.error('audit record not written', { tenantId: ctx.tenant.id, ...entry, error: e instanceof Error ? e.message : String(e) });
  }
}
