import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { ApplicantRecord, ProjectRecord } from '../ports.ts';

/** The applicant's project, which must offer exam-site selection on this detail (else 404: no probing of others). */
export async function examSiteProject(ctx: AppContext, applicant: ApplicantRecord, detailId: number): Promise<ProjectRecord> {
  const found = await ctx.repos.projects.getWithTasks(applicant.projectId);
  if (!found || !(found.project.exam_site_details ?? []).includes(detailId)) throw notFound(messages.examSite.placeNotFound);
  return found.project;
}
