import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { json } from '../http-result.ts';
import { COMPRESS_MIN_BYTES, compressAnswer } from './compress-response.ts';

const big = json(200, { items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `채용공고 ${i}`, status: 'Y' })) });
const decoded = (answer: Awaited<ReturnType<typeof compressAnswer>>, decode: (b: Buffer) => Buffer) => decode(Buffer.from(answer.body!, 'base64')).toString('utf8');

describe('compressing API answers', () => {
  it('gzips a JSON answer for a caller that accepts gzip, keeping its headers', async () => {
    expect(Buffer.byteLength(big.body!)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const answer = await compressAnswer('gzip, deflate', big);
    expect(answer.isBase64Encoded).toBe(true);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    expect(decoded(answer, gunzipSync)).toBe(big.body);
    expect(Buffer.from(answer.body!, 'base64').length).toBeLessThan(Buffer.byteLength(big.body!) / 3);
  });

  it('prefers brotli when the caller accepts it, as browsers do over HTTPS', async () => {
    const answer = await compressAnswer('gzip, deflate, br, zstd', big);
    expect(answer.headers?.['content-encoding']).toBe('br');
    expect(decoded(answer, brotliDecompressSync)).toBe(big.body);
  });

  it('sends the plain body, marked as varying, to a caller that accepts no coding', async () => {
    for (const header of [undefined, '', 'identity', 'deflate']) {
      const answer = await compressAnswer(header, big);
      expect(answer.body).toBe(big.body);
      expect(answer.isBase64Encoded).toBeUndefined();
      expect(answer.headers?.['content-encoding']).toBeUndefined();
      expect(answer.headers?.vary).toBe('Accept-Encoding');
    }
  });

  it('leaves small answers, non-text answers and answers already encoded as they are', async () => {
    const small = json(200, { ok: true });
    expect(await compressAnswer('gzip', small)).toBe(small);
    const binary = { statusCode: 200, headers: { 'content-type': 'application/pdf' }, body: 'x'.repeat(5_000) };
    expect(await compressAnswer('gzip', binary)).toBe(binary);
    const encoded = { ...big, isBase64Encoded: true };
    expect(await compressAnswer('gzip', encoded)).toBe(encoded);
    const redirect = { statusCode: 302, headers: { location: '/x' }, body: '' };
    expect(await compressAnswer('gzip', redirect)).toBe(redirect);
  });
});
