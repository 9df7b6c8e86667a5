import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { messages } from '@portal/shared';

/** The code-sending routes (`/api/{app|admin}/verify/request/{email|sms|auth}`), as WAF matches the URI path. */
export const CODE_SENDING_PATH_REGEX = '^/api/[^/]+/verify/request/[^/]+/?$';
/** Code-sending requests one viewer address may make in five minutes before the edge blocks it. */
export const CODE_SENDING_LIMIT_PER_5_MIN = 50;

/**
 * A WAFv2 web ACL for the CloudFront distribution (scope CLOUDFRONT, so it must be created in us-east-1): a
 * rate-based rule per viewer IP on the code-sending routes only. It stops a flood at the edge before any
 * function runs or any message is paid for; the functions' own per-address, per-recipient and per-tenant
 * counters stay the exact limits behind it.
 */
export class CodeSendingWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string; limitPer5Min?: number }) {
    super(scope, id);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `portal-${props.stage}-${name}` });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `portal-${props.stage}-edge`,
      description: `Recruitment portal (${props.stage}): rate limit of verification-code sends per viewer IP`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      customResponseBodies: {
        TooManyCodeRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: messages.api.tooManyRequests }) },
      },
      rules: [
        {
          name: 'CodeSendingRatePerIp',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyCodeRequests' } } },
          statement: {
            rateBasedStatement: {
              limit: props.limitPer5Min ?? CODE_SENDING_LIMIT_PER_5_MIN,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                regexMatchStatement: {
                  regexString: CODE_SENDING_PATH_REGEX,
                  fieldToMatch: { uriPath: {} },
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: metric('code-sending-rate'),
        },
      ],
    });
  }
}
