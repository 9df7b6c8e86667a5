import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { Clock, ApplicationRow, ExportJob, ExportUnit, ExportUpload, FileStore, MultipartUploads, TenantRepositories } from '../ports.ts';
import { maskBlindAnswers } from '../submission/blind-masking.ts';
import { toApplicationSummary } from './application-views.ts';
import { BOM, csvLine } from './csv-file.ts';
import { exportColumns, type ExportRow } from './export-columns.ts';
import { failExport } from './fail-export.ts';

/** Answer reads in flight at once (as many rows are formatted together). */
const READS_IN_FLIGHT = 16;
/** S3's most parts of one upload. */
const MAX_PARTS = 10_000;

export interface ExportWriteContext {
  repos: Pick<TenantRepositories, 'exports' | 'projects' | 'forms' | 'applications' | 'answers' | 'audit'>;
  files: Pick<FileStore, 'head'> & MultipartUploads;
  clock: Clock;
  /** A part is uploaded once it holds this many bytes (S3: at least 5 MiB but the last). */
  partBytes: number;
  /** Epoch ms: after a part, the unit stops when the next one would not fit before this, and is sent again. */
  untilMs: number;
}

export type ExportWriteOutcome = 'done' | 'continues' | 'failed' | 'superseded' | 'already' | 'gone';

/**
 * The export job's unit: streams the project's applications (the index shards merged in applicant-id order, their
 * answers read a few at a time) as CSV or a JSON document into one multipart upload, a part at a time. After each part
 * the job item records the part's ETag, the last applicant id and the rows, under a version condition, so a unit that
 * ran out of time ('continues') or crashed goes on after the last part, and a second runner of the same unit stops
 * ('superseded'). Memory holds one part and a page per shard, whatever the project's size. Once every part is up the
 * object is completed, the access record (with its rows) written, and the job marked done.
 */
