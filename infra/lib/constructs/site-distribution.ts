import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  CfnConnectionGroup,
  type CfnDistribution,
  Distribution,
  type DistributionProps,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { securityHeaderValues, siteContentSecurityPolicy as sharedSiteCsp } from '@portal/shared/security-headers';
import { edgeHeaders } from '../../../functions/src/http/edge-headers.ts';

/** CloudFront path patterns (also asserted by the tests). */
export const API_PATH_PATTERN = '/api/*';
export const PUBLIC_FILES_PATH_PATTERN = '/files/public/*';
/** Upload-bucket key prefix CloudFront may read; matches fileKeys.publicPrefix in functions/. */
export const PUBLIC_FILES_KEY_PREFIX = 'files/public/';

/**
 * Viewer-request function on the default (SPA) behaviour: a path whose last segment has no
 * '.' is a client-side route and is served /index.html; files (/assets/x.js, /favicon.ico)
 * pass through, so a missing asset is still a 404/403 and API errors are never rewritten
 * (the /api/* behaviour does not run this function).
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Header carrying the viewer's IP to the functions (set by CloudFront, never by the client). */
export const VIEWER_IP_HEADER = edgeHeaders.viewerIp;

/**
 * Viewer-request function on /api/*: API Gateway needs its own Host header, so the origin
 * request policy forwards everything except Host; this copies the viewer's Host into
 * x-forwarded-host (replacing whatever the client sent) for the functions' tenant resolution
 * (functions/src/http/middleware/tenant-context.ts requestHost). Behind CloudFront,
 * requestContext.http.sourceIp is an edge address, so the viewer's IP is also passed, in
 * x-viewer-ip, again replacing any client value.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  if (host) {
    request.headers['${edgeHeaders.viewerHost}'] = { value: host };
  } else {
    delete request.headers['${edgeHeaders.viewerHost}'];
  }
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer && event.viewer.ip ? event.viewer.ip : '' };
  return request;
}`;

/** CSP of the SPA: the shared definition, with the upload bucket's regional origin. */
export function siteContentSecurityPolicy(uploadBucketOrigin: string): string {
  return sharedSiteCsp({ uploadOrigin: uploadBucketOrigin, upgradeInsecureRequests: true });
}
/** API answers and public files are never documents: no scripts even if an SVG is opened. */
export const STRICT_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export interface SiteDistributionProps {
  readonly stage: string;
  readonly siteBucket: Bucket;
  readonly uploadBucket: Bucket;
  readonly api: HttpApi;
  /** Alternate domain names; given only with a certificate. */
  readonly domainNames: readonly string[];
  readonly certificateArn?: string;
  /** A CLOUDFRONT-scope WAF web ACL (edge-waf-stack.ts): it rate-limits the code-sending routes per viewer IP. */
  readonly webAclArn?: string;
  /**
   * The origin header CloudFront adds to every API request (origin-secret.ts): the functions answer nothing without
   * it. Its value is a dynamic reference to the stage's secret, resolved at deploy. PortalStack always gives it; without
   * it (a distribution on its own in a test) the API refuses every request, which fails closed.
   */
  readonly originSecret?: { readonly headerName: string; readonly headerValue: string };
  /** Where CloudFront writes its standard access logs (PortalBuckets.logs). */
  readonly logBucket?: Bucket;
  /**
   * Also build the multi-tenant distribution and its connection group, on which each tenant's own domain is a
   * distribution tenant of its own stack (tenant-domain-stack.ts), so adding one never touches this stack.
   */
  readonly tenantDistribution?: boolean;
}

