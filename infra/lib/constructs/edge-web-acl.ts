import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
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

/** WAF accepts a CloudWatch Logs destination only under this prefix. */
export const WAF_LOG_GROUP_PREFIX = 'aws-waf-logs-';

/**
 * Request headers that carry a credential, redacted from the WAF log (WAF writes REDACTED instead): `authorization`
 * (staff bearer sessions and the integration API's keys), `applicanttoken` (the applicant's token, which the SPA sends
 * as `applicantToken`: web/src/lib/request-init.ts, read in functions/src/http/middleware/tenant-context.ts) and
 * `cookie` (the portal sets none; whatever a browser sends is not WAF's to keep). WAF names headers in lower case.
 */
export const REDACTED_HEADERS = ['authorization', 'applicanttoken', 'cookie'] as const;

/**
 * The core rule set's rules switched to count, each with why: what they would block is an honest request of the portal.
 * A rule counted here only labels the request; the label-matching rules below decide where it is still blocked.
 */
export const COMMON_RULES_COUNTED = {
  // Bodies over 8 KB: a form page save with an essay, a draft, a step answer or an integration configuration write can
  // well be larger (Korean text is 3 bytes a character in UTF-8). The application refuses bodies over 1 MB itself (inputLimits.bodyBytes),
  // and CloudFront's WAF reads only the first 16 KB of a body, so a size rule here would only refuse honest saves.
  SizeRestrictions_BODY: 'honest saves and configuration writes can exceed 8 KB; the application bounds bodies at 1 MB',
  // Cross-site scripting patterns in the body: blocked again below everywhere except the integration API, whose
  // configuration writes carry organisations' rich text (postings, terms, notices with iframes and images) that the SPA
  // sanitises when it renders it (web/src/lib/sanitize.ts). Those calls need a tenant's API key.
  CrossSiteScripting_BODY: "integration configuration writes carry organisations' rich HTML; blocked elsewhere by CrossSiteScriptingBody",
} as const;

/** The label the core rule set adds for a cross-site scripting pattern in the body (AWS's documented label name). */
export const XSS_BODY_LABEL = 'awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body';
/** Where organisations' systems call: requests there keep their rich HTML bodies. */
export const INTEGRATION_PATH_PREFIX = '/api/integration/';

/** The AWS managed rule groups, in the order they run (after the rate rules), and why each is there. */
export const MANAGED_RULE_GROUPS = [
  // Addresses Amazon's threat intelligence lists as bots, scanners and reconnaissance sources; its DDoS list only counts.
  { name: 'AWSManagedRulesAmazonIpReputationList', metric: 'ip-reputation' },
  // Request patterns of known exploits (Log4j, Java deserialisation, localhost Host, PROPFIND, exploitable paths).
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', metric: 'known-bad-inputs' },
  // OWASP-style checks of every public form: XSS, LFI/RFI, SSRF to the metadata address, size limits, bad bots.
  { name: 'AWSManagedRulesCommonRuleSet', metric: 'common', countedRules: COMMON_RULES_COUNTED },
] as const;

export interface EdgeWebAclProps {
  readonly stage: string;
  /** How long the WAF log is kept (the stage's log retention). */
  readonly logRetention: RetentionDays;
  /** Retained stages keep their WAF log when the stack goes. */
  readonly removalPolicy: RemovalPolicy;
  readonly limitPer5Min?: number;
}

