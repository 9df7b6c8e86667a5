import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The built SPA (npm test builds it before this project runs; PORTAL_WEB_DIST names another build, as for the local
 * server). web/vite.config.ts lets the bundler treat calls on 'z' as pure and the shared modules as free of side
 * effects, so the one side effect the app needs from shared/ must survive the build on its own.
 */
const assets = join(process.env.PORTAL_WEB_DIST ?? join(import.meta.dirname, '..', '..', 'web', 'dist'), 'assets');
const bundle = () =>
  readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');

const read = (f: string) => readFileSync(join(assets, f), 'utf8');
const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length;
// Static imports only ('import … from"./x.js"', 'export … from', side-effect imports); import("./x.js") is a lazy chunk.
const staticImports = (f: string) => [...read(f).matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
const closure = (roots: string[]) => {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};
// A built file's sources, from its source map: the build writes one beside every chunk ('hidden': not linked from the
// chunk, and left out of the site bucket), except the bundler's own runtime, which holds no module of ours.
const sourcesOf = (f: string): string[] =>
  f.startsWith('rolldown-runtime-') && !existsSync(join(assets, `${f}.map`)) ? [] : (JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8')) as { sources: string[] }).sources;
/** The chunk that holds a source module (found through the source maps, not the file name). */
const chunkOf = (source: string) => readdirSync(assets).find((f) => f.endsWith('.js') && sourcesOf(f).some((s) => s.endsWith(source)));
/** What every page loads first: index.html's entry scripts and modulepreloads. */
const startFiles = () => {
  const html = readFileSync(join(assets, '..', 'index.html'), 'utf8');
  const entries = [...new Set([...html.matchAll(/<script[^>]* src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!))];
  const preloads = [...new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!))];
  return { entries, preloads };
};
const weigh = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(f), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('the built SPA bundle', () => {
  it('keeps the Korean messages of zod issues and not the locale that shows type names', () => {
    // A message only shared/src/messages/validation-issues.ts carries, installed by shared/src/zod-korean.ts.
    const issueMessages = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'messages', 'validation-issues.ts'), 'utf8');
    const ownMessage = '소수점 없는 정수로 입력해 주세요.';
    expect(issueMessages).toContain(ownMessage);
    expect(bundle()).toContain(ownMessage);
    // zod's own ko locale ('예상 타입은 number, 받은 타입은 string입니다') is no longer installed.
    expect(bundle()).not.toContain('예상 타입은');
  });

  it('drops the tenant configuration schemas, which only the server uses', () => {
    // A message only shared/src/tenant-config.ts carries (the import's domainKey rule).
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'tenant-config.ts'), 'utf8');
    const tenantConfigOnly = 'domainKey는 영문 소문자, 숫자, 하이픈으로 입력해 주세요.';
    expect(source).toContain(tenantConfigOnly);
    expect(bundle()).not.toContain(tenantConfigOnly);
  });

  it('leaves the tenant rule schemas out: the browser checks a served form page by its envelope', () => {
    // features/application-form/api/get-form.ts; a message only shared/src/form-model/rule-model.ts carries.
    const rulesOnly = "필드는 'field' 또는 'model.field' 형식으로 입력해 주세요.";
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'form-model', 'rule-model.ts'), 'utf8')).toContain(rulesOnly);
    expect(bundle()).not.toContain(rulesOnly);
  });

  it('ships react-router without its development warnings, and the light colour tokens once', () => {
    // A warning only react-router's dist/development computes (ENABLE_DEV_WARNINGS); vite.config.ts takes dist/production.
    const routerDist = join(import.meta.dirname, '..', '..', 'node_modules', 'react-router', 'dist', 'development');
    const devWarning = 'You rendered descendant <Routes>';
    expect(readdirSync(routerDist).some((f) => f.endsWith('.mjs') && readFileSync(join(routerDist, f), 'utf8').includes(devWarning))).toBe(true);
    expect(bundle()).not.toContain(devWarning);
    // Primer's light theme sheet, minus its copy for auto mode in a dark scheme (lightThemeOnce): the app is colorMode="light".
    const css = readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map(read)
      .join('\n');
    expect(css).toContain('[data-color-mode=light][data-light-theme=light]');
    expect(css).not.toContain('[data-dark-theme=light]');
    expect(css.match(/--fgColor-default:/g)?.length).toBe(1);
  });

  it('keeps the landing page within its budget, without the form page, the form engine or echarts, and says what each part weighs', () => {
    const { entries, preloads } = startFiles();
    const landingChunk = readdirSync(assets).find((f) => /^landing-page-[\w-]+\.js$/.test(f))!;
    const charts = readdirSync(assets).find((f) => /^score-charts-[\w-]+\.js$/.test(f))!;
    const formChunk = chunkOf('features/application-form/components/application-form-page.tsx')!;
    expect(entries.length).toBeGreaterThan(1);
    expect(read(charts)).toContain('echarts');
    expect(formChunk, 'the form page has a chunk of its own').toBeDefined();

    // What the browser fetches for the landing page: the entry scripts, index.html's modulepreloads, the landing
    // chunk, and all their static imports (docs/reliability.md 'The budgets').
    const landing = closure([...entries, ...preloads, landingChunk]);
    console.info(
      [
        `landing page JS (gzip): ${kb(weigh(landing))} in ${landing.size} files (budget 170 KB)`,
        ...entries.map((e) => `  entry ${e}: ${kb(gz(e))}, with its static imports ${kb(weigh(closure([e])))}`),
        `  landing-page chunk with its own imports: ${kb(weigh([...closure([landingChunk])].filter((f) => !closure(entries).has(f))))}`,
        `form page chunk (lazy) with what the landing page does not load: ${kb(weigh([...closure([formChunk])].filter((f) => !landing.has(f))))}`,
        `score charts chunk (lazy, loaded when the dialog opens): ${kb(gz(charts))}`,
      ].join('\n'),
    );
    expect(weigh(landing), 'landing page JS, gzip bytes').toBeLessThanOrEqual(170 * 1024);
    expect(landing.has(formChunk)).toBe(false);
    expect(landing.has(charts)).toBe(false);
    for (const f of landing) {
      expect(read(f), f).not.toContain('echarts');
      // The form engine, its pickers and react-hook-form come with the form page, not before it.
      const formCode = sourcesOf(f).filter((s) => /\/src\/form-engine\/|\/features\/application-form\/|node_modules\/(react-hook-form|@hookform)\//.test(s));
      expect(formCode, f).toEqual([]);
    }
  });

  it('keeps the consent step within its budget: no zod, form library, password list or Primer form controls before the form page', () => {
    // What an applicant downloads from project/{id} (apply-entry) to form/auth (the consent step), before the form
    // page's own chunk, which the step loads once it is shown (docs/reliability.md 'The budgets', issue 20 item 5).
    // Every call of the step is read without zod (contracts marked `plain`), and the common-password list is checked
    // by the server, which answers a 422 on the field: sending codes and saving load no more script. What does load
    // later is Primer's Dialog, when an agreement's full text (or a notice) opens, as on every page
    // (docs/web-performance.md 'The consent step').
    const { entries, preloads } = startFiles();
    const applyEntry = chunkOf('features/apply/components/apply-entry.tsx')!;
    const consentChunk = chunkOf('features/apply/components/form-auth-page.tsx')!;
    const formChunk = chunkOf('features/application-form/components/application-form-page.tsx')!;
    const start = closure([...entries, ...preloads]);
    const consent = closure([...entries, ...preloads, applyEntry, consentChunk]);
    console.info(
      [
        `consent step JS (gzip): ${kb(weigh(consent))} in ${consent.size} files (budget 170 KB)`,
        `  what every page loads first: ${kb(weigh(start))}`,
        ...[...consent].filter((f) => !start.has(f)).map((f) => `  ${f}: ${kb(gz(f))}`),
      ].join('\n'),
    );
    expect(weigh(consent), 'consent step JS, gzip bytes').toBeLessThanOrEqual(170 * 1024);
    expect(consent.has(formChunk)).toBe(false);
    for (const f of consent) {
      const heavy = sourcesOf(f).filter((s) =>
        /node_modules\/(zod|react-hook-form|@hookform)\/|\/shared\/src\/validation\/common-passwords\.ts$|\/src\/form-engine\/(?!fields\/lock-hint\.tsx$)|\/features\/application-form\/|@primer\/react\/dist\/(FormControl|TextInput|Checkbox|Select)\//.test(s),
      );
      expect(heavy, f).toEqual([]);
    }
  });
});
