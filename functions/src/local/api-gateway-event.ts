import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { edgeHeaders } from '../http/edge-headers.ts';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Turns a Node request into the API Gateway HTTP API (v2) event that Lambda would receive. `receivedAt` is the
 * gateway's arrival time (timeEpoch), read from the portal's clock, so a run at a set time (PORTAL_TEST_NOW) judges
 * a request in flight at the deadline as production would. The server plays CloudFront: `originSecret` is what its origin
 * header carries (the functions refuse a request without it, as on AWS).
 */
export function toApiGatewayEvent(
  req: IncomingMessage,
  body: Buffer,
  route: { routeKey: string; pathParameters: Record<string, string> },
  receivedAt: Date,
  originSecret: string,
): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://local');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies.push(...String(value).split(/;\s*/));
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront does (its function and its origin header): the viewer's host and address, and the origin secret,
  // each replacing whatever the client sent.
  headers[edgeHeaders.viewerHost] = headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers[edgeHeaders.viewerIp] = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers[edgeHeaders.originSecret] = originSecret;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'text/plain');
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(route.pathParameters).length ? route.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: receivedAt.toUTCString(),
      timeEpoch: receivedAt.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}
