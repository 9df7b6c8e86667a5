import type { TenantConfig } from '@portal/shared';
import { catalogKinds } from '@portal/shared/schemas/catalog-config';
import type { OptionListRecord, TenantRepositories } from '../ports.ts';

/**
 * The picker part of a tenant import: catalogues as given, one option list per (task, type) with the
 * tenant-wide labels folded in (the list's own labels win), and a picker index for every task of the file
 * so that GET options/{type}/{taskId} tells an unknown task from a task without lists with one GetItem. `taskIds` are
 * all the tenant's tasks (the YAML import's, or the stored projects' for the integration API).
 */
export async function importCatalog(repos: TenantRepositories, catalog: TenantConfig['catalog'], taskIds: number[]): Promise<void> {
  for (const kind of catalogKinds) await repos.catalogs.putCatalog(kind, catalog[kind]);
  const lists: OptionListRecord[] = catalog.optionLists.flatMap(({ tasks, ...list }) => {
    const labels = { ...catalog.labels[list.type], ...list.labels };
    return tasks.map((taskId) => ({ ...list, taskId, ...(Object.keys(labels).length ? { labels } : {}) }));
  });
  await repos.catalogs.replaceOptionLists(taskIds, lists);
}
