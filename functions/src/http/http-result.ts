import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A use-case answer that is not a JSON 200 (redirects, explicit statuses). */
export class HttpResult {
  constructor(readonly response: APIGatewayProxyStructuredResultV2) {}
}
export const redirect = (location: string) => new HttpResult({ statusCode: 302, headers: { location, 'cache-control': 'no-store' }, body: '' });

export const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...jsonHeaders }, body: JSON.stringify(body) };
}