/**
 * The site's CloudFront distributions, both SPA (default), /api/* (HTTP API), /files/public/* (uploads) with the same
 * functions, policies, origin access and web ACL: the standard one on the base domains and their wildcards, and (with
 * tenantDistribution) a multi-tenant one whose distribution tenants carry the tenants' own domains.
 */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;
  readonly tenantDistribution?: Distribution;
  /** The tenants' domains point here (its routing endpoint) and their distribution tenants name it. */
  readonly connectionGroup?: CfnConnectionGroup;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const stack = Stack.of(this);

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'SPA history fallback: extension-less paths -> /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    const forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      comment: 'Copies the viewer Host into x-forwarded-host (tenant resolution) and the viewer IP into x-viewer-ip',
      code: FunctionCode.fromInline(FORWARD_HOST_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    const common = {
      override: true,
    } as const;
    // The values are shared with the local server (shared/src/security-headers.ts).
    const v = securityHeaderValues;
    const securityHeaders = {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(v.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: v.strictTransportSecurity.includeSubdomains,
        ...common,
      },
      contentTypeOptions: common,
      frameOptions: { frameOption: HeadersFrameOption[v.frameOptions], ...common },
      referrerPolicy: { referrerPolicy: v.referrerPolicy as HeadersReferrerPolicy, ...common },
      xssProtection: { ...v.xssProtection, ...common },
    };
    const permissionsPolicy = {
      customHeaders: [{ header: 'Permissions-Policy', value: v.permissionsPolicy, ...common }],
    };
    const siteHeaders = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: `Portal ${props.stage}: SPA security headers`,
      securityHeadersBehavior: {
        ...securityHeaders,
        contentSecurityPolicy: {
          contentSecurityPolicy: siteContentSecurityPolicy(`https://${props.uploadBucket.bucketRegionalDomainName}`),
          ...common,
        },
      },
      customHeadersBehavior: permissionsPolicy,
    });
    const strictHeaders = new ResponseHeadersPolicy(this, 'StrictHeaders', {
      comment: `Portal ${props.stage}: API and public-file security headers`,
      securityHeadersBehavior: {
        ...securityHeaders,
        contentSecurityPolicy: { contentSecurityPolicy: STRICT_CONTENT_SECURITY_POLICY, ...common },
      },
      customHeadersBehavior: permissionsPolicy,
    });

    // Public files (logos, landing images) may be replaced under the same key: cache briefly.
    const publicFilesCache = new CachePolicy(this, 'PublicFilesCache', {
      comment: `Portal ${props.stage}: public tenant files`,
      defaultTtl: Duration.minutes(10),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The upload bucket is read through its own OAC and a bucket policy limited to the public
    // prefix (S3BucketOrigin.withOriginAccessControl would grant the whole bucket).
    const uploadsOac = new S3OriginAccessControl(this, 'UploadsOac', {
      description: `Portal ${props.stage}: CloudFront reads ${PUBLIC_FILES_KEY_PREFIX}* of the upload bucket`,
      signing: Signing.SIGV4_ALWAYS,
    });

    // One origin access for the site bucket, shared by both distributions (the bucket policy names each by its ARN).
    const siteOac = new S3OriginAccessControl(this, 'SiteOac', { description: `Portal ${props.stage}: CloudFront reads the SPA bucket`, signing: Signing.SIGV4_ALWAYS });

    const apiDomain = `${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    // What both distributions serve, and how: only their names, certificates and edge settings differ.
    const logging = (prefix: string) => (props.logBucket ? { enableLogging: true, logBucket: props.logBucket, logFilePrefix: prefix, logIncludesCookies: false } : {});
    const served = {
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket, { originAccessControl: siteOac }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            readTimeout: Duration.seconds(30),
            // Replaces any value a viewer sends under the same name: only CloudFront can prove the request came this way.
            ...(props.originSecret ? { customHeaders: { [props.originSecret.headerName]: props.originSecret.headerValue } } : {}),
          }),
          // No redirect for the API: a redirected POST would lose its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: strictHeaders,
          compress: true,
          functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        [PUBLIC_FILES_PATH_PATTERN]: {
          origin: S3BucketOrigin.withBucketDefaults(props.uploadBucket, { originAccessControlId: uploadsOac.originAccessControlId }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachedMethods: CachedMethods.CACHE_GET_HEAD,
          cachePolicy: publicFilesCache,
          responseHeadersPolicy: strictHeaders,
          compress: true,
        },
      },
    } satisfies Omit<DistributionProps, 'comment'>;

    this.distribution = new Distribution(this, 'Distribution', {
      ...served,
      comment: `Recruitment portal (${props.stage})`,
      enableIpv6: true,
      // Includes South Korea and Japan; skips the South America / Oceania edge premium.
      priceClass: PriceClass.PRICE_CLASS_200,
      ...logging('cloudfront/'),
      ...(props.certificateArn && props.domainNames.length > 0
        ? {
            domainNames: [...props.domainNames],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            // Only meaningful with a custom certificate (the default *.cloudfront.net one is fixed).
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    const readers = [this.distribution];

    if (props.tenantDistribution) {
      // Multi-tenant: no names or certificate of its own (each distribution tenant brings them), and IPv6 and the
      // edge's reach are the connection group's, so the distribution may not set them.
      this.tenantDistribution = new Distribution(this, 'TenantDistribution', { ...served, comment: `Recruitment portal (${props.stage}): tenants' own domains`, ...logging('cloudfront-tenants/') });
      const cfn = this.tenantDistribution.node.defaultChild as CfnDistribution;
      cfn.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
      cfn.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
      this.connectionGroup = new CfnConnectionGroup(this, 'ConnectionGroup', { name: `portal-${props.stage}-tenants`, enabled: true, ipv6Enabled: true });
      readers.push(this.tenantDistribution);
    }

    props.uploadBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsPublicFiles',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.uploadBucket.arnForObjects(`${PUBLIC_FILES_KEY_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': readers.length === 1 ? this.distribution.distributionArn : readers.map((d) => d.distributionArn) } },
      }),
    );
  }
}
