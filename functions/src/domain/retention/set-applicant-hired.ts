import { retentionMessages as m } from '@portal/shared/messages/retention';
import type { ApplicantHired, SetApplicantHiredBody } from '@portal/shared/schemas/retention';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * PUT /api/integration/applications/{applicantId}/hired: the organisation marks an applicant hired (or takes the mark
 * back). A hired applicant's data goes to the organisation's HR, so the retention job keeps it (docs/compliance.md).
 */
export async function setApplicantHired(ctx: Pick<AppContext, 'repos'>, { applicantId }: { applicantId: number }, body: SetApplicantHiredBody): Promise<ApplicantHired> {
  if (!(await ctx.repos.applicants.setHired(applicantId, body.hired))) throw notFound(m.applicantNotFound);
  return { applicant_id: applicantId, hired: body.hired };
}
