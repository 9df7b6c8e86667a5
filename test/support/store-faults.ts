import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the store can do wrong, as DynamoDB says it on the wire:
 * - throttle: 400 ProvisionedThroughputExceededException (a hot partition);
 * - server-error: 500 InternalServerError;
 * - transaction-throttled / transaction-conflict: a TransactWriteItems cancelled for ThrottlingError or
 *   TransactionConflict on one of its items (the others 'None'), nothing written;
 * - answer-lost / connection-dropped: the call reaches the store, which applies it, and its answer is lost on the way
 *   back: the portal gets a 500 InternalServerError instead, or the connection closes without an answer;
 * - hang: the call is taken and never answered nor passed on (nothing applied), until the client gives up on it.
 */
export type StoreFault = 'throttle' | 'server-error' | 'transaction-throttled' | 'transaction-conflict' | 'answer-lost' | 'connection-dropped' | 'hang';
/** The faults that let the call through to the store first (it is applied; only its answer goes missing). */
const AFTER_THE_STORE = new Set<StoreFault>(['answer-lost', 'connection-dropped']);

/**
 * Decides, per request to the store, whether it fails: its operation (X-Amz-Target without the prefix), the ordinal of
 * the SDK call it belongs to (retries of one call share it: amz-sdk-invocation-id) and its attempt (amz-sdk-request).
 */
export type FaultPlan = (operation: string, call: number, attempt: number) => StoreFault | undefined;

export interface StoreFaults {
  /** The endpoint to give the SDK clients (DYNAMODB_ENDPOINT) instead of the store's own. */
  endpoint: string;
  plan(p: FaultPlan | undefined): void;
  /** Faults injected so far, by kind, and requests passed through. */
  counts(): Record<StoreFault | 'passed', number>;
  close(): Promise<void>;
}

const wire = (type: string, message: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra });

function faultAnswer(fault: StoreFault, body: string): { status: number; text: string } | undefined {
  switch (fault) {
    case 'answer-lost':
    case 'connection-dropped':
    case 'hang':
      return undefined;
    case 'throttle':
      return { status: 400, text: wire('ProvisionedThroughputExceededException', 'The level of configured provisioned throughput for the table was exceeded.') };
    case 'server-error':
      return { status: 500, text: wire('InternalServerError', 'Internal server error') };
    case 'transaction-throttled':
    case 'transaction-conflict': {
      const items = (JSON.parse(body) as { TransactItems?: unknown[] }).TransactItems?.length ?? 1;
      const code = fault === 'transaction-throttled' ? 'ThrottlingError' : 'TransactionConflict';
      const reasons = Array.from({ length: items }, (_, i) => (i === items - 1 ? { Code: code, Message: 'injected' } : { Code: 'None' }));
      return { status: 400, text: wire('TransactionCanceledException', `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`, { CancellationReasons: reasons }) };
    }
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A fault-injecting stand-in in front of the store (DynamoDB Local): requests pass through unchanged unless the plan
 * fails them, in which case the SDK gets the answer DynamoDB would give (or, for a lost answer, none of the store's). The portal's code is not touched: what is
 * tested is what it does with the store's real failures (the SDK's retries, our own handling of the rest).
 */
export async function startStoreFaults(upstream: string): Promise<StoreFaults> {
  const target = new URL(upstream);
  let current: FaultPlan | undefined;
  let n = 0;
  const calls = new Map<string, number>();
  const counts: Record<StoreFault | 'passed', number> = { throttle: 0, 'server-error': 0, 'transaction-throttled': 0, 'transaction-conflict': 0, 'answer-lost': 0, 'connection-dropped': 0, hang: 0, passed: 0 };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const operation = String(req.headers['x-amz-target'] ?? '').replace(/^DynamoDB_\d+\./, '');
      const invocation = String(req.headers['amz-sdk-invocation-id'] ?? `request-${n}`);
      if (!calls.has(invocation)) calls.set(invocation, n++);
      const attempt = Number(/attempt=(\d+)/.exec(String(req.headers['amz-sdk-request'] ?? ''))?.[1] ?? 1);
      const fault = current?.(operation, calls.get(invocation)!, attempt);
      if (fault === 'hang') {
        // Taken and never answered, nor passed on: the client's request timeout has to end it.
        counts[fault]++;
        return;
      }
      const answer = fault ? faultAnswer(fault, body.toString('utf8')) : undefined;
      if (fault && answer) {
        counts[fault]++;
        res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `fault-${n}` });
        res.end(answer.text);
        return;
      }
      const lost = fault && AFTER_THE_STORE.has(fault) ? fault : undefined;
      if (lost) counts[lost]++;
      else counts.passed++;
      const forward = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (up) => {
          if (!lost) {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
            return;
          }
          // The store has answered, so the call is applied: its answer is read to the end and thrown away.
          up.resume();
          up.on('end', () => {
            if (lost === 'connection-dropped') {
              req.socket.destroy();
              return;
            }
            const answer = faultAnswer('server-error', '')!;
            res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `fault-${n}` });
            res.end(answer.text);
          });
        },
      );
      forward.on('error', (e) => {
        res.writeHead(502);
        res.end(String(e));
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    plan: (p) => {
      current = p;
      n = 0;
      calls.clear();
    },
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
