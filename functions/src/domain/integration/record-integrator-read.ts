import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, AuditRecord } from '../ports.ts';

/** The route each recorded read is answered by (the access record's `what`). */
const ROUTE_OF: Record<Extract<AuditRecord['action'], 'integration.read-application' | 'integration.read-submission' | 'integration.read-files' | 'integration.read-step-result'>, string> = {
  'integration.read-application': 'GetApplication',
  'integration.read-submission': 'GetApplicationSubmission',
  'integration.read-files': 'ListApplicationFiles',
  'integration.read-step-result': 'GetApplicantStepResult',
};

/**
 * Writes the audit record of an organisation's system reading an application (as staff reads are recorded): which
 * key, which application, when. Awaited before the answer goes out, so no read goes unrecorded.
 */
export async function recordIntegratorRead(
  ctx: Pick<AppContext, 'repos' | 'clock'>,
  caller: IntegratorCaller,
  action: keyof typeof ROUTE_OF,
  applicant: Pick<ApplicantRecord, 'id' | 'projectId'>,
  seq?: number,
): Promise<void> {
  await ctx.repos.audit.record({
    action,
    actor: `integrator:${caller.keyId}`,
    projectId: applicant.projectId,
    applicantId: applicant.id,
    ...(seq === undefined ? {} : { seq }),
    // The access record's kind and count (안전성 확보조치 기준): files are handed out as download URLs.
    kind: action === 'integration.read-files' ? 'download' : 'read',
    route: ROUTE_OF[action],
    count: 1,
    at: ctx.clock.now().toISOString(),
  });
}
