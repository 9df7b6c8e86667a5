import type { ProjectRecord, ProjectRepository, TaskRecord } from '../../domain/ports.ts';
import { entity, keys } from './keys.ts';
import { RecentReads } from './recent-reads.ts';
import { stripKeys, type TenantTable } from './tenant-table.ts';

type Row = { entity: string; sk: string };

/** How old a project from getRecent may be (docs/data-model.md 'Cached reads'). */
export const PROJECT_CACHE_MS = 5_000;
const recent = new RecentReads<{ project: ProjectRecord; tasks: TaskRecord[] }>(PROJECT_CACHE_MS, 512);

export const clearProjectCache = () => recent.clear();

export function projectRepository(table: TenantTable): ProjectRepository {
  const cacheKey = (id: number) => `${table.tableName}:${table.pk}:${id}`;
  const repo: ProjectRepository = {
    async list() {
      // Projects and their tasks share the prefix; keep only the project rows.
      const items = await table.queryPrefix<Row>(keys.projectPrefix());
      return items.filter((i) => i.entity === entity.project).map((i) => stripKeys<ProjectRecord>(i));
    },
    async getWithTasks(id) {
      const items = await table.queryPrefix<Row>(keys.project(id));
      const projectItem = items.find((i) => i.entity === entity.project && i.sk === keys.project(id).sk);
      if (!projectItem) return undefined;
      const tasks = items.filter((i) => i.entity === entity.task).map((i) => stripKeys<TaskRecord>(i));
      return { project: stripKeys<ProjectRecord>(projectItem), tasks };
    },
    getRecent: (id) => recent.get(cacheKey(id), () => repo.getWithTasks(id)),
    async put(project, tasks) {
      // Forgotten before and after: a read between the writes must not keep a half-written project.
      recent.forget(cacheKey(project.id));
      try {
        await table.put(keys.project(project.id), entity.project, { ...project });
        const existing = await table.queryPrefix<Row>(keys.projectTaskPrefix(project.id));
        await table.deleteExcept(existing, tasks.map((t) => keys.projectTask(project.id, t.id)));
        for (const t of tasks) await table.put(keys.projectTask(project.id, t.id), entity.task, { ...t, project_id: project.id });
      } finally {
        recent.forget(cacheKey(project.id));
      }
    },
  };
  return repo;
}
