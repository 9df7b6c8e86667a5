import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { logKeys } from '../../domain/log.ts';

/**
 * X-Ray subsegments of the AWS SDK calls (DynamoDB, S3, SES, SNS, SQS, STS), sent to the Lambda's X-Ray daemon as
 * Powertools Tracer's `captureAWSv3Client` would, in a few lines instead of its 125 KB of aws-xray-sdk-core in every
 * bundle (docs/adr/0005-xray-subsegments-without-the-tracer.md). Each call's subsegment has the service and operation,
 * the table, the SDK's request id, its retries, the HTTP status and error, throttle or fault, and the tenant and route
 * as annotations (to find one tenant's traces); never an input or output. Nothing is sent off Lambda (no daemon
 * address) or when the invocation's trace is not sampled, and tracing never fails a call.
 */

const HEADER = '{"format":"json","version":1}\n';

interface TraceParent {
  root: string;
  parent: string;
}

/** The invocation's trace (Lambda sets `_X_AMZN_TRACE_ID` per invocation), if it is sampled. */
export function sampledTrace(header = process.env._X_AMZN_TRACE_ID): TraceParent | undefined {
  if (!header) return undefined;
  const parts = Object.fromEntries(header.split(';').map((p) => p.split('=') as [string, string]));
  return parts.Root && parts.Parent && parts.Sampled === '1' ? { root: parts.Root, parent: parts.Parent } : undefined;
}

/** The daemon's UDP address: `AWS_XRAY_DAEMON_ADDRESS` is `host:port` or `tcp:host:port udp:host:port`. */
export function daemonAddress(value = process.env.AWS_XRAY_DAEMON_ADDRESS): { host: string; port: number } | undefined {
  const udp = value?.split(' ').find((a) => a.startsWith('udp:'))?.slice(4) ?? (value?.includes(' ') ? undefined : value);
  const at = udp?.lastIndexOf(':') ?? -1;
  if (!udp || at <= 0) return undefined;
  const port = Number(udp.slice(at + 1));
  return Number.isInteger(port) && port > 0 ? { host: udp.slice(0, at), port } : undefined;
}

let socket: Socket | undefined;
function send(doc: object, to: { host: string; port: number }): void {
  try {
    socket ??= createSocket('udp4').unref();
    socket.send(`${HEADER}${JSON.stringify(doc)}`, to.port, to.host, () => undefined);
  } catch {
    /* a trace lost is not worth a failed call */
  }
}

interface CallMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/** One SDK call's subsegment, as the X-Ray segment document describes it. */
export function subsegmentOf(
  call: { client: string; command: string; region?: string | undefined; tableName?: unknown; startMs: number; endMs: number; metadata?: CallMetadata | undefined; error?: { name?: string } | undefined },
  trace: TraceParent,
  keys: Record<string, unknown> = logKeys(),
): Record<string, unknown> {
  const status = call.metadata?.httpStatusCode;
  const throttled = status === 429 || /Throttl|ProvisionedThroughputExceeded|TooManyRequests|SlowDown/.test(call.error?.name ?? '');
  const annotations: Record<string, string | number> = {};
  for (const k of ['tenantId', 'route', 'job'] as const) if (typeof keys[k] === 'string' || typeof keys[k] === 'number') annotations[k] = keys[k];
  return {
    name: call.client.replace(/Client$/, '').replace(/^SESv2$/, 'SES'),
    id: randomBytes(8).toString('hex'),
    trace_id: trace.root,
    parent_id: trace.parent,
    type: 'subsegment',
    namespace: 'aws',
    start_time: call.startMs / 1000,
    end_time: call.endMs / 1000,
    aws: {
      operation: call.command.replace(/Command$/, ''),
      ...(call.region ? { region: call.region } : {}),
      ...(call.metadata?.requestId ? { request_id: call.metadata.requestId } : {}),
      retries: Math.max(0, (call.metadata?.attempts ?? 1) - 1),
      ...(typeof call.tableName === 'string' ? { table_name: call.tableName } : {}),
    },
    ...(status ? { http: { response: { status } } } : {}),
    ...(call.error ? (status !== undefined && status < 500 ? { error: true } : { fault: true }) : {}),
    ...(throttled ? { throttle: true, error: true } : {}),
    ...(Object.keys(annotations).length ? { annotations } : {}),
  };
}

interface Stack {
  add(mw: (next: (args: unknown) => Promise<unknown>, context: { clientName?: string; commandName?: string }) => (args: { input?: unknown }) => Promise<unknown>, options: { step: 'initialize'; name: string; priority: 'high' }): void;
}

/** Adds the subsegment of each call to the client's middleware: around its retries, so one subsegment a call. */
export function traceSdkCalls(client: { middlewareStack: unknown }): void {
  (client.middlewareStack as Stack).add(
    (next, context) => async (args) => {
      const trace = sampledTrace();
      const to = trace && daemonAddress();
      if (!trace || !to) return next(args);
      const startMs = Date.now();
      const base = { client: context.clientName ?? 'AWS', command: context.commandName ?? 'Call', tableName: (args.input as { TableName?: unknown } | undefined)?.TableName, startMs };
      const region = typeof process.env.AWS_REGION === 'string' ? process.env.AWS_REGION : undefined;
      try {
        const out = (await next(args)) as { output?: { $metadata?: CallMetadata } };
        send(subsegmentOf({ ...base, region, endMs: Date.now(), metadata: out?.output?.$metadata }, trace), to);
        return out;
      } catch (e) {
        const err = e as { name?: string; $metadata?: CallMetadata };
        send(subsegmentOf({ ...base, region, endMs: Date.now(), metadata: err?.$metadata, error: { name: err?.name ?? 'Error' } }, trace), to);
        throw e;
      }
    },
    { step: 'initialize', name: 'xraySubsegment', priority: 'high' },
  );
}
