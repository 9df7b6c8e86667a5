import { formatKst, messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { SystemActor } from '../context.ts';
import type { Clock, NewMessage, ResultReleaseSchedule, TenantRepositories } from '../ports.ts';
import { log } from '../log.ts';

/** What the notification job runs with: the system actor and the platform's adapters, no tenant of its own. */
export interface NotifyContext {
  actor: SystemActor;
  clock: Clock;
  releases: ResultReleaseSchedule;
  reposFor(tenantId: number): TenantRepositories;
}

/** Releases that started this long ago are still looked at (results published late during a long period). */
const LOOKBACK_DAYS = 60;

/**
 * The result-notification job (issue 19 item 8): for every step whose results are open now, each applicant with a
 * published result that was not told yet gets one e-mail (and an SMS where the step says so) asking them to look
 * at the portal, never the result. The claim (a conditional write) and the messages are one transaction, so two runs
 * at once, or one run repeated, queue them once; the delivery function sends them (docs/messaging.md).
 */
export async function notifyStepResults(deps: NotifyContext): Promise<{ tenantId: number; stepId: number; sent: number; failed: number }[]> {
  const now = deps.clock.now();
  const open = await deps.releases.open(formatKst(new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000)), formatKst(now));
  const out: { tenantId: number; stepId: number; sent: number; failed: number }[] = [];
  for (const release of open) {
    const repos = deps.reposFor(release.tenantId);
    const [step, found, company] = await Promise.all([repos.steps.get(release.projectId, release.stepId), repos.projects.getWithTasks(release.projectId), repos.company.get()]);
    // Moved or suspended since it was registered: the current schedule entry (or none) decides.
    if (!step || !found || !company || step.status === 'N' || step.resultStartDate !== release.start) continue;
    let sent = 0;
    let failed = 0;
    for (const { applicantId } of await repos.applicantSteps.pendingNotifications(step.id)) {
      try {
        const applicant = await repos.applicants.get(applicantId);
        // Queued with the claim (docs/messaging.md): each applicant is told once, and no provider is called here.
        const notices: NewMessage[] = !applicant
          ? []
          : [
              ...(step.notify.email
                ? [{ id: `step-result.${step.id}.${applicantId}.email`, kind: 'step-result', channel: 'email', to: applicant.email, subject: outgoingMessages.steps.notifySubject(company.name), text: outgoingMessages.steps.notifyText(company.name, found.project.title, step.viewTitle), applicantId, stepId: step.id } as const]
                : []),
              ...(step.notify.sms ? [{ id: `step-result.${step.id}.${applicantId}.sms`, kind: 'step-result', channel: 'sms', to: applicant.phone, text: outgoingMessages.steps.notifySms(company.name, step.viewTitle), template: 'step-result', applicantId, stepId: step.id } as const] : []),
            ];
        if (await repos.applicantSteps.claimNotification(applicantId, step.id, now.toISOString(), notices)) sent++;
      } catch (e) {
        // The claim and its messages were not written: the next run tries again.
        failed++;
        log.warn('result notification not queued', { tenantId: release.tenantId, stepId: step.id, applicantId, error: String(e) });
      }
    }
    if (sent + failed > 0) out.push({ tenantId: release.tenantId, stepId: step.id, sent, failed });
  }
  return out;
}
