import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { ApplicantRecord, ProjectRecord, StoredFormPage } from '../ports.ts';
import type { SavedPage } from '@portal/shared';
import { messages } from '@portal/shared';

export interface LoadedApplication {
  project: ProjectRecord;
  pages: StoredFormPage[];
  saved: Map<number, SavedPage>;
}

/** The project, every form page of the applicant's task and every saved answer page: three reads in parallel. */
export async function loadApplication(ctx: AppContext, applicant: ApplicantRecord): Promise<LoadedApplication> {
  const [found, pages, saved] = await Promise.all([
    ctx.repos.projects.getWithTasks(applicant.projectId),
    ctx.repos.forms.listTaskPages(applicant.taskId),
    ctx.repos.answers.listPages(applicant.id),
  ]);
  if (!found) throw notFound(messages.formPage.invalidAccess);
  return { project: found.project, pages, saved: new Map(saved.map((p) => [p.pageIndex, p])) };
}
