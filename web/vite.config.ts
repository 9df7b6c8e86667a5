import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messages } from '../shared/src/messages.ts';
import { routeKeys, type RouteKey } from '../shared/src/route-keys.ts';
import { routePattern } from './src/app/route-pattern.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

const earlyStart = fileURLToPath(new URL('./src/app/early-start.ts', import.meta.url));

/**
 * app/early-start.ts starts the page's first API calls. main.tsx imports it first, but with the screens in chunks the
 * main entry evaluates its shared chunks (React, Primer, the catalogue) before its own first line. So the build makes
 * early-start an entry of its own (its few modules shared with the main entry, one instance) and index.html runs it
 * first: module scripts run in document order, and the browser fetches both at once.
 */
const earlyStartEntry: Plugin = {
  name: 'portal-early-start-entry',
  apply: 'build',
  config: () => ({ build: { rolldownOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'early-start': earlyStart } } } }),
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early-start');
      if (!chunk) throw new Error('early-start entry missing from the bundle');
      return html.replace('<script type="module"', `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    <script type="module"`);
    },
  },
};

/**
 * The public pages a phone opens first, by route key: index.html lists each one's address pattern and script files (its
 * chunk and the imports the main entry does not already bring) in a JSON block, and early-start preloads the address's files
 * beside the main entry (src/app/public-screens.ts), so the screen is not one more round trip after the main entry
 * has run. The list is data, not a script, so the CSP has nothing to allow; the chunk graph is the router's own.
 */
const publicScreenModules: Partial<Record<RouteKey, string>> = {
  index: 'src/app/routes/landing-page.tsx',
  recruits: 'src/features/recruits/components/posting-list.tsx',
  recruit: 'src/features/recruits/components/posting-detail.tsx',
};
type BuiltChunk = { type: 'chunk'; fileName: string; isEntry: boolean; name: string; facadeModuleId: string | null; imports: string[] };
const publicScreenChunks: Plugin = {
  name: 'portal-public-screen-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is BuiltChunk & typeof c => c.type === 'chunk') as unknown as BuiltChunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], seen = new Set<string>()): Set<string> => {
        for (const f of start) {
          if (seen.has(f)) continue;
          seen.add(f);
          closure(byFile.get(f)?.imports ?? [], seen);
        }
        return seen;
      };
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const loaded = closure(entries);
      const lists: { pattern: string; files: string[] }[] = [];
      for (const [key, module] of Object.entries(publicScreenModules) as [RouteKey, string][]) {
        const chunk = chunks.find((c) => c.facadeModuleId === fileURLToPath(new URL(module, import.meta.url)));
        if (!chunk) throw new Error(`public screen ${module} is not a chunk of its own`);
        // Scripts only: the screen's small stylesheet comes with its import, as before.
        const files = [...closure([chunk.fileName])].filter((f) => !loaded.has(f));
        lists.push({ pattern: routePattern(routeKeys[key]), files: files.map((f) => `/${f}`) });
      }
      const json = JSON.stringify(lists).replace(/</g, '\\u003c');
      return html.replace('</head>', `  <script type="application/json" id="public-screen-chunks">${json}</script>\n  </head>`);
    },
  },
};

/**
 * The loading text in index.html's root: the first render waits for the page's first answers (src/app/prime-startup.ts),
 * and React replaces this on that render. early-start shows it only after 300 ms (global.css .startup-loading), so a
 * fast load does not flash it. The text is the catalogue's.
 */
const startupLoading: Plugin = {
  name: 'portal-startup-loading',
  transformIndexHtml(html) {
    const root = '<div id="root"></div>';
    // As earlyStartEntry does: a changed index.html must fail the build, not lose the loading text unnoticed.
    if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> for the loading text');
    return html.replace(
      root,
      `<div id="root"><div class="loading-overlay startup-loading" role="status" aria-live="polite"><p class="loading-overlay__text">${messages.common.loadingPage}</p></div></div>`,
    );
  },
};

/**
 * Primer's entry points are barrels. The bundler places a chunk by every module its imports reach, used or not
 * (rolldown#8920), so `import { Button } from '@primer/react'` made each screen depend on every Primer component
 * any screen uses: the landing page loaded the form's dialogs and menus. The build imports each name from the module
 * that defines it instead, read from the barrels' own import and export lines.
 */
