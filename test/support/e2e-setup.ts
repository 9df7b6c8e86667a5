import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { closeContextsSince, openContexts } from './browser.ts';

// Every browser file's tests: what a test opened is closed after it. A setup file runs for each file, while the
// e2e project's files share one module cache (`isolate: false`), where hooks at a module's top level would register once.
let before = new Set<BrowserContext>();
beforeEach(() => {
  before = openContexts();
});
afterEach(() => closeContextsSince(before));
