import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * A loopback proxy in front of the local S3 stand-in (s3rver accepts any SigV4 signature): it checks every request's
 * signature as S3 does, with the SDK's own SigV4 code, and forwards only what S3 would accept. So a presigned PUT sent
 * to another key, with another Content-Type or Content-Length than signed, or after expiry, is refused locally too.
 */
export interface S3SignatureProxyOptions {
  /** s3rver's origin, e.g. http://127.0.0.1:4568. */
  target: string;
  host: string;
  port: number;
  credentials: { accessKeyId: string; secretAccessKey: string };
  now?: () => Date;
  /** S3 refuses to complete an upload whose part other than the last is smaller (EntityTooSmall): 5 MiB, as S3. */
  minPartBytes?: number;
  /** Drops an upload's stored parts from s3rver's disk after an abort (s3rver has no AbortMultipartUpload). */
  dropUpload?: (bucket: string, uploadId: string) => Promise<void>;
}

export interface S3SignatureProxy {
  endpoint: string;
  close(): Promise<void>;
}

/** S3 refuses a header-signed request whose clock is more than 15 minutes off, and a presigned URL over a week. */
const MAX_SKEW_MS = 15 * 60_000;
const MAX_PRESIGNED_SECONDS = 604_800;
/** Far above any upload the portal allows; the body is held in memory to check its hash. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3's smallest part of a multipart upload (but the last). */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const AUTH_QUERY = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];
/** Hop-by-hop headers, and the ones rewritten for the hop to s3rver. */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'expect', 'transfer-encoding', 'content-length', 'te', 'upgrade']);

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** SHA-256 (or HMAC-SHA-256 with a key) in the shape the SDK's signer takes. */
type SourceData = string | ArrayBuffer | ArrayBufferView;

class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

