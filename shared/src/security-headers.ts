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

/**
 * The security headers of CloudFront's response-headers policies (infra/lib/constructs/site-distribution.ts builds both
 * policies from these values) and of the local server's SPA responses (functions/src/local/static-files.ts).
 */
export const securityHeaderValues = {
  strictTransportSecurity: { maxAgeSeconds: 365 * 24 * 60 * 60, includeSubdomains: true },
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xssProtection: { protection: true, modeBlock: true },
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * The headers a browser gets with the SPA (index.html and its assets): what CloudFront's SPA response-headers policy
 * sends, header by header, with the given CSP settings. Names are lower case.
 */
export function siteSecurityHeaders(csp: { uploadOrigin: string; upgradeInsecureRequests: boolean }): Record<string, string> {
  const v = securityHeaderValues;
  return {
    'strict-transport-security': `max-age=${v.strictTransportSecurity.maxAgeSeconds}${v.strictTransportSecurity.includeSubdomains ? '; includeSubDomains' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': v.frameOptions,
    'referrer-policy': v.referrerPolicy,
    'x-xss-protection': `${v.xssProtection.protection ? 1 : 0}${v.xssProtection.modeBlock ? '; mode=block' : ''}`,
    'content-security-policy': siteContentSecurityPolicy(csp),
    'permissions-policy': v.permissionsPolicy,
  };
}
