import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { integrationMessages as m } from '@portal/shared/messages/integration';
import type { ExportJobView } from '@portal/shared/schemas/integration';
import { DEMO_HISTORY_PROJECT } from '../../functions/src/local/seed-demo-applicants.ts';
import { hostSend, launchBrowser, newPage } from '../support/browser.ts';
import { runExport } from '../support/exports.ts';

/**
 * The integration API's export as a job (issue 45 item 5), end to end on the running portal: POST exports is answered
 * at once, the poll follows the job to done, and the answered link downloads the file in Chromium under its Korean
 * name, holding as many applications as the job wrote. The 100,000-row run is the bench's (`BENCH_ONLY=export`).
 */
const call = async (method: string, path: string, body?: unknown) => {
  const r = await hostSend('demo', method, `/api/integration/${path}`, body, { authorization: `Bearer ${inject('integrationKeys').demo}` });
  return { status: r.status, text: JSON.stringify(r.json), json: <T,>() => r.json as T };
};

/** CRLF record ends outside quoted cells, as Excel reads them. */
function records(csv: string): number {
  let quoted = false;
  let n = 0;
  for (let i = 0; i < csv.length; i++) {
    if (csv[i] === '"') quoted = !quoted;
    else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') n++;
  }
  return n;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('export job download in Chromium', () => {
  it('polls a CSV export to done and downloads it in Chromium under its Korean name, one line per application written', async () => {
    const seen: ExportJobView['status'][] = [];
    const { queued, job } = await runExport(call, { projectId: DEMO_HISTORY_PROJECT, format: 'csv' }, { onPoll: (v) => seen.push(v.status) });
    expect(queued.status).toBe('queued');
    expect(job.status, job.message).toBe('done');
    expect(job.rows).toBeGreaterThan(0);
    expect(job.filename).toMatch(new RegExp(`^지원서_${DEMO_HISTORY_PROJECT}_\\d{8}-\\d{4}\\.csv$`));

    // The presigned link, opened as a staff member's browser opens it: a download, not a page.
    const page = await newPage(browser);
    const saved = page.waitForEvent('download');
    await page.goto(job.url!).catch(() => undefined);
    const file = await saved;
    expect(file.suggestedFilename()).toBe(job.filename);
    expect(file.suggestedFilename()).toBe(m.exportFileName(DEMO_HISTORY_PROJECT, job.filename!.slice(-17, -4), 'csv'));
    // The browser runs as a server of its own: the saved file comes over as a copy.
    const copy = join(await mkdtemp(join(tmpdir(), 'export-')), file.suggestedFilename());
    await file.saveAs(copy);
    const bytes = await readFile(copy);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split(',').slice(0, 2)).toEqual([m.exportColumns.id, m.exportColumns.applicantNumber]);
    // One record per application after the header (a quoted answer may hold line breaks of its own).
    expect(records(text)).toBe(job.rows + 1);
    await page.context().close();
  });
});