/**
 * The portal's WAFv2 web ACL for the CloudFront distribution (scope CLOUDFRONT, so it must be created in us-east-1),
 * which fronts the SPA, the HTTP API and the public files. In order:
 * 1. AWS's IP reputation list;
 * 2. three per-viewer-IP rate rules on the routes that cost (code sends) or can be guessed at (the counted routes);
 * 3. AWS's known-bad-inputs and core rule sets, the core set with the rules an honest request trips switched to count;
 * 4. the core set's cross-site-scripting label blocked again outside the integration API.
 * About 950 of the 1,500 capacity units a web ACL has without a quota increase (CRS 700, known bad inputs 200, IP
 * reputation 25, the rest a few each).
 *
 * The rate rules challenge through the application, not through WAF: WAF's Challenge and CAPTCHA answer a fetch POST
 * with 202 or 405 and a page the SPA cannot run unless it loads AWS's token script (`challenge.js`) and sends every call
 * through it, so a WAF challenge would strand an applicant's save or identification. The counted routes' rule instead
 * marks the request (a header the application reads, edgeBusyHeader) and the application asks that address for its own
 * proof-of-work challenge, which the SPA answers in the background (docs/security.md 35). Blocks happen only where no
 * NAT of honest applicants reaches: code sends past the application's own hour for an address, and the counted routes
 * past ten tries per person of a 300-person NAT in five minutes.
 *
 * Every request a rule blocked, counted or challenged is logged to `aws-waf-logs-portal-<stage>-edge` with credentials
 * and the query string redacted (the query carries the handoff link's token and address-search terms).
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;
  readonly logging: CfnLoggingConfiguration;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
    super(scope, id);
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `portal-${props.stage}-${name}` });
    const rateRules = [
      ratePerIp('CodeSendingRatePerIp', props.limitPer5Min ?? CODE_SENDING_LIMIT_PER_5_MIN, CODE_SENDING_PATH_REGEX, tooMany, metric('code-sending-rate')),
      ratePerIp('ChallengeRoutesRatePerIp', CHALLENGE_ROUTES_MARK_PER_5_MIN, CHALLENGE_ROUTES_PATH_REGEX, markBusy, metric('challenge-routes-rate')),
      ratePerIp('ChallengeRoutesFloodPerIp', CHALLENGE_ROUTES_BLOCK_PER_5_MIN, CHALLENGE_ROUTES_PATH_REGEX, tooMany, metric('challenge-routes-flood')),
    ];
    const [ipReputation, knownBadInputs, common] = MANAGED_RULE_GROUPS.map((g) => managedGroup(g.name, 'countedRules' in g ? Object.keys(g.countedRules) : [], metric(g.metric)));
    const xssOutsideIntegration: Omit<CfnWebACL.RuleProperty, 'priority'> = {
      name: 'CrossSiteScriptingBody',
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            { labelMatchStatement: { scope: 'LABEL', key: XSS_BODY_LABEL } },
            {
              notStatement: {
                statement: {
                  byteMatchStatement: {
                    searchString: INTEGRATION_PATH_PREFIX,
                    fieldToMatch: { uriPath: {} },
                    positionalConstraint: 'STARTS_WITH',
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              },
            },
          ],
        },
      },
      visibilityConfig: metric('xss-body'),
    };
    const rules = [ipReputation!, ...rateRules, knownBadInputs!, common!, xssOutsideIntegration].map((r, priority) => ({ ...r, priority }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `portal-${props.stage}-edge`,
      // No parentheses: CloudFormation's pattern for a web ACL description refuses them (validator F3031).
      description: `Recruitment portal ${props.stage} edge: managed rule groups, code sends and counted routes rated per viewer IP`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('edge'),
      customResponseBodies: {
        TooManyCodeRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: messages.api.tooManyRequests }) },
      },
      rules,
    });

    const logGroupName = `${WAF_LOG_GROUP_PREFIX}portal-${props.stage}-edge`;
    this.logGroup = new LogGroup(this, 'Log', { logGroupName, retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the ':*' that LogGroup.logGroupArn ends with.
      logDestinationConfigs: [Stack.of(this).formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      // SingleHeader is untyped JSON in CDK's L1, so its key is written as CloudFormation spells it.
      redactedFields: [...REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })), { queryString: {} }],
      // Only what a rule acted on: at a deadline's ~2,700 requests a second a log of every allowed request would be
      // hundreds of GB a day, and allowed traffic is already counted in CloudFront's and the API's metrics.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: LOGGED_ACTIONS.map((Action) => ({ ActionCondition: { Action } })) }],
      },
    });
    this.logging.node.addDependency(this.logGroup);
  }
}

/** The rule actions whose requests are logged: blocked, counted (the busy mark, the DDoS list) or challenged. */
export const LOGGED_ACTIONS = ['BLOCK', 'COUNT', 'CHALLENGE', 'CAPTCHA'] as const;

/** A Korean 429 (the web ACL's custom body). */
const tooMany: CfnWebACL.RuleActionProperty = { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyCodeRequests' } } };
/** Counted, and marked for the application's own challenge (edgeBusyHeader). */
const markBusy: CfnWebACL.RuleActionProperty = { count: { customRequestHandling: { insertHeaders: [{ name: edgeBusyHeaderName, value: 'edge' }] } } };

/** A rate-based rule per viewer IP over five minutes on the paths `pathRegex` matches. */
function ratePerIp(name: string, limit: number, pathRegex: string, action: CfnWebACL.RuleActionProperty, visibilityConfig: CfnWebACL.VisibilityConfigProperty): Omit<CfnWebACL.RuleProperty, 'priority'> {
  return {
    name,
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

/** An AWS managed rule group with its own actions, except the named rules, which only count (and label). */
function managedGroup(name: string, counted: readonly string[], visibilityConfig: CfnWebACL.VisibilityConfigProperty): Omit<CfnWebACL.RuleProperty, 'priority'> {
  return {
    name,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(counted.length > 0 ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
      },
    },
    visibilityConfig,
  };
}
