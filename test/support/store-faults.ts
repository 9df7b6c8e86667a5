import { startFaultProxy, type ProxyAction, type WireAnswer } from './fault-proxy.ts';

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
 * the SDK call it belongs to (retries of one call share it: amz-sdk-invocation-id), its attempt (amz-sdk-request) and
 * its body (the wire JSON: which keys it touches).
 */
export type FaultPlan = (operation: string, call: number, attempt: number, body: string) => StoreFault | undefined;

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

/**
 * A fault-injecting stand-in in front of the store (DynamoDB Local): requests pass through unchanged unless the plan
 * fails them, in which case the SDK gets the answer DynamoDB would give (or, for a lost answer, none of the store's). The portal's code is not touched: what is
 * tested is what it does with the store's real failures (the SDK's retries, our own handling of the rest).
 */
export async function startStoreFaults(upstream: string): Promise<StoreFaults> {
  let current: FaultPlan | undefined;
  const counts: Record<StoreFault | 'passed', number> = { throttle: 0, 'server-error': 0, 'transaction-throttled': 0, 'transaction-conflict': 0, 'answer-lost': 0, 'connection-dropped': 0, hang: 0, passed: 0 };
  const wireAnswer = (a: { status: number; text: string }, call: number): WireAnswer => ({
    status: a.status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': `fault-${call}` },
    body: a.text,
  });
  const proxy = await startFaultProxy(
    upstream,
    ({ req, body, call, attempt }): ProxyAction => {
      const operation = String(req.headers['x-amz-target'] ?? '').replace(/^DynamoDB_\d+\./, '');
      const fault = current?.(operation, call, attempt, body.toString('utf8'));
      counts[fault ?? 'passed']++;
      if (!fault) return { kind: 'pass' };
      // Taken and never answered, nor passed on: the client's request timeout has to end it.
      if (fault === 'hang') return { kind: 'hang' };
      if (AFTER_THE_STORE.has(fault)) return { kind: 'lose', then: fault === 'connection-dropped' ? 'drop' : wireAnswer(faultAnswer('server-error', '')!, call) };
      return { kind: 'answer', answer: wireAnswer(faultAnswer(fault, body.toString('utf8'))!, call) };
    },
    { host: 'upstream' },
  );
  return {
    endpoint: proxy.endpoint,
    plan: (p) => {
      current = p;
      proxy.resetCalls();
    },
    counts: () => ({ ...counts }),
    close: () => proxy.close(),
  };
}
