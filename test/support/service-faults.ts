import type { IncomingMessage } from 'node:http';
import { startFaultProxy, type ProxyAction, type WireAnswer } from './fault-proxy.ts';

/** The AWS services besides the store that the portal calls, each in front of its local stand-in. */
export type Service = 's3' | 'ses' | 'sns';

/**
 * What a service can do wrong, as it says it on the wire (the service's own error shapes, so the SDK classifies and
 * retries them as it would on AWS):
 * - throttle: S3 503 SlowDown; SES (the v2 API the portal calls) 429 TooManyRequestsException 'Maximum sending rate
 *   exceeded.'; SNS 429 Throttled;
 * - server-error: 500 (S3 InternalError, SES InternalFailure, SNS InternalError);
 * - unavailable: 503 ServiceUnavailable;
 * - connection-reset: the connection closes before the request reaches the service (nothing done);
 * - answer-lost / connection-dropped: the request reaches the service, which does it (the object is stored, the
 *   message sent), and its answer is lost on the way back: a 500 instead, or the connection closes without an answer;
 * - hang: the request is taken and never answered (nothing done), until the client gives up on it;
 * - refused: the service refuses the request itself, a 4xx no retry changes (SES 400 BadRequestException 'Illegal
 *   address', SNS 400 InvalidParameter, S3 400 InvalidRequest): not a failure of the service, so not in SERVICE_FAULTS.
 */
export type ServiceFault = 'throttle' | 'server-error' | 'unavailable' | 'connection-reset' | 'answer-lost' | 'connection-dropped' | 'hang' | 'refused';
const AFTER_THE_SERVICE = new Set<ServiceFault>(['answer-lost', 'connection-dropped']);
/** The faults every contract is driven under ('hang' is tried on its own: each of its attempts waits out a timeout). */
export const SERVICE_FAULTS: readonly ServiceFault[] = ['throttle', 'server-error', 'unavailable', 'connection-reset', 'answer-lost', 'connection-dropped'];

/**
 * Decides, per request, whether it fails: the service's operation ('SendEmail', 'Publish', 'HeadObject', 'CopyObject',
 * ...), the ordinal of the SDK call it belongs to (retries of one call share it: amz-sdk-invocation-id; a request
 * without one, such as the browser's presigned PUT, is a call of its own) and its attempt (amz-sdk-request).
 */
export type ServiceFaultPlan = (operation: string, call: number, attempt: number) => ServiceFault | undefined;

export interface ServiceRequest {
  operation: string;
  call: number;
  attempt: number;
  fault: ServiceFault | undefined;
}

export interface ServiceFaults {
  service: Service;
  /** The endpoint to give the portal (S3_ENDPOINT, SES_ENDPOINT or SNS_ENDPOINT) instead of the stand-in's own. */
  endpoint: string;
  plan(p: ServiceFaultPlan | undefined): void;
  /** Faults injected so far, by kind, and requests passed through unharmed. */
  counts(): Record<ServiceFault | 'passed', number>;
  /** Every request since the last plan, in arrival order. */
  requests(): ServiceRequest[];
  close(): Promise<void>;
}

interface WireError {
  status: number;
  code: string;
  message: string;
}

