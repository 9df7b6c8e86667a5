import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/src/adapters/dynamodb/document-client.ts';
import { keys } from '../../functions/src/adapters/dynamodb/keys.ts';
import { config } from '../../functions/src/config.ts';
import type { DeadlineUnit } from '../../functions/src/domain/ports.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { inBatches } from './in-batches.ts';
import { testApplicantRecord } from './test-applicants.ts';
import { portalKst } from './test-clock.ts';

/** One project of a deadline-sweep scenario: its tenant, its one task, and how many applicants left a draft. */
export interface SweepProject {
  tenantId: number;
  projectId: number;
  taskId: number;
  drafts: number;
}

/**
 * Twenty projects of three tenants, `total` drafts among them: tenant 1 a national organisation whose first project
 * holds half the drafts, tenants 2 and 3 smaller ones. Ids start at `firstTenantId` (three tenants from there).
 */
export function sweepScenario(total: number, firstTenantId: number): SweepProject[] {
  const shape = [10, 6, 4];
  const projects: SweepProject[] = [];
  shape.forEach((count, t) => {
    const tenantId = firstTenantId + t;
    for (let p = 0; p < count; p++) projects.push({ tenantId, projectId: tenantId * 100 + p + 1, taskId: (tenantId * 100 + p + 1) * 10 + 1, drafts: 0 });
  });
  projects[0]!.drafts = Math.floor(total / 2);
  const rest = total - projects[0]!.drafts;
  projects.slice(1).forEach((p, i) => (p.drafts = Math.floor(rest / 19) + (i < rest % 19 ? 1 : 0)));
  return projects;
}

/**
 * The scenario's tenants as configuration files (a one-page form with one text field), for importTenantFiles. Their
 * projects are open: endProjects() closes them, as often as a suite needs a fresh deadline.
 */
export function sweepTenantFiles(projects: readonly SweepProject[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-tenants-'));
  return [...new Set(projects.map((p) => p.tenantId))].map((tenantId) => {
    const file = join(dir, `sweep-${tenantId}.json`);
    const config = {
      company: { id: tenantId, domainKey: `sweep${tenantId}`, name: `마감 정리 ${tenantId}` },
      projects: projects
        .filter((p) => p.tenantId === tenantId)
        .map((p) => ({ id: p.projectId, title: `마감 정리 채용 ${p.projectId}`, startDate: 'today-10', endDate: 'today+5 18:00:00', form: 'one', tasks: [{ id: p.taskId, name: '사무직', count: 1 }] })),
      form_templates: {
        one: {
          pages: [
            {
              title: '기본정보',
              forms: [{ application_form_id: 1, code_value: 'personal_info', title: '인적사항', details: [{ id: 101, title: '인적사항', code: { value: 'personal_info' }, items: [{ title: '영문 이름', input_type: { type: 'text', field: 'english_name' } }] }] }],
            },
          ],
        },
      },
    };
    writeFileSync(file, JSON.stringify(config));
    return file;
  });
}

/** An applicant who closed the browser before the end: their draft of page 0, typed on no saved version. */
export interface LeftDraft {
  tenantId: number;
  projectId: number;
  applicantId: number;
  value: string;
}

/**
 * Moves every project's end to `endDate` (KST) and registers it in the deadline schedule, as a re-import of the projects
 * would; answers each project's unit.
 */
export async function endProjects(projects: readonly SweepProject[], endDate: string): Promise<DeadlineUnit[]> {
  const w = processWiring();
  return Promise.all(
    projects.map(async (p) => {
      const repos = w.reposFor(p.tenantId);
      const found = (await repos.projects.getWithTasks(p.projectId))!;
      await repos.projects.put({ ...found.project, endDate }, found.tasks);
      await w.deadlines.register(p.tenantId, p.projectId, endDate, found.project.endDate);
      return { tenantId: p.tenantId, projectId: p.projectId, endDate };
    }),
  );
}

/**
 * Writes each project's applicants and their drafts straight into the store, 50 at a time. Applicant ids are the
 * project's id times 100,000 plus `firstApplicant` and up, so that each suite's applicants are its own.
 */
export async function seedDrafts(projects: readonly SweepProject[], firstApplicant = 1): Promise<LeftDraft[]> {
  const rows = projects.flatMap((p) => Array.from({ length: p.drafts }, (_, n) => ({ p, applicantId: p.projectId * 100_000 + firstApplicant + n })));
  return inBatches(rows, 50, async ({ p, applicantId }) => {
    const repos = processWiring().reposFor(p.tenantId);
    const created = await repos.applicants.create(testApplicantRecord(applicantId, p.projectId, p.taskId, { taskName: '사무직' }));
    if (!created) throw new Error(`applicant ${applicantId} not created`);
    const value = `Typed ${applicantId}`;
    await repos.drafts.put({ applicantId, projectId: p.projectId, pageIndex: 0, version: 0, values: { english_name: value }, savedAt: portalKst() });
    return { tenantId: p.tenantId, projectId: p.projectId, applicantId, value };
  });
}

/**
 * What the store holds for each draft after the sweep: applied exactly once is page 0 at version 1 (every application
 * of a draft is a save that takes the page one version on), saved 'temp' with the draft's value, and the draft gone
 * (read by its own key, one Get a draft instead of every index partition of every project).
 */
export async function readBack(drafts: readonly LeftDraft[]): Promise<{ once: number; notApplied: number; moreThanOnce: number; draftsLeft: number }> {
  const out = { once: 0, notApplied: 0, moreThanOnce: 0, draftsLeft: 0 };
  await inBatches(drafts, 50, async (d) => {
    const [page, draft] = await Promise.all([
      processWiring().reposFor(d.tenantId).answers.getPage(d.applicantId, 0),
      documentClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.tableKey(d.tenantId, keys.draft(d.applicantId, 0)), ConsistentRead: true })),
    ]);
    if (draft.Item) out.draftsLeft++;
    if (!page || page.values.english_name !== d.value) out.notApplied++;
    else if (page.version === 1 && page.saveType === 'temp') out.once++;
    else out.moreThanOnce++;
  });
  return out;
}

/** When each unit's end was swept, if it was. */
export async function sweptAt(units: readonly DeadlineUnit[]): Promise<(string | undefined)[]> {
  const w = processWiring();
  return Promise.all(units.map(async (u) => (await w.deadlines.get(u))?.sweptAt));
}
