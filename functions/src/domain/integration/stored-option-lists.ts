import type { TenantConfig } from '@portal/shared';
import type { Rule } from '@portal/shared/form-model/rule-model';
import type { TenantRepositories } from '../ports.ts';

type OptionListConfig = TenantConfig['catalog']['optionLists'][number];

/**
 * The stored option lists a project's picker-prerequisite rules pick variants from, in the configuration's shape (one
 * task each): what the YAML import takes from its file, the integration API takes from the catalogue sent earlier.
 */
export async function storedOptionLists(repos: Pick<TenantRepositories, 'catalogs'>, project: { rules: readonly Rule[]; tasks: readonly { id: number }[] }): Promise<OptionListConfig[]> {
  const types = [...new Set(project.rules.flatMap((r) => (r.kind === 'picker_prerequisite' ? [r.list] : [])))];
  const found = await Promise.all(project.tasks.flatMap((t) => types.map((type) => repos.catalogs.getOptionList(t.id, type))));
  return found.flatMap((list) => (list ? [{ ...list, tasks: [list.taskId] } as OptionListConfig] : []));
}
