import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { siteSecurityHeaders } from '@portal/shared';
import { negotiateEncoding, type Encoding } from '../http/content-encoding.ts';

/**
 * The built SPA (web/dist) served as the CloudFront distribution serves it (infra/lib/constructs/site-distribution.ts
 * and site-deployment.ts), so that what a browser measures locally is what it would measure on the site:
 * - which path is a file and which is the SPA: the viewer-request function's rule (spaTarget);
 * - Cache-Control: the metadata the deployment gives the objects (hashed assets/ immutable for a year, the rest
 *   revalidated);
 * - compression: gzip or brotli by Accept-Encoding, for the types CloudFront compresses and bodies of 1,000 bytes to
 *   10 MB, with Vary: Accept-Encoding; each file's compressed bodies are made once and kept while the file is unchanged;
 * - ETag (a strong MD5, as S3 gives; weak once compressed, as CloudFront makes it) and 304 on If-None-Match;
 * - the SPA response-headers policy's security headers (shared/src/security-headers.ts), on every response.
 * infra/lib/local-matches-distribution.test.ts compares these with the synthesised template.
 */

/** site-deployment.ts's Cache-Control for assets/* (hashed names: a changed file is a new name). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** site-deployment.ts's Cache-Control for everything else (index.html, favicon): revalidated on each use. */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** CloudFront compresses bodies of this many bytes, both ends included. */
export const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The media types CloudFront compresses that a web build contains (its list has more; none of them is served here). */
const COMPRESSIBLE_TYPES = new Set([
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'image/vnd.microsoft.icon',
  'image/x-icon',
  'text/css',
  'text/html',
  'text/javascript',
  'text/plain',
  'text/xml',
]);


export const contentTypeFor = (file: string): string => MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';

export const isCompressible = (contentType: string, bytes: number): boolean =>
  COMPRESSIBLE_TYPES.has(contentType.split(';')[0]!.trim().toLowerCase()) && bytes >= COMPRESSIBLE_BYTES.min && bytes <= COMPRESSIBLE_BYTES.max;

export const cacheControlFor = (path: string): string => (path.startsWith('/assets/') ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);

/**
 * What CloudFront's viewer-request function (SPA_REWRITE_CODE) makes of a path: a last segment without '.' is a
 * client-side route, served /index.html; anything else is looked up as a file (missing: an error, never the SPA).
 */
export const spaTarget = (path: string): string => (path.slice(path.lastIndexOf('/') + 1).includes('.') ? path : '/index.html');

const compressors: Record<Exclude<Encoding, 'identity'>, (b: Buffer) => Promise<Buffer>> = {
  gzip: (b) => promisify(gzip)(b, { level: 6 }),
  br: (b) =>
    promisify(brotliCompress)(b, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: b.length },
    }),
};

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  /** MD5 of the file, as S3 gives it for a single-part upload. */
  tag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface StaticSiteOptions {
  /** The web build (web/dist). */
  root: string;
  /** The security headers every response carries (CloudFront's SPA response-headers policy); read per response. */
  securityHeaders: () => Record<string, string>;
}

export interface StaticSite {
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** How many bodies were compressed since start (tests: repeated loads compress nothing again). */
  readonly compressions: number;
}

/** Weak comparison (RFC 9110 13.1.2), as If-None-Match uses. */
function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === `"${tag}"`);
}

export function createStaticSite(opts: StaticSiteOptions): StaticSite {
  const root = resolve(opts.root);
  /** Per file: its bytes as last read, a promise so that requests arriving together read and compress it once. */
  const cache = new Map<string, { mtimeMs: number; size: number; entry: Promise<CachedFile> }>();
  let compressions = 0;

  /** The file's bytes, read again only when its size or mtime changed (a rebuild). */
  async function load(file: string): Promise<CachedFile | undefined> {
    const st = await stat(file).catch(() => undefined);
    if (!st?.isFile()) return undefined;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.entry;
    const entry = readFile(file).then(
      (body): CachedFile => ({ mtimeMs: st.mtimeMs, size: body.length, body, tag: createHash('md5').update(body).digest('hex'), encoded: new Map() }),
    );
    cache.set(file, { mtimeMs: st.mtimeMs, size: st.size, entry });
    entry.catch(() => cache.delete(file));
    return entry;
  }

  function encoded(entry: CachedFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    let p = entry.encoded.get(encoding);
    if (!p) {
      compressions++;
      p = compressors[encoding](entry.body);
      entry.encoded.set(encoding, p);
      p.catch(() => entry.encoded.delete(encoding));
    }
    return p;
  }

  function fileFor(path: string): string | undefined {
    let rel: string;
    try {
      rel = normalize(decodeURIComponent(path)).replace(/^([/\\]*\.\.[/\\])+/, '/');
    } catch {
      return undefined;
    }
    const file = join(root, rel);
    return file.startsWith(root + sep) ? file : undefined;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const security = opts.securityHeaders();
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      // The SPA behaviour allows GET and HEAD only; CloudFront refuses the rest with 403.
      res.writeHead(403, { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL });
      return void res.end('This distribution is not configured to allow the HTTP request method that was used for this request.');
    }
    const target = spaTarget(pathname);
    const file = fileFor(target);
    const entry = file ? await load(file) : undefined;
    if (!entry) {
      if (target === '/index.html') {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end('웹 화면이 빌드되지 않았습니다. npm run build 를 실행해 주세요.');
      }
      // CloudFront passes the bucket's refusal of a missing key (403 there: the OAC may not list the bucket).
      res.writeHead(404, { ...security, 'content-type': 'text/plain; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL });
      return void res.end(method === 'HEAD' ? undefined : 'Not Found');
    }
    const contentType = contentTypeFor(file!);
    const compressible = isCompressible(contentType, entry.size);
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
    const headers: Record<string, string | number> = {
      ...security,
      'content-type': contentType,
      'cache-control': cacheControlFor(target),
      etag: encoding === 'identity' ? `"${entry.tag}"` : `W/"${entry.tag}"`,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    if (noneMatch(req.headers['if-none-match'], entry.tag)) {
      const { 'content-type': _type, ...notModified } = headers;
      res.writeHead(304, notModified);
      return void res.end();
    }
    const body = encoding === 'identity' ? entry.body : await encoded(entry, encoding);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(method === 'HEAD' ? undefined : body);
  }

  return {
    serve,
    get compressions() {
      return compressions;
    },
  };
}

/**
 * The security headers of the local SPA: the distribution's, with the local S3 stand-in as the upload origin and
 * without upgrade-insecure-requests (the local server speaks plain HTTP).
 */
export const localSiteSecurityHeaders = (uploadOrigin: string): Record<string, string> =>
  siteSecurityHeaders({ uploadOrigin, upgradeInsecureRequests: false });
