import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The SPA build. '@portal/shared' resolves through the npm-workspace symlink
 * (node_modules/@portal/shared -> shared/) and is compiled from its TypeScript sources.
 * The dev server proxies the API, the public files and the local dev tools to the local
 * server and keeps the Host header, because the server resolves the tenant from it.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
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
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/\/shared\/src\//.test(id) || id.endsWith('/zod-korean.ts'),
      },
    },
  },
  server: {
    host: true,
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
