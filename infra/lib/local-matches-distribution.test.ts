import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../functions/src/config.ts';
import { createLocalOutbox } from '../../functions/src/local/local-outbox.ts';
import { startLocalServer } from '../../functions/src/local/local-server.ts';
import { INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage } from './stages.ts';

/**
 * Issue 24: the local server serves the SPA as the CloudFront distribution does. The distribution's default (SPA)
 * behaviour is read from the synthesised template (cache policy, compression, response-headers policy, the
 * viewer-request function, the Cache-Control the deployment gives the objects) and compared with what the local server
 * (functions/src/local/local-server.ts, static-files.ts) answers for index.html, an SPA route and a hashed asset.
 */

type Resource = { Type: string; Properties: Record<string, any> };
type Answer = { status: number; headers: Headers; body: Buffer };

/**
 * AWS's managed cache policies (their settings are not in the template, only their ID), as AWS documents them
 * ('Use managed cache policies'). A new policy ID in the stack fails here until its settings are written down.
 */
const MANAGED_CACHE_POLICIES: Record<string, { minTtl: number; defaultTtl: number; maxTtl: number; gzip: boolean; brotli: boolean }> = {
  [CachePolicy.CACHING_OPTIMIZED.cachePolicyId]: { minTtl: 1, defaultTtl: 86_400, maxTtl: 31_536_000, gzip: true, brotli: true },
};

const UPLOAD_ORIGIN_PLACEHOLDER = '<upload-origin>';
/** What a token (the upload bucket's regional domain name) is rendered as. */
const TOKEN = 'upload-bucket.token';
const LOCAL_S3 = 'http://127.0.0.1:4569';

let scratch: string;
let template: ReturnType<Template['toJSON']>;
let server: Server;
let origin: string;
const savedEnv = { ...process.env };

const indexHtml = `<!doctype html><html lang="ko"><head><title>portal</title><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<p>채용 공고</p>'.repeat(120)}</body></html>`;
const assetJs = `export const messages = ${JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`m${i}`, `메시지 ${i}`])))};\n`;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-local-vs-cdn-'));
  const webDist = path.join(scratch, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), assetJs);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  // The dev stage with a web build, so that the deployment of the SPA (and its Cache-Control) is in the template.
  const app = new App({ outdir: path.join(scratch, 'cdk.out'), context: { [INLINE_CODE_CONTEXT]: 'true' } });
  const stack = new PortalStack(app, 'Portal-dev', { config: resolveStage('dev', () => undefined), webDist });
  template = Template.fromStack(stack).toJSON();

  // The local server as `npm start` runs it; its static part reads only S3_ENDPOINT (the CSP's upload origin).
  Object.assign(process.env, { STAGE: 'local', SECRET_PEPPER: 'local-vs-cdn-test-pepper', S3_ENDPOINT: LOCAL_S3 });
  resetConfig();
  server = await startLocalServer({ port: 0, webDist, outbox: createLocalOutbox(path.join(scratch, 'outbox', 'sms.jsonl'), 'http://127.0.0.1:1') });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  process.env = savedEnv;
  resetConfig();
  rmSync(scratch, { recursive: true, force: true });
});

const resources = (type: string) => Object.entries(template.Resources as Record<string, Resource>).filter(([, r]) => r.Type === type);
const distribution = () => resources('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
const spaBehaviour = () => distribution().DefaultCacheBehavior;
const byRef = (ref: { Ref?: string; 'Fn::GetAtt'?: [string, string] }) => (template.Resources as Record<string, Resource>)[ref.Ref ?? ref['Fn::GetAtt']![0]]!;

/** A template string value with the upload bucket's address (a token) replaced by a placeholder. */
function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(render).join(v['Fn::Join'][0]);
  if (v['Fn::GetAtt'] || v.Ref) return TOKEN;
  throw new Error(`unexpected template value ${JSON.stringify(value)}`);
}

