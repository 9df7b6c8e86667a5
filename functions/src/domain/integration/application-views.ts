import type { ApplicationStatus, ApplicationSummary, SubmissionHeader } from '@portal/shared/schemas/integration';
import type { ApplicationRow, SubmissionRecord } from '../ports.ts';

/** What an application row must hold to be shown: the listing's row, or an applicant record as read alone. */
type SummarySource = Omit<ApplicationRow, 'updatedAt'> & { updatedAt?: string | undefined };

const statusOf = (row: SummarySource): ApplicationStatus => (row.status === 'Y' ? 'submitted' : row.cancelledAt ? 'cancelled' : 'draft');

/** An application as the integration API shows it, field by field (nothing else of the stored item goes out). */
export function toApplicationSummary(r: SummarySource): ApplicationSummary {
  return {
    id: r.id,
    projectId: r.projectId,
    taskId: r.taskId,
    taskName: r.taskName,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: statusOf(r),
    applicantNumber: r.applicantNumber ?? null,
    createdAt: r.createdAt,
    submittedAt: r.submittedAt ?? null,
    cancelledAt: r.cancelledAt ?? null,
    lastSavedAt: r.lastSavedAt ?? null,
    // Every stored applicant item has one (the store sets it on each write).
    updatedAt: r.updatedAt ?? '',
  };
}

/** One final submission's header as the integration API shows it (the snapshot's page versions stay behind). */
export const toSubmissionHeader = (h: SubmissionRecord): SubmissionHeader => ({
  seq: h.seq,
  applicantNumber: h.applicantNumber,
  submittedAt: h.submittedAt,
  cancelledAt: h.cancelledAt ?? null,
  snapshotHash: h.snapshotHash,
});