export async function startS3SignatureProxy(opts: S3SignatureProxyOptions): Promise<S3SignatureProxy> {
  const now = opts.now ?? (() => new Date());
  const target = new URL(opts.target);

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (e instanceof S3Refusal) return refuse(req, res, e);
      console.error('s3 signature proxy', e);
      if (!res.headersSent) refuse(req, res, new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    // S3 answers a CORS preflight from the bucket's CORS rules without authentication.
    if (!(req.method === 'OPTIONS' && !req.headers.authorization)) await verify(req, body);
    if (req.method === 'GET' && /[?&]versions(=|&|$)/.test(req.url ?? '')) return listVersions(req, res);
    if (/[?&](uploads|uploadId)(=|&|$)/.test(req.url ?? '')) return multipart(req, body, res);
    await forward(req, body, res);
  }

  /** Open multipart uploads by id: their key and each part's ETag and size, as S3 holds them (s3rver checks none of it). */
  const uploads = new Map<string, { key: string; parts: Map<number, { etag: string; size: number }> }>();

  /**
   * Multipart uploads as S3 answers them where s3rver does not: an unknown, completed or aborted upload is NoSuchUpload;
   * CompleteMultipartUpload checks the parts it names (their ETags, ascending numbers, every part but the last at least
   * minPartBytes); AbortMultipartUpload, which s3rver lacks, forgets the upload and drops its parts.
   */
  async function multipart(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      const answer = await exchange(req, body);
      const id = /<UploadId>([^<]+)<\/UploadId>/.exec(answer.body.toString('utf8'))?.[1];
      if (answer.status === 200 && id) uploads.set(id, { key, parts: new Map() });
      res.writeHead(answer.status, answer.headers);
      return res.end(answer.body);
    }
    const upload = uploadId ? uploads.get(uploadId) : undefined;
    if (!uploadId || !upload || upload.key !== key) throw new S3Refusal(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');
    if (req.method === 'DELETE') {
      uploads.delete(uploadId);
      await opts.dropUpload?.(bucket, uploadId);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'PUT') {
      const answer = await exchange(req, body);
      const etag = answer.headers.etag;
      if (answer.status === 200 && typeof etag === 'string') upload.parts.set(Number(url.searchParams.get('partNumber')), { etag: etag.replace(/"/g, ''), size: body.length });
      res.writeHead(answer.status, answer.headers);
      return res.end(answer.body);
    }
    if (req.method === 'POST') {
      const named = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1]!)?.[1]),
        etag: (/<ETag>([^<]*)<\/ETag>/.exec(m[1]!)?.[1] ?? '').replace(/&quot;|"/g, ''),
      }));
      if (named.length === 0) throw new S3Refusal(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
      named.forEach((p, i) => {
        const stored = upload.parts.get(p.number);
        if (!stored || stored.etag !== p.etag) throw new S3Refusal(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
        if (i > 0 && p.number <= named[i - 1]!.number) throw new S3Refusal(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
        if (i < named.length - 1 && stored.size < (opts.minPartBytes ?? S3_MIN_PART_BYTES)) throw new S3Refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
      });
      const answer = await exchange(req, body);
      if (answer.status === 200) uploads.delete(uploadId);
      res.writeHead(answer.status, answer.headers);
      return res.end(answer.body);
    }
    throw new S3Refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  /** One request to s3rver, its whole answer read. */
  function exchange(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !NOT_FORWARDED.has(k)) headers[k] = v;
    headers.host = target.host;
    headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const up = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (upRes) => {
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => {
          const { 'content-length': _length, 'transfer-encoding': _encoding, connection: _connection, ...answerHeaders } = upRes.headers;
          resolve({ status: upRes.statusCode ?? 502, headers: { ...answerHeaders, 'content-length': String(Buffer.concat(chunks).length) }, body: Buffer.concat(chunks) });
        });
        upRes.on('error', reject);
      });
      up.on('error', reject);
      up.end(body);
    });
  }

  /**
   * ListObjectVersions, which s3rver does not implement: s3rver keeps one version of each key, so its versions are its
   * objects, each answered as S3 answers an object stored without versioning (VersionId 'null', the latest), in the
   * same key order and with the same key marker. The retention job's listing and DeleteObjects by VersionId then run
   * locally as they run on S3 (docs/compliance.md says what the stand-in cannot show: several versions of one key).
   */
  async function listVersions(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const bucket = url.pathname.split('/')[1] ?? '';
    const max = Math.min(1000, Number(url.searchParams.get('max-keys') ?? 1000) || 1000);
    const list = new URLSearchParams({ prefix: url.searchParams.get('prefix') ?? '', marker: url.searchParams.get('key-marker') ?? '', 'max-keys': String(max) });
    const xml = await new Promise<string>((resolve, reject) => {
      const up = httpRequest({ host: target.hostname, port: target.port, method: 'GET', path: `/${bucket}?${list.toString()}`, headers: { host: target.host } }, (upRes) => {
        const chunks: Buffer[] = [];
        upRes.on('data', (c: Buffer) => chunks.push(c));
        upRes.on('end', () => (upRes.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new S3Refusal(upRes.statusCode ?? 500, 'InternalError', 'listing failed'))));
        upRes.on('error', reject);
      });
      up.on('error', reject);
      up.end();
    });
    const tag = (block: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(block)?.[1] ?? '';
    const contents = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => m[1]!);
    const versions = contents.map(
      (c) =>
        `<Version><Key>${tag(c, 'Key')}</Key><VersionId>null</VersionId><IsLatest>true</IsLatest><LastModified>${tag(c, 'LastModified')}</LastModified><ETag>${tag(c, 'ETag')}</ETag><Size>${tag(c, 'Size')}</Size><StorageClass>STANDARD</StorageClass></Version>`,
    );
    const truncated = tag(xml, 'IsTruncated') === 'true';
    const last = contents.length > 0 ? tag(contents[contents.length - 1]!, 'Key') : '';
    const answer =
      `<?xml version="1.0" encoding="UTF-8"?><ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${tag(xml, 'Prefix')}</Prefix>` +
      `<MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextKeyMarker>${last}</NextKeyMarker><NextVersionIdMarker>null</NextVersionIdMarker>` : ''}${versions.join('')}</ListVersionsResult>`;
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(answer);
  }

  async function verify(req: IncomingMessage, body: Buffer) {
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
    const query = parseQuery(q < 0 ? '' : rawUrl.slice(q + 1));
    const authorization = req.headers.authorization;
    if (authorization) return verifyHeaderSigned(req, path, query, authorization, body);
    if (query['X-Amz-Algorithm'] !== undefined) return verifyPresigned(req, path, query);
    throw new S3Refusal(403, 'AccessDenied', 'Access Denied');
  }

  async function verifyHeaderSigned(req: IncomingMessage, path: string, query: Query, authorization: string, body: Buffer) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization.trim());
    if (!m) throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    const [, credential, signedHeaders, signature] = m as unknown as [string, string, string, string];
    const scope = checkCredential(credential);
    const amzDate = header(req.headers, 'x-amz-date');
    const signingDate = amzDate ? parseAmzDate(amzDate) : undefined;
    if (!signingDate) throw new S3Refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(now().getTime() - signingDate.getTime()) > MAX_SKEW_MS) {
      throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const payloadHash = header(req.headers, 'x-amz-content-sha256');
    if (!payloadHash) throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash.startsWith('STREAMING-')) throw new S3Refusal(501, 'NotImplemented', 'Chunked (streaming) payload signing is not supported by the local S3.');
    if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(body)) {
      throw new S3Refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
    const names = signedHeaders.split(';');
    const expected = await signer(scope.region).sign(
      { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path, query, headers: pick(req.headers, names) },
      { signingDate, signableHeaders: new Set(names) },
    );
    const computed = /SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(String(expected.headers.authorization));
    if (!computed || computed[1] !== signedHeaders || !sameSignature(computed[2]!, signature)) throw signatureMismatch();
  }

  async function verifyPresigned(req: IncomingMessage, path: string, query: Query) {
    for (const name of AUTH_QUERY) {
      if (typeof query[name] !== 'string') {
        throw new S3Refusal(400, 'AuthorizationQueryParametersError', `Query-string authentication version 4 requires the ${AUTH_QUERY.join(', ')} parameters.`);
      }
    }
    const get = (name: string) => query[name] as string;
    if (get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    const scope = checkCredential(get('X-Amz-Credential'));
    const signingDate = parseAmzDate(get('X-Amz-Date'));
    if (!signingDate) throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
    const expiresIn = Number(get('X-Amz-Expires'));
    if (!Number.isInteger(expiresIn) || expiresIn < 0 || expiresIn > MAX_PRESIGNED_SECONDS) {
      throw new S3Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be less than a week (in seconds) that is 604800');
    }
    const expiresAt = new Date(signingDate.getTime() + expiresIn * 1000);
    if (now().getTime() > expiresAt.getTime()) {
      throw new S3Refusal(403, 'AccessDenied', 'Request has expired', {
        'X-Amz-Expires': String(expiresIn),
        Expires: expiresAt.toISOString(),
        ServerTime: now().toISOString(),
      });
    }
    const names = get('X-Amz-SignedHeaders').split(';');
    // The request as it was before presigning: the payload marker back in its header, the auth parameters out.
    const unsigned: Query = { ...query };
    for (const name of AUTH_QUERY) delete unsigned[name];
    const headers = pick(req.headers, names);
    // Under the parameter's own spelling: presign hoists it back under that name, and the canonical query is case-sensitive.
    for (const name of Object.keys(unsigned)) {
      const value = unsigned[name];
      if (name.toLowerCase() === 'x-amz-content-sha256' && typeof value === 'string') {
        headers[name] = value;
        delete unsigned[name];
      }
    }
    const expected = await signer(scope.region).presign(
      { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path, query: unsigned, headers },
      { signingDate, expiresIn, signableHeaders: new Set(names), unhoistableHeaders: new Set(names) },
    );
    const signed = expected.query ?? {};
    if (signed['X-Amz-SignedHeaders'] !== get('X-Amz-SignedHeaders') || !sameSignature(String(signed['X-Amz-Signature']), get('X-Amz-Signature'))) {
      throw signatureMismatch();
    }
  }

  function checkCredential(credential: string): { region: string } {
    const [accessKeyId, , region, service, terminator] = credential.split('/');
    if (accessKeyId !== opts.credentials.accessKeyId) {
      throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    if (!region || service !== 's3' || terminator !== 'aws4_request') {
      throw new S3Refusal(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; the Credential is mal-formed.');
    }
    return { region };
  }

  function signer(region: string) {
    // S3 signs the path as sent (no second encoding): uriEscapePath false, as the S3 client does.
    return new SignatureV4({ credentials: opts.credentials, region, service: 's3', sha256: NodeSha256, uriEscapePath: false, applyChecksum: false });
  }

  function forward(req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !NOT_FORWARDED.has(k)) headers[k] = v;
    headers.host = target.host;
    const copySource = header(req.headers, 'x-amz-copy-source');
    if (copySource) headers['x-amz-copy-source'] = copySourceForS3rver(copySource);
    if (body.length > 0 || !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(req.method ?? 'GET')) headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const up = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
        upRes.on('end', resolve);
        upRes.on('error', reject);
      });
      up.on('error', reject);
      up.end(body);
    });
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolveListen());
  });
  return {
    endpoint: `http://${opts.host}:${opts.port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