/** The response headers CloudFront adds with a response-headers policy, as a browser receives them. */
function policyHeaders(policy: Record<string, any>): Record<string, string> {
  const cfg = policy.ResponseHeadersPolicyConfig;
  const s = cfg.SecurityHeadersConfig ?? {};
  const out: Record<string, string> = {};
  const overrides: boolean[] = [];
  if (s.StrictTransportSecurity) {
    const h = s.StrictTransportSecurity;
    out['strict-transport-security'] = `max-age=${h.AccessControlMaxAgeSec}${h.IncludeSubdomains ? '; includeSubDomains' : ''}${h.Preload ? '; preload' : ''}`;
    overrides.push(h.Override);
  }
  if (s.ContentTypeOptions) {
    out['x-content-type-options'] = 'nosniff';
    overrides.push(s.ContentTypeOptions.Override);
  }
  if (s.FrameOptions) {
    out['x-frame-options'] = s.FrameOptions.FrameOption;
    overrides.push(s.FrameOptions.Override);
  }
  if (s.ReferrerPolicy) {
    out['referrer-policy'] = s.ReferrerPolicy.ReferrerPolicy;
    overrides.push(s.ReferrerPolicy.Override);
  }
  if (s.XSSProtection) {
    const x = s.XSSProtection;
    out['x-xss-protection'] = x.Protection ? `1${x.ModeBlock ? '; mode=block' : ''}${x.ReportUri ? `; report=${x.ReportUri}` : ''}` : '0';
    overrides.push(x.Override);
  }
  if (s.ContentSecurityPolicy) {
    out['content-security-policy'] = render(s.ContentSecurityPolicy.ContentSecurityPolicy);
    overrides.push(s.ContentSecurityPolicy.Override);
  }
  for (const item of cfg.CustomHeadersConfig?.Items ?? []) {
    out[String(item.Header).toLowerCase()] = item.Value;
    overrides.push(item.Override);
  }
  // Every header replaces what the origin sent: the browser gets exactly these values.
  expect(overrides.every(Boolean)).toBe(true);
  return out;
}

/** CSP directives by name; the template's upload origin and the local S3 stand-in are the same source here. */
function directives(csp: string, uploadOrigin: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.map((v) => (v === uploadOrigin ? UPLOAD_ORIGIN_PLACEHOLDER : v)).join(' ')] as const;
      }),
  );
}

