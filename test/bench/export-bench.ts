import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { keyScopes } from '@portal/shared/api/contract';
import { createApiKey } from '../../functions/src/domain/integration/create-api-key.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { runningLocalQueues } from '../../functions/src/local/local-queues.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { runExport } from '../support/exports.ts';
import { seedApplications } from '../support/seed-applications.ts';

/** Issue 45 item 5 at full size: an export of 100,000 applications (BENCH_EXPORT_ROWS) as a job, downloaded in Chromium. */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const ALPHA = { host: 'alpha.localhost', tenant: 9101, project: 91011, task: 910111 } as const;

export interface ExportBenchResult {
  rows: number;
  seedMs: number;
  exportMs: number;
  invocations: number;
  fileBytes: number;
  downloadMs: number;
  /** The process's resident memory at its highest while the job ran (the local runtime runs it in-process). */
  peakRssMb: number;
}

export async function runExportBench({ port }: { port: number }): Promise<ExportBenchResult> {
  const queues = runningLocalQueues();
  if (!queues) throw new Error('the export bench runs in the local runtime (bootLocal), whose queue stand-in delivers the units');
  await importTenantFiles([join(import.meta.dirname, '..', 'fixtures', 'tenants', 'alpha.yaml')]);
  const w = processWiring();
  const key = (await createApiKey({ repos: w.reposFor(ALPHA.tenant), crypto: w.crypto, clock: w.clock }, { name: 'bench', scopes: keyScopes })).key;

  const seedStart = performance.now();
  await seedApplications(ALPHA.tenant, ALPHA.project, ALPHA.task, { count: ROWS, firstId: 20_000_000, inFlight: 8, values: (id) => ({ english_name: `Applicant ${id}`, motive: `저는 ${id}번 지원자로, 이 회사의 채용 포털을 통해 지원합니다. 성실하게 일하겠습니다.` }) });
  const seedMs = performance.now() - seedStart;
  console.log(`export bench: seeded ${ROWS.toLocaleString('en')} applications in ${(seedMs / 1000).toFixed(1)} s`);

  const call = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; text: string; json<T>(): T }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = request({ host: '127.0.0.1', port, method, path: `/api/integration/${path}`, headers: { host: `${ALPHA.host}:${port}`, authorization: `Bearer ${key}`, ...(data ? { 'content-type': 'application/json' } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) });
        });
      });
      req.on('error', reject);
      req.end(data);
    });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const before = queues.stats('WriteExports').deliveries.length;
  const exportStart = performance.now();
  let last = -1;
  const { job } = await runExport(call, { projectId: ALPHA.project, format: 'csv' }, {
    timeoutMs: 30 * 60_000,
    onPoll: (v) => {
      if (v.rows !== last) console.log(`export bench: ${v.status}, ${v.rows.toLocaleString('en')} rows after ${((performance.now() - exportStart) / 1000).toFixed(1)} s`);
      last = v.rows;
    },
  });
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);
  if (job.status !== 'done') throw new Error(`the export ended ${job.status}: ${job.message}`);

  // The download in Chromium, as a staff member opens the link: its suggested Korean name and every line of the file.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const dir = await mkdtemp(join(tmpdir(), 'export-bench-'));
  try {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const downloadStart = performance.now();
    const saved = page.waitForEvent('download', { timeout: 10 * 60_000 });
    await page.goto(job.url!).catch(() => undefined);
    const download = await saved;
    const path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    const downloadMs = performance.now() - downloadStart;
    if (download.suggestedFilename() !== job.filename) throw new Error(`Chromium saved ${download.suggestedFilename()}, not ${job.filename}`);
    const { records, bytes } = await countRecords(path);
    if (records !== job.rows + 1 || job.rows !== ROWS) throw new Error(`the file holds ${records - 1} applications, the job says ${job.rows}, ${ROWS} were seeded`);
    const result = { rows: job.rows, seedMs, exportMs, invocations: queues.stats('WriteExports').deliveries.length - before, fileBytes: bytes, downloadMs, peakRssMb: Math.round(peakRss / 1024 / 1024) };
    console.log(
      `export bench: ${result.rows.toLocaleString('en')} rows exported in ${(exportMs / 1000).toFixed(1)} s (${result.invocations} invocations), ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB downloaded in Chromium as ${download.suggestedFilename()} in ${(downloadMs / 1000).toFixed(1)} s; peak RSS ${result.peakRssMb} MB`,
    );
    return result;
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** CRLF record ends outside quoted cells, read as a stream (the file is tens of MB). */
async function countRecords(path: string): Promise<{ records: number; bytes: number }> {
  let quoted = false;
  let records = 0;
  let bytes = 0;
  let prev = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (const b of chunk) {
      if (b === 0x22) quoted = !quoted;
      else if (!quoted && prev === 0x0d && b === 0x0a) records++;
      prev = b;
    }
  }
  return { records, bytes };
}
