import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An error answer given in place of the upstream's, in its own protocol. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request as the SDK sent it: its body, the ordinal of its SDK call (retries share it) and its attempt. */
export interface ProxiedRequest {
  req: IncomingMessage;
  body: Buffer;
  call: number;
  attempt: number;
}

/**
 * What to do with one request: pass it on; answer in the upstream's place; close the connection (nothing done); take
 * it and never answer (nothing done); or pass it on and lose the upstream's answer ('drop' closes the connection).
 */
export type ProxyAction = { kind: 'pass' } | { kind: 'answer'; answer: WireAnswer } | { kind: 'reset' } | { kind: 'hang' } | { kind: 'lose'; then: 'drop' | WireAnswer };

export interface FaultProxy {
  endpoint: string;
  /** Starts counting SDK calls from zero again (a new plan). */
  resetCalls(): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, a: WireAnswer) => {
  res.writeHead(a.status, { ...a.headers, 'content-length': String(Buffer.byteLength(a.body)) });
  res.end(a.body);
};

/**
 * The plumbing of the fault-injecting stand-ins (store-faults.ts, service-faults.ts): an HTTP proxy on loopback in
 * front of `upstream` that asks `decide` what to do with each request. SDK calls are told apart by
 * amz-sdk-invocation-id (a request without one is a call of its own) and attempts by amz-sdk-request.
 * `host: 'upstream'` rewrites the Host header for the upstream; 'as-sent' keeps it (SigV4 signs it).
 */
export async function startFaultProxy(upstream: string, decide: (r: ProxiedRequest) => ProxyAction, options: { host: 'upstream' | 'as-sent' }): Promise<FaultProxy> {
  const target = new URL(upstream);
  let n = 0;
  const calls = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const invocation = String(req.headers['amz-sdk-invocation-id'] ?? `request-${n}`);
      if (!calls.has(invocation)) calls.set(invocation, n++);
      const attempt = Number(/attempt=(\d+)/.exec(String(req.headers['amz-sdk-request'] ?? ''))?.[1] ?? 1);
      const action = decide({ req, body, call: calls.get(invocation)!, attempt });
      if (action.kind === 'reset') return void req.socket.destroy();
      // Held open without an answer; closed when the client times out, or by close().
      if (action.kind === 'hang') return;
      if (action.kind === 'answer') return send(res, action.answer);
      const lost = action.kind === 'lose' ? action.then : undefined;
      const headers = options.host === 'upstream' ? { ...req.headers, host: target.host } : req.headers;
      const forward = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (up) => {
        if (!lost) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        // The upstream has answered, so the request was done: its answer is read to the end and thrown away.
        up.resume();
        up.on('end', () => (lost === 'drop' ? req.socket.destroy() : send(res, lost)));
      });
      forward.on('error', (e) => {
        res.writeHead(502);
        res.end(String(e));
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The upstream's path is kept (the local SNS endpoint is '/dev/sns' on the portal's own server).
  const path = target.pathname === '/' ? '' : target.pathname;
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    resetCalls: () => {
      n = 0;
      calls.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
