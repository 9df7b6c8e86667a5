/**
 * What CloudFront writes on every request it forwards to the API (infra/lib/constructs/site-distribution.ts), and the
 * local server in its place (functions/src/local/api-gateway-event.ts). Each replaces whatever the viewer sent.
 */
export const edgeHeaders = {
  /** The origin custom header: the secret that proves the request came through the distribution (origin-check.ts). */
  originSecret: 'x-origin-verify',
  /** The viewer's address (behind CloudFront the connection comes from an edge). */
  viewerIp: 'x-viewer-ip',
  /** The viewer's Host (API Gateway needs its own Host header): the tenant's host name. */
  viewerHost: 'x-forwarded-host',
} as const;
