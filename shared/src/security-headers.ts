/**
 * CSP of the SPA, one definition for CloudFront (infra) and the local server. Vite emits only
 * external module scripts (no inline script); Primer sets inline styles; presigned uploads go
 * straight to the upload bucket's origin.
 */
export function siteContentSecurityPolicy(opts: { uploadOrigin: string; upgradeInsecureRequests: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${opts.uploadOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
