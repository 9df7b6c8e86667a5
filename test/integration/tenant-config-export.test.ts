import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantDir } from '../../functions/src/local/boot-local.ts';
import { importTenantFiles } from '../../functions/src/local/import-tenant-files.ts';
import { loadTenantFile } from '../../functions/src/local/load-tenant-file.ts';
import { exportCommand } from '../../functions/src/local/ops-commands.ts';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The ops CLI's whole-configuration export (issue 21 item 4) over every demo tenant: the exported file is a valid
 * tenant configuration; importing it changes nothing the portal stores and serves for the tenant (forms and their
 * rules, projects, tasks, steps, exam places, postings, notices, pickers, the company and its logo); and exporting
 * again gives the same file and the same assets (a fixed point).
 */
const demoFiles = readdirSync(demoTenantDir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((f) => join(demoTenantDir, f));
let portal: TestPortal;
const scratch = mkdtempSync(join(tmpdir(), 'portal-export-'));

beforeAll(async () => {
  portal = await startTestPortal(demoFiles);
}, 180_000);
afterAll(async () => {
  await portal?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** What is stored for a tenant, without what every write moves (versions, times, page revisions). */
async function stored(domainKey: string): Promise<unknown> {
  const w = processWiring();
  const tenant = (await w.directory.findByDomainKey(domainKey))!;
  const repos = w.reposFor(tenant.id);
  const projects = await Promise.all((await repos.projects.list()).map((p) => repos.projects.getWithTasks(p.id)));
  const tasks = projects.flatMap((p) => p!.tasks.map((t) => t.id));
  const out = {
    company: await repos.company.get(),
    popups: await repos.popups.list(),
    projects,
    steps: await Promise.all(projects.map((p) => repos.steps.listByProject(p!.project.id))),
    places: await Promise.all(projects.flatMap((p) => (p!.project.exam_site_details ?? []).map((d) => repos.examPlaces.list(d)))),
    // A rule's task and project scope is spent at import: each task's form carries the rules that apply to it.
    forms: (await Promise.all(tasks.map((t) => repos.forms.listTaskPages(t)))).map((pages) =>
      pages.map((p) => ({ ...p, rules: p.rules?.map(({ tasks: _t, projects: _p, ...rule }) => rule) })),
    ),
    pickers: await Promise.all(tasks.map(async (t) => ({ t, index: await repos.catalogs.getTaskIndex(t) }))),
    postings: await repos.postings.list(),
    notices: await repos.boards.list('notice', 1, 100),
    faq: await repos.boards.list('faq', 1, 100),
    qnaOptions: await repos.boards.listOptions('qna'),
    certificates: await repos.catalogs.getCatalog('certificates'),
  };
  return JSON.parse(JSON.stringify(out), (key, value) => (['version', 'updatedAt', 'revision'].includes(key) ? undefined : value));
}

async function exportTo(domainKey: string, dir: string): Promise<{ file: string; text: string }> {
  const lines: string[] = [];
  expect(await exportCommand(processWiring(), [domainKey, dir], (l) => lines.push(l))).toBe(0);
  const file = join(dir, `${domainKey}.json`);
  expect(lines.join('\n')).toContain(file);
  return { file, text: readFileSync(file, 'utf8') };
}

describe('npm run portal -- export', () => {
  for (const source of demoFiles) {
    const name = source.split('/').pop()!;
    it(`round-trips ${name}: import of the export changes nothing stored, and a second export is the same`, async () => {
      const { config } = await loadTenantFile(source);
      const domainKey = config.company.domainKey;
      const before = await stored(domainKey);
      const first = await exportTo(domainKey, mkdtempSync(join(scratch, `${domainKey}-1-`)));
      // A valid configuration (the same checks as `validate`), naming each task's form.
      const exported = await loadTenantFile(first.file);
      const e = exported.config;
      expect(e.projects.map((p) => p.tasks.map((t) => t.id))).toEqual(config.projects.map((p) => p.tasks.map((t) => t.id)));
      expect(e.projects.map((p) => p.steps.map((x) => x.id))).toEqual(config.projects.map((p) => p.steps.map((x) => x.id)));
      expect([e.postings.length, e.boards.length, e.popups.length]).toEqual([config.postings.length, config.boards.length, config.popups.length]);
      expect([Boolean(e.company.logo), Boolean(e.company.site.landingImage)]).toEqual([Boolean(config.company.logo), Boolean(config.company.site.landingImage)]);
      // The configured rules come back as the projects' (the defaults every form gets stay out).
      const configured = config.company.rules.length + config.projects.reduce((n, p) => n + p.rules.length, 0);
      expect(e.projects.some((p) => p.rules.length > 0), JSON.stringify(e.projects.map((p) => p.rules)).slice(0, 1500)).toBe(configured > 0);
      expect(e.company.rules).toEqual([]);
      // A tenant's own abuse limits come back as set (tenant-f's), and none where it set none.
      expect(e.company.abuse_limits).toEqual(config.company.abuse_limits);
      await importTenantFiles([first.file]);
      expect(await stored(domainKey)).toEqual(before);
      const secondDir = mkdtempSync(join(scratch, `${domainKey}-2-`));
      const second = await exportTo(domainKey, secondDir);
      expect(second.text).toBe(first.text);
      for (const asset of readdirSync(join(secondDir, 'assets'))) {
        expect(readFileSync(join(secondDir, 'assets', asset))).toEqual(readFileSync(join(first.file, '..', 'assets', asset)));
      }
    }, 60_000);
  }
});
