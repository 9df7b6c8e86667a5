import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from '@portal/shared/api/endpoints';
import type { AppContext } from '../context.ts';
import type { AuditRecord, TenantRepositories } from '../ports.ts';
import { recordAccess } from './record-access.ts';

const NOW = new Date('2026-03-10T00:00:00.000Z');
const integrator = { kind: 'integrator', keyId: 'key_hr', scopes: ['read'] };
const operator = { kind: 'staff', staffId: 'cli', grant: { kind: 'operator' }, sessionHash: 'h' };

function ctxWith() {
  const written: AuditRecord[] = [];
  const ctx = { repos: { audit: { record: async (e: AuditRecord) => void written.push(e) } } as unknown as TenantRepositories, clock: { now: () => NOW } } as unknown as AppContext;
  return { ctx, written };
}

describe('recordAccess', () => {
  it('records a page of applications with its key, route, applicants and count', async () => {
    const { ctx, written } = ctxWith();
    await recordAccess(ctx, api.ListApplications.personalData, { route: 'ListApplications', query: { projectId: 7 }, body: undefined, caller: integrator }, { items: [{ id: 41 }, { id: 42 }], nextCursor: null });
    expect(written).toEqual([{ action: 'integration.listed-applications', actor: 'integrator:key_hr', kind: 'read', route: 'ListApplications', projectId: 7, applicantIds: [41, 42], count: 2, at: NOW.toISOString() }]);
  });

  it('records an export by its project and rows, and inquiries by their applicants', async () => {
    const { ctx, written } = ctxWith();
    // A route answering a project's rows (the export's record is its job's now: write-export-file.ts).
    await recordAccess(ctx, { kind: 'export', action: 'integration.exported-applications', subjects: 'project' }, { route: 'ExportApplications', query: undefined, body: { projectId: 7, format: 'csv' }, caller: integrator }, { rows: 1200 });
    await recordAccess(ctx, api.ListInquiries.personalData, { route: 'ListInquiries', query: {}, body: undefined, caller: integrator }, { items: [{ id: 'q1', applicantId: 41 }] });
    expect(written[0]).toMatchObject({ action: 'integration.exported-applications', kind: 'export', projectId: 7, count: 1200 });
    expect(written[0]!.applicantIds).toBeUndefined();
    expect(written[1]).toMatchObject({ action: 'integration.read-inquiries', applicantIds: [41], count: 1 });
  });

  it("records a staff session's read of its token's applicant, and nothing for an applicant's own call or a staff call without a token", async () => {
    const { ctx, written } = ctxWith();
    const applicant = { id: 41, projectId: 7 };
    await recordAccess(ctx, api.ViewApplicant.personalData, { route: 'ViewApplicant', query: undefined, body: {}, caller: { ...operator, applicant } }, {});
    await recordAccess(ctx, api.ViewApplicant.personalData, { route: 'ViewApplicant', query: undefined, body: {}, caller: { kind: 'applicant', applicant } }, {});
    await recordAccess(ctx, api.ViewApplicant.personalData, { route: 'ViewApplicant', query: undefined, body: {}, caller: operator }, {});
    expect(written).toEqual([{ action: 'staff.read-application', actor: 'staff:cli', kind: 'read', route: 'ViewApplicant', projectId: 7, applicantId: 41, count: 1, at: NOW.toISOString() }]);
  });
});

/**
 * The routes where staff or an API key reach applicants' data and their use case writes the access record itself,
 * because the record needs what only the use case read (the applicant's project, a submission's number) or stops a
 * route that answers nothing personal otherwise: every other such route must declare `personalData`.
 */
// An export's record is its job's (write-export-file.ts): written once the file holds its rows, with their count; the
// poll (GetExport) only mints links to that same file again.
const RECORDED_BY_THE_USE_CASE = new Set(['ExportApplications', 'GetExport', 'GetApplication', 'GetApplicationSubmission', 'ListApplicationFiles', 'GetApplicantStepResult', 'CheckApplicantById', 'ListSubmissions', 'PreviewStepResult']);
/** Staff and integrator routes that answer no applicant's personal data (configuration, keys, links, counts, the trail itself). */
const NOTHING_PERSONAL = new Set(['ListAuditRecords', 'MintHandoff', 'RevokeHandoff', 'GetProjectRetention', 'SetProjectRetention', 'SetApplicantHired', 'ListDestructionRecords', 'RevokePreviewKeys']);

describe('the access records of every route', () => {
  it('covers each staff and integrator read of applicants by its declaration or its use case', () => {
    const uncovered = allEndpoints
      .filter((e) => e.auth === 'staff' || (e.auth === 'integrator' && e.keyScope !== 'write'))
      .filter((e) => !e.personalData && !RECORDED_BY_THE_USE_CASE.has(e.id) && !NOTHING_PERSONAL.has(e.id))
      .map((e) => e.id);
    expect(uncovered).toEqual([]);
  });
});
