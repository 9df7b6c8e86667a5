import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * The JavaScript an applicant downloads, measured two ways (budgets-bench.ts prints them):
 * - from web/dist: the entry scripts and modulepreloads of index.html with all their static imports, plus the opening
 *   screen's lazy chunk with its static imports (the closure walker of test/e2e/web-bundle.e2e.test.ts);
 * - in Chromium: a new browser context (empty cache) opens the page on the booted local portal and every .js response
 *   is counted until the network is idle.
 * Sizes are gzip at zlib's default level (6), computed here from the files: the local server sends them uncompressed.
 */
const root = join(import.meta.dirname, '..', '..');
/** The build the local portal serves: PORTAL_WEB_DIST when set (functions/src/local/boot-local.ts), else web/dist. */
const dist = process.env.PORTAL_WEB_DIST ?? join(root, 'web', 'dist');
const assets = join(dist, 'assets');
/** Where the build wrote the assets: their source maps name the sources relative to it, wherever the build is now. */
const builtAt = join(root, 'web', 'dist', 'assets');

/** The screens the budgets name, by their source module (found through the chunks' source maps, not the file name). */
export const screenModules = {
  landing: 'web/src/app/routes/landing-page.tsx',
  applyEntry: 'web/src/features/apply/components/apply-entry.tsx',
  consent: 'web/src/features/apply/components/form-auth-page.tsx',
  form: 'web/src/features/application-form/components/application-form-page.tsx',
} as const;
type ScreenKey = keyof typeof screenModules;

/** Source prefixes counted as the form page's own code when it sits inside another chunk. */
const formPageSources = ['web/src/features/application-form/', 'web/src/form-engine/'];

/** scripts/start.mjs's staleness rule (form-render-bench.ts keeps its own copy; neither is exported). */
function newestMtime(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds web/dist when it is missing; returns a note when it is older than web/ or shared/src. */
export function ensureWebBuild(): string | undefined {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    console.log('\n웹 화면을 빌드합니다…');
    const b = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`web build failed:\n${b.stdout}\n${b.stderr}`);
    return undefined;
  }
  if (statSync(index).mtimeMs < Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'shared', 'src'))))
    return '참고: web/dist가 web/·shared/src보다 오래되었습니다. 지금 코드를 재려면 npm run build 후 다시 실행하세요.';
  return undefined;
}

export interface FileSet {
  files: string[];
  bytes: number;
  gzip: number;
}

export interface SourceGroup {
  group: string;
  bytes: number;
  /** gzip of the group's bytes taken together: an indication, the groups' sum exceeds the files' gzip. */
  gzip: number;
}

export interface WebStatic {
  /** index.html's <script src> entries. */
  entries: string[];
  /** index.html's <link rel=modulepreload> (the browser fetches them whether or not the closure reaches them). */
  preloads: string[];
  /** The chunk holding each screen's module. */
  chunks: Record<ScreenKey, string | undefined>;
  landing: FileSet;
  consent: FileSet;
  /** The form page: its own chunk beyond the consent step's files, or, when it sits in one of those, its code's share. */
  form: { chunk?: string; inConsentSet: boolean; own: FileSet; code: SourceGroup };
  /** Where the landing page's bytes go, by package or source folder (from the source maps), largest first. */
  landingSources: SourceGroup[];
}

const gz = (b: Uint8Array | string) => gzipSync(b).length;

/** web/dist read once: index.html, every .js and its map (a build running meanwhile would change files under us). */
interface DistSnapshot {
  html: string;
  js: Map<string, Buffer>;
  maps: Map<string, string>;
}
let snapshot: DistSnapshot | undefined;

function readDist(): DistSnapshot {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const js = new Map<string, Buffer>();
  const maps = new Map<string, string>();
  for (const f of readdirSync(assets)) {
    if (f.endsWith('.js')) js.set(f, readFileSync(join(assets, f)));
    else if (f.endsWith('.js.map')) maps.set(f.slice(0, -'.map'.length), readFileSync(join(assets, f), 'utf8'));
  }
  return { html, js, maps };
}

