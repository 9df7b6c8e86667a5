import type { UndeliveredMessage } from '@portal/shared';
import type { UndeliveredItem, UndeliveredProblem } from '@portal/shared/messages/undelivered';
import type { AppContext } from '../context.ts';
import type { ApplicantRecord, OutboxMessage } from '../ports.ts';
import { submissionMessageId } from '../submission/prepare-receipt.ts';

/** Why a message did not reach the applicant, from its record (docs/messaging.md); undefined while it may still arrive. */
function problemOf(m: OutboxMessage): UndeliveredProblem | undefined {
  if (m.outcome === 'bounced') return 'bounced';
  if (m.outcome === 'complained') return 'complained';
  if (m.outcome === 'undelivered') return 'undelivered';
  if (m.outcome === 'rejected' || m.state === 'failed') return 'failed';
  // A notice has no expiry and no newer code to replace it: delivery drops one only for a suppressed mailbox.
  if (m.state === 'dropped') return m.channel === 'email' ? 'suppressed' : 'failed';
  return undefined;
}

/**
 * The history's notes (spec part 2, 2.4; issue 42): which mail or text to the applicant did not arrive, from the
 * outbox records kept with the application. Only the message that still speaks for its item: the receipt of the current
 * submission while it is submitted, the cancellation notice of the current cancel while it is not, the newest seat
 * notice and inquiry acknowledgement, and each step's result notice. Codes are left out (the applicant waits for them
 * on the screen). A message sent again after a redrive and delivered has no note.
 */
export async function listUndeliveredMessages(ctx: Pick<AppContext, 'repos'>, applicant: ApplicantRecord): Promise<UndeliveredMessage[]> {
  const kept = await ctx.repos.outbox.forApplicant(applicant.id);
  const submitted = applicant.status === 'Y';
  const current = new Set([submitted ? submissionMessageId('receipt', applicant) : submissionMessageId('cancellation', applicant)]);
  const newest = new Map<string, OutboxMessage>();
  for (const m of kept) {
    if (m.kind === 'exam-seat' || m.kind === 'inquiry-ack') {
      const before = newest.get(m.kind);
      if (!before || before.createdAt < m.createdAt) newest.set(m.kind, m);
    }
  }
  const speaking = kept.filter((m) => current.has(m.id) || m.kind === 'step-result' || newest.get(m.kind) === m);
  const notes: UndeliveredMessage[] = [];
  for (const m of speaking) {
    const problem = problemOf(m);
    if (problem) notes.push({ item: m.kind as UndeliveredItem, channel: m.channel, problem, stepId: m.kind === 'step-result' ? (m.stepId ?? null) : null });
  }
  return notes;
}
