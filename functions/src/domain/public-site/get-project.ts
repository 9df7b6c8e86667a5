import { defaultAuthFields, messages, withTaskCounts, type ProjectDetail } from '@portal/shared';
import { RETENTION_DAYS } from '@portal/shared/retention';
import { consentRetentionPeriod } from '@portal/shared/messages/retention-consent';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { projectApplyState } from './project-apply-state.ts';

/**
 * project/{id}: the project with its tasks, agreements and verification options. A public read of the consent step's
 * every load: the project and the postings (for the apply state) at once, each at most a few seconds old; creating
 * the applicant reads both again.
 */
export async function getProject(ctx: AppContext, input: { id: number }): Promise<ProjectDetail> {
  const [found, postings] = await Promise.all([ctx.repos.projects.getRecent(input.id), ctx.repos.postings.listRecent()]);
  if (!found || (found.project.status !== 'Y' && ctx.actor.kind !== 'staff')) throw notFound(messages.api.notFound);
  const { project, tasks } = found;
  return {
    ...project,
    auth_fields: project.auth_fields?.length ? project.auth_fields : defaultAuthFields,
    hide_email_hint: project.hide_email_hint ?? false,
    require_open_before_agree: project.require_open_before_agree ?? false,
    qualification_required: project.qualification_required ?? false,
    // The consent step states how long the data is kept (채용절차법 §11, PIPA §21).
    retention_notice: consentRetentionPeriod(project.retention_days ?? RETENTION_DAYS.default),
    // Counts follow the live tasks, whatever the configuration said.
    ...(project.task_cascade ? { task_cascade: withTaskCounts(project.task_cascade, tasks) } : {}),
    tasks: [...tasks].sort((a, b) => a.id - b.id),
    applyState: await projectApplyState(ctx, project, postings),
  };
}