/** A raw HTTP request (fetch would undo the compression this test looks at). */
function fetchLocal(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${origin}${p}`, { method, headers: { host: 'demo.localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve({ status: res.statusCode!, headers: h, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Headers that carry the representation or the connection, not a policy: left out of the policy comparison. */
const transportHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

describe('the SPA behaviour of the distribution, and the local server', () => {
  it('is the default behaviour: GET and HEAD, compressed, with the response-headers policy and the SPA function', () => {
    const b = spaBehaviour();
    expect(b.Compress).toBe(true);
    expect(b.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    expect(b.ResponseHeadersPolicyId).toBeDefined();
    expect(b.FunctionAssociations).toHaveLength(1);
  });

  it('compresses with gzip and brotli as the cache policy lets CloudFront, and keeps hashed assets as long as it may', async () => {
    const id = spaBehaviour().CachePolicyId;
    const policy =
      typeof id === 'string'
        ? MANAGED_CACHE_POLICIES[id]
        : (() => {
            const c = byRef(id).Properties.CachePolicyConfig;
            const p = c.ParametersInCacheKeyAndForwardedToOrigin;
            return { minTtl: c.MinTTL, defaultTtl: c.DefaultTTL, maxTtl: c.MaxTTL, gzip: p.EnableAcceptEncodingGzip, brotli: p.EnableAcceptEncodingBrotli };
          })();
    expect(policy, `cache policy ${JSON.stringify(id)}: write its settings into MANAGED_CACHE_POLICIES`).toBeDefined();

    for (const p of ['/assets/index-AbC123.js', '/index.html', '/recruits']) {
      const gz = await fetchLocal(p, { 'accept-encoding': 'gzip' });
      expect(gz.headers.get('content-encoding'), p).toBe(policy!.gzip ? 'gzip' : null);
      const br = await fetchLocal(p, { 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding'), p).toBe(policy!.brotli ? 'br' : null);
      expect(gz.headers.get('vary'), p).toBe('Accept-Encoding');
      const expected = p.startsWith('/assets/') ? assetJs : indexHtml;
      expect(gunzipSync(gz.body).toString(), p).toBe(expected);
      expect(brotliDecompressSync(br.body).toString(), p).toBe(expected);
    }
    // CloudFront's cache keeps an object for its max-age clamped to [MinTTL, MaxTTL]; the browser gets the object's header.
    const maxAge = Number(/max-age=(\d+)/.exec((await fetchLocal('/assets/index-AbC123.js')).headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(policy!.minTtl);
    expect(maxAge).toBeLessThanOrEqual(policy!.maxTtl);
  });

  it('sends the Cache-Control the deployment gives the objects: hashed assets immutable, index.html and routes revalidated', async () => {
    const deployments = resources('Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    const assets = deployments.find((d) => JSON.stringify(d.Include) === '["assets/*"]');
    const pages = deployments.find((d) => JSON.stringify(d.Exclude) === '["assets/*"]');
    expect(assets?.SystemMetadata?.['cache-control']).toBeDefined();
    expect(pages?.SystemMetadata?.['cache-control']).toBeDefined();
    expect((await fetchLocal('/assets/index-AbC123.js')).headers.get('cache-control')).toBe(assets!.SystemMetadata['cache-control']);
    for (const p of ['/index.html', '/', '/recruits', '/recruit/12', '/favicon.svg'])
      expect((await fetchLocal(p)).headers.get('cache-control'), p).toBe(pages!.SystemMetadata['cache-control']);
  });

  it('sends the response-headers policy’s security headers, with index.html, a route and a hashed asset alike', async () => {
    const policy = policyHeaders(byRef(spaBehaviour().ResponseHeadersPolicyId).Properties);
    expect(Object.keys(policy).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'x-xss-protection',
    ]);
    for (const p of ['/index.html', '/recruits', '/assets/index-AbC123.js']) {
      const local = await fetchLocal(p, { 'accept-encoding': 'gzip' });
      expect(local.status, p).toBe(200);
      const sent = Object.fromEntries([...local.headers].filter(([name]) => !transportHeaders.has(name)));
      // The same headers, no more and no fewer.
      expect(Object.keys(sent).sort(), p).toEqual(Object.keys(policy).sort());
      for (const [name, value] of Object.entries(policy)) {
        if (name === 'content-security-policy') continue;
        expect(sent[name], `${p} ${name}`).toBe(value);
      }
      // The CSP: the same directives and sources; the upload origin is the bucket there and the S3 stand-in here, and
      // only the HTTPS site upgrades insecure requests (the local server is plain HTTP).
      const cdn = directives(policy['content-security-policy']!, `https://${TOKEN}`);
      const mine = directives(sent['content-security-policy']!, LOCAL_S3);
      expect(cdn.has('upgrade-insecure-requests')).toBe(true);
      cdn.delete('upgrade-insecure-requests');
      expect(Object.fromEntries(mine), p).toEqual(Object.fromEntries(cdn));
    }
  });

  it('takes as the SPA exactly the paths the viewer-request function sends to /index.html', async () => {
    const fn = byRef(spaBehaviour().FunctionAssociations[0].FunctionARN).Properties;
    const handler = new Function(`${fn.FunctionCode}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    for (const p of ['/', '/recruits', '/recruit/12', '/form/0', '/index.html', '/assets/index-AbC123.js', '/assets/index-gone.js', '/favicon.svg', '/favicon.ico', '/statics/acme.example']) {
      const rewritten = handler({ request: { uri: p } }).uri;
      const local = await fetchLocal(p);
      if (rewritten === '/index.html') {
        expect(local.status, p).toBe(200);
        expect(local.body.toString(), p).toBe(indexHtml);
      } else if (p !== '/index.html') {
        // Not rewritten: the object itself, or the bucket's refusal; never the SPA.
        expect(local.body.toString(), p).not.toBe(indexHtml);
        expect(local.status, p).toBe(p === '/assets/index-AbC123.js' || p === '/favicon.svg' ? 200 : 404);
      }
    }
  });

  it('answers HEAD and conditional requests as CloudFront passes them from S3', async () => {
    const gz = await fetchLocal('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    const head = await fetchLocal('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.get('content-length')).toBe(gz.headers.get('content-length'));
    expect((await fetchLocal('/assets/index-AbC123.js', { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.get('etag')! })).status).toBe(304);
  });

});
