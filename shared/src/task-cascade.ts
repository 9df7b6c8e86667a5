import * as z from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { selectablePath } from './task-cascade-choices.ts';

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
 * The functions on a cascade (the choices per level, the task they select) are in task-cascade-choices.ts, without
 * zod; this module re-exports them.
 */

const cascadeName = z.string().trim().min(1);
const NAME_KEYS = ['name1', 'name2', 'name3', 'name4'] as const;

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

export { cascadeChoices, cascadeLabel, cascadePath, resolveCascadeTask, selectableLevels, withTaskCounts, type CascadeChoices } from './task-cascade-choices.ts';
