import type { ExportJobView } from '@portal/shared/schemas/integration';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { AppContext, With } from '../context.ts';
import { notFound } from '../errors.ts';

/** The store's presigned downloads last five minutes (adapters/s3/s3-file-store.ts). */
const DOWNLOAD_TTL_MS = 300_000;
/**
 * An export without progress this long is answered as failed: longer than its three tries with their visibility
 * timeouts (3 × 30 minutes), so only one whose last try died before it could say so (its unit is parked).
 */
const STALLED_MS = 2 * 3600_000;

/**
 * GET /api/integration/exports/{exportId}: where the tenant's export job is, how many applications it wrote, and once
 * done a download of the file under its Korean name, minted anew on each poll. Another tenant's export id is not found,
 * as one nobody has: the job item lies in this tenant's partition.
 */
export async function getExport(ctx: Pick<AppContext, 'repos' | 'clock'> & Pick<With<'files'>, 'files'>, exportId: string): Promise<ExportJobView> {
  const job = await ctx.repos.exports.get(exportId);
  if (!job) throw notFound(m.exportNotFound);
  const view: ExportJobView = { id: job.id, status: job.state, format: job.format, projectId: job.projectId, rows: job.rows, createdAt: job.createdAt, updatedAt: job.progressAt };
  if (job.state === 'failed') return { ...view, message: job.message ?? m.exportFailed };
  if (job.state !== 'done') return ctx.clock.now().getTime() - Date.parse(job.progressAt) > STALLED_MS ? { ...view, status: 'failed', message: m.exportFailed } : view;
  const url = await ctx.files.downloadUrl(job.key, job.filename);
  return { ...view, filename: job.filename, url, expiresAt: new Date(ctx.clock.now().getTime() + DOWNLOAD_TTL_MS).toISOString() };
}