type Query = Record<string, string | string[]>;

/** The query as the signer takes it: decoded names and values ('+' is literal in SigV4), repeated names as arrays. */
function parseQuery(raw: string): Query {
  const query: Query = {};
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    const prev = query[name];
    query[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return query;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new S3Refusal(400, 'InvalidArgument', 'The query string is not validly encoded.');
  }
}

/**
 * s3rver reads x-amz-copy-source with decodeURI, which leaves '%2B', '%2C', '%40' … encoded, so a source key with
 * '+' or ',' was not found. Re-encoded with encodeURI, its decodeURI gives the key S3 would read.
 */
function copySourceForS3rver(value: string): string {
  const q = value.indexOf('?');
  const source = q < 0 ? value : value.slice(0, q);
  return encodeURI(decode(source)) + (q < 0 ? '' : value.slice(q));
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

/** Only the headers the client signed, as received: the signer must see exactly those. */
function pick(headers: IncomingHttpHeaders, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = header(headers, name);
    if (v === undefined) throw signatureMismatch();
    out[name] = v;
  }
  return out;
}

function parseAmzDate(s: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) return undefined;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

function sha256Hex(body: Buffer): string {
  return body.length === 0 ? EMPTY_SHA256 : createHash('sha256').update(body).digest('hex');
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function signatureMismatch(): S3Refusal {
  return new S3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** S3's error document; a browser's request gets the CORS header the bucket's rule would add, so it can read it. */
function refuse(req: IncomingMessage, res: ServerResponse, e: S3Refusal) {
  const requestId = createHash('sha256').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 16).toUpperCase();
  const details = Object.entries(e.details)
    .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${xmlEscape(e.message)}</Message>${details}<RequestId>${requestId}</RequestId></Error>`;
  const headers: Record<string, string> = { 'content-type': 'application/xml', 'x-amz-request-id': requestId };
  if (req.headers.origin) headers['access-control-allow-origin'] = '*';
  res.writeHead(e.status, headers);
  res.end(req.method === 'HEAD' ? undefined : xml);
}
