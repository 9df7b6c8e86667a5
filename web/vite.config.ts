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
