import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { CODE_LIMIT_DEFAULTS, messages } from '@portal/shared';
import { edgeBusyHeaderName } from '@portal/shared/api/contract';
import { apiPath, routes } from '../../../functions/src/http/routes.ts';
import { ABUSE_LIMITS } from '../../../functions/src/domain/abuse/abuse-limits.ts';

/** The code-sending routes (`/api/{app|admin}/verify/request/{email|sms|auth}`), as WAF matches the URI path. */
export const CODE_SENDING_PATH_REGEX = '^/api/[^/]+/verify/request/[^/]+/?$';
/**
 * Code-sending requests one viewer address may make in five minutes before the edge blocks it: the application's whole
 * hour for an address (600, a NAT of ~300 applicants), so a busy network may spend it in a few minutes and only the
 * application's exact counter answers it; the edge stops only what the application would refuse anyway.
 */
export const CODE_SENDING_LIMIT_PER_5_MIN = CODE_LIMIT_DEFAULTS.perAddressPerHour;

/** The counted routes whose contract may challenge (`mayChallenge`: identification, password recovery, the qualification gate), as WAF matches the URI path. */
export const CHALLENGE_ROUTES_PATH_REGEX = (() => {
  const paths = routes
    .filter((r) => r.contract?.mayChallenge)
    .flatMap((r) => r.scopes.map((scope) => apiPath(scope, r.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')));
  return `^(${paths.join('|')})/?$`;
})();
/**
 * Requests to the counted routes one viewer address may make in five minutes before the edge marks its requests busy:
 * the application's own threshold for an address's failures in an hour. Past it each try costs a proof-of-work
 * challenge (a fraction of a second in a browser), never a refusal, so the number can be low: it counts successes too.
 */
export const CHALLENGE_ROUTES_MARK_PER_5_MIN = ABUSE_LIMITS.addressFailuresPerHour;
/**
 * Past ten times that, the edge blocks (429 in Korean): 3,000 tries in five minutes is ten for each of 300 people behind
 * one address, more than any NAT of honest applicants sends, and it bounds a scripted solver (a proof costs it ~9 ms)
 * to ten tries a second per address, which the challenge alone does not.
 */
export const CHALLENGE_ROUTES_BLOCK_PER_5_MIN = 10 * CHALLENGE_ROUTES_MARK_PER_5_MIN;

/**
 * A WAFv2 web ACL for the CloudFront distribution (scope CLOUDFRONT, so it must be created in us-east-1): a
 * rate-based rule per viewer IP on the code-sending routes only. It stops a flood at the edge before any
 * function runs or any message is paid for; the functions' own per-address, per-recipient and per-tenant
 * counters stay the exact limits behind it.
 *
 * It blocks (429 with a Korean message) rather than challenges: WAF's Challenge and CAPTCHA answer a fetch POST with
 * 202 or 405 and a page the SPA cannot run unless it loads AWS's token script (`challenge.js`) and sends every code
 * request through it. The application's own proof-of-work challenge (issue 40 item 3) is where a busy network is asked
 * to prove itself; with this threshold at the application's hour, the edge never refuses what the application would send.
 *
 * A second rate rule counts the challenge routes per viewer IP and, past its rate, marks their requests (a header the
 * application reads, edgeBusyHeader) instead of blocking: the application then asks that address for its own challenge,
 * which the SPA answers in the background. The edge challenges, through the one challenge the browser can answer.
 */
export class CodeSendingWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { stage: string; limitPer5Min?: number }) {
    super(scope, id);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `portal-${props.stage}-${name}` });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `portal-${props.stage}-edge`,
      // No parentheses: CloudFormation's pattern for a web ACL description refuses them (validator F3031).
      description: `Recruitment portal ${props.stage} edge: code sends and counted routes rated per viewer IP`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      customResponseBodies: {
        TooManyCodeRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: messages.api.tooManyRequests }) },
      },
      rules: [
        ratePerIp('CodeSendingRatePerIp', 0, props.limitPer5Min ?? CODE_SENDING_LIMIT_PER_5_MIN, CODE_SENDING_PATH_REGEX, tooMany, metric('code-sending-rate')),
        ratePerIp('ChallengeRoutesRatePerIp', 1, CHALLENGE_ROUTES_MARK_PER_5_MIN, CHALLENGE_ROUTES_PATH_REGEX, markBusy, metric('challenge-routes-rate')),
        ratePerIp('ChallengeRoutesFloodPerIp', 2, CHALLENGE_ROUTES_BLOCK_PER_5_MIN, CHALLENGE_ROUTES_PATH_REGEX, tooMany, metric('challenge-routes-flood')),
      ],
    });
  }
}

/** A Korean 429 (the web ACL's custom body). */
const tooMany: CfnWebACL.RuleActionProperty = { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyCodeRequests' } } };
/** Counted, and marked for the application's own challenge (edgeBusyHeader). */
const markBusy: CfnWebACL.RuleActionProperty = { count: { customRequestHandling: { insertHeaders: [{ name: edgeBusyHeaderName, value: 'edge' }] } } };

/** A rate-based rule per viewer IP over five minutes on the paths `pathRegex` matches. */
function ratePerIp(name: string, priority: number, limit: number, pathRegex: string, action: CfnWebACL.RuleActionProperty, visibilityConfig: CfnWebACL.VisibilityConfigProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action,
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: { regexMatchStatement: { regexString: pathRegex, fieldToMatch: { uriPath: {} }, textTransformations: [{ priority: 0, type: 'NONE' }] } },
      },
    },
    visibilityConfig,
  };
}