const primerRoot = dirname(createRequire(import.meta.url).resolve('@primer/react'));
const primerBarrels: Record<string, string> = { '@primer/react': 'index.js', '@primer/react/next': 'next/index.js' };
function barrelTable(file: string): Map<string, { from: string; imported: string }> {
  const text = readFileSync(join(primerRoot, file), 'utf8');
  const locals = new Map<string, { from: string; imported: string }>();
  const from = (spec: string) => join(primerRoot, dirname(file), spec);
  for (const m of text.matchAll(/^import (\w+)(?:, \{([^}]*)\})? from "([^"]+)";$/gm)) {
    locals.set(m[1]!, { from: from(m[3]!), imported: 'default' });
    for (const part of (m[2] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      locals.set(local!, { from: from(m[3]!), imported: imported! });
    }
  }
  for (const m of text.matchAll(/^import \{([^}]*)\} from "([^"]+)";$/gm))
    for (const part of m[1]!.split(',').map((x) => x.trim()).filter(Boolean)) {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      locals.set(local!, { from: from(m[2]!), imported: imported! });
    }
  const table = new Map<string, { from: string; imported: string }>();
  for (const m of text.matchAll(/^export \{([^}]*)\};$/gm))
    for (const part of m[1]!.split(',').map((x) => x.trim()).filter(Boolean)) {
      const [local, exported = local] = part.split(/\s+as\s+/);
      const source = locals.get(local!);
      if (source) table.set(exported!, source);
    }
  if (table.size === 0) throw new Error(`@primer/react/${file}: no exports read; the barrel's form changed`);
  return table;
}
const primerDirectImports: Plugin = {
  name: 'portal-primer-direct-imports',
  apply: 'build',
  transform: {
    filter: { id: /\/web\/src\/.*\.tsx?$/, code: '@primer/react' },
    handler(code, id) {
      const tables = new Map<string, Map<string, { from: string; imported: string }>>();
      const tableOf = (spec: string) => tables.get(spec) ?? tables.set(spec, barrelTable(primerBarrels[spec]!)).get(spec)!;
      // On one line, as the import was: the lines below keep their place, so the source map stays right (map: null).
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["'](@primer\/react(?:\/next)?)["'];?/g, (_all, names: string, spec: string) =>
        names
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .map((part) => {
            const [name, local = name] = part.split(/\s+as\s+/);
            const source = tableOf(spec).get(name!);
            if (!source) throw new Error(`${id}: ${spec} has no export ${name}`);
            const path = JSON.stringify(source.from);
            return source.imported === 'default' ? `import ${local} from ${path};` : `import { ${source.imported} as ${local} } from ${path};`;
          })
          .join(' '),
      );
      return { code: out, map: null };
    },
  },
};

/**
 * Primer's FormControl imports Autocomplete, SelectPanel and TextInputWithTokens only to recognise them as its input
 * (with their menus, overlays and virtual list: 30 KB gzip on a screen that uses FormControl). The app puts none of
 * them in a FormControl, and uses none of them at all: the build gives FormControl stand-ins that match no element,
 * and fails if a screen imports one of the three.
 */
const unusedFormInputs = ['Autocomplete_default', 'SelectPanel', 'TextInputWithTokens'];
const formControlInputs: Plugin = {
  name: 'portal-form-control-inputs',
  apply: 'build',
  transform: {
    filter: { id: /(\/@primer\/react\/dist\/FormControl\/FormControl\.js|\/web\/src\/.*\.tsx?)$/ },
    handler(code, id) {
      if (id.includes('/web/src/')) {
        const used = /\b(Autocomplete|SelectPanel|TextInputWithTokens)\b[^;]*from\s*["']@primer\/react["']/.exec(code) ?? /import\s*\{[^}]*\b(Autocomplete|SelectPanel|TextInputWithTokens)\b[^}]*\}\s*from\s*["']@primer\/react/.exec(code);
        if (used) throw new Error(`${id} imports Primer's ${used[1]}: remove formControlInputs from web/vite.config.ts first`);
        return null;
      }
      let out = code;
      for (const name of unusedFormInputs) {
        const line = new RegExp(`^import (?:${name}|\\{ ${name} \\}) from "[^"]+";$`, 'm');
        if (!line.test(out)) throw new Error(`Primer's FormControl no longer imports ${name} as expected: review formControlInputs in web/vite.config.ts`);
        out = out.replace(line, `const ${name} = {};`);
      }
      // Each import line becomes one line: nothing moves, the source map stays right (map: null).
      return { code: out, map: null };
    },
  },
};

