import { checkProjectReferences } from '@portal/shared';
import { templateNames } from '@portal/shared/rules/rule-references';
import type { UpsertProjectBody, Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import type { AppContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import { writeProject } from '../tenancy/write-project.ts';
import { storedOptionLists } from './stored-option-lists.ts';
import { preRegistrationGaps } from '@portal/shared/rules/pre-registration-fields';
import { upsertVersioned } from './upsert-versioned.ts';

/** Problems listed at most; a body with more is refused with the first of them. */
const MAX_LISTED = 100;

/**
 * PUT /api/integration/projects/{projectId}: a project, its tasks and each task's form, as the tenant configuration
 * describes them. What the schemas cannot see (a form name, a rule naming a field no form has, a cascade option that
 * is no task) is checked as the YAML import checks it, and every problem is listed in the 422. The project's rules are
 * the tenant rules that apply to it (a system sends what it means for this project).
 */
export async function upsertProject(
  ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock' | 'tenant' | 'deadlines'>,
  projectId: number,
  body: UpsertProjectBody,
): Promise<Upserted> {
  const { version, ...content } = body;
  const project = { ...content.project, id: projectId };
  const errors: { field: string; message: string }[] = [];
  checkProjectReferences(
    project,
    { forms: content.forms, names: templateNames(Object.values(content.forms)), projectIds: new Set([projectId]), taskIds: new Set(project.tasks.map((t) => t.id)) },
    { addIssue: (issue) => void errors.push({ field: issue.path.join('.'), message: issue.message }) },
    ['project'],
  );
  // A language list already stored for a task that asks for pre-registration needs its select in the task's form.
  const languageLists = (await Promise.all(project.tasks.map((t) => ctx.repos.catalogs.getOptionList(t.id, 'languages')))).flatMap((l) => (l ? [{ ...l, tasks: [l.taskId] }] : []));
  for (const gap of preRegistrationGaps([project], content.forms, languageLists)) errors.push({ field: 'forms', message: m.preRegistrationMissing(gap.taskId, gap.form) });
  if (errors.length > 0) throw unprocessable(m.invalidConfig(errors.length), { errors: errors.slice(0, MAX_LISTED) });
  const company = await ctx.repos.company.get();
  if (!company?.submission) throw unprocessable(m.companyMissing);
  const submission = company.submission;
  return upsertVersioned(ctx, { kind: 'project', id: String(projectId), version, content }, async () => {
    const isNew = !(await ctx.repos.projects.getWithTasks(projectId));
    await writeProject(
      { repos: ctx.repos, deadlines: ctx.deadlines, tenantId: ctx.tenant.id, now: ctx.clock.now() },
      project,
      submission,
      { company: { rules: [] }, catalog: { optionLists: await storedOptionLists(ctx.repos, project) }, form_templates: content.forms },
    );
    if (isNew) await ctx.repos.company.setProjectsCount((await ctx.repos.projects.list()).length);
  });
}
