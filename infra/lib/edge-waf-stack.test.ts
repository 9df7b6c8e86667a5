import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { CODE_LIMIT_DEFAULTS, messages } from '@portal/shared';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import {
  CHALLENGE_ROUTES_BLOCK_PER_5_MIN,
  CHALLENGE_ROUTES_MARK_PER_5_MIN,
  CHALLENGE_ROUTES_PATH_REGEX,
  CODE_SENDING_LIMIT_PER_5_MIN,
  CODE_SENDING_PATH_REGEX,
  INTEGRATION_PATH_PREFIX,
  MANAGED_RULE_GROUPS,
  WAF_LOG_GROUP_PREFIX,
  XSS_BODY_LABEL,
} from './constructs/edge-web-acl.ts';
import { edgeBusyHeader, edgeBusyHeaderName } from '@portal/shared/api/contract';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { resolveStage } from './stages.ts';

const ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal-prod-edge/11111111-2222-3333-4444-555555555555';

/** Every API path of the route table, with sample values for its parameters. */
const concretePaths = (filter: (path: string) => boolean) =>
  routes.filter((r) => filter(r.path)).flatMap((r) => r.scopes.flatMap((s) => ['email', 'sms', 'auth'].map((kind) => apiPath(s, r.path.replace('{kind}', kind).replace(/\{[^}]+\}/g, '123')))));

type Rule = { Name: string; Priority: number; Action?: any; OverrideAction?: any; Statement: any };