/** Reads web/dist, again (up to three tries, two seconds apart) while a concurrent build leaves it incomplete. */
async function takeSnapshot(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const s = readDist();
      const named = [...s.html.matchAll(/\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
      const missing = named.find((f) => !s.js.has(f));
      if (missing) throw Object.assign(new Error(`web/dist/index.html names ${missing}, which is missing`), { code: 'ENOENT' });
      snapshot = s;
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT' || attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

const readAsset = (f: string): Buffer => {
  const b = snapshot!.js.get(f);
  if (!b) throw new Error(`web/dist/assets/${f} is missing (a chunk named by another one)`);
  return b;
};

/** Static imports only ('import … from"./x.js"', 'export … from', side-effect imports); import("./x.js") is lazy. */
const staticImports = (f: string) =>
  [...readAsset(f).toString('utf8').matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const fileSet = (files: Iterable<string>): FileSet => {
  const list = [...files].sort();
  return { files: list, bytes: list.reduce((n, f) => n + readAsset(f).length, 0), gzip: list.reduce((n, f) => n + gz(readAsset(f)), 0) };
};

interface SourceMap {
  sources: string[];
  mappings: string;
}
const parsedMaps = new Map<string, SourceMap>();
const mapOf = (f: string): SourceMap | undefined => {
  const m = snapshot!.maps.get(f);
  if (m === undefined) return undefined;
  return parsedMaps.get(f) ?? parsedMaps.set(f, JSON.parse(m) as SourceMap).get(f)!;
};
/** A map's sources as repository paths (web/src/…, shared/src/…, node_modules/…). */
const repoSources = (m: SourceMap) => m.sources.map((s) => relative(root, resolve(builtAt, s)).split('\\').join('/'));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** One segment's VLQ fields. */
function decodeSegment(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of seg) {
    const d = B64_VALUE.get(c)!;
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * The generated text of one file attributed to its sources: each mapping segment owns the characters up to the next
 * segment on its line. Returns the text of each source (unmapped text under '(unmapped)').
 */
function textBySource(f: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const map = mapOf(f);
  const code = readAsset(f).toString('utf8');
  if (!map) return new Map([['(no source map)', [code]]]);
  const sources = repoSources(map);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let src = 0;
  const add = (k: string, s: string) => (out.get(k) ?? out.set(k, []).get(k)!).push(s);
  lines.forEach((text, i) => {
    const segs = (mappingLines[i] ?? '').split(',').filter(Boolean);
    let col = 0;
    const starts: { col: number; src?: number }[] = [];
    for (const seg of segs) {
      const v = decodeSegment(seg);
      col += v[0]!;
      if (v.length >= 4) {
        src += v[1]!;
        starts.push({ col, src });
      } else starts.push({ col });
    }
    if (!starts.length || starts[0]!.col > 0) add('(unmapped)', text.slice(0, starts[0]?.col ?? text.length));
    starts.forEach((s, j) => add(s.src === undefined ? '(unmapped)' : sources[s.src]!, text.slice(s.col, starts[j + 1]?.col ?? text.length)));
  });
  return out;
}

/** A source path's group: the npm package, or the first folder(s) under web/src, shared/src, functions/src. */
export function sourceGroup(p: string): string {
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = p.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const m = /^(web\/src|shared\/src|functions\/src)\/(.*)$/.exec(p);
  if (m) {
    const rest = m[2]!.split('/');
    // web/src/features/<feature>/ and functions/src/<layer>/<area>/ (adapters/dynamodb/, domain/form/, …).
    const depth = (m[1] === 'web/src' && rest[0] === 'features') || m[1] === 'functions/src' ? 2 : 1;
    return rest.length > depth ? `${m[1]}/${rest.slice(0, depth).join('/')}/` : `${m[1]}/${rest.join('/')}`;
  }
  return p;
}

function groupsOf(files: Iterable<string>, groupOf: (source: string) => string | undefined): SourceGroup[] {
  const texts = new Map<string, string[]>();
  for (const f of files)
    for (const [source, parts] of textBySource(f)) {
      const g = groupOf(source);
      if (g !== undefined) (texts.get(g) ?? texts.set(g, []).get(g)!).push(...parts);
    }
  return [...texts]
    .map(([group, parts]) => {
      const text = parts.join('');
      return { group, bytes: Buffer.byteLength(text), gzip: gz(text) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The built SPA's budgets as files: what the landing page and the consent step load, and the form page's weight. */
export async function measureWebStatic(): Promise<WebStatic> {
  await takeSnapshot();
  try {
    return webStatic(snapshot!.html);
  } finally {
    snapshot = undefined;
    parsedMaps.clear();
  }
}

function webStatic(html: string): WebStatic {
  const entries = [...new Set([...html.matchAll(/<script[^>]* src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!))];
  const preloads = [...new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!))];
  if (!entries.length) throw new Error('web/dist/index.html names no entry script');
  const js = [...snapshot!.js.keys()];
  const holders = new Map<string, string>();
  for (const f of js) for (const s of repoSources(mapOf(f) ?? { sources: [], mappings: '' })) if (!holders.has(s)) holders.set(s, f);
  const chunks = Object.fromEntries(Object.entries(screenModules).map(([k, m]) => [k, holders.get(m)])) as Record<ScreenKey, string | undefined>;
  for (const k of ['landing', 'consent'] as const) if (!chunks[k]) throw new Error(`no chunk of web/dist holds ${screenModules[k]} (source maps missing?)`);

  const start = [...entries, ...preloads];
  const landing = closure([...start, chunks.landing!]);
  // The apply flow opens at project/:projectId (apply-entry), which moves on to the consent step (form/auth).
  const consent = closure([...start, ...(chunks.applyEntry ? [chunks.applyEntry] : []), chunks.consent!]);
  const formChunk = chunks.form;
  const inConsentSet = formChunk !== undefined && consent.has(formChunk);
  const formOwn = formChunk && !inConsentSet ? [...closure([formChunk])].filter((f) => !consent.has(f)) : [];
  const formCode = groupsOf(formChunk ? [formChunk] : [], (s) => (formPageSources.some((p) => s.startsWith(p)) ? 'form page' : undefined))[0] ?? { group: 'form page', bytes: 0, gzip: 0 };
  return {
    entries,
    preloads,
    chunks,
    landing: fileSet(landing),
    consent: fileSet(consent),
    form: { chunk: formChunk, inConsentSet, own: fileSet(formOwn), code: formCode },
    landingSources: groupsOf(landing, sourceGroup),
  };
}

export interface BrowserLoad {
  url: string;
  /** Where the page ended (the apply flow moves on to form/auth). */
  finalPath: string;
  files: { path: string; encoded: number; bytes: number; gzip: number; contentEncoding?: string }[];
  /** Encoded body bytes as transferred (what the server sent). */
  encoded: number;
  bytes: number;
  gzip: number;
  compressedByServer: boolean;
  /** The Content-Encoding values the server used (none when it sent the files as they are). */
  encodings: string[];
}

/**
 * Loads each page in a new browser context (empty cache) and sums the .js responses until the network is idle.
 * `until` waits for the address the page must reach (the apply flow's move to the consent step).
 */
export async function measureWebInBrowser(
  origin: string,
  pages: { name: string; path: string; until?: RegExp }[],
): Promise<Record<string, BrowserLoad>> {
  const { chromium } = await import('playwright-core');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const out: Record<string, BrowserLoad> = {};
    for (const p of pages) {
      const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.on('dialog', (d) => void d.dismiss());
      const pending: Promise<BrowserLoad['files'][number] | undefined>[] = [];
      page.on('response', (r) => {
        const u = new URL(r.url());
        if (!u.pathname.endsWith('.js')) return;
        pending.push(
          (async () => {
            const body = await r.body();
            const sizes = await r.request().sizes();
            const contentEncoding = (await r.allHeaders())['content-encoding'];
            return { path: u.pathname, encoded: sizes.responseBodySize, bytes: body.length, gzip: gz(body), contentEncoding };
          })().catch(() => undefined),
        );
      });
      await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle' });
      if (p.until) await page.waitForURL(p.until, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(pending)).filter((f): f is BrowserLoad['files'][number] => f !== undefined).sort((a, b) => a.path.localeCompare(b.path));
      out[p.name] = {
        url: p.path,
        finalPath: new URL(page.url()).pathname,
        files,
        encoded: files.reduce((n, f) => n + f.encoded, 0),
        bytes: files.reduce((n, f) => n + f.bytes, 0),
        gzip: files.reduce((n, f) => n + f.gzip, 0),
        compressedByServer: files.some((f) => f.contentEncoding !== undefined && f.contentEncoding !== 'identity'),
        encodings: [...new Set(files.flatMap((f) => (f.contentEncoding && f.contentEncoding !== 'identity' ? [f.contentEncoding] : [])))],
      };
      await context.close();
    }
    return out;
  } finally {
    await browser?.close();
  }
}
