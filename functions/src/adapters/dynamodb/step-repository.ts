import type { StepRecord, StepRepository } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

/** A project's selection steps: configuration items beside the project in the tenant's own partition. */
export function stepRepository(table: TenantTable): StepRepository {
  return {
    async replaceForProject(projectId, steps) {
      for (const s of steps) await table.overwrite(keys.step(projectId, s.id), entity.step, { ...s });
      const existing = await table.queryPrefix(keys.stepPrefix(projectId));
      await table.deleteExcept(existing, steps.map((s) => keys.step(projectId, s.id)));
    },
    async put(step) {
      await table.overwrite(keys.step(step.projectId, step.id), entity.step, { ...step });
    },
    async listByProject(projectId) {
      return (await table.queryPrefix(keys.stepPrefix(projectId))).map((i) => stripKeys<StepRecord>(i));
    },
    async get(projectId, stepId) {
      const item = await table.get(keys.step(projectId, stepId));
      return item && stripKeys<StepRecord>(item);
    },
  };
}
