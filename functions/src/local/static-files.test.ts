import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSecurityHeaders } from '@portal/shared';
import {
  ASSET_CACHE_CONTROL,
  COMPRESSIBLE_BYTES,
  createStaticSite,
  isCompressible,
  localSiteSecurityHeaders,
  PAGE_CACHE_CONTROL,
  spaTarget,
  type StaticSite,
} from './static-files.ts';

describe('what is compressed and which path is a file', () => {
  it('compresses text types of 1,000 bytes to 10 MB, as CloudFront does', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 5_000)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', COMPRESSIBLE_BYTES.min)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', COMPRESSIBLE_BYTES.min - 1)).toBe(false);
    expect(isCompressible('text/css', COMPRESSIBLE_BYTES.max + 1)).toBe(false);
    expect(isCompressible('image/svg+xml', 2_000)).toBe(true);
    for (const t of ['image/png', 'image/jpeg', 'font/woff2', 'application/octet-stream']) expect(isCompressible(t, 5_000)).toBe(false);
  });

  it('serves extension-less paths as the SPA and looks up the rest as files', () => {
    for (const p of ['/', '/recruits', '/recruit/12', '/admin/form/0']) expect(spaTarget(p)).toBe('/index.html');
    for (const p of ['/assets/index-abc.js', '/favicon.svg', '/index.html', '/statics/acme.example']) expect(spaTarget(p)).toBe(p);
  });
});

