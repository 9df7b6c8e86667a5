import { messages } from '@portal/shared';
import { outgoingMessages } from '@portal/shared/messages/outgoing';
import type { AppContext } from '../context.ts';
import type { ExamChoiceRecord, ExamPlaceRecord } from '../ports.ts';
import { sendApplicantEmail } from '../mail/send-applicant-email.ts';
import { log } from '../log.ts';

/**
 * Tells a waitlisted applicant by e-mail (a verified address only, metered: security.md 28) that a freed seat is now
 * theirs. Best effort: the seat is already stored and the applicant sees it on the exam-site table, so a skipped or
 * failed mail is logged, never turned into an error.
 */
export async function notifyPromotedApplicant(ctx: AppContext, promoted: { choice: ExamChoiceRecord; place: ExamPlaceRecord }): Promise<void> {
  try {
    const [applicant, company] = await Promise.all([ctx.repos.applicants.get(promoted.choice.applicantId), ctx.repos.company.get()]);
    const found = applicant && (await ctx.repos.projects.getRecent(applicant.projectId));
    if (!applicant || !found) return;
    const m = outgoingMessages.examSite;
    // Metered as every applicant-triggered mail: a cancel and re-queue cycle of two applicants would otherwise repeat it.
    await sendApplicantEmail(ctx, { kind: 'exam-seat', messageId: `exam-seat.${applicant.id}.${ctx.crypto.randomToken()}`, applicant, project: found.project, company, compose: () => ({ subject: m.promotedSubject(company?.name ?? ''), text: m.promotedBody({ name: applicant.name, place: promoted.place.place_name }) }) });
  } catch (e) {
    log.error('exam seat e-mail failed', { applicantId: promoted.choice.applicantId, error: String(e) });
  }
}
