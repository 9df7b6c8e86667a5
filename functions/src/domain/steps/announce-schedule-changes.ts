import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { NewMessage, ScheduleChange } from '../ports.ts';
import { log } from '../log.ts';
import type { NotifyContext } from './notify-step-results.ts';

/** Applications read and told per page: one listing read, one outbox write each, one progress write per page. */
const PAGE = 100;

const shown = (kst: string) => kst.slice(0, 16);

/**
 * 채용절차법 §8 (issue 46 item 4): every submitted applicant of a project whose step's results now open later than
 * announced gets one e-mail (and an SMS where the step sends them) with the old and the new opening. Page by page, the
 * position kept after each, so a run out of time goes on where it stopped and a page told twice queues nothing twice
 * (the messages' ids are the move's). A move overtaken by a later one, or a step gone, is dropped: the newest tells.
 */
export async function announceScheduleChanges(deps: NotifyContext, untilMs: number): Promise<{ tenantId: number; stepId: number; told: number; done: boolean }[]> {
  const out: { tenantId: number; stepId: number; told: number; done: boolean }[] = [];
  for (const change of await deps.releases.pendingMoves()) {
    if (deps.clock.now().getTime() >= untilMs) break;
    try {
      out.push(await announce(deps, change, untilMs));
    } catch (e) {
      // Its position stays: the next run tries this page again.
      log.warn('schedule change not told', { tenantId: change.tenantId, stepId: change.stepId, error: String(e) });
    }
  }
  return out;
}

async function announce(deps: NotifyContext, change: ScheduleChange, untilMs: number): Promise<{ tenantId: number; stepId: number; told: number; done: boolean }> {
  const repos = deps.reposFor(change.tenantId);
  const [step, found, company] = await Promise.all([repos.steps.get(change.projectId, change.stepId), repos.projects.getWithTasks(change.projectId), repos.company.get()]);
  let told = change.told;
  const result = (done: boolean) => ({ tenantId: change.tenantId, stepId: change.stepId, told, done });
  if (!step || !found || !company || step.resultStartDate !== change.to || step.status === 'N') {
    await deps.releases.progressMove(change, undefined, told);
    return result(true);
  }
  const stamp = change.at.replace(/\D/g, '').slice(0, 14);
  let position = change.position ?? { shard: 0, afterId: 0 };
  for (;;) {
    const page = await repos.applications.listByProject(change.projectId, position, PAGE, { status: 'submitted' });
    const now = deps.clock.now();
    const messages: NewMessage[] = page.rows.flatMap((a) => [
      ...(step.notify.email
        ? [{ id: `schedule-change.${step.id}.${stamp}.${a.id}.email`, kind: 'schedule-change', channel: 'email', to: a.email, subject: outgoingMessages.steps.movedSubject(company.name), text: outgoingMessages.steps.movedText(company.name, found.project.title, step.viewTitle, shown(change.from), shown(change.to)), applicantId: a.id, stepId: step.id } as const]
        : []),
      ...(step.notify.sms ? [{ id: `schedule-change.${step.id}.${stamp}.${a.id}.sms`, kind: 'schedule-change', channel: 'sms', to: a.phone, text: outgoingMessages.steps.movedSms(company.name, step.viewTitle, shown(change.to)), applicantId: a.id, stepId: step.id } as const] : []),
    ]);
    await repos.outbox.enqueue(messages, now);
    told += page.rows.length;
    await deps.releases.progressMove(change, page.next, told);
    if (!page.next) return result(true);
    position = page.next;
    if (deps.clock.now().getTime() >= untilMs) return result(false);
  }
}
