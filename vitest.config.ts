import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects: unit (node), web (jsdom), integration (real local stand-ins)
 * and e2e (the whole portal in Debian's Chromium). scripts/test.mjs runs them in two lanes and prints the closing line.
 *
 * unit and integration files share one process (`isolate: false`): importing the portal's modules once instead of once
 * per file is most of what these two projects used to spend. A file there puts back what it changes in the process
 * (environment variables, the installed clock) and builds its own portal (startTestPortal resets the wiring, the config
 * and the host cache). web keeps a fresh jsdom per file: its files mock modules and globals, which sharing would leak.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'infra/**/*.test.ts', 'test/architecture/**/*.test.ts', 'test/bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'cdk.out/**', '**/*.int.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          server: { deps: { inline: [/@primer\//] } },
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          isolate: false,
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/fuzz/**/*.test.ts', 'functions/src/**/*.int.test.ts'],
          globalSetup: ['test/support/stand-ins-setup.ts'],
          testTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/support/portal-setup.ts'],
          testTimeout: 90_000,
          // expect.poll waits for its condition; the 1 s default fails correct pages on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