type AnsweredFault = 'throttle' | 'server-error' | 'unavailable' | 'refused';
const WIRE_ERRORS: Record<Service, Record<AnsweredFault, WireError>> = {
  s3: {
    refused: { status: 400, code: 'InvalidRequest', message: 'The request is not valid.' },
    throttle: { status: 503, code: 'SlowDown', message: 'Please reduce your request rate.' },
    'server-error': { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
    unavailable: { status: 503, code: 'ServiceUnavailable', message: 'Service is unable to handle request.' },
  },
  ses: {
    refused: { status: 400, code: 'BadRequestException', message: 'Illegal address' },
    throttle: { status: 429, code: 'TooManyRequestsException', message: 'Maximum sending rate exceeded.' },
    'server-error': { status: 500, code: 'InternalFailure', message: 'The request processing has failed because of an unknown error, exception or failure.' },
    unavailable: { status: 503, code: 'ServiceUnavailable', message: 'The request has failed due to a temporary failure of the server.' },
  },
  sns: {
    refused: { status: 400, code: 'InvalidParameter', message: 'Invalid parameter: PhoneNumber Reason: not a valid phone number' },
    throttle: { status: 429, code: 'Throttled', message: 'Rate exceeded' },
    'server-error': { status: 500, code: 'InternalError', message: 'Internal Error' },
    unavailable: { status: 503, code: 'ServiceUnavailable', message: 'Service Unavailable' },
  },
};

/** The error answer in the service's protocol: S3 REST-XML (no body to a HEAD), SES v2 REST-JSON, SNS Query-XML. */
function errorAnswer(service: Service, e: WireError, method: string, requestId: string): WireAnswer {
  switch (service) {
    case 's3':
      return {
        status: e.status,
        headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId, 'x-amz-id-2': requestId },
        body: method === 'HEAD' ? '' : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${e.code}</Code><Message>${e.message}</Message><RequestId>${requestId}</RequestId><HostId>${requestId}</HostId></Error>`,
      };
    case 'ses':
      return { status: e.status, headers: { 'content-type': 'application/json', 'x-amzn-errortype': e.code, 'x-amzn-requestid': requestId }, body: JSON.stringify({ message: e.message }) };
    case 'sns':
      return {
        status: e.status,
        headers: { 'content-type': 'text/xml', 'x-amzn-requestid': requestId },
        body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>${e.status >= 500 ? 'Receiver' : 'Sender'}</Type><Code>${e.code}</Code><Message>${e.message}</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
      };
  }
}

function operationOf(service: Service, req: IncomingMessage, body: Buffer): string {
  const method = req.method ?? 'GET';
  const path = (req.url ?? '/').split('?')[0]!;
  switch (service) {
    case 's3':
      if (method === 'HEAD') return 'HeadObject';
      if (method === 'GET') return 'GetObject';
      if (method === 'DELETE') return 'DeleteObject';
      if (method === 'PUT') return req.headers['x-amz-copy-source'] ? 'CopyObject' : 'PutObject';
      return `${method} ${path}`;
    case 'ses':
      return method === 'POST' && path.endsWith('/v2/email/outbound-emails') ? 'SendEmail' : `${method} ${path}`;
    case 'sns':
      return new URLSearchParams(body.toString('utf8')).get('Action') ?? `${method} ${path}`;
  }
}

/**
 * A fault-injecting stand-in in front of one service's local stand-in (s3rver behind its signature check,
 * aws-ses-v2-local, the local server's SNS endpoint): requests pass through unchanged unless the plan fails them. The
 * Host header is passed on as sent, since SigV4 signs it: S3's signature check, and a presigned URL made for this
 * endpoint, see the host the SDK signed. The portal's code is not touched: what is tested is what it does with the
 * services' real failures.
 */
export async function startServiceFaults(service: Service, upstream: string): Promise<ServiceFaults> {
  let current: ServiceFaultPlan | undefined;
  let seen: ServiceRequest[] = [];
  const counts: Record<ServiceFault | 'passed', number> = { throttle: 0, 'server-error': 0, unavailable: 0, 'connection-reset': 0, 'answer-lost': 0, 'connection-dropped': 0, hang: 0, refused: 0, passed: 0 };
  const answer = (method: string, fault: AnsweredFault, call: number) => errorAnswer(service, WIRE_ERRORS[service][fault], method, `fault-${service}-${call}`);
  const proxy = await startFaultProxy(
    upstream,
    ({ req, body, call, attempt }): ProxyAction => {
      const operation = operationOf(service, req, body);
      const fault = current?.(operation, call, attempt);
      seen.push({ operation, call, attempt, fault });
      counts[fault ?? 'passed']++;
      const method = req.method ?? 'GET';
      if (!fault) return { kind: 'pass' };
      if (fault === 'connection-reset') return { kind: 'reset' };
      if (fault === 'hang') return { kind: 'hang' };
      if (AFTER_THE_SERVICE.has(fault)) return { kind: 'lose', then: fault === 'connection-dropped' ? 'drop' : answer(method, 'server-error', call) };
      return { kind: 'answer', answer: answer(method, fault as AnsweredFault, call) };
    },
    { host: 'as-sent' },
  );
  return {
    service,
    endpoint: proxy.endpoint,
    plan: (p) => {
      current = p;
      seen = [];
      proxy.resetCalls();
    },
    counts: () => ({ ...counts }),
    requests: () => [...seen],
    close: () => proxy.close(),
  };
}
