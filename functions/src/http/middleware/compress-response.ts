import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { negotiateEncoding } from '../content-encoding.ts';

/** The smallest body worth compressing: CloudFront's own threshold for what it compresses. */
export const COMPRESS_MIN_BYTES = 1_000;

const TEXTUAL = /^(application\/(json|problem\+json)|text\/)/i;

// Loaded with the first answer worth compressing, not while the function starts.
let zlibModule: Promise<typeof import('node:zlib')> | undefined;
const loadZlib = () => (zlibModule ??= import('node:zlib'));

/**
 * The answer's body compressed for the caller's Accept-Encoding (brotli, else gzip), for JSON and text bodies of at
 * least COMPRESS_MIN_BYTES. The distribution sends /api/* uncached (CachingDisabled), and CloudFront compresses only
 * what it caches, so the API compresses its own answers; the AllViewerExceptHostHeader origin-request policy hands it
 * the viewer's Accept-Encoding. Brotli at quality 4 and gzip at level 6: on a 48 KB answer, gzip takes about half a
 * millisecond and brotli about 2 ms.
 */
export async function compressAnswer(acceptEncoding: string | undefined, answer: APIGatewayProxyStructuredResultV2): Promise<APIGatewayProxyStructuredResultV2> {
  const headers = answer.headers ?? {};
  const type = headers['content-type'];
  if (typeof answer.body !== 'string' || answer.isBase64Encoded || headers['content-encoding'] !== undefined || typeof type !== 'string' || !TEXTUAL.test(type)) return answer;
  // Measured without a copy: most answers are small, and every answer passes here.
  if (Buffer.byteLength(answer.body, 'utf8') < COMPRESS_MIN_BYTES) return answer;
  const vary = { ...headers, vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity') return { ...answer, headers: vary };
  const raw = Buffer.from(answer.body, 'utf8');
  const { brotliCompressSync, constants: zlib, gzipSync } = await loadZlib();
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
      : gzipSync(raw, { level: 6 });
  return { ...answer, headers: { ...vary, 'content-encoding': encoding }, body: body.toString('base64'), isBase64Encoded: true };
}

/** Compresses every successful answer (compressAnswer); error answers are small and stay as they are. */
export function compressResponse(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    after: async (request) => {
      if (request.response) request.response = await compressAnswer(request.event.headers?.['accept-encoding'], request.response);
    },
  };
}
