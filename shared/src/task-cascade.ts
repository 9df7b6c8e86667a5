import * as z from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Cascading application-field (task) selector (spec 2.7 'Application field (task)', spec 3 'Task').
 *
 * Some projects do not offer their tasks as one flat list but as 2 to 4 chained selects, built from
 * option lists of {id, count, name1..name4}. The original hard-codes these per tenant and project;
 * here a project carries the cascade as data:
 *
 * - `levels`: one entry per select, top-down, with its visible label.
 * - `options`: one entry per task: the task id, its count (only count > 0 is offered) and the value
 *   it has at each level (`name1` = level 1, ...).
 * - `fixed`: levels shown as read-only text instead of a select (e.g. level 3 = '7급'). An option
 *   may leave that level's name out; if it sets it, it must equal the fixed value.
 * - `direct`: task ids selected as soon as their level-1 value (`name1`) is chosen; their deeper
 *   names are not needed.
 *
 * `chosen` (in the functions below) holds the values chosen at the SELECTABLE levels, top-down;
 * fixed levels are not part of it, they are skipped and contribute their fixed value.
 */

const cascadeName = z.string().trim().min(1);
const NAME_KEYS = ['name1', 'name2', 'name3', 'name4'] as const;
type NameKey = (typeof NAME_KEYS)[number];

export const taskCascadeLevelSchema = lazySchema(() =>
  z.object({ label: z.string().trim().min(1) }),
);

export const taskCascadeOptionSchema = lazySchema(() =>
  z.object({
    /** The task id. */
    id: z.number().int().positive(),
    count: z.number().int().nonnegative(),
    name1: cascadeName,
    name2: cascadeName.optional(),
    name3: cascadeName.optional(),
    name4: cascadeName.optional(),
  }),
);

export const taskCascadeFixedSchema = lazySchema(() =>
  z.object({
    /** 1-based level number. */
    level: z.number().int().min(1).max(4),
    value: cascadeName,
  }),
);

export const taskCascadeSchema = lazySchema(() =>
  z
    .object({
      levels: z.array(taskCascadeLevelSchema).min(2).max(4),
      options: z.array(taskCascadeOptionSchema).min(1),
      fixed: z.array(taskCascadeFixedSchema).default([]),
      direct: z.array(z.number().int().positive()).default([]),
    })
    .superRefine((cfg, ctx) => {
      const depth = cfg.levels.length;
      const fixedAt = new Map<number, string>();
      cfg.fixed.forEach((f, i) => {
        if (f.level === 1 || f.level > depth)
          ctx.addIssue({ code: 'custom', path: ['fixed', i, 'level'], message: `고정 단계는 2 ~ ${depth} 사이여야 합니다.` });
        if (fixedAt.has(f.level)) ctx.addIssue({ code: 'custom', path: ['fixed', i, 'level'], message: `${f.level}단계가 중복되어 고정되어 있습니다.` });
        fixedAt.set(f.level, f.value);
      });
      const ids = new Set<number>();
      const paths = new Set<string>();
      const direct = new Set(cfg.direct);
      cfg.options.forEach((o, i) => {
        if (ids.has(o.id)) ctx.addIssue({ code: 'custom', path: ['options', i, 'id'], message: `지원분야 ${o.id}가 중복되어 있습니다.` });
        ids.add(o.id);
        NAME_KEYS.forEach((key, k) => {
          const level = k + 1;
          const name = o[key];
          if (level > depth) {
            if (name !== undefined) ctx.addIssue({ code: 'custom', path: ['options', i, key], message: `${depth}단계 선택에는 ${key}를 쓸 수 없습니다.` });
            return;
          }
          const fixed = fixedAt.get(level);
          if (fixed !== undefined) {
            if (name !== undefined && name !== fixed)
              ctx.addIssue({ code: 'custom', path: ['options', i, key], message: `${level}단계는 '${fixed}'로 고정되어 있습니다.` });
          } else if (name === undefined && !direct.has(o.id)) {
            ctx.addIssue({ code: 'custom', path: ['options', i, key], message: `${level}단계 값(${key})을 입력해 주세요.` });
          }
        });
        const path = direct.has(o.id) ? `direct:${o.name1}` : selectablePath(cfg, o).join('\u0000');
        if (paths.has(path)) ctx.addIssue({ code: 'custom', path: ['options', i], message: `같은 선택 경로의 지원분야가 중복되어 있습니다.` });
        paths.add(path);
      });
      cfg.direct.forEach((id, i) => {
        const option = cfg.options.find((o) => o.id === id);
        if (!option) {
          ctx.addIssue({ code: 'custom', path: ['direct', i], message: `지원분야 ${id}가 options에 없습니다.` });
          return;
        }
        if (cfg.options.some((o) => o.id !== id && o.name1 === option.name1))
          ctx.addIssue({ code: 'custom', path: ['direct', i], message: `바로 선택되는 '${option.name1}'은 다른 지원분야와 1단계 값을 함께 쓸 수 없습니다.` });
      });
    }),
);

export type TaskCascade = z.infer<typeof taskCascadeSchema>;
export type TaskCascadeInput = z.input<typeof taskCascadeSchema>;
export type TaskCascadeOption = z.infer<typeof taskCascadeOptionSchema>;
export type TaskCascadeLevel = z.infer<typeof taskCascadeLevelSchema>;
export type TaskCascadeFixed = z.infer<typeof taskCascadeFixedSchema>;

/** The next level to choose (1-based, counting fixed levels) and its values; `values` is empty when nothing is left. */
export interface CascadeChoices {
  level: number;
  values: string[];
}

/** Config as parsed or as written by hand (fixed/direct may be omitted). */
type CascadeConfig = Pick<TaskCascade, 'levels' | 'options'> & Partial<Pick<TaskCascade, 'fixed' | 'direct'>>;

function nameAt(option: TaskCascadeOption, level: number): string | undefined {
  return option[NAME_KEYS[level - 1] as NameKey];
}

function fixedValue(cfg: CascadeConfig, level: number): string | undefined {
  return cfg.fixed?.find((f) => f.level === level)?.value;
}

/** 1-based numbers of the levels shown as selects, top-down. */
export function selectableLevels(cfg: CascadeConfig): number[] {
  return cfg.levels.map((_, i) => i + 1).filter((level) => fixedValue(cfg, level) === undefined);
}

function isDirect(cfg: CascadeConfig, option: TaskCascadeOption): boolean {
  return cfg.direct?.includes(option.id) ?? false;
}

/** The option's values at the selectable levels (a direct option: its level-1 value only). */
function selectablePath(cfg: CascadeConfig, option: TaskCascadeOption): string[] {
  if (isDirect(cfg, option)) return [option.name1];
  return selectableLevels(cfg).map((level) => nameAt(option, level) ?? '');
}

/** Whether the option can be offered under a fixed level: its name there is absent or the fixed value. */
function fitsFixed(cfg: CascadeConfig, option: TaskCascadeOption): boolean {
  if (isDirect(cfg, option)) return true;
  return (cfg.fixed ?? []).every((f) => {
    const name = nameAt(option, f.level);
    return name === undefined || name === f.value;
  });
}

function openOptions(cfg: CascadeConfig): TaskCascadeOption[] {
  return cfg.options.filter((o) => o.count > 0 && fitsFixed(cfg, o));
}

function matches(cfg: CascadeConfig, option: TaskCascadeOption, chosen: readonly string[]): boolean {
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
