import type { IncomingMessage } from 'node:http';

/** Request bodies of the local server are capped like API Gateway's payload limit. */
export const MAX_LOCAL_BODY = 30 * 1024 * 1024;

/** A body that sends nothing for this long is given up (a client on loopback sends its body at once). */
export const BODY_IDLE_MS = 5_000;

/** The body stopped arriving: the server answers 408 and closes the connection. */
export class BodyIdleTimeout extends Error {
  constructor(idleMs: number) {
    super(`request body idle for ${idleMs} ms`);
    this.name = 'BodyIdleTimeout';
  }
}

export function readBody(req: IncomingMessage, max = MAX_LOCAL_BODY, idleMs = BODY_IDLE_MS): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    let idle: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(idle);
      req.off('data', onData);
    };
    // Restarted by every chunk: a slow-but-steady trickle is bounded by the server's requestTimeout instead.
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        settle();
        reject(new BodyIdleTimeout(idleMs));
      }, idleMs);
    };
    const onData = (c: Buffer) => {
      arm();
      size += c.length;
      if (size > max) tooLarge = true;
      else chunks.push(c);
    };
    arm();
    req.on('data', onData);
    req.on('end', () => {
      settle();
      resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      settle();
      reject(e);
    });
  });
}
