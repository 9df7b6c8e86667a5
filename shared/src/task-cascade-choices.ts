/**
 * The cascading task selector's choices (spec 2.7 'Application field (task)'; the configuration is described in
 * task-cascade.ts): which values each level offers, which task the chosen values select, and the reverse. Plain
 * functions without zod, so the consent step's browser code uses them without loading the schemas.
 *
 * `chosen` holds the values chosen at the SELECTABLE levels, top-down; fixed levels are not part of it, they are
 * skipped and contribute their fixed value.
 */

const NAME_KEYS = ['name1', 'name2', 'name3', 'name4'] as const;
type NameKey = (typeof NAME_KEYS)[number];

/** One task of the cascade: its id, its count (only count > 0 is offered) and its value at each level. */
export interface CascadeOption {
  id: number;
  count: number;
  name1: string;
  name2?: string | undefined;
  name3?: string | undefined;
  name4?: string | undefined;
}

/** Config as parsed or as written by hand (fixed/direct may be omitted). */
export interface CascadeConfig {
  levels: readonly { label: string }[];
  options: readonly CascadeOption[];
  fixed?: readonly { level: number; value: string }[] | undefined;
  direct?: readonly number[] | undefined;
}

/** The next level to choose (1-based, counting fixed levels) and its values; `values` is empty when nothing is left. */
export interface CascadeChoices {
  level: number;
  values: string[];
}

function nameAt(option: CascadeOption, level: number): string | undefined {
  return option[NAME_KEYS[level - 1] as NameKey];
}

function fixedValue(cfg: CascadeConfig, level: number): string | undefined {
  return cfg.fixed?.find((f) => f.level === level)?.value;
}

/** 1-based numbers of the levels shown as selects, top-down. */
export function selectableLevels(cfg: CascadeConfig): number[] {
  return cfg.levels.map((_, i) => i + 1).filter((level) => fixedValue(cfg, level) === undefined);
}

function isDirect(cfg: CascadeConfig, option: CascadeOption): boolean {
  return cfg.direct?.includes(option.id) ?? false;
}

/** The option's values at the selectable levels (a direct option: its level-1 value only). */
export function selectablePath(cfg: CascadeConfig, option: CascadeOption): string[] {
  if (isDirect(cfg, option)) return [option.name1];
  return selectableLevels(cfg).map((level) => nameAt(option, level) ?? '');
}

/** Whether the option can be offered under a fixed level: its name there is absent or the fixed value. */
function fitsFixed(cfg: CascadeConfig, option: CascadeOption): boolean {
  if (isDirect(cfg, option)) return true;
  return (cfg.fixed ?? []).every((f) => {
    const name = nameAt(option, f.level);
    return name === undefined || name === f.value;
  });
}

function openOptions(cfg: CascadeConfig): CascadeOption[] {
  return cfg.options.filter((o) => o.count > 0 && fitsFixed(cfg, o));
}

function matches(cfg: CascadeConfig, option: CascadeOption, chosen: readonly string[]): boolean {
  const path = selectablePath(cfg, option);
  return chosen.every((value, i) => path[i] === value);
}

/**
 * The distinct values offered at the next selectable level given the values chosen so far
 * (only options with count > 0, in configuration order). Once a task is resolved (all levels
 * chosen, or a direct level-1 value), `values` is empty and `level` is one past the last level.
 * An unknown chosen value also leaves `values` empty.
 */
export function cascadeChoices(cfg: CascadeConfig, chosen: readonly string[]): CascadeChoices {
  const selectable = selectableLevels(cfg);
  const done: CascadeChoices = { level: cfg.levels.length + 1, values: [] };
  if (resolveCascadeTask(cfg, chosen) !== undefined) return done;
  const level = selectable[chosen.length];
  if (level === undefined) return done;
  const values: string[] = [];
  for (const option of openOptions(cfg)) {
    if (!matches(cfg, option, chosen)) continue;
    const value = selectablePath(cfg, option)[chosen.length];
    if (value !== undefined && value !== '' && !values.includes(value)) values.push(value);
  }
  return { level, values };
}

/**
 * The task id once every selectable level is chosen, or as soon as the level-1 value of a direct
 * option is chosen; undefined while incomplete, for unknown values and for options with count 0.
 */
export function resolveCascadeTask(cfg: CascadeConfig, chosen: readonly string[]): number | undefined {
  const open = openOptions(cfg);
  const first = chosen[0];
  if (first === undefined) return undefined;
  const direct = open.find((o) => isDirect(cfg, o) && o.name1 === first);
  if (direct) return chosen.length === 1 ? direct.id : undefined;
  if (chosen.length !== selectableLevels(cfg).length) return undefined;
  return open.find((o) => !isDirect(cfg, o) && matches(cfg, o, chosen))?.id;
}

/**
 * The values to choose (selectable levels only) that select the task, e.g. to show a stored
 * task; undefined for a task id the cascade does not know. Count is not considered.
 */
export function cascadePath(cfg: CascadeConfig, taskId: number): string[] | undefined {
  const option = cfg.options.find((o) => o.id === taskId);
  return option ? selectablePath(cfg, option) : undefined;
}

/** The 'name1 > name2 > …' text of a task, fixed levels included; undefined for an unknown task id. */
export function cascadeLabel(cfg: CascadeConfig, taskId: number): string | undefined {
  const option = cfg.options.find((o) => o.id === taskId);
  if (!option) return undefined;
  const direct = isDirect(cfg, option);
  const parts: string[] = [];
  cfg.levels.forEach((_, i) => {
    const level = i + 1;
    const value = nameAt(option, level) ?? (direct ? undefined : fixedValue(cfg, level));
    if (value !== undefined) parts.push(value);
  });
  return parts.join(' > ');
}

/**
 * The cascade with each option's count taken from the project's tasks (spec 3 'Task': count);
 * options whose task the project does not have get count 0 and are therefore not offered.
 */
export function withTaskCounts<T extends CascadeConfig>(cfg: T, tasks: readonly { id: number; count: number }[]): T {
  const counts = new Map(tasks.map((t) => [t.id, t.count] as const));
  return { ...cfg, options: cfg.options.map((o) => ({ ...o, count: counts.get(o.id) ?? 0 })) };
}
