import { taskRules, type TenantConfig } from '@portal/shared';
import { templatePages } from '@portal/shared/form-model/form-config';
import type { FormPage } from '@portal/shared/form-model/definition';
import type { DeadlineSchedule, TenantRepositories } from '../ports.ts';
import { resolveConfigDate } from './resolve-config-date.ts';

type ProjectConfig = TenantConfig['projects'][number];
export type ProjectWrite = Omit<ProjectConfig, 'steps' | 'results'>;
export type SubmissionDefaults = TenantConfig['company']['submission'];
/** What a project's forms are built from: its templates, the company-wide rules and the picker lists (for rule variants). */
export type FormSources = Parameters<typeof taskRules>[0];

/** A task's form pages: its template's pages, each carrying the task's rules (served with the form, get-form). */
export function taskFormPages(sources: FormSources, p: Pick<ProjectConfig, 'id' | 'rules' | 'tasks' | 'form'>, taskId: number): FormPage[] {
  const name = p.tasks.find((t) => t.id === taskId)?.form ?? p.form;
  const template = name ? sources.form_templates[name] : undefined;
  if (!template) return [];
  const rules = taskRules(sources, p, taskId);
  return templatePages(template).map((page) => (rules.length > 0 ? { ...page, rules } : page));
}

/**
 * Writes one project as the tenant configuration describes it: the record and its tasks, the deadline the sweep job
 * finds, its exam places and each task's form. Its steps are written apart (import-steps.ts, the step upsert).
 * The YAML import and the integration API's project upsert both call it; every write is an upsert, so it can run again.
 */
export async function writeProject(
  deps: { repos: TenantRepositories; deadlines: DeadlineSchedule; tenantId: number; now: Date },
  p: ProjectWrite,
  submission: SubmissionDefaults,
  forms: FormSources,
): Promise<void> {
  const { repos } = deps;
  const previous = await repos.projects.getWithTasks(p.id);
  const endDate = resolveConfigDate(p.endDate, deps.now);
  await deps.deadlines.register(deps.tenantId, p.id, endDate, previous?.project.endDate);
  await repos.projects.put(
    {
      id: p.id,
      title: p.title,
      status: p.status,
      startDate: resolveConfigDate(p.startDate, deps.now),
      endDate,
      verify_options: p.verify_options,
      agreements: p.agreements,
      ...(p.auth_fields ? { auth_fields: p.auth_fields } : {}),
      hide_email_hint: p.hide_email_hint,
      require_open_before_agree: p.require_open_before_agree,
      qualification_required: p.qualification_required,
      ...(p.qualification_label ? { qualification_label: p.qualification_label } : {}),
      ...(p.task_cascade ? { task_cascade: p.task_cascade } : {}),
      allow_cancel: p.allow_cancel ?? submission.allow_cancel,
      allow_delete_after_submit: p.allow_delete_after_submit ?? submission.allow_delete_after_submit,
      number_prefix: submission.number_prefix,
      in_flight_grace_seconds: p.in_flight_grace_seconds,
      blind_words: p.blind_words,
      search_words: p.search_words,
      ...(p.blind_hiring ? { blind_hiring: true } : {}),
      retention_days: p.retention_days,
      exam_site_details: p.exam_sites.map((e) => e.detail_id),
    },
    p.tasks.map(({ form: _form, ...t }) => ({ ...t, project_id: p.id })),
  );
  for (const site of p.exam_sites) await repos.examPlaces.upsertPlaces(site.detail_id, site.places);
  for (const t of p.tasks) await repos.forms.putTaskPages(t.id, taskFormPages(forms, p, t.id));
}
