import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/src/config.ts';
import { s3Client } from '../../functions/src/adapters/s3/s3-client.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * The local S3 (s3rver behind the signature proxy) refuses what real S3 refuses: a presigned URL used for another key,
 * type, length or after expiry, and any request whose SigV4 signature does not hold. What the portal does still passes.
 */
let portal: TestPortal;
const BUCKET = 'portal-uploads';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
let n = 0;
const freshKey = (name = 'doc.pdf') => `files/t/9101/applicants/1/sig-${Date.now()}-${n++}/${name}`;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
});
afterAll(() => portal?.close());

/** SHA-256 / HMAC in the shape the SDK's signer takes (for signing a request by hand). */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    const key = typeof secret === 'string' || secret === undefined ? secret : ArrayBuffer.isView(secret) ? new Uint8Array(secret.buffer, secret.byteOffset, secret.byteLength) : new Uint8Array(secret);
    this.hash = key === undefined ? createHash('sha256') : createHmac('sha256', key);
  }
  update(data: Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

/** As the upload adapter presigns: type and length signed. */
function presignPut(key: string, contentType: string, size: number, opts: { expiresIn?: number; signingDate?: Date } = {}) {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentType: contentType, ContentLength: size }), {
    expiresIn: opts.expiresIn ?? 60,
    signableHeaders: new Set(['content-type', 'content-length']),
    ...(opts.signingDate ? { signingDate: opts.signingDate } : {}),
  });
}

const errorCode = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
const exists = async (key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    .then(() => true)
    .catch((e: { $metadata?: { httpStatusCode?: number } }) => {
      if (e.$metadata?.httpStatusCode === 404) return false;
      throw e;
    });

describe('local S3 signature check: refusals', () => {
  it('refuses a presigned PUT sent to another key', async () => {
    const signedFor = freshKey();
    const other = freshKey('setup.exe');
    const url = new URL(await presignPut(signedFor, 'application/pdf', EXE.length));
    url.pathname = `/${BUCKET}/${other.split('/').map(encodeURIComponent).join('/')}`;
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: EXE });
    expect(put.status).toBe(403);
    expect(errorCode(await put.text())).toBe('SignatureDoesNotMatch');
    expect(await exists(other)).toBe(false);
    expect(await exists(signedFor)).toBe(false);
  });

  it('refuses a presigned PUT with another Content-Type than signed', async () => {
    const key = freshKey();
    const put = await fetch(await presignPut(key, 'application/pdf', EXE.length), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-msdownload' },
      body: EXE,
    });
    expect(put.status).toBe(403);
    expect(errorCode(await put.text())).toBe('SignatureDoesNotMatch');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a presigned PUT with a different Content-Length than signed', async () => {
    const key = freshKey();
    const bigger = new Uint8Array(PDF.length + 1000);
    bigger.set(PDF);
    const put = await fetch(await presignPut(key, 'application/pdf', PDF.length), { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: bigger });
    expect(put.status).toBe(403);
    expect(errorCode(await put.text())).toBe('SignatureDoesNotMatch');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a presigned PUT after it expired', async () => {
    const key = freshKey();
    const url = await presignPut(key, 'application/pdf', PDF.length, { expiresIn: 60, signingDate: new Date(Date.now() - 61_000) });
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: PDF });
    expect(put.status).toBe(403);
    const xml = await put.text();
    expect(errorCode(xml)).toBe('AccessDenied');
    expect(xml).toContain('<Message>Request has expired</Message>');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a presigned GET used for another key, and a tampered signature', async () => {
    const mine = freshKey();
    const theirs = freshKey('secret.pdf');
    await s3Client().send(new PutObjectCommand({ Bucket: BUCKET, Key: theirs, Body: PDF, ContentType: 'application/pdf' }));
    const url = new URL(await getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: BUCKET, Key: mine }), { expiresIn: 300 }));
    const moved = new URL(url);
    moved.pathname = `/${BUCKET}/${theirs.split('/').map(encodeURIComponent).join('/')}`;
    const r = await fetch(moved);
    expect(r.status).toBe(403);
    expect(errorCode(await r.text())).toBe('SignatureDoesNotMatch');
    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('refuses an unsigned request', async () => {
    const key = freshKey();
    await s3Client().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: PDF, ContentType: 'application/pdf' }));
    const endpoint = config().S3_ENDPOINT!;
    const get = await fetch(`${endpoint}/${BUCKET}/${key}`);
    expect(get.status).toBe(403);
    expect(errorCode(await get.text())).toBe('AccessDenied');
    const put = await fetch(`${endpoint}/${BUCKET}/${freshKey()}`, { method: 'PUT', body: EXE });
    expect(put.status).toBe(403);
  });

  it('refuses SDK calls signed with another secret or an unknown key id', async () => {
    const endpoint = config().S3_ENDPOINT!;
    const client = (accessKeyId: string, secretAccessKey: string) =>
      new S3Client({ region: config().AWS_REGION, endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey }, maxAttempts: 1 });
    const key = freshKey();
    await expect(client('S3RVER', 'wrong').send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: PDF }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(client('SOMEONE', 'S3RVER').send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: PDF }))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    expect(await exists(key)).toBe(false);
  });

  it('refuses a header-signed PUT whose body is not the one it signed', async () => {
    const endpoint = new URL(config().S3_ENDPOINT!);
    const key = freshKey();
    const signer = new SignatureV4({
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      region: config().AWS_REGION,
      service: 's3',
      sha256: Sha256,
      uriEscapePath: false,
    });
    const path = `/${BUCKET}/${key}`;
    const signed = await signer.sign({
      method: 'PUT',
      protocol: 'http:',
      hostname: endpoint.hostname,
      port: Number(endpoint.port),
      path,
      query: {},
      headers: { host: endpoint.host, 'content-type': 'application/pdf', 'x-amz-content-sha256': createHash('sha256').update(PDF).digest('hex') },
    });
    const put = await fetch(`${endpoint.origin}${path}`, { method: 'PUT', headers: signed.headers, body: EXE });
    expect(put.status).toBe(400);
    expect(errorCode(await put.text())).toBe('XAmzContentSHA256Mismatch');
    expect(await exists(key)).toBe(false);
  });
});

