import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller, StaffCaller } from '../auth-step/resolve-caller.ts';
import { notFound } from '../errors.ts';
import { projectEndDay } from './check-page-values.ts';
import type { StoredFormPage } from '../ports.ts';

/**
 * Get form (forms/{taskId}/{pageIndex}): one page of the task's form definition.
 * - Staff (test mode) may open any page of any task of their company.
 * - An applicant may open only their own task, and only up to the first page they have not saved yet: asking
 *   further answers that page instead, and the SPA follows the returned pageIndex (spec 4 'Form saving').
 */
export async function getFormPage(ctx: AppContext, input: { taskId: number; pageIndex: number }, caller: ApplicantCaller | StaffCaller): Promise<StoredFormPage> {
  const page = await taskPage(ctx, input, caller);
  if (caller.kind !== 'applicant' || !page.rules?.some((r) => r.kind === 'date_cap')) return page;
  // Caps at the applicant's project's last day (project_end) need that day in the browser too (issue 41 item 26).
  const projectEnd = projectEndDay((await ctx.repos.projects.getRecent(caller.applicant.projectId))?.project);
  return projectEnd ? { ...page, projectEnd } : page;
}

async function taskPage(ctx: AppContext, input: { taskId: number; pageIndex: number }, caller: ApplicantCaller | StaffCaller): Promise<StoredFormPage> {
  // As read at most a few seconds ago in this container (getPageRecent): the browser keeps a page 10 s anyway. The
  // asked page is returned only after the checks below.
  const asked = ctx.repos.forms.getPageRecent(input.taskId, input.pageIndex);
  // Awaited below only when the checks pass (a read failure surfaces there); never an unhandled rejection.
  asked.catch(() => undefined);
  let allowed = Number.MAX_SAFE_INTEGER;
  if (caller.kind === 'applicant') {
    const { applicant } = caller;
    if (applicant.taskId !== input.taskId) throw notFound(messages.formPage.invalidAccess);
    allowed = firstUnsavedPage(applicant.confirmPage);
  }
  const wanted = Math.min(input.pageIndex, allowed);
  const page = await (wanted === input.pageIndex ? asked : ctx.repos.forms.getPageRecent(input.taskId, wanted));
  if (page) return page;
  // Past the last page (or a task without a form): answer the last page, or say the form is missing.
  const first = await ctx.repos.forms.getPageRecent(input.taskId, 0);
  if (!first) throw notFound(messages.formPage.formMissing);
  const last = Math.min(first.pageCount - 1, wanted);
  return last === 0 ? first : ((await ctx.repos.forms.getPageRecent(input.taskId, last)) ?? first);
}

export function firstUnsavedPage(confirmed: number[]): number {
  const done = new Set(confirmed);
  let i = 0;
  while (done.has(i)) i++;
  return i;
}
