import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { startTestPortal, type TestPortal } from '../support/test-portal.ts';

/** The API compresses its own answers (CloudFront does not compress the uncached /api/* behaviour). */
let portal: TestPortal;
// The demo tenant: its hostname check (popups, site texts) is several kilobytes, as a real tenant's is.
const DEMO = { host: 'demo.localhost', tenant: 1001 };
beforeAll(async () => {
  portal = await startTestPortal([join(import.meta.dirname, '..', '..', 'functions', 'src', 'local', 'demo', 'tenants', 'demo.yaml')]);
});
afterAll(() => portal?.close());

function raw(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: DEMO.host };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    request({ host: '127.0.0.1', port: portal.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed API answers', () => {
  it('answers the hostname check gzipped or in brotli as asked, the same JSON once decoded', async () => {
    const plain = await raw('/api/app/checkHostname');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const answer = JSON.parse(plain.body.toString('utf8')) as { company: { id: number } };
    expect(answer.company.id).toBe(DEMO.tenant);

    const gz = await raw('/api/app/checkHostname', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(answer);
    expect(gz.body.length).toBeLessThan(plain.body.length);

    const br = await raw('/api/app/checkHostname', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(answer);
  });

  it('leaves an error answer and a small answer uncompressed', async () => {
    const missing = await raw('/api/app/recruit/999999', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8'))).toHaveProperty('message');
  });
});