describe('the static site over HTTP', () => {
  let dir: string;
  let server: Server;
  let site: StaticSite;
  let port: number;
  const bigJs = `export const x = ${JSON.stringify('가나다라마바사 '.repeat(400))};\n`;
  const indexHtml = `<!doctype html><html><head><title>portal</title></head><body>${'<p>채용</p>'.repeat(200)}</body></html>`;
  const security = localSiteSecurityHeaders('http://127.0.0.1:4569');

  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-files-test-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), bigJs);
    writeFileSync(join(dir, 'assets', 'tiny-Xy9.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'logo-Q1.png'), Buffer.alloc(4_000, 7));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    site = createStaticSite({ root: dir, securityHeaders: () => security });
    server = createServer((req, res) => void site.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset gzip or brotli by Accept-Encoding, immutable for a year, with Vary', async () => {
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(bigJs) / 4);
    expect(gunzipSync(gz.body).toString()).toBe(bigJs);

    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigJs);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(bigJs);

    const refused = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const identityFirst = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip;q=0.4, identity' });
    expect(identityFirst.headers['content-encoding']).toBeUndefined();
  });

  it('compresses each file once per encoding, however often it is asked for', async () => {
    const before = site.compressions;
    await Promise.all(Array.from({ length: 5 }, () => get('/', { 'accept-encoding': 'gzip' })));
    await get('/recruits', { 'accept-encoding': 'gzip' });
    await get('/index.html', { 'accept-encoding': 'br' });
    await get('/index.html', { 'accept-encoding': 'br' });
    expect(site.compressions - before).toBe(2);
  });

  it('compresses a file again after it changed (a new build)', async () => {
    const file = join(dir, 'assets', 'changing.js');
    writeFileSync(file, 'a'.repeat(2_000));
    expect(gunzipSync((await get('/assets/changing.js', { 'accept-encoding': 'gzip' })).body).toString()).toBe('a'.repeat(2_000));
    writeFileSync(file, 'b'.repeat(3_000));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(gunzipSync((await get('/assets/changing.js', { 'accept-encoding': 'gzip' })).body).toString()).toBe('b'.repeat(3_000));
  });

  it('leaves small bodies and binary types uncompressed, without Vary', async () => {
    for (const path of ['/assets/tiny-Xy9.css', '/assets/logo-Q1.png', '/favicon.svg']) {
      const r = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-encoding'], path).toBeUndefined();
      expect(r.headers.vary, path).toBeUndefined();
    }
    expect((await get('/assets/logo-Q1.png')).headers['content-type']).toBe('image/png');
  });

  it('serves index.html and every SPA route no-cache with the distribution’s security headers', async () => {
    for (const path of ['/', '/recruits', '/recruit/3', '/index.html']) {
      const r = await get(path, { 'accept-encoding': 'gzip' });
      expect(r.status, path).toBe(200);
      expect(r.headers['cache-control'], path).toBe(PAGE_CACHE_CONTROL);
      expect(r.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(gunzipSync(r.body).toString(), path).toBe(indexHtml);
      for (const [name, value] of Object.entries(security)) expect(r.headers[name], `${path} ${name}`).toBe(value);
    }
  });

  it('sends the security headers with assets too (the policy covers the whole behaviour)', async () => {
    const r = await get('/assets/index-AbC123.js');
    for (const [name, value] of Object.entries(security)) expect(r.headers[name], name).toBe(value);
    expect(security['content-security-policy']).toContain('connect-src \'self\' http://127.0.0.1:4569');
    expect(security['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(Object.keys(security).sort()).toEqual(Object.keys(siteSecurityHeaders({ uploadOrigin: 'x', upgradeInsecureRequests: true })).sort());
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const get1 = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    const head = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const h of ['content-length', 'content-encoding', 'content-type', 'etag', 'vary', 'cache-control']) expect(head.headers[h], h).toBe(get1.headers[h]);
  });

  it('answers 304 on a matching If-None-Match, for the plain and the compressed representation', async () => {
    const plain = await get('/assets/index-AbC123.js');
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    // CloudFront makes a strong ETag weak when it compresses the body.
    expect(gz.headers.etag).toBe(`W/${plain.headers.etag}`);
    for (const [tag, enc] of [
      [plain.headers.etag, ''],
      [gz.headers.etag, 'gzip'],
      [`"nope", ${plain.headers.etag}`, 'gzip'],
      ['*', ''],
    ] as const) {
      const r = await get('/assets/index-AbC123.js', { 'if-none-match': tag as string, ...(enc ? { 'accept-encoding': enc } : {}) });
      expect(r.status, tag as string).toBe(304);
      expect(r.body.length).toBe(0);
      expect(r.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
      expect(r.headers.etag).toBe(enc ? gz.headers.etag : plain.headers.etag);
    }
    expect((await get('/assets/index-AbC123.js', { 'if-none-match': '"other"' })).status).toBe(200);
    const page = await get('/recruits');
    expect((await get('/faq', { 'if-none-match': page.headers.etag as string })).status).toBe(304);
  });

  it('answers a missing file with 404, never the SPA, and refuses methods other than GET and HEAD', async () => {
    for (const path of ['/assets/index-gone.js', '/favicon.ico', '/statics/acme.example']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    expect((await get('/recruits', {}, 'POST')).status).toBe(403);
  });

  it('stays inside the build folder', async () => {
    writeFileSync(join(dir, '..', 'outside-static-files-test.txt'), 'secret');
    try {
      for (const path of ['/../outside-static-files-test.txt', '/%2e%2e/outside-static-files-test.txt', '/..%2Foutside-static-files-test.txt', '/assets/..%2F..%2Foutside-static-files-test.txt']) {
        const r = await get(path);
        expect(r.body.toString(), path).not.toContain('secret');
      }
    } finally {
      rmSync(join(dir, '..', 'outside-static-files-test.txt'), { force: true });
    }
  });

  it('says the web is not built when index.html is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'static-files-empty-'));
    const bare = createStaticSite({ root: empty, securityHeaders: () => security });
    const s = createServer((req, res) => void bare.serve(req, res, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    try {
      const r = await new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port: (s.address() as AddressInfo).port, path: '/recruits' }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on('error', reject)
          .end(),
      );
      expect(r).toBe(503);
    } finally {
      await new Promise((r) => s.close(r));
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
