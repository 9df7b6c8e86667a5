import type { ExportJobView, ExportQueued } from '@portal/shared/schemas/integration';
import { waitFor } from './wait-for.ts';

/** One call of the integration API as a suite makes it: method, path under /api/integration, body. */
export type IntegrationCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; text: string; json<T = unknown>(): T }>;

/**
 * An export as an organisation's system runs it: POST exports (answered at once, queued), then GET its poll path until
 * it is done or failed, as the API reference says. No vitest import: the bench and the e2e suite use it too.
 */
export async function runExport(call: IntegrationCall, body: unknown, options: { timeoutMs?: number; onPoll?: (view: ExportJobView) => void } = {}): Promise<{ queued: ExportQueued; job: ExportJobView }> {
  const posted = await call('POST', 'exports', body);
  if (posted.status !== 200) throw new Error(`POST exports answered ${posted.status}: ${posted.text}`);
  const queued = posted.json<ExportQueued>();
  const job = await waitFor(
    `export ${queued.id}`,
    async () => {
      const polled = await call('GET', queued.poll.replace('/api/integration/', ''));
      if (polled.status !== 200) throw new Error(`GET ${queued.poll} answered ${polled.status}: ${polled.text}`);
      const view = polled.json<ExportJobView>();
      options.onPoll?.(view);
      return view.status === 'done' || view.status === 'failed' ? view : undefined;
    },
    { timeoutMs: options.timeoutMs ?? 30_000, intervalMs: 100 },
  );
  return { queued, job };
}
