/**
 * The cost model of issue 20 item 5: what one application uses of each billed AWS resource, turned into dollars per
 * 10,000 applications at on-demand list prices. SMS is priced apart (per message, by the carrier's country rate).
 *
 * Prices: US East (N. Virginia) on-demand list prices as published by AWS (DynamoDB after its November 2024 on-demand
 * reduction), taken from the pricing pages as the author knew them; this offline machine cannot check them, so they
 * are constants here and in docs/reliability.md, to be re-read before a budget is promised. Seoul (ap-northeast-2)
 * lists most of these 10-30% higher.
 */
import { ARCHITECTURE } from '../../infra/lib/constructs/portal-function.ts';

export interface Prices {
  region: string;
  /** DynamoDB on-demand, $ per million write / read request units. */
  dynamoWriteUnitsPerMillion: number;
  dynamoReadUnitsPerMillion: number;
  /** Lambda: $ per million requests and per GB-second on the stack's architecture (ARCHITECTURE, arm64). */
  lambdaRequestsPerMillion: number;
  lambdaGbSecond: number;
  /** API Gateway HTTP API, $ per million requests (first 300 million a month). */
  httpApiRequestsPerMillion: number;
  /** S3 Standard: $ per 1,000 PUT/COPY/POST/LIST requests and per 1,000 GET and other requests. */
  s3WritesPerThousand: number;
  s3ReadsPerThousand: number;
  /** SES outbound e-mail, $ per 1,000 messages. */
  sesPerThousand: number;
}

/** Lambda's list price per GB-second by architecture (requests cost the same on both). */
export const LAMBDA_GB_SECOND = { x86_64: 0.0000166667, arm64: 0.0000133334 } as const;

export const LIST_PRICES: Prices = {
  region: 'us-east-1',
  dynamoWriteUnitsPerMillion: 0.625,
  dynamoReadUnitsPerMillion: 0.125,
  lambdaRequestsPerMillion: 0.2,
  lambdaGbSecond: LAMBDA_GB_SECOND[ARCHITECTURE.name as keyof typeof LAMBDA_GB_SECOND],
  httpApiRequestsPerMillion: 1.0,
  s3WritesPerThousand: 0.005,
  s3ReadsPerThousand: 0.0004,
  sesPerThousand: 0.1,
};

/**
 * The budget as issue 47 restates it: at most $2.50 per 10,000 applications including the spec's two mails, before
 * SMS (the first target, $2, sat below its own floor: the two mails alone cost $2.00).
 */
export const COST_LIMIT_PER_10K = 2.5;

/** What one application used, on average. Lambda duration is billed per invocation, rounded up to the millisecond. */
export interface Usage {
  writeUnits: number;
  readUnits: number;
  /** One Lambda invocation per API request (one function per route behind the HTTP API). */
  invocations: number;
  /** Sum of the invocations' billed milliseconds. */
  lambdaMs: number;
  /** Sum of each invocation's billed milliseconds times its function's memory in MB (the stack's, per capacity class). */
  mbMs: number;
  s3Writes: number;
  s3Reads: number;
  emails: number;
}

export interface CostLine {
  item: string;
  perApplication: string;
  dollarsPer10k: number;
}

/** Dollars per 10,000 applications, item by item, and their sum. */
export function costPer10k(u: Usage, p: Prices = LIST_PRICES): { lines: CostLine[]; total: number } {
  const n = 10_000;
  const gbSeconds = u.mbMs / 1000 / 1024;
  const lines: CostLine[] = [
    { item: 'DynamoDB 쓰기 단위(WRU)', perApplication: u.writeUnits.toFixed(1), dollarsPer10k: (u.writeUnits * n * p.dynamoWriteUnitsPerMillion) / 1e6 },
    { item: 'DynamoDB 읽기 단위(RRU)', perApplication: u.readUnits.toFixed(1), dollarsPer10k: (u.readUnits * n * p.dynamoReadUnitsPerMillion) / 1e6 },
    { item: 'Lambda 호출', perApplication: u.invocations.toFixed(1), dollarsPer10k: (u.invocations * n * p.lambdaRequestsPerMillion) / 1e6 },
    { item: 'Lambda GB-초', perApplication: gbSeconds.toFixed(3), dollarsPer10k: gbSeconds * n * p.lambdaGbSecond },
    { item: 'API Gateway HTTP API 요청', perApplication: u.invocations.toFixed(1), dollarsPer10k: (u.invocations * n * p.httpApiRequestsPerMillion) / 1e6 },
    { item: 'S3 쓰기 요청', perApplication: u.s3Writes.toFixed(1), dollarsPer10k: (u.s3Writes * n * p.s3WritesPerThousand) / 1e3 },
    { item: 'S3 읽기 요청', perApplication: u.s3Reads.toFixed(1), dollarsPer10k: (u.s3Reads * n * p.s3ReadsPerThousand) / 1e3 },
    { item: 'SES 메일', perApplication: u.emails.toFixed(1), dollarsPer10k: (u.emails * n * p.sesPerThousand) / 1e3 },
  ];
  return { lines, total: lines.reduce((s, l) => s + l.dollarsPer10k, 0) };
}

/** S3 request classes by command: writes are billed as PUT/COPY/POST/LIST, the rest as GET and others. */
const S3_WRITES = /^(Put|Copy|CreateMultipart|UploadPart|CompleteMultipart|List)/;

/** The SDK calls a meter counted ('S3Client PutObjectCommand': 3), sorted into S3 writes, S3 reads and e-mails. */
export function classifyCalls(calls: Record<string, number>): { s3Writes: number; s3Reads: number; emails: number } {
  let s3Writes = 0;
  let s3Reads = 0;
  let emails = 0;
  for (const [call, count] of Object.entries(calls)) {
    const [client, command = ''] = call.split(' ');
    if (client === 'S3Client') {
      if (S3_WRITES.test(command)) s3Writes += count;
      else s3Reads += count;
    } else if (/^SES/.test(client ?? '') && /^Send/.test(command)) emails += count;
  }
  return { s3Writes, s3Reads, emails };
}