/**
 * 'zod' imported by the app or shared/ resolves to web/src/lib/zod.ts, which installs the Korean issue messages
 * (shared/src/zod-korean.ts) before anything uses zod. So main.tsx need not import zod to install them, and the
 * landing page, which reads its answers without zod (lib/plain-readers.ts), loads neither.
 */
const zodWithKorean = fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url));
const zodInKorean: Plugin = {
  name: 'portal-zod-in-korean',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'zod' || !importer || importer === zodWithKorean || importer.endsWith('/shared/src/zod-korean.ts') || importer.includes('/node_modules/')) return null;
    return (await this.resolve(zodWithKorean, importer, { ...options, skipSelf: true }))?.id ?? zodWithKorean;
  },
};

/**
 * Primer's light theme sheet carries its tokens twice: for data-color-mode light (or auto in a light scheme) and again
 * under prefers-color-scheme: dark for auto mode with a light night theme. The app's ThemeProvider is colorMode="light"
 * (app/providers.tsx), so the second copy never matches: the build drops it (43 KB of the 146 KB render-blocking CSS).
 */
const lightThemeSheet = /\/@primer\/primitives\/dist\/css\/functional\/themes\/light\.css$/;
const lightThemeOnce: Plugin = {
  name: 'portal-light-theme-once',
  transform: {
    filter: { id: lightThemeSheet },
    handler(code, id) {
      const start = code.indexOf('@media (prefers-color-scheme: dark) {');
      const first = code.indexOf('[data-color-mode="light"][data-light-theme="light"]');
      // The copy is the sheet's last block; anything else is a changed sheet and must be reviewed, not cut blindly.
      if (first < 0 || start < first || !code.slice(start).includes('[data-color-mode][data-color-mode="auto"][data-dark-theme="light"]') || !/\}\s*\}\s*$/.test(code))
        throw new Error(`${id}: Primer's light theme sheet changed shape; review lightThemeOnce in web/vite.config.ts`);
      return { code: code.slice(0, start), map: null };
    },
  },
};

/**
 * react-router's package exports name only its development build (dist/development), whose one difference from
 * dist/production is ENABLE_DEV_WARNINGS = true: warnings computed on every route match and render. The build
 * takes the production files; the dev server and the tests keep the warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterProduction: Plugin = {
  name: 'portal-react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    if (source === 'react-router') return join(reactRouterDist, 'production', 'index.mjs');
    if (source === 'react-router/dom') return join(reactRouterDist, 'production', 'dom-export.mjs');
    return null;
  },
};

/**
 * The SPA build. '@portal/shared' resolves through the npm-workspace symlink
 * (node_modules/@portal/shared -> shared/) and is compiled from its TypeScript sources.
 * The dev server proxies the API, the public files and the local dev tools to the local
 * server and keeps the Host header, because the server resolves the tenant from it.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [zodInKorean, react(), earlyStartEntry, publicScreenChunks, startupLoading, primerDirectImports, formControlInputs, lightThemeOnce, reactRouterProduction],
  resolve: {
    alias: { 'focus-visible': fileURLToPath(new URL('./src/lib/focus-visible-native.ts', import.meta.url)) },
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'zod'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay in dist for the bench and profiling, but no bundle points at them, and the site deployment leaves them out.
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // Zod schemas are built when their module is evaluated, and zod 4 is slow to build them (~30-50 µs each): in the
    // bundle they were 35-45 ms of the form page's start-up (npm run bench, render). Calls on 'z' are pure and the
    // shared modules have no side effects, so the bundle drops the schemas no screen uses. The one shared module with
    // a side effect (zod-korean.ts, the Korean messages) comes with zod itself (zodInKorean).
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['z', 'endpoint', 'lazySchema'],
        moduleSideEffects: (id: string) => !/\/shared\/src\//.test(id) || id.endsWith('/zod-korean.ts'),
      },
    },
  },
  server: {
    // Loopback unless LISTEN_HOST opens it, as for `npm start` (functions/src/local/listen-host.ts).
    host: process.env.LISTEN_HOST?.trim() || '127.0.0.1',
    allowedHosts: ['.localhost', 'localhost'],
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
});
