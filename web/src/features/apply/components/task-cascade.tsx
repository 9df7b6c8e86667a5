import { useEffect, useId, useState } from 'react';
import type { TaskCascade as TaskCascadeConfig } from '@portal/shared/task-cascade';
import { cascadeChoices, cascadePath, resolveCascadeTask, selectableLevels } from '@portal/shared/task-cascade-choices';
import { FieldFrame } from './field-frame.tsx';

/** Placeholder of each level's select. */
export const CASCADE_PLACEHOLDER = '선택해 주세요';

export interface TaskCascadeProps {
  config: TaskCascadeConfig;
  /** The selected task id (e.g. the stored task); undefined: nothing selected. */
  value?: number;
  /** Called on every choice with the resolved task id, or undefined while incomplete. */
  onChange(taskId: number | undefined): void;
  disabled?: boolean;
}

const pathOf = (config: TaskCascadeConfig, value: number | undefined) =>
  value === undefined ? [] : (cascadePath(config, value) ?? []);

/**
 * Cascading application-field selector (spec 2.7): one labelled select per level, fixed levels as
 * read-only text. Changing a level clears the deeper ones; a direct first-level value selects its
 * task at once and hides the deeper levels.
 */
export function TaskCascade({ config, value, onChange, disabled = false }: TaskCascadeProps) {
  const [chosen, setChosen] = useState<string[]>(() => pathOf(config, value));
  const baseId = useId();

  // Follow the value when the parent changes it (a stored task, or a reset).
  useEffect(() => {
    setChosen((current) => (resolveCascadeTask(config, current) === value ? current : pathOf(config, value)));
  }, [config, value]);

  const selectable = selectableLevels(config);
  const resolved = resolveCascadeTask(config, chosen);
  const directChosen = resolved !== undefined && chosen.length < selectable.length;

  const choose = (index: number, next: string) => {
    const nextChosen = next === '' ? chosen.slice(0, index) : [...chosen.slice(0, index), next];
    setChosen(nextChosen);
    onChange(resolveCascadeTask(config, nextChosen));
  };

  return (
    <div className="task-cascade" data-testid="task-cascade">
      {config.levels.map((level, i) => {
        const levelNo = i + 1;
        const id = `${baseId}-level-${levelNo}`;
        const index = selectable.indexOf(levelNo);
        if (directChosen && levelNo > 1) return null;
        if (index < 0) {
          const fixed = config.fixed.find((f) => f.level === levelNo)?.value ?? '';
          return (
            <FieldFrame key={levelNo} id={id} label={level.label} disabled={disabled}>
              <input id={id} className="plain-input" readOnly disabled={disabled} value={fixed} data-fixed-level={levelNo} />
            </FieldFrame>
          );
        }
        const reachable = index <= chosen.length;
        const current = chosen[index] ?? '';
        const values = reachable ? cascadeChoices(config, chosen.slice(0, index)).values : [];
        // Keep a stored choice visible even if it is no longer offered (e.g. its count dropped to 0).
        const shown = current !== '' && !values.includes(current) ? [...values, current] : values;
        const off = disabled || !reachable || (index > 0 && shown.length === 0);
        return (
          <FieldFrame key={levelNo} id={id} label={level.label} required disabled={off}>
            <select id={id} className="plain-select" value={current} disabled={off} aria-required="true" onChange={(e) => choose(index, e.currentTarget.value)}>
              <option value="">{CASCADE_PLACEHOLDER}</option>
              {shown.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </FieldFrame>
        );
      })}
    </div>
  );
}
