import { messages } from '@portal/shared';
import type { SubmissionSnapshot } from '@portal/shared/schemas/integration';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { toSubmissionHeader } from './application-views.ts';
import { recordIntegratorRead } from './record-integrator-read.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { maskBlindAnswers } from '../submission/blind-masking.ts';

/**
 * One final submission of an application (GET /api/integration/applications/{applicantId}/submissions/{seq}): its
 * header and the validated values of each page as submitted. 404 for an applicant the tenant does not have, or a
 * sequence number the applicant has not submitted.
 */
export async function getApplicationSubmission(
  ctx: Pick<AppContext, 'repos' | 'clock'>,
  caller: IntegratorCaller,
  { applicantId, seq }: { applicantId: number; seq: number },
): Promise<SubmissionSnapshot> {
  const [applicant, header, pages] = await Promise.all([
    ctx.repos.applicants.get(applicantId),
    ctx.repos.submissions.get(applicantId, seq),
    ctx.repos.submissions.getPages(applicantId, seq),
  ]);
  if (!applicant) throw notFound(integrationMessages.applicationNotFound);
  if (!header) throw notFound(integrationMessages.submissionNotFound);
  // A blind-hiring project's answers go out masked (blind-masking.ts); the project is the cached read.
  const [found] = await Promise.all([ctx.repos.projects.getRecent(applicant.projectId), recordIntegratorRead(ctx, caller, 'integration.read-submission', applicant, seq)]);
  return {
    applicantId: applicant.id,
    ...toSubmissionHeader(header),
    pages: [...pages].sort((a, b) => a.pageIndex - b.pageIndex).map((p) => ({ pageIndex: p.pageIndex, version: p.version, values: maskBlindAnswers(found?.project, p.values) })),
  };
}
