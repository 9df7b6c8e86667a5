import { RETENTION_DAYS } from '@portal/shared/retention';
import type { ProjectRecord } from '../ports.ts';

/** One project of one tenant whose retention period is over: the retention job's unit of work. */
export interface RetentionUnit {
  tenantId: number;
  projectId: number;
}

/** The project's retention days as configured (records from before the setting: the default). */
export const retentionDaysOf = (project: Pick<ProjectRecord, 'retention_days'> | undefined): number => project?.retention_days ?? RETENTION_DAYS.default;
