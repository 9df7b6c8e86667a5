import { messages } from '@portal/shared';
import type { With } from '../context.ts';
import type { ExamChoiceRecord, ExamPlaceRecord } from '../ports.ts';

/**
 * Tells a waitlisted applicant by e-mail that a freed seat is now theirs. Best effort: the seat is already stored
 * and the applicant sees it on the exam-site table, so a mail failure is logged, never turned into an error.
 */
export async function notifyPromotedApplicant(ctx: With<'notifier'>, promoted: { choice: ExamChoiceRecord; place: ExamPlaceRecord }): Promise<void> {
  try {
    const [applicant, company] = await Promise.all([ctx.repos.applicants.get(promoted.choice.applicantId), ctx.repos.company.get()]);
    if (!applicant) return;
    const m = messages.examSite;
    await ctx.notifier.sendEmail(applicant.email, m.promotedSubject(company?.name ?? ''), m.promotedBody({ name: applicant.name, place: promoted.place.place_name }));
  } catch (e) {
    console.error(JSON.stringify({ level: 'error', msg: 'exam seat e-mail failed', applicantId: promoted.choice.applicantId, error: String(e) }));
  }
}
