import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const webTests = 'web/src/**/*.test.{ts,tsx}';
/** The web files that replace modules (vi.mock): a module already imported by an earlier file would keep its real exports. */
const webFilesThatMock = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `web/src/${f}`)
  .filter((f) => /\bvi\.mock\(/.test(readFileSync(f, 'utf8')));
const webProject = {
  environment: 'jsdom' as const,
  server: { deps: { inline: [/@primer\//] } },
  setupFiles: ['web/src/test-setup.ts'],
  testTimeout: 20_000,
  // A stubbed global (fetch, XMLHttpRequest) never outlives its test, so one file's stub cannot reach the next file.
  unstubGlobals: true,
};

/**
 * One runner, four projects: unit (node), web (jsdom), integration (real local stand-ins)
 * and e2e (the whole portal in Debian's Chromium). scripts/test.mjs runs them in two lanes and prints the closing line.
 *
 * unit and integration files share one process (`isolate: false`): importing the portal's modules once instead of once
 * per file is most of what these two projects used to spend. A file there puts back what it changes in the process
 * (environment variables, the installed clock) and builds its own portal (startTestPortal resets the wiring, the config
 * and the host cache). web shares one jsdom in the same way (test-setup.ts cleans the document and storage after each
 * test, and stubbed globals are put back); the few web files that replace modules get a fresh jsdom each (web-mocks).
 * e2e's files share one worker too, against the run's one portal and Chromium (test/support/e2e-setup.ts closes what
 * each test opened).
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
        test: { name: 'web', ...webProject, isolate: false, include: [webTests], exclude: ['**/node_modules/**', ...webFilesThatMock] },
      },
      {
        test: { name: 'web-mocks', ...webProject, include: webFilesThatMock },
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
          // The browser files share one worker's module cache, as unit and integration do: each fresh worker imported
          // playwright, the portal's shared package and the test support again (about a tenth of the project's time).
          isolate: false,
          setupFiles: ['test/support/e2e-setup.ts'],
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
