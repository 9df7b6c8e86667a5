import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { CODE_LIMIT_DEFAULTS, messages } from '@portal/shared';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { CHALLENGE_ROUTES_BLOCK_PER_5_MIN, CHALLENGE_ROUTES_MARK_PER_5_MIN, CHALLENGE_ROUTES_PATH_REGEX, CODE_SENDING_LIMIT_PER_5_MIN, CODE_SENDING_PATH_REGEX } from './constructs/code-sending-web-acl.ts';
import { edgeBusyHeader, edgeBusyHeaderName } from '@portal/shared/api/contract';
import { ABUSE_LIMITS } from '../../functions/src/domain/abuse/abuse-limits.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { resolveStage } from './stages.ts';

const ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal-prod-edge/11111111-2222-3333-4444-555555555555';

/** Every API path of the route table, with sample values for its parameters. */
const concretePaths = (filter: (path: string) => boolean) =>
  routes.filter((r) => filter(r.path)).flatMap((r) => r.scopes.flatMap((s) => ['email', 'sms', 'auth'].map((kind) => apiPath(s, r.path.replace('{kind}', kind).replace(/\{[^}]+\}/g, '123')))));

describe('edge WAF of the code-sending routes', () => {
  const app = new App();
  const stack = new EdgeWafStack(app, 'PortalEdgeWaf-prod', { config: resolveStage('prod', (k) => (k === 'account' ? '123456789012' : undefined)) });
  const template = Template.fromStack(stack);

  it('is a CloudFront-scope web ACL in us-east-1, in the stage\'s account, with a per-IP rate-based rule scoped to the code-sending paths', () => {
    expect(stack.region).toBe('us-east-1');
    expect(stack.account).toBe('123456789012');
    const acls = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[];
    expect(acls).toHaveLength(1);
    const acl = acls[0]!.Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(acl.Rules).toHaveLength(3);
    const rule = acl.Rules[0];
    // Block, not Challenge: a WAF challenge answers the SPA's fetch POST with a 202 page it cannot run (see the construct).
    expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyCodeRequests' } } });
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: CODE_SENDING_LIMIT_PER_5_MIN,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        RegexMatchStatement: { RegexString: CODE_SENDING_PATH_REGEX, FieldToMatch: { UriPath: {} }, TextTransformations: [{ Priority: 0, Type: 'NONE' }] },
      },
    });
    expect(JSON.parse(acl.CustomResponseBodies.TooManyCodeRequests.Content)).toEqual({ message: messages.api.tooManyRequests });
    template.hasOutput('WebAclArn', {});
  });

  it("never refuses at the edge what the application would send: its 5 minutes hold an address's whole rolling hour (600, a NAT)", () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[];
    const limit = acl!.Properties.Rules[0].Statement.RateBasedStatement.Limit;
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
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[];
    const rule = acl!.Properties.Rules.find((r: { Name: string }) => r.Name === 'ChallengeRoutesRatePerIp');
    expect(rule.Action).toEqual({ Count: { CustomRequestHandling: { InsertHeaders: [{ Name: edgeBusyHeaderName, Value: 'edge' }] } } });
    // WAF prefixes an inserted header's name; the application reads it under that name.
    expect(edgeBusyHeader).toBe(`x-amzn-waf-${edgeBusyHeaderName}`);
    expect(rule.Statement.RateBasedStatement).toMatchObject({ Limit: CHALLENGE_ROUTES_MARK_PER_5_MIN, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
    expect(CHALLENGE_ROUTES_MARK_PER_5_MIN).toBe(ABUSE_LIMITS.addressFailuresPerHour);
    expect(rule.Statement.RateBasedStatement.ScopeDownStatement.RegexMatchStatement.RegexString).toBe(CHALLENGE_ROUTES_PATH_REGEX);
    // WAF's regex pattern limit.
    expect(CHALLENGE_ROUTES_PATH_REGEX.length).toBeLessThanOrEqual(200);
  });

  it('blocks a flood on the counted routes only at ten tries per person of a 300-person NAT in five minutes, after the mark', () => {
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[];
    const mark = acl!.Properties.Rules.find((r: { Name: string }) => r.Name === 'ChallengeRoutesRatePerIp');
    const flood = acl!.Properties.Rules.find((r: { Name: string }) => r.Name === 'ChallengeRoutesFloodPerIp');
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
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as { Properties: any }[];
    expect(acl!.Properties.Description).toMatch(/^[\w+=:#@/\-,.][\w+=:#@/\-,.\s]+[\w+=:#@/\-,.]$/);
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

  it('refuses to synthesise a retained stage without its account', () => {
    expect(() => new EdgeWafStack(new App(), 'PortalEdgeWaf-prod', { config: resolveStage('prod') })).toThrow(/account[\s\S]*CDK_DEFAULT_ACCOUNT/);
    expect(new EdgeWafStack(new App(), 'PortalEdgeWaf-dev', { config: resolveStage('dev') }).region).toBe('us-east-1');
  });

  it('refuses a web ACL that CloudFront cannot use', () => {
    const regional = 'arn:aws:wafv2:ap-northeast-2:123456789012:regional/webacl/x/11111111-2222-3333-4444-555555555555';
    expect(() => resolveStage('prod', (k) => (k === 'webAclArn' ? regional : undefined))).toThrow(/us-east-1/);
  });
});
