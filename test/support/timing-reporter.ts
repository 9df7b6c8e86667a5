import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's wall time as `npm test` reports it: preparing, environment, setup files, import and every test and hook. */
export interface FileTiming {
  project: string;
  file: string;
  ms: number;
  tests: number;
}

/**
 * Writes each test file's whole time (not only its tests', which is what the JSON reporter keeps) to
 * `TEST_TIMINGS_FILE`, so scripts/test.mjs can print the slowest files of a run beside each project's wall time.
 */
export default class TimingReporter implements Reporter {
  private readonly files: FileTiming[] = [];

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.files.push({
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      ms: Math.round(d.prepareDuration + d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration),
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd(): void {
    const out = process.env.TEST_TIMINGS_FILE;
    if (!out) return;
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(this.files));
  }
}
