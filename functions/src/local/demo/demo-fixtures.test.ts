import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { noticeState, parseKst, formatKst } from '@portal/shared';
import { tenantConfigSchema, type TenantConfig } from '@portal/shared/tenant-config';

/** The demo tenant files (docs/tenant-config.md) must parse, reference real assets and keep ids unique. */
const here = dirname(fileURLToPath(import.meta.url));
const tenantsDir = join(here, 'tenants');
const files = readdirSync(tenantsDir).filter((f) => f.endsWith('.yaml')).sort();

const loaded = files.map((file) => {
  const raw: unknown = parse(readFileSync(join(tenantsDir, file), 'utf8'));
  return { file, raw, result: tenantConfigSchema.safeParse(raw) };
});
const configs = new Map<string, TenantConfig>();
for (const l of loaded) if (l.result.success) configs.set(l.file, l.result.data);

/** Same reading of a configuration date as the importer (resolveConfigDate), evaluated against `now`. */
function resolve(value: string, now: Date): Date {
  const m = /^today([+-]\d+)?(?: (\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  if (!m) return parseKst(value)!;
  const day = formatKst(new Date(now.getTime() + Number(m[1] ?? 0) * 86_400_000)).slice(0, 10);
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : '00:00:00';
  return parseKst(`${day} ${time}`)!;
}

type Posting = TenantConfig['postings'][number];
/** A posting's state is its project's (issue 41 item 4), read as the server reads it. */
function stateIn(cfg: TenantConfig) {
  return (p: Posting, now: Date) => {
    const project = cfg.projects.find((x) => x.id === p.project_id)!;
    return noticeState({ startDate: formatKst(resolve(project.startDate, now)), endDate: formatKst(resolve(project.endDate, now)) }, now);
  };
}

function assetsOf(cfg: TenantConfig): string[] {
  const out: string[] = [];
  if (cfg.company.logo) out.push(cfg.company.logo);
  if (cfg.company.site.landingImage) out.push(cfg.company.site.landingImage);
  for (const p of cfg.postings) for (const f of p.files) if (f.asset) out.push(f.asset);
  for (const b of cfg.boards) for (const f of b.files) if (f.asset) out.push(f.asset);
  return out;
}

describe('demo tenant fixtures', () => {
  it('has the demo, default and fourteen lettered tenants', () => {
    const expected = ['default.yaml', 'demo.yaml', ...'abcdefghijklmn'.split('').map((l) => `tenant-${l}.yaml`)];
    expect(files).toEqual(expected.sort());
  });

  it.each(files)('%s parses with tenantConfigSchema', (file) => {
    const l = loaded.find((x) => x.file === file)!;
    expect(l.result.success ? [] : l.result.error.issues).toEqual([]);
  });

  it('every referenced asset exists beside the tenant files and is small', () => {
    const missing: string[] = [];
    for (const [file, cfg] of configs) {
      for (const asset of assetsOf(cfg)) {
        const path = join(tenantsDir, asset);
        if (asset.startsWith('/') || !existsSync(path)) missing.push(`${file}: ${asset}`);
        else expect(statSync(path).size, asset).toBeLessThan(20 * 1024);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the PDF attachments are well-formed (header, xref offsets, trailer)', () => {
    const pdfs = readdirSync(join(here, 'assets')).filter((f) => f.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThanOrEqual(2);
    for (const name of pdfs) {
      const buf = readFileSync(join(here, 'assets', name));
      const text = buf.toString('latin1');
      expect(buf.length, name).toBeLessThan(5 * 1024);
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      entries.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`), `${name} obj ${i + 1}`).toBe(true));
    }
  });

  it('company, domain, posting, project, task and board ids are unique across tenants', () => {
    const all = [...configs.values()];
    const dupes = (ids: (number | string)[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes(all.map((c) => c.company.id))).toEqual([]);
    expect(dupes(all.map((c) => c.company.domainKey))).toEqual([]);
    expect(dupes(all.flatMap((c) => c.postings.map((p) => p.id)))).toEqual([]);
    expect(dupes(all.flatMap((c) => c.projects.map((p) => p.id)))).toEqual([]);
    expect(dupes(all.flatMap((c) => c.projects.flatMap((p) => p.tasks.map((t) => t.id))))).toEqual([]);
    expect(dupes(all.flatMap((c) => c.boards.map((b) => b.id)))).toEqual([]);
    expect(all.filter((c) => c.company.isDefault).map((c) => c.company.domainKey)).toEqual(['portal']);
  });

  it("every tenant's theme names its logo's own colours, so a black header gets its logo plate (issue 15 item 17)", () => {
    for (const [file, cfg] of configs) {
      const svg = readFileSync(join(tenantsDir, cfg.company.logo!), 'utf8');
      const fills = [...svg.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toUpperCase());
      expect(fills, file).toContain(cfg.company.theme.logo_color);
      if (cfg.company.domainKey !== 'portal') expect(cfg.company.theme.primary, file).toBe(fills[0]);
      expect(cfg.company.theme.logo_plate, file).toBe('auto');
    }
    const bad = tenantConfigSchema.safeParse({ ...loaded[0]!.raw as object, company: { ...(loaded[0]!.raw as { company: object }).company, theme: { primary: 'blue' } } });
    expect(bad.success).toBe(false);
  });

  it('every tenant has at least one active posting and a notice', () => {
    const now = new Date();
    for (const [file, cfg] of configs) {
      const state = stateIn(cfg);
      expect(cfg.postings.some((p) => p.status === 'Y' && p.isView && state(p, now).isActive), file).toBe(true);
      expect(cfg.boards.some((b) => b.type === 'notice'), file).toBe(true);
    }
  });

  it('demo covers every posting badge state, evaluated against today', () => {
    const demo = configs.get('demo.yaml')!;
    const now = new Date();
    const visible = demo.postings.filter((p) => p.status === 'Y' && p.isView);
    const s = (p: Posting) => stateIn(demo)(p, now);
    expect(visible.some((p) => !s(p).isActive && !s(p).isEnd), 'preparing').toBe(true);
    expect(visible.some((p) => s(p).isActive && s(p).remainDays > 0), 'active D-n').toBe(true);
    // D-DAY needs a project that closes today, which the demo applicants' projects do not (posting-badge.test.ts has it).
    expect(visible.some((p) => s(p).isEnd), 'closed').toBe(true);
    expect(demo.postings.some((p) => !p.isView && s(p).isActive), 'suspended').toBe(true);
    expect(demo.postings.some((p) => p.status === 'N'), 'status N').toBe(true);
    expect(demo.postings.some((p) => p.applyLabel === 'email'), 'e-mail reception').toBe(true);
    const withFiles = demo.postings.filter((p) => p.files.length > 0);
    expect(withFiles.length).toBeGreaterThanOrEqual(2);
    expect(withFiles.some((p) => p.files.some((f) => f.view_status === 'N'))).toBe(true);
  });

  it('demo shows popups, paging, FAQ, Q&A categories and a task without openings', () => {
    const demo = configs.get('demo.yaml')!;
    expect(demo.popups.filter((p) => p.isActive).map((p) => p.position).sort()).toEqual(['center', 'manual']);
    expect(demo.popups.some((p) => !p.isActive)).toBe(true);
    expect(demo.boards.filter((b) => b.type === 'notice').length).toBeGreaterThanOrEqual(12);
    expect(demo.boards.filter((b) => b.type === 'notice' && b.files.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(demo.boards.filter((b) => b.type === 'faq' && b.content).length).toBeGreaterThanOrEqual(5);
    expect(demo.boardOptions.qna?.length).toBe(3);
    const tasks = demo.projects.flatMap((p) => p.tasks);
    expect(tasks.some((t) => t.count === 0)).toBe(true);
    expect(demo.projects.filter((p) => p.tasks.some((t) => t.count > 0)).length).toBeGreaterThanOrEqual(3);
  });

  it('tenant-a carries its wording labels and a preparing posting', () => {
    const a = configs.get('tenant-a.yaml')!;
    expect(a.company.labels).toEqual({ badgePreparing: '공고중', inquiryMenu: '채용안내', periodPrefix: '[접수기간]' });
    const now = new Date();
    expect(a.postings.some((p) => !stateIn(a)(p, now).isActive && !stateIn(a)(p, now).isEnd)).toBe(true);
  });

  it('the spec-named projects and tasks live in their documented tenants', () => {
    const projectsOf = (file: string) => configs.get(file)!.projects;
    const taskIds = (file: string, projectId?: number) =>
      projectsOf(file)
        .filter((p) => projectId === undefined || p.id === projectId)
        .flatMap((p) => p.tasks.map((t) => t.id));
    expect(projectsOf('tenant-b.yaml').map((p) => p.id)).toEqual(expect.arrayContaining([548, 748]));
    expect(taskIds('tenant-b.yaml', 548)).toContain(3414);
    expect(taskIds('tenant-b.yaml', 748)).toEqual(expect.arrayContaining([3815, 4113]));
    expect(projectsOf('tenant-c.yaml').map((p) => p.id)).toContain(860);
    expect(taskIds('tenant-c.yaml')).toContain(2251);
    expect(projectsOf('tenant-d.yaml').map((p) => p.id)).toContain(844);
    expect(taskIds('tenant-d.yaml', 844)).toContain(3227);
    expect(projectsOf('tenant-f.yaml').map((p) => p.id)).toContain(360);
  });
});
