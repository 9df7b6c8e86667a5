import { messages, type OptionList, type OptionListType } from '@portal/shared';
import { catalogKindOf } from '@portal/shared/schemas/catalog-config';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { CatalogEntry, OptionListRecord } from '../ports.ts';

export interface ListOptionsInput {
  type: OptionListType;
  taskId: number;
  /** An earlier answer that selects a configured variant of the list (e.g. restricts type_ids). */
  prerequisite?: string | undefined;
}

const emptyList = (): OptionList => ({
  requirement: [],
  preference: [],
  all: [],
  etc: 'N',
  searchable: '',
  ets: [],
  usage_pre_registration: 'N',
  pre_registration_options: [],
});

/**
 * GET options/{type}/{taskId} (spec 7 'Form', 3 'Option lists'): a task's required, preferred and 'all'
 * lists resolved from the company catalogue, with the picker settings. A task without a configured list
 * gets empty lists; an unknown task is a 404. Reads: the list (1 GetItem), then the task index only when
 * the list is missing, then the catalogue (1 GetItem, more only for a catalogue split into chunks).
 */
export async function listOptions(ctx: AppContext, input: ListOptionsInput): Promise<OptionList> {
  const list = await ctx.repos.catalogs.getOptionList(input.taskId, input.type);
  if (!list) {
    if (!(await ctx.repos.catalogs.getTaskIndex(input.taskId))) throw notFound(messages.pickers.unknownTask);
    return emptyList();
  }
  const catalog = await ctx.repos.catalogs.getCatalog(catalogKindOf(input.type));
  return resolveOptionList(list, catalog, input.prerequisite);
}

/** The answer for one configured list: ids become catalogue entries, in the configured order. */
export function resolveOptionList(list: OptionListRecord, catalog: CatalogEntry[], prerequisite?: string): OptionList {
  const byId = new Map(catalog.map((e) => [e.id, e]));
  const variant = prerequisite ? list.prerequisites.find((v) => v.value === prerequisite) : undefined;
  const typeIds = variant?.type_ids ? new Set(variant.type_ids) : undefined;
  const keep = (e: CatalogEntry) => !typeIds || (e.type_id !== undefined && e.type_id !== null && typeIds.has(e.type_id));
  const pick = (ids: number[]) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).filter(keep);
  return {
    requirement: pick(list.requirement),
    preference: variant?.empty_preference ? [] : pick(list.preference),
    all: list.searchable === 'none' ? [] : (list.all ? pick(list.all) : catalog.filter(keep)),
    etc: list.etc,
    searchable: list.searchable,
    ets: list.ets,
    usage_pre_registration: list.usage_pre_registration,
    pre_registration_options: list.pre_registration_options,
    ...(list.labels ? { labels: list.labels } : {}),
  };
}
