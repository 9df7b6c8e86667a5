import { formatKst } from '@portal/shared/dates';
import { exportMaxRows, type ApplicationSummary, type ExportApplicationsBody, type ExportedApplications } from '@portal/shared/schemas/integration';
import type { SavedPage } from '@portal/shared/schemas/form-api';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { IntegratorCaller } from '../auth-step/resolve-caller.ts';
import type { AppContext } from '../context.ts';
import { notFound, tooLarge } from '../errors.ts';
import type { StoredFormPage } from '../ports.ts';
import { fileKeys } from '../public-site/file-keys.ts';
import { toApplicationSummary } from './application-views.ts';
import { cellText, csvFile } from './csv-file.ts';

/** Applications read per listing call, and answer reads in flight at once. */
const PAGE = 100;
const READS_IN_FLIGHT = 16;

type Row = ApplicationSummary & { pages: SavedPage[] };

/**
 * POST /api/integration/exports: every application of a project (narrowed by task and status) with its saved answers,
 * as a CSV for Excel or as JSON, written to the object store under the tenant's export prefix (expired after a day)
 * and answered as a short-lived download URL. Recorded in the audit trail.
 */
export async function exportApplications(
  ctx: Pick<AppContext, 'repos' | 'clock' | 'crypto' | 'tenant'> & Required<Pick<AppContext, 'files'>>,
  caller: IntegratorCaller,
  body: ExportApplicationsBody,
): Promise<ExportedApplications> {
  const project = await ctx.repos.projects.getWithTasks(body.projectId);
  if (!project) throw notFound(m.projectNotFound);
  const rows = await readRows(ctx, body);
  const now = ctx.clock.now();
  const stamp = formatKst(now).replace(/[-:]/g, '').replace(' ', '-').slice(0, 13);
  const file = body.format === 'csv' ? csvFile(await csvRows(ctx, rows)) : new TextEncoder().encode(JSON.stringify({ project: { id: project.project.id, title: project.project.title }, exportedAt: now.toISOString(), items: rows }));
  const filename = m.exportFileName(body.projectId, stamp, body.format);
  // The key stays ASCII; the Korean name comes with the download.
  const key = `${fileKeys.exportPrefix(ctx.tenant.id)}${ctx.crypto.randomToken().slice(0, 22)}/applications-${body.projectId}-${stamp}.${body.format}`;
  await ctx.files.put(key, file, body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  const url = await ctx.files.downloadUrl(key, filename);
  await ctx.repos.audit.record({ action: 'integration.exported-applications', actor: `integrator:${caller.keyId}`, projectId: body.projectId, at: now.toISOString() });
  // The store's presigned downloads last five minutes (adapters/s3/s3-file-store.ts).
  return { url, filename, rows: rows.length, expiresAt: new Date(now.getTime() + 300_000).toISOString() };
}

async function readRows(ctx: Pick<AppContext, 'repos'>, body: ExportApplicationsBody): Promise<Row[]> {
  const summaries: ApplicationSummary[] = [];
  let from: { shard: number; afterId: number } | undefined = { shard: 0, afterId: 0 };
  while (from) {
    const page = await ctx.repos.applications.listByProject(body.projectId, from, PAGE, { taskId: body.taskId, status: body.status, updatedSince: undefined });
    summaries.push(...page.rows.map(toApplicationSummary));
    if (summaries.length > exportMaxRows) throw tooLarge(m.exportTooLarge(exportMaxRows));
    from = page.next;
  }
  summaries.sort((a, b) => a.id - b.id);
  const rows: Row[] = new Array(summaries.length);
  for (let i = 0; i < summaries.length; i += READS_IN_FLIGHT) {
    const batch = summaries.slice(i, i + READS_IN_FLIGHT);
    const pages = await Promise.all(batch.map((s) => ctx.repos.answers.listPages(s.id)));
    batch.forEach((s, j) => (rows[i + j] = { ...s, pages: [...pages[j]!].sort((a, b) => a.pageIndex - b.pageIndex) }));
  }
  return rows;
}

const fixed = ['id', 'applicantNumber', 'taskId', 'taskName', 'name', 'email', 'phone', 'status', 'createdAt', 'submittedAt', 'cancelledAt', 'lastSavedAt', 'updatedAt'] as const;

/** The header and one line per application: the fixed columns, then one column per answer key found, in page order. */
async function csvRows(ctx: Pick<AppContext, 'repos'>, rows: Row[]): Promise<string[][]> {
  const titles = await answerTitles(ctx, [...new Set(rows.map((r) => r.taskId))]);
  const columns: { page: number; key: string }[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    for (const p of r.pages) {
      for (const key of Object.keys(p.values)) {
        const id = `${p.pageIndex}:${key}`;
        if (!seen.has(id)) {
          seen.add(id);
          columns.push({ page: p.pageIndex, key });
        }
      }
    }
  }
  columns.sort((a, b) => a.page - b.page);
  const header = [...fixed.map((c) => m.exportColumns[c]), ...columns.map((c) => titles.get(`${c.page}:${c.key}`) ?? m.exportAnswerColumn(c.page, c.key))];
  const lines = rows.map((r) => {
    const byPage = new Map(r.pages.map((p) => [p.pageIndex, p.values]));
    return [...fixed.map((c) => (c === 'status' ? m.exportStatus[r.status] : cellText(r[c]))), ...columns.map((c) => cellText(byPage.get(c.page)?.[c.key]))];
  });
  return [header, ...lines];
}

/** Each answer key's title in the tasks' forms ('<page title> - <item title>'), by '<pageIndex>:<key>'. */
async function answerTitles(ctx: Pick<AppContext, 'repos'>, taskIds: number[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const forms: StoredFormPage[][] = await Promise.all(taskIds.map((t) => ctx.repos.forms.listTaskPages(t)));
  for (const page of forms.flat()) {
    const pageTitle = page.title[page.pageIndex] ?? '';
    for (const form of page.forms) {
      for (const detail of form.details) {
        // A repeatable group is saved as one list under its model: one column for the group.
        if (detail.repeatable) titles.set(`${page.pageIndex}:${detail.repeatable.model}`, `${pageTitle} - ${detail.title}`);
        for (const item of detail.items) {
          const title = `${pageTitle} - ${item.title}`;
          if (item.input_type.field && !titles.has(`${page.pageIndex}:${item.input_type.field}`)) titles.set(`${page.pageIndex}:${item.input_type.field}`, title);
          if (!titles.has(`${page.pageIndex}:${item.id}`)) titles.set(`${page.pageIndex}:${item.id}`, title);
        }
      }
    }
  }
  return titles;
}
