import { describe, expect, it } from 'vitest';
import type { AuditRecord, AuditRepository, TenantRepositories } from '../ports.ts';
import { summarizeAccessRecords } from './summarize-access-records.ts';

const records: AuditRecord[] = [
  { action: 'integration.listed-applications', actor: 'integrator:key_hr', kind: 'read', count: 600, projectId: 7, at: '2026-03-02T01:00:00.000Z' },
  { action: 'integration.listed-applications', actor: 'integrator:key_hr', kind: 'read', count: 500, projectId: 7, at: '2026-03-02T14:00:00.000Z' },
  // 2026-03-02T16:00Z is already the 3rd in Korea: a day of its own.
  { action: 'integration.read-files', actor: 'integrator:key_hr', kind: 'download', count: 1, applicantId: 41, at: '2026-03-02T16:00:00.000Z' },
  { action: 'integration.exported-applications', actor: 'integrator:key_bi', kind: 'export', count: 20, projectId: 7, at: '2026-03-05T00:00:00.000Z' },
  { action: 'staff.read-application', actor: 'staff:cli', kind: 'read', count: 1, applicantId: 41, at: '2026-03-05T00:00:00.000Z' },
  // An applicant's own write is no access record.
  { action: 'application.submitted', actor: 'applicant:41', applicantId: 41, at: '2026-03-05T00:00:00.000Z' },
];
const ctx = { repos: { audit: { listMonth: async () => records } as unknown as AuditRepository } as unknown as TenantRepositories };

describe('summarizeAccessRecords', () => {
  it('counts calls and applicants per actor and kind, and flags every export and a Korean day past the threshold', async () => {
    const report = await summarizeAccessRecords(ctx, '2026-03');
    expect(report.actors.map((a) => a.actor)).toEqual(['integrator:key_bi', 'integrator:key_hr', 'staff:cli']);
    const hr = report.actors[1]!;
    expect(hr.byKind).toEqual({ read: { calls: 2, applicants: 1100 }, export: { calls: 0, applicants: 0 }, download: { calls: 1, applicants: 1 } });
    expect(hr.flags).toEqual([{ reason: 'bulk-day', day: '2026-03-02', count: 1100 }]);
    expect(report.actors[0]!.flags).toEqual([{ reason: 'export', at: '2026-03-05T00:00:00.000Z', projectId: 7, count: 20 }]);
    expect(report.actors[2]!.flags).toEqual([]);
  });

  it('takes another threshold', async () => {
    const report = await summarizeAccessRecords(ctx, '2026-03', 1);
    expect(report.actors[2]!.flags).toEqual([{ reason: 'bulk-day', day: '2026-03-05', count: 1 }]);
  });
});
