import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { Clock, ExportUnit, MultipartUploads, TenantRepositories } from '../ports.ts';

/**
 * Gives an export up: the job marked failed with a Korean message the poll answers, then its parts dropped (nothing
 * half-written stays on S3; the bucket aborts what an abort that failed here left after a day). Nothing for a job
 * already done or failed, or gone.
 */
export async function failExport(ctx: { repos: Pick<TenantRepositories, 'exports'>; files: Pick<MultipartUploads, 'abortUpload'>; clock: Clock }, unit: ExportUnit, message: string = m.exportFailed): Promise<void> {
  const job = await ctx.repos.exports.get(unit.exportId);
  if (!job || job.state === 'done' || job.state === 'failed') return;
  if (!(await ctx.repos.exports.update(job.id, job.version, { state: 'failed', message, upload: undefined, progressAt: ctx.clock.now().toISOString() }))) return;
  if (job.upload) await ctx.files.abortUpload(job.key, job.upload.uploadId).catch(() => undefined);
}
