import { chromium, type BrowserServer } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (test/support/portal-setup.ts), which every browser file connects to (browser.ts). */
    browserEndpoint: string;
  }
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs: started once per run. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
