import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import './browser-server.ts';

const connected = new Set<Browser>();
/**
 * The run's Chromium, for this file: a connection of its own, whose contexts close with it. Each test starts from fresh
 * contexts (newPage), and what a test opened is closed after it (e2e-setup.ts), so no earlier page keeps drawing or
 * ticking beside it.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  connected.add(browser);
  browser.on('disconnected', () => connected.delete(browser));
  return browser;
}

/** The contexts open now on this worker's connections. */
export const openContexts = (): Set<BrowserContext> => new Set([...connected].flatMap((b) => b.contexts()));

/** Closes every context opened since `before` (a test's pages, popups and all). */
export async function closeContextsSince(before: ReadonlySet<BrowserContext>): Promise<void> {
  const opened = [...openContexts()].filter((c) => !before.has(c));
  await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
}

/** http://<tenant>.localhost:<port><path>; '' for the bare default host. */
export function siteUrl(tenant: string, path = '/'): string {
  const port = inject('portalPort');
  return `http://${tenant ? `${tenant}.` : ''}localhost:${port}${path}`;
}

export async function newPage(browser: Browser, opts: { mobile?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: opts.mobile ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    ...(opts.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

/** A call to the portal's API as `<tenant>.localhost` from Node (a JSON body, the answer parsed when it is JSON). */
export async function hostSend(tenant: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const { request } = await import('node:http');
  const port = inject('portalPort');
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, method, path, headers: { host: `${tenant ? `${tenant}.` : ''}localhost:${port}`, ...(data ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = text;
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON: the text as it came.
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    })
      .on('error', reject)
      .end(data);
  });
}

/** A GET to the portal as `<tenant>.localhost` from Node (which does not resolve *.localhost itself). */
export async function hostGet(tenant: string, path: string): Promise<{ status: number; location?: string; body: Buffer }> {
  const { request } = await import('node:http');
  const port = inject('portalPort');
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `${tenant ? `${tenant}.` : ''}localhost:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
