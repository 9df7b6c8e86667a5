import { messages } from '@portal/shared';
import type { ApplicationDetail } from '@portal/shared/schemas/integration';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { toApplicationSummary, toSubmissionHeader } from './application-views.ts';
import { recordIntegratorRead } from './record-integrator-read.ts';
import { integrationMessages } from '@portal/shared/messages/integration';
import { maskBlindAnswers } from '../submission/blind-masking.ts';

/**
 * One application of the tenant (GET /api/integration/applications/{applicantId}): the applicant without its password
 * hash, tokens or identity keys, its saved pages as they stand, and the headers of its final submissions. The
 * repositories are the tenant's, so another organisation's applicant is as unknown as one nobody has (404).
 */
export async function getApplication(ctx: Pick<AppContext, 'repos' | 'clock'>, caller: IntegratorCaller, applicantId: number): Promise<ApplicationDetail> {
  const [applicant, pages, submissions] = await Promise.all([
    ctx.repos.applicants.get(applicantId),
    ctx.repos.answers.listPages(applicantId),
    ctx.repos.submissions.list(applicantId),
  ]);
  if (!applicant) throw notFound(integrationMessages.applicationNotFound);
  // A blind-hiring project's answers go out masked (blind-masking.ts); the project is the cached read.
  const [found] = await Promise.all([ctx.repos.projects.getRecent(applicant.projectId), recordIntegratorRead(ctx, caller, 'integration.read-application', applicant)]);
  return {
    application: {
      ...toApplicationSummary(applicant),
      identityVerified: applicant.auth,
      fields: applicant.fields,
      confirmedPages: applicant.confirmPage,
      savePage: applicant.savePage,
    },
    pages: [...pages].sort((a, b) => a.pageIndex - b.pageIndex).map((p) => ({ ...p, values: maskBlindAnswers(found?.project, p.values) })),
    submissions: submissions.map(toSubmissionHeader),
  };
}
