import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messages } from '../shared/src/messages.ts';

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
 * The SPA build. '@portal/shared' resolves through the npm-workspace symlink
 * (node_modules/@portal/shared -> shared/) and is compiled from its TypeScript sources.
 * The dev server proxies the API, the public files and the local dev tools to the local
 * server and keeps the Host header, because the server resolves the tenant from it.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), earlyStartEntry, startupLoading],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'zod'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // Zod schemas are built when their module is evaluated, and zod 4 is slow to build them (~30-50 µs each): in the
    // bundle they were 35-45 ms of the form page's start-up (npm run bench, render). Calls on 'z' are pure and the
    // shared modules have no side effects, so the bundle drops the schemas no screen uses. The one shared module with
    // a side effect (zod-korean.ts, the Korean messages) is imported by main.tsx directly.
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
