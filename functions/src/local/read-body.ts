import type { IncomingMessage } from 'node:http';

/** Request bodies of the local server are capped like API Gateway's payload limit. */
export const MAX_LOCAL_BODY = 30 * 1024 * 1024;

export function readBody(req: IncomingMessage, max = MAX_LOCAL_BODY): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
