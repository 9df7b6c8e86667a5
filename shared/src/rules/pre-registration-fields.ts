import type { FormTemplate } from '../form-model/form-config.ts';

type ProjectForms = { form?: string | undefined; tasks: readonly { id: number; form?: string | undefined }[] };
type LanguageList = { tasks: readonly number[]; type: string; usage_pre_registration?: 'Y' | 'N' | undefined };

type Item = { input_type: { type: string; field: string }; options?: readonly unknown[] | null | undefined };
type Pages = { pages: readonly { forms: readonly { details: readonly { items: readonly Item[] }[] }[] }[] };

/** Whether every language row of the form (a template, or a task's stored pages) has the pre_registration select beside its test. */
export function languageRowsHavePreRegistration(form: Pages): boolean {
  for (const p of form.pages)
    for (const f of p.forms)
      for (const d of f.details)
        if (d.items.some((i) => i.input_type.type === 'language') && !d.items.some((i) => i.input_type.field === 'pre_registration' && i.input_type.type === 'select' && (i.options?.length ?? 0) > 0))
          return false;
  return true;
}

/**
 * The tasks whose language list asks for pre-registration ('사전등록여부를 먼저 선택해주세요.') while their form's
 * language row has no pre_registration select to answer it (issue 41 item 5, audit ux.md M2): every language row of
 * such a task would be a dead end, so the import and the integration API refuse the configuration.
 */
export function preRegistrationGaps(projects: readonly ProjectForms[], forms: Readonly<Record<string, FormTemplate>>, lists: readonly LanguageList[]): { taskId: number; form: string }[] {
  const asking = new Set(lists.filter((l) => l.type === 'languages' && l.usage_pre_registration === 'Y').flatMap((l) => l.tasks));
  const gaps: { taskId: number; form: string }[] = [];
  for (const p of projects)
    for (const t of p.tasks) {
      const name = t.form ?? p.form;
      const template = name === undefined ? undefined : forms[name];
      if (asking.has(t.id) && name !== undefined && template && !languageRowsHavePreRegistration(template)) gaps.push({ taskId: t.id, form: name });
    }
  return gaps;
}
