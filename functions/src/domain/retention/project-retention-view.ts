import { destructionDate } from '@portal/shared/retention';
import type { ProjectRetentionRead } from '@portal/shared/schemas/retention';
import type { ProjectRecord, ProjectRetention } from '../ports.ts';
import { retentionDaysOf } from './retention-unit.ts';

/** A project's retention as the integration API answers it. */
export function projectRetentionView(project: ProjectRecord, retention: ProjectRetention | undefined): ProjectRetentionRead {
  const days = retentionDaysOf(project);
  const confirmed = retention?.resultConfirmedAt;
  return {
    project_id: project.id,
    retention_days: days,
    result_confirmed_at: confirmed ?? null,
    destroy_on: confirmed ? destructionDate(confirmed, days) : null,
    destroyed_at: retention?.destroyedAt ?? null,
    version: retention?.version ?? 0,
  };
}