describe('edge WAF', () => {
  const app = new App();
  const stack = new EdgeWafStack(app, 'PortalEdgeWaf-prod', { config: resolveStage('prod', (k) => (k === 'account' ? '123456789012' : undefined)) });
  const template = Template.fromStack(stack);
  const acl = () => (Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[])[0]!.Properties;
  const rule = (name: string): Rule => {
    const found = (acl().Rules as Rule[]).find((r) => r.Name === name);
    if (!found) throw new Error(`no rule ${name}`);
    return found;
  };

  it('is a CloudFront-scope web ACL in us-east-1, in the stage\'s account, with a per-IP rate-based rule scoped to the code-sending paths', () => {
    expect(stack.region).toBe('us-east-1');
    expect(stack.account).toBe('123456789012');
    expect(Object.keys(template.findResources('AWS::WAFv2::WebACL'))).toHaveLength(1);
    expect(acl().Scope).toBe('CLOUDFRONT');
    expect(acl().DefaultAction).toEqual({ Allow: {} });
    const rule0 = rule('CodeSendingRatePerIp');
    // Block, not Challenge: a WAF challenge answers the SPA's fetch POST with a 202 page it cannot run (see the construct).
    expect(rule0.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyCodeRequests' } } });
    expect(rule0.Statement.RateBasedStatement).toEqual({
      Limit: CODE_SENDING_LIMIT_PER_5_MIN,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        RegexMatchStatement: { RegexString: CODE_SENDING_PATH_REGEX, FieldToMatch: { UriPath: {} }, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
      },
    });
    expect(JSON.parse(acl().CustomResponseBodies.TooManyCodeRequests.Content)).toEqual({ message: messages.api.tooManyRequests });
    template.hasOutput('WebAclArn', {});
  });

  it('runs the IP reputation list first, then the rate rules, then the known-bad-inputs and core rule sets, then the XSS rule that reads their labels', () => {
    const order = (acl().Rules as Rule[]).sort((a, b) => a.Priority - b.Priority).map((r) => r.Name);
    expect(order).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'CodeSendingRatePerIp',
      'ChallengeRoutesRatePerIp',
      'ChallengeRoutesFloodPerIp',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
      'CrossSiteScriptingBody',
    ]);
    expect(new Set((acl().Rules as Rule[]).map((r) => r.Priority)).size).toBe(order.length);
    for (const group of MANAGED_RULE_GROUPS) {
      const r = rule(group.name);
      // The group's own actions apply (None), except the rules switched to count.
      expect(r.OverrideAction).toEqual({ None: {} });
      expect(r.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: group.name });
    }
  });

  it("counts the core rule set's body-size rule (honest saves exceed 8 KB) and its body XSS rule, which is blocked again outside the integration API", () => {
    const overrides = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides;
    expect(overrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
    ]);
    const xss = rule('CrossSiteScriptingBody');
    expect(xss.Action).toEqual({ Block: {} });
    expect(xss.Priority).toBeGreaterThan(rule('AWSManagedRulesCommonRuleSet').Priority);
    expect(xss.Statement.AndStatement.Statements).toEqual([
      { LabelMatchStatement: { Scope: 'LABEL', Key: XSS_BODY_LABEL } },
      {
        NotStatement: {
          Statement: { ByteMatchStatement: { SearchString: INTEGRATION_PATH_PREFIX, FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
        },
      },
    ]);
    expect(routes.some((r) => r.scopes.includes('integration') && apiPath('integration', r.path).startsWith(INTEGRATION_PATH_PREFIX))).toBe(true);
    // Nothing else blocks a large save: no other rule of the ACL inspects the body's size.
    expect(JSON.stringify(acl().Rules)).not.toContain('SizeConstraintStatement');
  });

  it('logs what its rules act on to an aws-waf-logs- group kept as long as the stage keeps logs, with credentials and the query string redacted', () => {
    const [groupId, group] = Object.entries(template.findResources('AWS::Logs::LogGroup'))[0] as [string, any];
    expect(group.Properties.LogGroupName).toBe(`${WAF_LOG_GROUP_PREFIX}portal-prod-edge`);
    expect(group.Properties.RetentionInDays).toBe(180);
    expect(group.DeletionPolicy).toBe('Retain');
    const [logging] = Object.values(template.findResources('AWS::WAFv2::LoggingConfiguration')) as any[];
    expect(logging.DependsOn).toContain(groupId);
    // WAF takes the log group's ARN without the ':*' suffix.
    expect(JSON.stringify(logging.Properties.LogDestinationConfigs)).toContain(':logs:us-east-1:123456789012:log-group:aws-waf-logs-portal-prod-edge"');
    expect(logging.Properties.RedactedFields).toEqual([
      { SingleHeader: { Name: 'authorization' } },
      { SingleHeader: { Name: 'applicanttoken' } },
      { SingleHeader: { Name: 'cookie' } },
      { QueryString: {} },
    ]);
    expect(logging.Properties.LoggingFilter).toEqual({
      DefaultBehavior: 'DROP',
      Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: ['BLOCK', 'COUNT', 'CHALLENGE', 'CAPTCHA'].map((Action) => ({ ActionCondition: { Action } })) }],
    });
  });

  it('refuses to synthesise a retained stage without its account, and keeps a disposable stage\'s log for its days', () => {
    expect(() => new EdgeWafStack(new App(), 'PortalEdgeWaf-prod', { config: resolveStage('prod') })).toThrow(/account[\s\S]*CDK_DEFAULT_ACCOUNT/);
    const dev = Template.fromStack(new EdgeWafStack(new App(), 'PortalEdgeWaf-dev', { config: resolveStage('dev') }));
    dev.hasResource('AWS::Logs::LogGroup', { DeletionPolicy: 'Delete', Properties: { LogGroupName: 'aws-waf-logs-portal-dev-edge', RetentionInDays: 7 } });
  });

  it("never refuses at the edge what the application would send: its 5 minutes hold an address's whole rolling hour (600, a NAT)", () => {
    const limit = rule('CodeSendingRatePerIp').Statement.RateBasedStatement.Limit;
    expect(limit).toBe(CODE_LIMIT_DEFAULTS.perAddressPerHour);
    expect(limit).toBe(600);
    // Before: 50 in 5 minutes, so a campus of 300 applicants was blocked at the edge within its first minutes.
    expect(limit).toBeGreaterThanOrEqual(300 * 2);
  });

  it('matches every code-sending route of the route table and no other route', () => {
    const regex = new RegExp(CODE_SENDING_PATH_REGEX);
    const sending = concretePaths((p) => p.startsWith('/verify/request/'));
    expect(sending).toContain('/api/app/verify/request/sms');
    for (const p of sending) expect(p, p).toMatch(regex);
    for (const p of concretePaths((p) => !p.startsWith('/verify/request/'))) expect(p, p).not.toMatch(regex);
  });

  it("marks the counted routes' requests from an address past its rate for the application's own challenge, never blocks them", () => {
    const mark = rule('ChallengeRoutesRatePerIp');
    expect(mark.Action).toEqual({ Count: { CustomRequestHandling: { InsertHeaders: [{ Name: edgeBusyHeaderName, Value: 'edge' }] } } });
    // WAF prefixes an inserted header's name; the application reads it under that name.
    expect(edgeBusyHeader).toBe(`x-amzn-waf-${edgeBusyHeaderName}`);
    expect(mark.Statement.RateBasedStatement).toMatchObject({ Limit: CHALLENGE_ROUTES_MARK_PER_5_MIN, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
    expect(CHALLENGE_ROUTES_MARK_PER_5_MIN).toBe(ABUSE_LIMITS.addressFailuresPerHour);
    expect(mark.Statement.RateBasedStatement.ScopeDownStatement.RegexMatchStatement.RegexString).toBe(CHALLENGE_ROUTES_PATH_REGEX);
    // WAF's regex pattern limit.
    expect(CHALLENGE_ROUTES_PATH_REGEX.length).toBeLessThanOrEqual(200);
  });

  it('blocks a flood on the counted routes only at ten tries per person of a 300-person NAT in five minutes, after the mark', () => {
    const mark = rule('ChallengeRoutesRatePerIp');
    const flood = rule('ChallengeRoutesFloodPerIp');
    expect(flood.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyCodeRequests' } } });
    expect(flood.Statement.RateBasedStatement).toEqual({ ...mark.Statement.RateBasedStatement, Limit: CHALLENGE_ROUTES_BLOCK_PER_5_MIN });
    expect(CHALLENGE_ROUTES_BLOCK_PER_5_MIN).toBe(3_000);
    expect(flood.Priority).toBeGreaterThan(mark.Priority);
  });

  it('marks exactly the routes whose contract may challenge', () => {
    const regex = new RegExp(CHALLENGE_ROUTES_PATH_REGEX);
    const counted = routes.filter((r) => r.contract?.mayChallenge).map((r) => r.path);
    expect(counted.sort()).toEqual(['/applicant/check', '/applicant/findPassword', '/checkQualification/{projectId}']);
    const challenged = concretePaths((p) => counted.includes(p));
    expect(challenged).toContain('/api/app/applicant/check');
    for (const p of challenged) expect(p, p).toMatch(regex);
    for (const p of concretePaths((p) => !counted.includes(p))) expect(p, p).not.toMatch(regex);
  });

  it('has a description CloudFormation accepts (no parentheses: validator F3031)', () => {
    expect(acl().Description).toMatch(/^[\w+=:#@/\-,.][\w+=:#@/\-,.\s]+[\w+=:#@/\-,.]$/);
  });

  it('is associated with the CloudFront distribution (which fronts the HTTP API) when the stage names it', () => {
    const withAcl = (arn?: string) => {
      const s = new Stack(new App(), 'Cdn');
      new SiteDistribution(s, 'Cdn', {
        stage: 'prod',
        siteBucket: new Bucket(s, 'Site'),
        uploadBucket: new Bucket(s, 'Uploads'),
        api: new HttpApi(s, 'Api'),
        domainNames: [],
        ...(arn ? { webAclArn: arn } : {}),
      });
      const [dist] = Object.values(Template.fromStack(s).findResources('AWS::CloudFront::Distribution')) as { Properties: any }[];
      return dist!.Properties.DistributionConfig.WebACLId;
    };
    const cfg = resolveStage('prod', (k) => (k === 'webAclArn' ? ACL_ARN : undefined));
    expect(cfg.webAclArn).toBe(ACL_ARN);
    expect(withAcl(cfg.webAclArn)).toBe(ACL_ARN);
    expect(withAcl(undefined)).toBeUndefined();
  });

  it('refuses a web ACL that CloudFront cannot use', () => {
    const regional = 'arn:aws:wafv2:ap-northeast-2:123456789012:regional/webacl/x/11111111-2222-3333-4444-555555555555';
    expect(() => resolveStage('prod', (k) => (k === 'webAclArn' ? regional : undefined))).toThrow(/us-east-1/);
  });
});