export async function writeExportFile(ctx: ExportWriteContext, unit: ExportUnit): Promise<{ outcome: ExportWriteOutcome; rows: number; parts: number }> {
  let job = await ctx.repos.exports.get(unit.exportId);
  if (!job) return { outcome: 'gone', rows: 0, parts: 0 };
  if (job.state === 'done') return { outcome: 'already', rows: job.rows, parts: 0 };
  // A failed export's unit comes only from the operator's redrive of the parked message: the file starts over.
  if (job.state === 'failed') {
    if (!(await ctx.repos.exports.update(job.id, job.version, { state: 'running', rows: 0, upload: undefined, message: undefined, progressAt: ctx.clock.now().toISOString() }))) return { outcome: 'superseded', rows: 0, parts: 0 };
    job = (await ctx.repos.exports.get(job.id))!;
  }
  const project = await ctx.repos.projects.getWithTasks(job.projectId);
  if (!project) {
    await failExport(ctx, unit, m.exportProjectGone);
    return { outcome: 'failed', rows: 0, parts: 0 };
  }
  const taskIds = job.filter.taskId !== undefined ? [job.filter.taskId] : project.tasks.map((t) => t.id);
  const columns = await exportColumns(ctx.repos, taskIds);

  // A form changed since the first part was written: the parts so far have other columns, so the file starts over.
  if (job.upload && !job.upload.final && job.upload.columns !== columns.fingerprint) return restart(ctx, job);
  let version = job.version;
  let upload: ExportUpload;
  if (job.upload) upload = job.upload;
  else {
    const uploadId = await ctx.files.startUpload(job.key, job.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    upload = { uploadId, parts: [], lastId: 0, columns: columns.fingerprint };
    if (!(await commit(ctx, job, version, { state: 'running', rows: 0, upload }))) {
      await ctx.files.abortUpload(job.key, uploadId);
      return { outcome: 'superseded', rows: 0, parts: 0 };
    }
    version++;
  }
  let written = job.rows;
  const partsBefore = upload.parts.length;

  if (!upload.final) {
    const enc = new TextEncoder();
    let chunks: Uint8Array[] = [];
    let size = 0;
    let inBuffer = 0;
    let lastId = upload.lastId;
    let partStartedAt = ctx.clock.now().getTime();
    const push = (text: string) => {
      const bytes = enc.encode(text);
      chunks.push(bytes);
      size += bytes.length;
    };
    /** Uploads what the buffer holds as the next part and records it; false when the upload is gone or another runner moved the job. */
    const flush = async (final: boolean): Promise<'ok' | 'gone' | 'superseded'> => {
      const number = upload.parts.length + 1;
      if (number > MAX_PARTS) throw new Error(`export ${job!.id} needs more than ${MAX_PARTS} parts`);
      const etag = await ctx.files.uploadPart(job!.key, upload.uploadId, number, concat(chunks, size));
      if (etag === undefined) return 'gone';
      const next: ExportUpload = { ...upload, parts: [...upload.parts, { number, etag }], lastId, ...(final ? { final: true } : {}) };
      if (!(await commit(ctx, job!, version, { upload: next, rows: written + inBuffer }))) return 'superseded';
      version++;
      upload = next;
      written += inBuffer;
      chunks = [];
      size = 0;
      inBuffer = 0;
      return 'ok';
    };
    if (upload.parts.length === 0) push(job.format === 'csv' ? BOM + csvLine(columns.header) : `{"project":${JSON.stringify({ id: project.project.id, title: project.project.title })},"exportedAt":${JSON.stringify(job.createdAt)},"items":[`);
    const next = mergedShards(ctx.repos.applications, job, upload.lastId);
    for (;;) {
      const batch = await next(READS_IN_FLIGHT);
      if (batch.length === 0) break;
      const pages = await Promise.all(batch.map((r) => ctx.repos.answers.listPages(r.id)));
      batch.forEach((r, i) => {
        // A blind-hiring project's answers go out masked (blind-masking.ts), in the CSV and the JSON alike.
        const row: ExportRow = { ...toApplicationSummary(r), pages: [...pages[i]!].sort((a, b) => a.pageIndex - b.pageIndex).map((p) => ({ ...p, values: maskBlindAnswers(project.project, p.values) })) };
        push(job!.format === 'csv' ? csvLine(columns.cells(row)) : `${written + inBuffer > 0 ? ',' : ''}${JSON.stringify(row)}`);
        inBuffer++;
        lastId = r.id;
      });
      if (size < ctx.partBytes) continue;
      const r = await flush(false);
      if (r !== 'ok') return r === 'gone' ? restart(ctx, (await ctx.repos.exports.get(job.id)) ?? job) : { outcome: 'superseded', rows: written, parts: upload.parts.length - partsBefore };
      // The next part takes about as long as this one did: stop while it still fits, to go on in a fresh invocation.
      const now = ctx.clock.now().getTime();
      const partMs = now - partStartedAt;
      partStartedAt = now;
      if (now + partMs > ctx.untilMs) return { outcome: 'continues', rows: written, parts: upload.parts.length - partsBefore };
    }
    if (job.format === 'json') push(']}');
    const r = await flush(true);
    if (r !== 'ok') return r === 'gone' ? restart(ctx, (await ctx.repos.exports.get(job.id)) ?? job) : { outcome: 'superseded', rows: written, parts: upload.parts.length - partsBefore };
  }

  // Every part is up: join them. A retry after a crash here finds the upload completed (gone, and the object there).
  const completed = await ctx.files.completeUpload(job.key, upload.uploadId, upload.parts);
  if (completed === 'gone' && !(await ctx.files.head(job.key))) return restart(ctx, (await ctx.repos.exports.get(job.id)) ?? job);
  const at = ctx.clock.now().toISOString();
  // The access record of the export (안전성 확보조치 기준): who asked, the project and its rows, once the file holds them.
  await ctx.repos.audit.record({ action: 'integration.exported-applications', actor: job.actor, kind: 'export', route: 'ExportApplications', projectId: job.projectId, count: written, at });
  job = { ...job, version };
  await commit(ctx, job, version, { state: 'done', rows: written, upload: undefined });
  return { outcome: 'done', rows: written, parts: upload.parts.length - partsBefore };
}

/** Drops the parts and starts the file over in the next invocation (the same key: nothing was completed under it). */
async function restart(ctx: ExportWriteContext, job: ExportJob): Promise<{ outcome: ExportWriteOutcome; rows: number; parts: number }> {
  if (job.upload) await ctx.files.abortUpload(job.key, job.upload.uploadId);
  const ok = await commit(ctx, job, job.version, { state: 'running', rows: 0, upload: undefined });
  return { outcome: ok ? 'continues' : 'superseded', rows: 0, parts: 0 };
}

/**
 * The job's change at `version`, with its progress time. A failed condition is read back: the change is this runner's
 * own when the store's retry applied it already (the version moved by one to exactly this), else another runner's.
 */
async function commit(ctx: ExportWriteContext, job: ExportJob, version: number, change: Partial<Pick<ExportJob, 'state' | 'rows' | 'upload'>>): Promise<boolean> {
  if (await ctx.repos.exports.update(job.id, version, { ...change, progressAt: ctx.clock.now().toISOString() })) return true;
  const now = await ctx.repos.exports.get(job.id);
  return !!now && now.version === version + 1 && JSON.stringify(now.upload) === JSON.stringify(change.upload) && (change.rows === undefined || now.rows === change.rows);
}

/**
 * The project's applications after `afterId`, in applicant-id order across the index shards: one page per shard at a
 * time, the smallest id first. Since everything up to the last written id is in the file, every shard resumes after it.
 */
function mergedShards(applications: ExportWriteContext['repos']['applications'], job: ExportJob, afterId: number): (n: number) => Promise<ApplicationRow[]> {
  const shards = Array.from({ length: applications.shards }, (_, shard) => ({ shard, after: afterId, rows: [] as ApplicationRow[], done: false }));
  const fill = async (s: (typeof shards)[number]) => {
    while (s.rows.length === 0 && !s.done) {
      const page = await applications.listShard(job.projectId, s.shard, s.after, job.filter);
      s.rows = page.rows;
      if (page.next === undefined) s.done = true;
      else s.after = page.next;
    }
  };
  return async (n) => {
    const out: ApplicationRow[] = [];
    while (out.length < n) {
      await Promise.all(shards.map(fill));
      let min: (typeof shards)[number] | undefined;
      for (const s of shards) if (s.rows.length > 0 && (!min || s.rows[0]!.id < min.rows[0]!.id)) min = s;
      if (!min) break;
      out.push(min.rows.shift()!);
    }
    return out;
  };
}

const concat = (chunks: readonly Uint8Array[], size: number): Uint8Array => {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};