describe('local S3 signature check: what the portal does passes', () => {
  it("passes the browser's presigned PUT (with its CORS preflight) and the presigned download", async () => {
    const key = freshKey('경력 증명서 (최종).pdf');
    const url = await presignPut(key, 'application/pdf', PDF.length);
    const origin = 'http://alpha.localhost:3000';
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', origin }, body: PDF });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBeTruthy();
    const download = await getSignedUrl(
      s3Client(),
      new GetObjectCommand({ Bucket: BUCKET, Key: key, ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('경력 증명서 (최종).pdf')}` }),
      { expiresIn: 300 },
    );
    const get = await fetch(download);
    expect(get.status).toBe(200);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(PDF);
  });

  it('passes the SDK calls of the file store: put, head, ranged get, copy with If-Match, list, delete', async () => {
    const staging = freshKey('증빙 서류+1.pdf');
    const final = freshKey('최종.pdf');
    const c = s3Client();
    await c.send(new PutObjectCommand({ Bucket: BUCKET, Key: staging, Body: PDF, ContentType: 'application/pdf' }));
    const head = await c.send(new HeadObjectCommand({ Bucket: BUCKET, Key: staging }));
    expect(head.ContentLength).toBe(PDF.length);
    const start = await c.send(new GetObjectCommand({ Bucket: BUCKET, Key: staging, Range: 'bytes=0-7' }));
    expect(new TextDecoder().decode(await start.Body!.transformToByteArray())).toBe('%PDF-1.7');
    await c.send(
      new CopyObjectCommand({
        Bucket: BUCKET,
        Key: final,
        CopySource: `${BUCKET}/${staging.split('/').map(encodeURIComponent).join('/')}`,
        CopySourceIfMatch: head.ETag!,
      }),
    );
    expect((await c.send(new HeadObjectCommand({ Bucket: BUCKET, Key: final }))).ContentLength).toBe(PDF.length);
    const listed = await c.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: staging.slice(0, staging.lastIndexOf('/') + 1) }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual([staging]);
    await c.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: staging }));
    expect(await exists(staging)).toBe(false);
  });

  it('passes bucket calls: create a bucket, put and read its CORS rules', async () => {
    const bucket = `sig-${Date.now()}`;
    const c = s3Client();
    await c.send(new CreateBucketCommand({ Bucket: bucket }));
    await c.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['*'], AllowedMethods: ['GET', 'PUT'], AllowedHeaders: ['*'] }] },
      }),
    );
    const cors = await c.send(new GetBucketCorsCommand({ Bucket: bucket }));
    expect(cors.CORSRules?.[0]?.AllowedMethods).toEqual(['GET', 'PUT']);
  });
});
