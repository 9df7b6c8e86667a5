import type { UpsertCatalogBody, Upserted } from '@portal/shared/schemas/integration-config';
import { integrationConfigMessages as m } from '@portal/shared/messages/integration-config';
import { withListVariants } from '@portal/shared';
import type { Rule } from '@portal/shared/form-model/rule-model';
import type { AppContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import { importCatalog } from '../tenancy/import-catalog.ts';
import { upsertVersioned } from './upsert-versioned.ts';
import { languageRowsHavePreRegistration } from '@portal/shared/rules/pre-registration-fields';

/**
 * PUT /api/integration/catalog: the pickers' catalogues and per-task option lists, written as the YAML import writes
 * them (the whole catalogue replaces the stored one). The schema checks the lists' catalogue ids; the tasks they name
 * must be tasks of the organisation's projects, so the projects come first. A project's picker-prerequisite rules take
 * their list variants from the stored lists when the project is written.
 */
export async function upsertCatalog(ctx: Pick<AppContext, 'repos' | 'crypto' | 'clock'>, body: UpsertCatalogBody): Promise<Upserted> {
  const { version, ...content } = body;
  const projects = await ctx.repos.projects.list();
  const withTasks = await Promise.all(projects.map((p) => ctx.repos.projects.getWithTasks(p.id)));
  const taskIds = withTasks.flatMap((p) => p?.tasks.map((t) => t.id) ?? []);
  const known = new Set(taskIds);
  const errors = content.catalog.optionLists.flatMap((list, i) =>
    list.tasks.filter((t) => !known.has(t)).map((t) => ({ field: `catalog.optionLists.${i}.tasks`, message: m.catalogTaskUnknown(t) })),
  );
  // A list that asks for pre-registration needs the select in each of its tasks' stored forms (issue 41 item 5).
  const asking = [...new Set(content.catalog.optionLists.filter((l) => l.type === 'languages' && l.usage_pre_registration === 'Y').flatMap((l) => l.tasks))].filter((t) => known.has(t));
  for (const taskId of asking) {
    const pages = await ctx.repos.forms.listTaskPages(taskId);
    if (pages.length > 0 && !languageRowsHavePreRegistration({ pages })) errors.push({ field: 'catalog.optionLists', message: m.preRegistrationMissing(taskId) });
  }
  if (errors.length > 0) throw unprocessable(m.invalidConfig(errors.length), { errors });
  return upsertVersioned(ctx, { kind: 'catalog', id: 'catalog', version, content }, async () => {
    await importCatalog(ctx.repos, content.catalog, taskIds);
    for (const taskId of taskIds) await refreshListVariants(ctx.repos, taskId, content.catalog.optionLists);
  });
}

/** Gives a task's stored picker-prerequisite rules the variants of the new lists; pages whose rules stay are not rewritten. */
async function refreshListVariants(repos: AppContext['repos'], taskId: number, lists: UpsertCatalogBody['catalog']['optionLists']): Promise<void> {
  const pages = await repos.forms.listTaskPages(taskId);
  const rulesOf = (rules: readonly Rule[]) => rules.map((r) => withListVariants(r, lists, taskId));
  const refreshed = pages.map(({ pageCount: _c, revision: _r, ...page }) => (page.rules ? { ...page, rules: rulesOf(page.rules) } : page));
  if (refreshed.some((page, i) => JSON.stringify(page.rules) !== JSON.stringify(pages[i]!.rules))) await repos.forms.putTaskPages(taskId, refreshed);
}
