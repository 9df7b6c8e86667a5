import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/src/adapters/dynamodb/table-definition.ts';
import { envNames } from '../../functions/src/config.ts';
import { EXPORTS_ROOT, STAGING_ROOT } from '../../functions/src/domain/public-site/file-keys.ts';
import { apiPath, consumers, jobs, routes, type RouteDef } from '../../functions/src/http/routes.ts';
import { businessCounts } from '@portal/shared/api/contract';
import { areaStackId, MAX_ROUTES_PER_AREA, routeArea, routeSourcePattern, TEMPLATE_RESOURCE_LIMIT } from './constructs/api-area.ts';
import { bundling, ESM_REQUIRE_BANNER, FUNCTION_TAG, INLINE_CODE_CONTEXT, KIND_TAG, PortalFunction } from './constructs/portal-function.ts';
import { WEB_DIST_MISSING } from './constructs/site-deployment.ts';
import {
  API_PATH_PATTERN,
  FORWARD_HOST_CODE,
  PUBLIC_FILES_KEY_PREFIX,
  PUBLIC_FILES_PATH_PATTERN,
  SPA_REWRITE_CODE,
  VIEWER_IP_HEADER,
} from './constructs/site-distribution.ts';
import { localOnlyEnvNames } from './function-environment.ts';
import { BACKLOG_METRICS } from '../../functions/src/jobs/backlog-metrics.ts';
import { jobEntry, routeEntry } from './paths.ts';
import { PortalStack } from './portal-stack.ts';
import { alternateDomainNames, resolveStage, STAGES_DIR, type StageConfig } from './stages.ts';
import { capacityOf, CLASS_SIZING, reservedConcurrencyTotal, WARM_THROUGHPUT } from './capacity.ts';
import { DEADLINE_ALARMS, SENS_PRICE_KRW } from './constructs/portal-alarms.ts';
import { ORIGIN_SECRET_VERSION_CONTEXT } from './constructs/origin-secret.ts';
import { edgeHeaders } from '../../functions/src/http/edge-headers.ts';
import { ACCESS_LOG_FIELDS } from './constructs/portal-api.ts';
import { BACKUP_DAYS } from './constructs/portal-table.ts';
import { SCHEDULE_RETRY, UNIT_VISIBILITY_TIMEOUT } from './constructs/scheduled-jobs.ts';
import { DEADLINE_PATH } from './constructs/portal-dashboard.ts';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string; Metadata?: Record<string, any>; DependsOn?: string[] };

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
const ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal-prod-edge/11111111-2222-3333-4444-555555555555';
/** What a retained stage must be given (prod.json leaves them to the operator): account, web ACL, certificate, alarm address. */
const prodContext: Record<string, unknown> = {
  account: '123456789012',
  webAclArn: ACL,
  certificateArn: CERT,
  alarmEmail: 'oncall@acme.example',
};

type Synth = { stack: PortalStack; template: Template; areas: Template[] };
let prod: Synth;
let dev: Synth;
let webDist: string;
/** Every cloud assembly and the fake web build go under one temp dir, removed afterwards. */
let scratch: string;
const outdir = (name: string) => path.join(scratch, name);

/** Whole-stack synth with stub code (no esbuild): once per stage for every test below. */
function synth(stage: string, ctx: Record<string, unknown>, dist: string, config: (c: StageConfig) => StageConfig = (c) => c, outName = stage) {
  const app = new App({ outdir: outdir(`cdk.out-${outName}`), context: { [INLINE_CODE_CONTEXT]: 'true', ...ctx } });
  const stack = new PortalStack(app, `Portal-${stage}`, { config: config(resolveStage(stage, (k) => ctx[k])), webDist: dist });
  return { stack, template: Template.fromStack(stack), areas: stack.api.areas.map((a) => Template.fromStack(a)) };
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-infra-test-'));
  webDist = path.join(scratch, 'web-dist');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  prod = synth('prod', prodContext, path.join(webDist, 'does-not-exist'));
  dev = synth('dev', {}, webDist);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const resources = (t: Template, type: string) => t.findResources(type) as Record<string, Resource>;
const tagsOf = (r: Resource) => (r.Properties.Tags ?? []) as { Key: string; Value: string }[];
const tag = (r: Resource, key: string) => tagsOf(r).find((x) => x.Key === key)?.Value;
/** The stack's template and its areas' nested templates. */
const templates = (s: Synth) => [s.template, ...s.areas];
/** Application functions only (CDK's own helpers, such as auto-delete-objects, carry no tag), with their template. */
const appFunctions = (s: Synth | Template) =>
  (s instanceof Template ? [s] : templates(s)).flatMap((t) =>
    Object.entries(resources(t, 'AWS::Lambda::Function'))
      .filter(([, r]) => tag(r, FUNCTION_TAG) !== undefined)
      .map(([id, r]) => [id, r, t] as const),
  );
const functionLogicalId = (t: Template, id: string) => {
  const hit = appFunctions(t).find(([, r]) => tag(r, FUNCTION_TAG) === id);
  if (!hit) throw new Error(`no function tagged ${id}`);
  return hit[0];
};
/** The logical id of a function's `live` alias in the same template: what every trigger invokes. */
const aliasOf = (t: Template, functionId: string) => {
  const hit = Object.entries(resources(t, 'AWS::Lambda::Alias')).find(([, a]) => a.Properties.FunctionName.Ref === functionId);
  if (!hit) throw new Error(`no alias of ${functionId}`);
  return hit[0];
};
/** A nested template's parameter value as the parent passes it to the area's AWS::CloudFormation::Stack. */
function parentValueOf(s: Synth, area: Template, param: string): unknown {
  const nested = s.stack.api.areas[s.areas.indexOf(area)]!;
  const logicalId = s.stack.getLogicalId(nested.nestedStackResource!);
  return resources(s.template, 'AWS::CloudFormation::Stack')[logicalId]!.Properties.Parameters[param];
}
/** The standard distribution's configuration (the multi-tenant one has ConnectionMode tenant-only). */
const distributionConfig = (t: Template) => Object.values(resources(t, 'AWS::CloudFront::Distribution')).find((d) => !d.Properties.DistributionConfig.ConnectionMode)!.Properties.DistributionConfig;
const tenantDistributionConfig = (t: Template) => Object.values(resources(t, 'AWS::CloudFront::Distribution')).find((d) => d.Properties.DistributionConfig.ConnectionMode)!.Properties.DistributionConfig;

describe('DynamoDB table', () => {
  it('has the keys, GSIs and TTL of table-definition.ts, on demand with PITR', () => {
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('is retained and deletion-protected in prod, disposable in dev', () => {
    prod.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('Lambda functions', () => {
  it('has exactly one function per route id, per job and per event consumer, and nothing else tagged', () => {
    const fns = appFunctions(prod);
    expect(fns).toHaveLength(routes.length + jobs.length + consumers.length);
    const ids = fns.map(([, r]) => tag(r, FUNCTION_TAG)).sort();
    expect(ids).toEqual([...routes.map((r) => r.id), ...jobs.map((j) => j.id), ...consumers.map((c) => c.id)].sort());
    expect(fns.filter(([, r]) => tag(r, KIND_TAG) === 'route')).toHaveLength(routes.length);
  });

  it('runs every function on Node.js 22 with its class’s memory (512 MB unless measured otherwise), X-Ray, an own log group and its own role', () => {
    for (const [, fn, t] of appFunctions(prod)) {
      const logGroups = resources(t, 'AWS::Logs::LogGroup');
      const p = fn.Properties;
      expect(p.Runtime).toBe('nodejs22.x');
      const route = routes.find((r) => r.id === tag(fn, FUNCTION_TAG));
      const job = jobs.find((j) => j.id === tag(fn, FUNCTION_TAG));
      expect(p.MemorySize).toBe(route ? CLASS_SIZING[route.capacity ?? 'ordinary'].memoryMb : (job?.memoryMb ?? 512));
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.TracingConfig).toEqual({ Mode: 'Active' });
      expect(p.Timeout).toBe(tag(fn, KIND_TAG) === 'route' ? 10 : (job?.timeoutSeconds ?? 60));
      expect(Object.keys(logGroups)).toContain(p.LoggingConfig.LogGroup.Ref);
      // Its own role, in its own template, that no other function assumes (infra/lib/function-policy.test.ts: what it allows).
      const roleId = p.Role['Fn::GetAtt'][0] as string;
      expect(resources(t, 'AWS::IAM::Role')[roleId]!.Properties.Description).toBe(`${tag(fn, KIND_TAG)} ${tag(fn, FUNCTION_TAG)}`);
      expect(appFunctions(t).filter(([, other]) => other.Properties.Role['Fn::GetAtt'][0] === roleId)).toHaveLength(1);
      for (const lg of Object.values(logGroups)) expect(lg.Properties.RetentionInDays).toBe(RetentionDays.SIX_MONTHS);
    }
  });

  it('reads source maps at runtime only on a stage that is not retained: production starts without them, its maps kept in the asset', () => {
    for (const [, fn] of appFunctions(prod)) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS ?? '').not.toContain('--enable-source-maps');
    }
    for (const [, fn] of appFunctions(dev)) expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    expect(bundling.sourceMap).toBe(true);
  });

  it('sets the environment the functions read (config.ts envNames) and no local endpoints', () => {
    const expected = [envNames.tableName, envNames.uploadBucket, envNames.baseDomains, envNames.senderEmail, envNames.mailConfigurationSet, envNames.stage];
    for (const [, fn] of appFunctions(prod)) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      for (const name of expected) expect(vars).toHaveProperty(name);
      for (const name of localOnlyEnvNames) expect(vars).not.toHaveProperty(name);
      expect(vars[envNames.baseDomains]).toBe('recruit.example.com');
      expect(vars[envNames.stage]).toBe('prod');
      expect(vars[envNames.mailConfigurationSet]).toBe('portal-prod');
    }
    expect(localOnlyEnvNames).toContain('DYNAMODB_ENDPOINT');
  });

  it("names the stage's pepper secret to every function (read at cold start, never resolved into the environment), and chooses no local provider or account", () => {
    for (const [, fn, t] of appFunctions(prod)) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      // The secret's name: each container reads its value through Powertools (no dynamic reference, no value).
      expect(vars[envNames.pepperSecretId]).toBe('portal/prod/secret-pepper');
      expect(vars).not.toHaveProperty('SECRET_PEPPER');
      expect(JSON.stringify(vars)).not.toContain('{{resolve:');
      expect(t.toJSON().Parameters?.SecretPepper).toBeUndefined();
      for (const name of [envNames.identityProvider, envNames.languageScoreProvider, envNames.qualificationProvider]) expect(vars[name]).toBe('none');
      expect(vars).not.toHaveProperty('QUALIFICATION_ACCOUNTS');
    }
    expect(prod.template.toJSON().Parameters ?? {}).not.toHaveProperty('SecretPepper');
  });

  it("lets only the delivery send: SES from the stage's sender domain through its configuration set, SNS to phone numbers", () => {
    const statements = (fnId: string) => {
      const [, fn, t] = appFunctions(prod).find(([, r]) => tag(r, FUNCTION_TAG) === fnId)!;
      return resources(t, 'AWS::IAM::Role')[fn.Properties.Role['Fn::GetAtt'][0]]!.Properties.Policies[0].PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
    };
    const sending = appFunctions(prod)
      .map(([, r]) => tag(r, FUNCTION_TAG)!)
      .filter((id) => statements(id).some((s) => /ses:|sns:/.test(JSON.stringify(s.Action))));
    expect(sending).toEqual(['DeliverMessages']);
    const ses = statements('DeliverMessages').find((s) => JSON.stringify(s.Action).includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toContain(':identity/recruit.example.com');
    expect(JSON.stringify(ses.Resource)).toContain(':configuration-set/portal-prod');
    expect(JSON.stringify(ses.Resource)).not.toContain('/*');
    // No policy outside a function's own role reaches a function: the only separate ones are the schedules' roles (invoke a job's alias, park a run).
    const functionRoles = new Set(appFunctions(prod).filter(([, , t]) => t === prod.template).map(([, fn]) => fn.Properties.Role['Fn::GetAtt'][0]));
    for (const [id, p] of Object.entries(resources(prod.template, 'AWS::IAM::Policy'))) {
      expect(p.Properties.Roles.map((r: { Ref: string }) => r.Ref).filter((r: string) => functionRoles.has(r)), id).toEqual([]);
      const actions = (p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((st) => [st.Action].flat());
      expect(actions.every((a) => a === 'lambda:InvokeFunction' || a === 'sqs:SendMessage'), `${id}: ${actions.join(' ')}`).toBe(true);
    }
  });
});

describe('HTTP API', () => {
  it('has a route METHOD /api/{scope}{path} for every route and scope, integrated with that route’s function in the same area', () => {
    const expected = routes.flatMap((r) => r.scopes.map((s) => ({ key: `${r.method} ${apiPath(s, r.path)}`, id: r.id })));
    const found: string[] = [];
    const apiId = prod.stack.resolve(prod.stack.api.api.apiId);
    for (const t of prod.areas) {
      const integrations = resources(t, 'AWS::ApiGatewayV2::Integration');
      for (const route of Object.values(resources(t, 'AWS::ApiGatewayV2::Route'))) {
        const e = expected.find((x) => x.key === route.Properties.RouteKey);
        expect(e, route.Properties.RouteKey).toBeDefined();
        found.push(e!.key);
        expect(parentValueOf(prod, t, route.Properties.ApiId.Ref)).toEqual(apiId);
        const integration = integrations[route.Properties.Target['Fn::Join'][1][1].Ref as string]!;
        expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
        expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
        expect(integration.Properties.IntegrationUri.Ref).toBe(aliasOf(t, functionLogicalId(t, e!.id)));
      }
    }
    expect(found.sort()).toEqual(expected.map((e) => e.key).sort());
    expect(resources(prod.template, 'AWS::ApiGatewayV2::Route')).toEqual({});
  });

  it('puts each handler folder’s routes in one nested stack named after it', () => {
    const areas = [...new Set(routes.map(routeArea))];
    expect(prod.stack.api.areas.map((a) => a.node.id).sort()).toEqual(areas.map(areaStackId).sort());
    expect(areaStackId('public-site')).toBe('PublicSiteRoutes');
  });

  it('lets API Gateway invoke each function, with one permission, only on its own method and path in every scope', () => {
    const permissions = prod.areas.flatMap((t) =>
      Object.values(resources(t, 'AWS::Lambda::Permission')).filter((p) => p.Properties.Principal === 'apigateway.amazonaws.com').map((p) => ({ p, t })),
    );
    expect(permissions).toHaveLength(routes.length);
    for (const route of routes) {
      const [logicalId, , t] = appFunctions(prod).find(([, r]) => tag(r, FUNCTION_TAG) === route.id)!;
      const own = Object.values(resources(t, 'AWS::Lambda::Permission')).filter((p) => p.Properties.FunctionName.Ref === aliasOf(t, logicalId));
      expect(own, route.id).toHaveLength(1);
      expect(JSON.stringify(own[0]!.Properties.SourceArn)).toContain(`/${routeSourcePattern(route)}"`);
    }
    expect(routeSourcePattern({ id: 'X', method: 'GET', path: '/board/{id}', handler: 'public-site/get-board', scopes: ['app', 'admin'], access: routes[0]!.access })).toBe('*/GET/api/*/board/*');
  });
});

describe('room for the route table to grow', () => {
  /** The real route table three times over (222 routes, each area three times its size), stub code. */
  const grown = (): RouteDef[] =>
    [0, 1, 2].flatMap((copy) => routes.map((r) => (copy === 0 ? r : { ...r, id: `${r.id}Copy${copy}`, path: `/copy${copy}${r.path}` })));

  it('synthesises 150+ routes with every template under CloudFormation’s limits', () => {
    const table = grown();
    expect(table.length).toBeGreaterThanOrEqual(150);
    const app = new App({ outdir: outdir('cdk.out-grown'), context: { [INLINE_CODE_CONTEXT]: 'true' } });
    const stack = new PortalStack(app, 'Portal-grown', { config: resolveStage('dev', () => undefined), webDist, routes: table });
    const all = [stack, ...stack.api.areas].map((s) => Template.fromStack(s).toJSON());
    expect(all.reduce((n, t) => n + Object.values(t.Resources as Record<string, Resource>).filter((r) => r.Type === 'AWS::Lambda::Function').length, 0)).toBeGreaterThanOrEqual(
      table.length,
    );
    for (const t of all) {
      expect(Object.keys(t.Resources).length).toBeLessThan(TEMPLATE_RESOURCE_LIMIT);
      expect(Object.keys(t.Parameters ?? {}).length).toBeLessThan(200);
      expect(Object.keys(t.Outputs ?? {}).length).toBeLessThan(200);
      expect(JSON.stringify(t).length).toBeLessThan(1_000_000);
    }
    // The biggest template still has room: the busiest area at three times today's size.
    expect(Math.max(...all.map((t) => Object.keys(t.Resources).length))).toBeLessThan(0.9 * TEMPLATE_RESOURCE_LIMIT);
  });

  it('refuses an area with more routes than one nested stack holds, naming the area', () => {
    const crowded = Array.from({ length: MAX_ROUTES_PER_AREA + 1 }, (_, i) => ({ ...routes[0]!, id: `Crowded${i}`, path: `/crowded${i}` }));
    const app = new App({ outdir: outdir('cdk.out-crowded'), context: { [INLINE_CODE_CONTEXT]: 'true' } });
    expect(() => new PortalStack(app, 'Portal-crowded', { config: resolveStage('dev', () => undefined), webDist, routes: crowded })).toThrow(
      new RegExp(`API area '${routeArea(routes[0]!)}' has ${MAX_ROUTES_PER_AREA + 1} routes`),
    );
  });
});

describe('scheduled jobs', () => {
  const schedulesOf = (t: Template) => Object.values(resources(t, 'AWS::Scheduler::Schedule'));
  const queue = (t: Template, id: string) => t.toJSON().Resources[id] as Resource;
  const alarmedQueues = (t: Template) => Object.values(resources(t, 'AWS::CloudWatch::Alarm')).filter((a) => a.Properties.Threshold === 0).map((a) => a.Properties.Dimensions?.[0]?.Value?.['Fn::GetAtt']?.[0]);

  it('runs each job from an EventBridge Scheduler schedule on its live alias, retried when Lambda refuses it and parked on an alarmed dead-letter queue, never from a bare rule', () => {
    expect(Object.values(resources(prod.template, 'AWS::Events::Rule')).filter((r) => r.Properties.ScheduleExpression)).toEqual([]);
    const schedules = schedulesOf(prod.template);
    // A job its queue alone starts (the exports) has none.
    expect(schedules).toHaveLength(jobs.filter((j) => j.schedule).length);
    expect(jobs.filter((j) => !j.schedule).map((j) => j.id)).toEqual(['WriteExports']);
    const dlqs = new Set<string>();
    for (const job of jobs.filter((j) => j.schedule)) {
      const schedule = schedules.find((s) => s.Properties.Target.Arn.Ref === aliasOf(prod.template, functionLogicalId(prod.template, job.id)))!.Properties;
      expect(schedule).toMatchObject({ ScheduleExpression: job.schedule, State: 'ENABLED', FlexibleTimeWindow: { Mode: 'OFF' } });
      expect(schedule.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: SCHEDULE_RETRY.attempts, MaximumEventAgeInSeconds: SCHEDULE_RETRY.maxEventAge.toSeconds() });
      expect(JSON.parse(schedule.Target.Input)).toEqual({ job: job.id });
      dlqs.add(schedule.Target.DeadLetterConfig.Arn['Fn::GetAtt'][0]);
    }
    // One dead-letter queue for the schedules' runs, which wakes someone.
    expect(dlqs.size).toBe(1);
    const [dlq] = [...dlqs] as [string];
    expect(queue(prod.template, dlq).Type).toBe('AWS::SQS::Queue');
    expect(alarmedQueues(prod.template)).toContain(dlq);
  });

  it('fans the deadline sweep out on a queue of its units: one unit an invocation of the same alias, reported failures, three tries, then an alarmed dead-letter queue', () => {
    const fanned = jobs.filter((j) => j.units);
    expect(fanned.map((j) => j.id)).toEqual(['DeadlineSweep', 'RetentionDestruction', 'WriteExports']);
    const job = fanned[0]!;
    const fnId = functionLogicalId(prod.template, job.id);
    const mapping = Object.values(resources(prod.template, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => JSON.stringify(m.Properties.FunctionName).includes(`{"Ref":"${aliasOf(prod.template, fnId)}"}`) && m.Properties.EventSourceArn?.['Fn::GetAtt'],
    )!.Properties;
    expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'], ScalingConfig: { MaximumConcurrency: job.units!.maxConcurrency } });
    const unitsId = mapping.EventSourceArn['Fn::GetAtt'][0];
    const units = queue(prod.template, unitsId).Properties;
    expect(units.RedrivePolicy.maxReceiveCount).toBe(job.units!.maxReceiveCount);
    // A unit in flight is not handed out again while its invocation can still run (the function's 60 s, six times over).
    const timeout = resources(prod.template, 'AWS::Lambda::Function')[fnId]!.Properties.Timeout;
    expect(units.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
    expect(units.VisibilityTimeout).toBe(UNIT_VISIBILITY_TIMEOUT.toSeconds());
    expect(alarmedQueues(prod.template)).toContain(units.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]);
    // The function finds its queue by the variable the handler reads, and may send to it (the run, and a unit that goes on).
    expect(resources(prod.template, 'AWS::Lambda::Function')[fnId]!.Properties.Environment.Variables[job.units!.queueUrlVariable]).toEqual({ Ref: unitsId });
    // Its grant lands in the function's own role, in the one inline policy (FunctionRole).
    const fnRole = resources(prod.template, 'AWS::IAM::Role')[resources(prod.template, 'AWS::Lambda::Function')[fnId]!.Properties.Role['Fn::GetAtt'][0]]!;
    const statements = fnRole.Properties.Policies.flatMap((p: { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } }) => p.PolicyDocument.Statement) as { Action: unknown; Resource: unknown }[];
    expect(statements.some((st) => [st.Action].flat().includes('sqs:SendMessage') && JSON.stringify(st.Resource).includes(unitsId))).toBe(true);
    // No other function is told the queue.
    for (const [id, fn] of appFunctions(prod)) if (id !== fnId) expect(fn.Properties.Environment?.Variables?.[job.units!.queueUrlVariable], id).toBeUndefined();
  });

  it('runs the exports as a job of its units queue alone: 300 s and 1,024 MB, six times that visible, three tries, an alarmed dead-letter queue, and POST exports may send to that queue only', () => {
    const job = jobs.find((j) => j.id === 'WriteExports')!;
    const fnId = functionLogicalId(prod.template, job.id);
    const fn = resources(prod.template, 'AWS::Lambda::Function')[fnId]!.Properties;
    expect({ timeout: fn.Timeout, memory: fn.MemorySize }).toEqual({ timeout: 300, memory: 1_024 });
    const mapping = Object.values(resources(prod.template, 'AWS::Lambda::EventSourceMapping')).find((m) => JSON.stringify(m.Properties.FunctionName).includes(`{"Ref":"${aliasOf(prod.template, fnId)}"}`))!.Properties;
    expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'], ScalingConfig: { MaximumConcurrency: job.units!.maxConcurrency } });
    const unitsId = mapping.EventSourceArn['Fn::GetAtt'][0];
    const units = queue(prod.template, unitsId).Properties;
    expect(units.VisibilityTimeout).toBe(6 * 300);
    expect(units.RedrivePolicy.maxReceiveCount).toBe(3);
    expect(alarmedQueues(prod.template)).toContain(units.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]);
    expect(fn.Environment.Variables.EXPORT_UNITS_QUEUE_URL).toEqual({ Ref: unitsId });
    // One tenant at a time: its files and items through the tenant role, its session narrowed to the exports it writes and reads.
    expect(job.access).toMatchObject({ tenants: 'one', table: 'write', files: { exports: ['read', 'write'] } });
    const session = JSON.parse(JSON.stringify(fn.Environment.Variables.TENANT_SESSION_POLICY)) as unknown;
    expect(JSON.stringify(session)).toContain('s3:AbortMultipartUpload');
    // The route that hands it its work: told the queue (a parameter of its area's stack) and allowed to send there only.
    const [, route, area] = appFunctions(prod).find(([, r]) => tag(r, FUNCTION_TAG) === 'ExportApplications')!;
    const variable = route.Properties.Environment.Variables.EXPORT_UNITS_QUEUE_URL as { Ref: string };
    expect(Object.keys(area.toJSON().Parameters)).toContain(variable.Ref);
    const role = resources(area, 'AWS::IAM::Role')[route.Properties.Role['Fn::GetAtt'][0]]!;
    const sends = (role.Properties.Policies as { PolicyDocument: { Statement: { Action: unknown; Resource: unknown }[] } }[]).flatMap((p) => p.PolicyDocument.Statement).filter((st) => JSON.stringify(st.Action).includes('sqs:'));
    expect(sends).toHaveLength(1);
    expect([sends[0]!.Action].flat()).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    // Its files no longer: the poll mints the download (read only), the job writes.
    expect(routes.find((r) => r.id === 'ExportApplications')!.access.files).toEqual({});
    expect(routes.find((r) => r.id === 'GetExport')!.access.files).toEqual({ exports: ['read'] });
  });

  it('runs the retention job (issue 46 item 1) daily at 03:00 KST, retried and parked like the others, its units on their own queue with an alarmed dead-letter queue; only its role lists and deletes upload versions', () => {
    const job = jobs.find((j) => j.id === 'RetentionDestruction')!;
    const fnId = functionLogicalId(prod.template, job.id);
    const schedule = schedulesOf(prod.template).find((s) => s.Properties.Target.Arn.Ref === aliasOf(prod.template, fnId))!.Properties;
    expect(schedule).toMatchObject({ ScheduleExpression: 'cron(0 18 * * ? *)', State: 'ENABLED' });
    expect(schedule.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: SCHEDULE_RETRY.attempts, MaximumEventAgeInSeconds: SCHEDULE_RETRY.maxEventAge.toSeconds() });
    expect(alarmedQueues(prod.template)).toContain(schedule.Target.DeadLetterConfig.Arn['Fn::GetAtt'][0]);
    const unitsId = resources(prod.template, 'AWS::Lambda::Function')[fnId]!.Properties.Environment.Variables.RETENTION_UNITS_QUEUE_URL.Ref;
    const units = queue(prod.template, unitsId).Properties;
    expect(units.RedrivePolicy.maxReceiveCount).toBe(3);
    expect(alarmedQueues(prod.template)).toContain(units.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]);
    const versionActions = (fn: Resource, t: Template) =>
      (resources(t, 'AWS::IAM::Role')[fn.Properties.Role['Fn::GetAtt'][0]]!.Properties.Policies ?? [])
        .flatMap((p: { PolicyDocument: { Statement: { Action: unknown }[] } }) => p.PolicyDocument.Statement)
        .flatMap((st: { Action: unknown }) => [st.Action].flat())
        .filter((a: unknown) => a === 's3:ListBucketVersions' || a === 's3:DeleteObjectVersion');
    for (const [id, fn, t] of appFunctions(prod)) expect(versionActions(fn, t), id).toEqual(id === fnId ? ['s3:DeleteObjectVersion', 's3:ListBucketVersions'] : []);
  });
});

describe('message delivery (issue 42)', () => {
  it('starts the delivery function from the table’s stream for new outbox messages only, with retries, halving and a dead-letter queue', () => {
    prod.template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
    const mappings = Object.values(resources(prod.template, 'AWS::Lambda::EventSourceMapping')).filter((m) => m.Properties.StartingPosition);
    const streamed = jobs.filter((j) => j.streamEntity);
    expect(streamed.map((j) => j.id)).toEqual(['DeliverMessages']);
    expect(mappings).toHaveLength(1);
    const m = mappings[0]!.Properties;
    // An alias's mapping names it as 'function:live', built from the alias's ARN.
    expect(JSON.stringify(m.FunctionName)).toContain(`{"Ref":"${aliasOf(prod.template, functionLogicalId(prod.template, 'DeliverMessages'))}"}`);
    expect(m).toMatchObject({ StartingPosition: 'LATEST', BisectBatchOnFunctionError: true, MaximumRetryAttempts: 3 });
    expect(JSON.parse(m.FilterCriteria.Filters[0].Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['OutboxMessage'] } } } });
    const dlq = m.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
    expect(prod.template.toJSON().Resources[dlq].Type).toBe('AWS::SQS::Queue');
    // A batch recorded there wakes someone.
    const alarms = Object.values(resources(prod.template, 'AWS::CloudWatch::Alarm'));
    expect(alarms.some((a) => a.Properties.Dimensions?.[0]?.Value?.['Fn::GetAtt']?.[0] === dlq && a.Properties.Threshold === 0)).toBe(true);
  });

  it('sends mail through a configuration set that suppresses bounced and complaining mailboxes, from the sender domain signed with Easy DKIM and its own MAIL FROM', () => {
    prod.template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'portal-prod',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
    prod.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'recruit.example.com',
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'mail.recruit.example.com', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    // The DNS records the operator adds are outputs.
    expect(Object.keys(prod.template.toJSON().Outputs).filter((o) => o.includes('DkimRecord'))).toHaveLength(3);
  });

  it("takes SES's Send, Delivery, Bounce, Complaint and Reject events through EventBridge and a queue into the consumer, which reports failed records, with dead letters alarmed", () => {
    const destinations = Object.values(resources(prod.template, 'AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    const d = destinations[0]!.Properties.EventDestination;
    expect([...d.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint', 'delivery', 'reject', 'send']);
    expect(JSON.stringify(d.EventBridgeDestination.EventBusArn)).toContain(':event-bus/default');
    const rule = Object.values(resources(prod.template, 'AWS::Events::Rule')).find((r) => r.Properties.EventPattern)!;
    expect(rule.Properties.EventPattern).toEqual({ source: ['aws.ses'], detail: { mail: { tags: { 'ses:configuration-set': ['portal-prod'] } } } });
    const queueId = rule.Properties.Targets[0].Arn['Fn::GetAtt'][0];
    const queue = prod.template.toJSON().Resources[queueId];
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(5);
    const mapping = Object.values(resources(prod.template, 'AWS::Lambda::EventSourceMapping')).find((m) => JSON.stringify(m.Properties.EventSourceArn).includes(queueId))!;
    expect(JSON.stringify(mapping.Properties.FunctionName)).toContain(`{"Ref":"${aliasOf(prod.template, functionLogicalId(prod.template, 'RecordMailEvents'))}"}`);
    expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const dlq = queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
    const alarms = Object.values(resources(prod.template, 'AWS::CloudWatch::Alarm'));
    expect(alarms.some((a) => a.Properties.Dimensions?.[0]?.Value?.['Fn::GetAtt']?.[0] === dlq && a.Properties.Threshold === 0)).toBe(true);
  });

  it("sends texts through the stage's SENS SMS project where its file names one, and through SNS (no SENS_SMS_SERVICE_ID) otherwise", () => {
    const sens = synth('dev', {}, webDist, (c) => ({ ...c, alimtalk: { serviceId: 'ncp:kkobizmsg:kr:1:portal', accessKey: 'AK', secretKeySecretName: 'portal/dev/sens-secret-key', smsSenderNumber: '0212345678', smsServiceId: 'ncp:sms:kr:1:portal', spendAlarmKrwPerDay: 200_000 } }), 'dev-sens');
    const delivery = Object.values(resources(sens.template, 'AWS::Lambda::Function')).find((f) => JSON.stringify(f.Properties.Environment?.Variables ?? {}).includes('ncp:sms:kr'))!;
    const env = delivery.Properties.Environment.Variables;
    expect([env.SENS_SMS_SERVICE_ID, env.SMS_SENDER_NUMBER, env.ALIMTALK_ACCESS_KEY]).toEqual(['ncp:sms:kr:1:portal', '0212345678', 'AK']);
    // The secret key by its name only, read at run time (secret-source.ts): never its value, nor a reference resolved at deploy.
    expect(env.ALIMTALK_SECRET_KEY_ID).toBe('portal/dev/sens-secret-key');
    expect(env.ALIMTALK_SECRET_KEY).toBeUndefined();
    for (const fn of Object.values(resources(prod.template, 'AWS::Lambda::Function'))) expect(fn.Properties.Environment?.Variables?.SENS_SMS_SERVICE_ID ?? '').toBe('');
    // SENS reports nothing to CloudWatch: its spend alarm prices the delivery's own counts of texts (the stage's total series).
    const spend = Object.values(resources(sens.template, 'AWS::CloudWatch::Alarm')).find((a) => String(a.Properties.AlarmDescription).includes('SENS spend'))!;
    expect(spend.Properties).toMatchObject({ Threshold: 200_000, EvaluationPeriods: 1, ComparisonOperator: 'GreaterThanThreshold' });
    const queries = spend.Properties.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions: unknown[] }; Period: number; Stat: string } }[];
    expect(queries.find((q) => q.Expression)!.Expression).toBe(`s * ${SENS_PRICE_KRW.SMS} + l * ${SENS_PRICE_KRW.LMS}`);
    for (const q of queries.filter((x) => x.MetricStat)) {
      expect(q.MetricStat).toMatchObject({ Period: 86_400, Stat: 'Sum', Metric: { Namespace: 'Portal', Dimensions: [{ Name: 'service', Value: 'portal' }, { Name: 'stage', Value: 'dev' }] } });
      expect(['SmsSent', 'LmsSent']).toContain(q.MetricStat!.Metric.MetricName);
    }
    expect(Object.values(resources(prod.template, 'AWS::CloudWatch::Alarm')).some((a) => String(a.Properties.AlarmDescription).includes('SENS spend'))).toBe(false);
  });

  it('gives the functions the stage’s send rates (SES production starts at 14 a second)', () => {
    for (const fn of Object.values(resources(prod.template, 'AWS::Lambda::Function'))) {
      const env = fn.Properties.Environment?.Variables;
      if (env?.TABLE_NAME === undefined) continue;
      expect([env.MAIL_SENDS_PER_SECOND, env.SMS_SENDS_PER_SECOND]).toEqual(['14', '20']);
    }
  });
});

describe('S3 buckets', () => {
  it('are private and refuse plain HTTP', () => {
    const buckets = resources(prod.template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const b of Object.values(buckets)) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.DeletionPolicy).toBe('Retain');
    }
    const policies = Object.values(resources(prod.template, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const p of policies) {
      expect(p.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('allows presigned PUT and GET from any https page (the presigned URL is the credential), the same on every stage', () => {
    for (const { template } of [prod, dev]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [{ AllowedMethods: ['PUT', 'GET', 'HEAD'], AllowedOrigins: ['https://*'], AllowedHeaders: ['*'], ExposedHeaders: ['ETag'], MaxAge: 3000 }],
        },
      });
    }
  });

  it('expires unchecked uploads under the staging prefix after a day', () => {
    for (const { template } of [prod, dev]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Id: 'ExpireStagingUploads', Prefix: STAGING_ROOT, ExpirationInDays: 1, Status: 'Enabled' })]) },
      });
    }
    expect(STAGING_ROOT).toBe('staging/');
  });

  it("expires the integration API's exports after a day", () => {
    for (const { template } of [prod, dev]) {
      template.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Id: 'ExpireExports', Prefix: EXPORTS_ROOT, ExpirationInDays: 1, Status: 'Enabled' })]) },
      });
    }
    expect(EXPORTS_ROOT).toBe('exports/');
  });

  it('lets CloudFront read only the public prefix of the upload bucket', () => {
    const uploadsPolicy = Object.values(resources(prod.template, 'AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('CloudFrontReadsPublicFiles'),
    )!;
    const stmt = (uploadsPolicy.Properties.PolicyDocument.Statement as any[]).filter(
      (s) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(stmt).toHaveLength(1);
    expect(stmt[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(stmt[0].Resource)).toContain(`/${PUBLIC_FILES_KEY_PREFIX}*`);
    expect(stmt[0].Condition.StringEquals['AWS:SourceArn']).toBeDefined();
  });
});

describe('CloudFront', () => {
  it('routes /api/* to the HTTP API uncached, all methods, without the Host header, with the host-forwarding function', () => {
    const cfg = distributionConfig(prod.template);
    const api = (cfg.CacheBehaviors as any[]).find((b) => b.PathPattern === API_PATH_PATTERN);
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api.AllowedMethods).toHaveLength(7);
    expect(api.ViewerProtocolPolicy).toBe('https-only');
    expect(api.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const origin = (cfg.Origins as any[]).find((o) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const fnRef = api.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    expect(prod.template.toJSON().Resources[fnRef].Properties.FunctionCode).toBe(FORWARD_HOST_CODE);
  });

  it('serves /files/public/* from the upload bucket through OAC', () => {
    const cfg = distributionConfig(prod.template);
    const files = (cfg.CacheBehaviors as any[]).find((b) => b.PathPattern === PUBLIC_FILES_PATH_PATTERN);
    expect(files).toBeDefined();
    expect(files.AllowedMethods).toEqual(['GET', 'HEAD']);
    const origin = (cfg.Origins as any[]).find((o) => o.Id === files.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('BucketsUploads');
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('serves the SPA bucket by default with the history-fallback function and no error-page rewriting', () => {
    const cfg = distributionConfig(prod.template);
    expect(JSON.stringify(cfg.Origins)).toContain('BucketsSite');
    expect(cfg.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(cfg.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(cfg.CustomErrorResponses).toBeUndefined();
    expect(cfg.DefaultRootObject).toBe('index.html');
  });

  it('sends CSP and the usual security headers', () => {
    prod.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
        }),
      }),
    });
    const cfg = distributionConfig(prod.template);
    expect(cfg.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    for (const b of cfg.CacheBehaviors as any[]) expect(b.ResponseHeadersPolicyId).toBeDefined();
  });

  it('answers on the stage domains with the given certificate, and only on *.cloudfront.net without one', () => {
    const cfg = distributionConfig(prod.template);
    expect(cfg.Aliases).toEqual(['recruit.example.com', '*.recruit.example.com']);
    expect(cfg.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERT, SslSupportMethod: 'sni-only', MinimumProtocolVersion: 'TLSv1.2_2021' });
    expect(distributionConfig(dev.template).Aliases).toBeUndefined();
  });
});

describe('CloudFront function code', () => {
  const load = (code: string) => new Function(`${code}; return handler;`)() as (e: any) => any;
  const spa = load(SPA_REWRITE_CODE);
  const fwd = load(FORWARD_HOST_CODE);
  const req = (uri: string, headers: Record<string, { value: string }> = {}) => ({ request: { uri, headers }, viewer: { ip: '203.0.113.7' } });

  it('rewrites client-side routes to /index.html and leaves files alone', () => {
    for (const uri of ['/', '/recruit/12', '/apply/3/step/2', '/company']) expect(spa(req(uri)).uri).toBe('/index.html');
    for (const uri of ['/assets/index-abc123.js', '/favicon.ico', '/index.html']) expect(spa(req(uri)).uri).toBe(uri);
  });

  it('copies the viewer Host into x-forwarded-host and the viewer IP into x-viewer-ip, overwriting client values', () => {
    const out = fwd(req('/api/app/checkHostname', { host: { value: 'acme.recruit.example.com' }, 'x-forwarded-host': { value: 'evil.example' } }));
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'acme.recruit.example.com' });
    expect(out.headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.7' });
    const spoofed = fwd(req('/api/app/x', { host: { value: 'a.example' }, [VIEWER_IP_HEADER]: { value: '10.0.0.1' } }));
    expect(spoofed.headers[VIEWER_IP_HEADER]).toEqual({ value: '203.0.113.7' });
    expect(fwd(req('/api/app/x', { 'x-forwarded-host': { value: 'evil.example' } })).headers['x-forwarded-host']).toBeUndefined();
  });
});

describe('SPA deployment', () => {
  it('is skipped with a warning when web/dist has no build', () => {
    Annotations.fromStack(prod.stack).hasWarning('/Portal-prod/Web', Match.stringLikeRegexp('index.html not found'));
    prod.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(JSON.stringify(Annotations.fromStack(prod.stack).findWarning('*', Match.anyValue()))).toContain(WEB_DIST_MISSING);
  });

  it('uploads the build (assets and pages) and invalidates CloudFront when the build exists', () => {
    dev.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    dev.template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'], Prune: true });
  });
});

describe('the multi-tenant distribution (issue 43: tenant domains as data)', () => {
  const connectionGroupId = (t: Template) => Object.keys(resources(t, 'AWS::CloudFront::ConnectionGroup'))[0]!;
  const distributionIds = (t: Template) => {
    const all = Object.entries(resources(t, 'AWS::CloudFront::Distribution'));
    return { standard: all.find(([, d]) => !d.Properties.DistributionConfig.ConnectionMode)![0], tenants: all.find(([, d]) => d.Properties.DistributionConfig.ConnectionMode)![0] };
  };

  it("is tenant-only, with none of the names, certificate, price class or IPv6 a multi-tenant distribution may not set", () => {
    for (const { template } of [prod, dev]) {
      expect(Object.keys(resources(template, 'AWS::CloudFront::Distribution'))).toHaveLength(2);
      const cfg = tenantDistributionConfig(template);
      expect(cfg.ConnectionMode).toBe('tenant-only');
      for (const field of ['Aliases', 'CNAMEs', 'PriceClass', 'IPV6Enabled', 'ViewerCertificate', 'ContinuousDeploymentPolicyId', 'Staging', 'AnycastIpListId']) expect(cfg[field], field).toBeUndefined();
      for (const b of [cfg.DefaultCacheBehavior, ...cfg.CacheBehaviors]) for (const legacy of ['ForwardedValues', 'DefaultTTL', 'MaxTTL', 'MinTTL', 'TrustedSigners']) expect(b[legacy], legacy).toBeUndefined();
    }
  });

  it('serves what the standard one serves, through the same functions, policies, site origin access and web ACL', () => {
    const [standard, tenants] = [distributionConfig(prod.template), tenantDistributionConfig(prod.template)];
    // Origin ids name their distribution; everything else about the behaviours and origins is the same.
    const originIds = (cfg: any) => new Map((cfg.Origins as any[]).map((o, i) => [o.Id, `origin${i}`]));
    const same = (cfg: any) => {
      const ids = originIds(cfg);
      const behaviour = ({ TargetOriginId, ...b }: any) => ({ ...b, origin: ids.get(TargetOriginId) });
      return { defaultBehaviour: behaviour(cfg.DefaultCacheBehavior), behaviours: (cfg.CacheBehaviors as any[]).map(behaviour), origins: (cfg.Origins as any[]).map(({ Id, ...o }) => o), root: cfg.DefaultRootObject, http: cfg.HttpVersion, acl: cfg.WebACLId };
    };
    expect(same(tenants)).toEqual(same(standard));
    expect(tenants.WebACLId).toBe(ACL);
    expect(Object.keys(resources(prod.template, 'AWS::CloudFront::Function'))).toHaveLength(2);
    // The API origin carries CloudFront's origin header, from the same secret.
    const api = (tenants.CacheBehaviors as any[]).find((b) => b.PathPattern === API_PATH_PATTERN);
    const origin = (tenants.Origins as any[]).find((o) => o.Id === api.TargetOriginId);
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: edgeHeaders.originSecret, HeaderValue: expect.objectContaining({ 'Fn::Join': expect.anything() }) }]);
    expect(tenants.Logging).toMatchObject({ Prefix: 'cloudfront-tenants/' });
  });

  it('may read the site bucket and the public files as the standard one does, each named by its ARN', () => {
    const { standard, tenants } = distributionIds(prod.template);
    const statements = Object.values(resources(prod.template, 'AWS::S3::BucketPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement as any[]);
    const publicFiles = statements.find((st) => st.Sid === 'CloudFrontReadsPublicFiles');
    expect(JSON.stringify(publicFiles.Condition.StringEquals['AWS:SourceArn'])).toContain(standard);
    expect(JSON.stringify(publicFiles.Condition.StringEquals['AWS:SourceArn'])).toContain(tenants);
    const site = statements.filter((st) => st.Principal?.Service === 'cloudfront.amazonaws.com' && st.Sid !== 'CloudFrontReadsPublicFiles');
    for (const id of [standard, tenants]) expect(JSON.stringify(site), id).toContain(id);
    expect(Object.keys(resources(prod.template, 'AWS::CloudFront::OriginAccessControl'))).toHaveLength(2);
  });

  it('has a connection group, and leaves both ids in SSM for the domain stacks and the routing endpoint as an output', () => {
    const group = connectionGroupId(prod.template);
    prod.template.hasResourceProperties('AWS::CloudFront::ConnectionGroup', { Name: 'portal-prod-tenants', Enabled: true, Ipv6Enabled: true });
    const { tenants } = distributionIds(prod.template);
    prod.template.hasResourceProperties('AWS::SSM::Parameter', { Name: '/portal/prod/tenant-distribution-id', Type: 'String', Value: { Ref: tenants } });
    prod.template.hasResourceProperties('AWS::SSM::Parameter', { Name: '/portal/prod/tenant-connection-group-id', Type: 'String', Value: { 'Fn::GetAtt': [group, 'Id'] } });
    expect(prod.template.toJSON().Outputs.TenantRoutingEndpoint.Value).toEqual({ 'Fn::GetAtt': [group, 'RoutingEndpoint'] });
  });
});

describe('outputs', () => {
  it('exports the distribution domain, API URL, table and bucket names', () => {
    const outputs = Object.keys(prod.template.toJSON().Outputs);
    for (const o of ['DistributionDomainName', 'ApiUrl', 'TableName', 'UploadBucketName', 'SiteBucketName']) expect(outputs).toContain(o);
  });
});

describe('alarms', () => {
  const alarmsOf = (t: Template) => Object.entries(resources(t, 'AWS::CloudWatch::Alarm'));
  const topicOf = (t: Template) => Object.keys(resources(t, 'AWS::SNS::Topic'))[0]!;

  it('watches the 5xx rate, store and Lambda throttles, every job and event consumer, and their dead letters, each notifying the alarm topic', () => {
    for (const { template } of [prod, dev]) {
      const alarms = alarmsOf(template);
      const ids = alarms.map(([id]) => id);
      for (const name of ['Api5xxRate', 'TableThrottles', 'LambdaThrottles', 'DeadlineSweepFailed', 'NotifyResultsFailed', 'DeliverMessagesFailed', 'DeliverMessagesDeadLetters', 'RecordMailEventsFailed', 'RecordMailEventsDeadLetters'])
        expect(ids.some((id) => id.includes(name)), name).toBe(true);
      const deadlinePath = routes.filter((r) => ['deadline', 'submit'].includes(capacityOf(r)));
      // Dead letters: the schedules' one queue, each stream-started job's, each fanned-out job's units'.
      expect(alarms.length).toBe(5 + deadlinePath.length + jobs.length + 1 + jobs.filter((j) => j.streamEntity).length + jobs.filter((j) => j.units).length + 2 * consumers.length + 4);
      for (const [id, a] of alarms) {
        expect(a.Properties.AlarmActions, id).toEqual([{ Ref: topicOf(template) }]);
        expect(a.Properties.TreatMissingData, id).toBe('notBreaching');
      }
      // The 5xx alarm is a rate of the API's own answers.
      const rate = alarms.find(([id]) => id.includes('Api5xxRate'))![1];
      expect(JSON.stringify(rate.Properties.Metrics)).toContain('5xx');
    }
  });

  it('watches the deadline path minute by minute: 5xx and 4xx rates, the saves\' and the submission\'s p99, throttles and the concurrency headroom, two bad minutes of three', () => {
    const byId = (name: string) => alarmsOf(prod.template).filter(([id]) => id.includes(name)).map(([, a]) => a.Properties) as [Record<string, any>, ...Record<string, any>[]];
    const minuteByMinute = { EvaluationPeriods: DEADLINE_ALARMS.minutes, DatapointsToAlarm: DEADLINE_ALARMS.badMinutes };
    for (const name of ['Api5xxRate', 'Api4xxRate', 'ConcurrencyHeadroom', 'TableThrottles']) {
      const [a] = byId(name);
      expect(a, name).toMatchObject(minuteByMinute);
      expect((a.Metrics as { MetricStat?: { Period: number } }[]).filter((m) => m.MetricStat).map((m) => m.MetricStat!.Period), name).toEqual(expect.arrayContaining([60]));
      expect((a.Metrics as { MetricStat?: { Period: number } }[]).every((m) => !m.MetricStat || m.MetricStat.Period === 60), name).toBe(true);
    }
    expect(byId('LambdaThrottles')[0]).toMatchObject({ Period: 60, Threshold: 0 });
    expect(byId('Api4xxRate')[0]).toMatchObject({ Threshold: DEADLINE_ALARMS.clientErrorPercent });
    expect(JSON.stringify(byId('Api4xxRate')[0].Metrics)).toContain('4xx');
    const headroom = byId('ConcurrencyHeadroom')[0];
    expect(headroom.Threshold).toBe(DEADLINE_ALARMS.concurrencyPercent);
    expect(JSON.stringify(headroom.Metrics)).toContain('SERVICE_QUOTA(inuse)');
    expect(JSON.stringify(headroom.Metrics)).toContain('ConcurrentExecutions');
    // One p99 alarm for each save and submission function, on that function's duration.
    const deadlinePath = routes.filter((r) => ['deadline', 'submit'].includes(capacityOf(r))).map((r) => r.id);
    expect(deadlinePath).toEqual(expect.arrayContaining(['SaveApplicantPage', 'CompleteApplicant']));
    for (const id of deadlinePath) {
      const [a] = byId(`${id}P99`);
      expect(a, id).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Duration', ExtendedStatistic: 'p99', Period: 60, Threshold: DEADLINE_ALARMS.p99Ms, ...minuteByMinute });
    }
  });

  it("wakes someone when the oldest unsent message has waited ten minutes for three sweeps, on the metric the delivery publishes, and when the month's SMS spend passes the stage's line", () => {
    const backlog = alarmsOf(prod.template).find(([id]) => id.includes('OutboxBacklogAge'))![1].Properties;
    expect(backlog).toMatchObject({ Namespace: BACKLOG_METRICS.namespace, MetricName: BACKLOG_METRICS.oldestWaiting, Statistic: 'Maximum', Period: 60, Threshold: 600, EvaluationPeriods: 3 });
    expect(backlog.Dimensions).toEqual(expect.arrayContaining([{ Name: 'service', Value: BACKLOG_METRICS.service }, { Name: 'stage', Value: 'prod' }]));
    const spend = alarmsOf(prod.template).find(([id]) => id.includes('SmsSpend'))![1].Properties;
    expect(spend).toMatchObject({ Namespace: 'AWS/SNS', MetricName: 'SMSMonthToDateSpentUSD', Threshold: 100 });
  });

  it("wakes someone when SES's bounce or complaint rate reaches the line where AWS reviews the account (5%, 0.1%), before it pauses the account's mail", () => {
    const alarm = (name: string) => alarmsOf(prod.template).find(([id]) => id.includes(name))![1].Properties;
    expect(alarm('MailBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.05, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Period: 900 });
    expect(alarm('MailComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.001, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Period: 900 });
  });

  it("mails the stage's alarm address when it has one, and refuses one that is not an address", () => {
    prod.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@acme.example' });
    expect(Object.keys(resources(dev.template, 'AWS::SNS::Subscription'))).toEqual([]);
    expect(() => resolveStage('dev', (k) => ({ alarmEmail: 'oncall' })[k])).toThrow(/alarmEmail/);
  });
});

describe('stage settings', () => {
  it("deploys to the stage file's region (Seoul for prod) and account, the edge stays in us-east-1", () => {
    expect(prod.stack.region).toBe('ap-northeast-2');
    expect(prod.stack.account).toBe('123456789012');
    // Without an account a disposable stage still synthesises: its region fixed, its account the credentials'.
    expect(dev.stack.region).toBe('ap-northeast-2');
    expect(dev.stack.resolve(dev.stack.account)).toEqual({ Ref: 'AWS::AccountId' });
    expect(distributionConfig(prod.template).WebACLId).toBe(ACL);
  });

  it('refuses to synthesise a retained stage without its account, web ACL, certificate or alarm address, naming each and how to give it', () => {
    const attempt = (omit: string[]) => () =>
      new PortalStack(new App({ context: { [INLINE_CODE_CONTEXT]: 'true' } }), 'Portal-prod', {
        config: resolveStage('prod', (k) => (omit.includes(k) ? undefined : prodContext[k])),
        webDist: path.join(webDist, 'does-not-exist'),
      });
    expect(attempt(['webAclArn'])).toThrow(/without: webAclArn\.[\s\S]*PortalEdgeWaf-prod[\s\S]*-c edgeWaf=true[\s\S]*infra\/stages\/prod\.json or pass -c webAclArn=/);
    expect(attempt(['certificateArn'])).toThrow(/without: certificateArn\.[\s\S]*us-east-1/);
    expect(attempt(['alarmEmail'])).toThrow(/without: alarmEmail\.[\s\S]*-c alarmEmail=/);
    expect(attempt(['account'])).toThrow(/without: account\.[\s\S]*CDK_DEFAULT_ACCOUNT[\s\S]*-c account=/);
    // The stage file as shipped names none of them, so a bare `cdk synth -c stage=prod` fails with all four.
    expect(attempt(['account', 'webAclArn', 'certificateArn', 'alarmEmail'])).toThrow(/without: account, webAclArn, certificateArn, alarmEmail\./);
    expect(() => resolveStage('prod', (k) => ({ account: '12345' })[k])).toThrow(/12-digit/);
  });

  it('refuses unknown stages, certificates outside us-east-1 and the old tenant domain list', () => {
    expect(() => resolveStage('qa')).toThrow(/Unknown stage/);
    expect(() => resolveStage('prod', (k) => ({ tenantDomains: 'recruit.acme.example' })[k])).toThrow(/infra\/stages\/prod-domains\/<key>\.json[\s\S]*-c tenantDomain=<key>/);
    expect(() => resolveStage('prod', (k) => ({ certificateArn: CERT.replace('us-east-1', 'ap-northeast-2') })[k])).toThrow(/us-east-1/);
    expect(() => resolveStage('prod', (k) => ({ baseDomains: 'not a host' })[k])).toThrow(/host name/);
  });

  it('takes overrides from context and keeps RETAIN for prod', () => {
    const cfg = resolveStage('prod', (k) => ({ ...prodContext, baseDomains: 'a.example.com, B.example.com' })[k]);
    expect(cfg.baseDomains).toEqual(['a.example.com', 'b.example.com']);
    expect(cfg.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(alternateDomainNames(cfg)).toContain('*.b.example.com');
    expect(resolveStage('dev').removalPolicy).toBe(RemovalPolicy.DESTROY);
  });
});

describe('real esbuild bundling (one route, one job)', () => {
  it('bundles ESM with the createRequire banner, imports the pinned SDK from the stack layer, and loads with that layer', async () => {
    const app = new App({ outdir: outdir('cdk.out-bundle') });
    const stack = new Stack(app, 'Bundle');
    const targets = { tableArn: 'arn:aws:dynamodb:ap-northeast-2:123456789012:table/t', indexNames: [], uploadBucketArn: 'arn:aws:s3:::b', mailArns: [], secretArns: { pepper: undefined, originVerify: undefined, alimtalk: undefined }, tenantRole: { arn: 'arn:aws:iam::123456789012:role/t', principalPath: '/t/' } };
    const common = { environment: {}, targets, logRetention: RetentionDays.ONE_DAY, removalPolicy: RemovalPolicy.DESTROY };
    const route = routes.find((r) => r.id === 'CheckHostname') ?? routes[0]!;
    const job = jobs[0]!;
    new PortalFunction(stack, 'Route', { ...common, functionId: route.id, kind: 'route', access: route.access, entry: routeEntry(route.handler), description: 'r', timeout: Duration.seconds(10) });
    new PortalFunction(stack, 'Job', { ...common, functionId: job.id, kind: 'job', access: job.access, entry: jobEntry(job.handler), description: 'j', timeout: Duration.seconds(60) });
    const template = Template.fromStack(stack);
    const assembly = app.synth();
    const fns = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    expect(fns).toHaveLength(2);
    // One SDK layer, on both functions; Lambda resolves its nodejs/node_modules for ES modules.
    const layers = Object.entries(template.findResources('AWS::Lambda::LayerVersion')) as [string, Resource][];
    expect(layers).toHaveLength(1);
    const [layerId, layer] = layers[0]!;
    for (const fn of fns) expect(fn.Properties.Layers).toEqual([{ Ref: layerId }]);
    const layerModules = path.join(assembly.directory, `asset.${String(layer.Properties.Content.S3Key).replace(/\.zip$/, '')}`, 'nodejs', 'node_modules');
    // The bundle of an asset-backed function sits in <assembly>/asset.<hash>/, hash = S3Key minus .zip.
    const bundleOf = (fn: Resource) => path.join(assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');
    for (const fn of fns) {
      expect(fn.Properties.Handler).toBe('index.handler');
      const file = bundleOf(fn);
      // As on Lambda, the bundle finds the SDK in the layer only (not in the repo's node_modules).
      symlinkSync(layerModules, path.join(path.dirname(file), 'node_modules'), 'dir');
      const code = readFileSync(file, 'utf8');
      expect(code.startsWith(ESM_REQUIRE_BANNER)).toBe(true);
      const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    }
    const routeCode = readFileSync(bundleOf(fns.find((f) => tag(f, KIND_TAG) === 'route')!), 'utf8');
    // The SDK is imported (from the layer), not bundled: the route's code stays within its budget.
    expect(routeCode).toMatch(/from\s*["']@aws-sdk\/lib-dynamodb["']/);
    // zod comes from the layer as well (sdk-layer.ts LAYER_UTILITIES): the route's own code well inside the budget.
    expect(routeCode).toMatch(/from\s*["']zod["']/);
    expect(Buffer.byteLength(routeCode)).toBeLessThan(300 * 1024);
  });
});

describe('only through CloudFront (issue 43)', () => {
  const apiOrigin = (t: Template) => {
    const cfg = distributionConfig(t);
    const api = (cfg.CacheBehaviors as any[]).find((b) => b.PathPattern === API_PATH_PATTERN);
    return (cfg.Origins as any[]).find((o) => o.Id === api.TargetOriginId);
  };
  const secretId = (t: Template) => Object.keys(resources(t, 'AWS::SecretsManager::Secret'))[0]!;

  it('adds the origin header to every API request, its value a dynamic reference to a secret the stack generates (never a value in the template)', () => {
    for (const { template } of [prod, dev]) {
      const id = secretId(template);
      expect(resources(template, 'AWS::SecretsManager::Secret')[id]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
      expect(apiOrigin(template).OriginCustomHeaders).toEqual([
        { HeaderName: edgeHeaders.originSecret, HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: id }, ':SecretString:::}}']] } },
      ]);
      expect(edgeHeaders.originSecret).toBe('x-origin-verify');
      // The other origins (the buckets) get no header.
      expect((distributionConfig(template).Origins as any[]).filter((o) => o.OriginCustomHeaders)).toHaveLength(1);
    }
  });

  it('pins the version CloudFront sends when a rotation names one (-c originSecretVersion=…), and refuses what is not a version id', () => {
    const version = '3f1c9a2e-7b4d-4e8f-9a0b-1c2d3e4f5a6b';
    const rotated = synth('dev', { [ORIGIN_SECRET_VERSION_CONTEXT]: version }, webDist, (c) => c, 'dev-rotated');
    expect(apiOrigin(rotated.template).OriginCustomHeaders[0].HeaderValue['Fn::Join'][1][2]).toBe(`:SecretString:::${version}}}`);
    expect(() => synth('dev', { [ORIGIN_SECRET_VERSION_CONTEXT]: 'AWSCURRENT; drop' }, webDist, (c) => c, 'dev-bad-version')).toThrow(/version id/);
  });

  it('names the secret to every function (its ARN, read at cold start) and lets every route’s role read it, never putting its value in an environment', () => {
    const id = secretId(prod.template);
    for (const [, fn, t] of appFunctions(prod)) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      const ref = vars[envNames.originSecretId] as { Ref: string };
      expect(t === prod.template ? ref : parentValueOf(prod, t, ref.Ref)).toEqual({ Ref: id });
      expect(JSON.stringify(vars)).not.toContain('resolve:secretsmanager:{');
      expect(Object.keys(vars)).not.toContain('ORIGIN_SECRET');
    }
    // Every route's own role reads it (the origin check runs first in each) beside the pepper, and nothing else of Secrets Manager.
    for (const [, fn, t] of appFunctions(prod).filter(([, r]) => tag(r, KIND_TAG) === 'route')) {
      const role = resources(t, 'AWS::IAM::Role')[fn.Properties.Role['Fn::GetAtt'][0]]!;
      const read = (role.Properties.Policies[0].PolicyDocument.Statement as any[]).filter((s) => JSON.stringify(s.Action).includes('secretsmanager:'));
      expect(read).toHaveLength(1);
      expect(read[0].Action).toBe('secretsmanager:GetSecretValue');
      expect(read[0].Resource).toHaveLength(2);
      expect(parentValueOf(prod, t, read[0].Resource[1].Ref)).toEqual({ Ref: id });
      expect(JSON.stringify(read[0].Resource[0])).toContain(':secret:portal/prod/secret-pepper-??????');
    }
  });

  it('keeps the execute-api endpoint (CloudFront’s origin is its domain) and says so in the ApiUrl output', () => {
    const api = Object.values(resources(prod.template, 'AWS::ApiGatewayV2::Api'))[0]!;
    expect(api.Properties.DisableExecuteApiEndpoint).toBeUndefined();
    expect(prod.template.toJSON().Outputs.ApiUrl.Description).toMatch(/403/);
    expect(Object.keys(prod.template.toJSON().Outputs)).toContain('OriginSecretArn');
  });
});

describe('throttles, reserved capacity and the table (issue 43, docs/capacity.md)', () => {
  const stage = (t: Template) => Object.values(resources(t, 'AWS::ApiGatewayV2::Stage'))[0]!;
  /** The documented values (docs/capacity.md 'What the stack sets'), written out so a change to one is seen here. */
  const documented = {
    stageDefault: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1_000 },
    routes: {
      'POST /api/app/applicant/draft/{id}': [3_000, 3_000],
      'POST /api/app/applicant/update/{id}': [1_000, 2_000],
      'POST /api/app/applicant/open-form/{id}': [1_000, 2_000],
      'POST /api/app/applicant/complete/{id}': [500, 1_000],
      'POST /api/app/verify/request/{kind}': [200, 400],
      'POST /api/app/applicant/create/{taskId}': [300, 600],
      'POST /api/app/applicant/check': [300, 600],
      'POST /api/app/applicant/upload-url/{id}': [300, 600],
      'POST /api/integration/exports': [2, 5],
    } as Record<string, [number, number]>,
    reserved: { SaveDraft: 200, SaveApplicantPage: 100, OpenFormPage: 100, GetSavedPage: 100, GetForm: 100, CompleteApplicant: 50, ViewApplicant: 50, GetTime: 50 } as Record<string, number>,
    memory: { CreateApplicant: 1_769, CheckApplicant: 1_769, CheckApplicantById: 1_769, ChangePassword: 1_769, CompleteApplicant: 1_024, GetTime: 1_024, RequestVerification: 1_024, ConfirmUpload: 1_024, CreateUploadUrl: 1_024, SaveApplicantPage: 512, SaveDraft: 512, ExportApplications: 512 } as Record<string, number>,
    warm: { table: { ReadUnitsPerSecond: 12_000, WriteUnitsPerSecond: 12_000 }, gsi1: { ReadUnitsPerSecond: 12_000, WriteUnitsPerSecond: 8_000 } },
  };

  it('throttles every route at the stage default and each classed route at its class’s rate, on every stage', () => {
    for (const { template } of [prod, dev]) {
      const s = stage(template).Properties;
      expect(s.DefaultRouteSettings).toEqual(documented.stageDefault);
      for (const [key, [rate, burst]] of Object.entries(documented.routes)) expect(s.RouteSettings[key], key).toEqual({ ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst });
      // Every classed route in every scope has its entry, and every entry names a route of the table.
      const keys = routes.flatMap((r) => r.scopes.map((sc) => ({ key: `${r.method} ${apiPath(sc, r.path)}`, capacity: r.capacity ?? 'ordinary' })));
      for (const k of keys.filter((k) => k.capacity !== 'ordinary')) expect(s.RouteSettings[k.key], k.key).toEqual({ ThrottlingRateLimit: CLASS_SIZING[k.capacity].throttle.rateLimit, ThrottlingBurstLimit: CLASS_SIZING[k.capacity].throttle.burstLimit });
      expect(Object.keys(s.RouteSettings).sort()).toEqual(keys.filter((k) => k.capacity !== 'ordinary').map((k) => k.key).sort());
      // The routes live in the areas' nested stacks: the stage waits for them (API Gateway refuses settings of a missing route).
      const nested = Object.keys(resources(template, 'AWS::CloudFormation::Stack'));
      expect(stage(template).DependsOn ?? []).toEqual(expect.arrayContaining(nested.filter((n) => n.includes('Routes'))));
    }
    // No route's throttle exceeds the account's API limit (10,000 a second, 5,000 burst).
    for (const c of Object.values(CLASS_SIZING)) expect(c.throttle.rateLimit <= 10_000 && c.throttle.burstLimit <= 5_000).toBe(true);
  });

  it('reserves concurrency for the save and submit path on a deadline-ready stage (prod) only, and for nothing else', () => {
    const reservedOf = (s: Synth) => Object.fromEntries(appFunctions(s).flatMap(([, fn]) => (fn.Properties.ReservedConcurrentExecutions === undefined ? [] : [[tag(fn, FUNCTION_TAG)!, fn.Properties.ReservedConcurrentExecutions as number]])));
    expect(resolveStage('prod').capacity.deadlineReady).toBe(true);
    expect(reservedOf(prod)).toEqual(documented.reserved);
    expect(reservedConcurrencyTotal(routes)).toBe(750);
    expect(reservedOf(dev)).toEqual({});
  });

  it('gives the password-hashing routes a whole vCPU (1,769 MB), the submit, code and upload classes 1,024 MB as measured, and keeps 512 MB elsewhere', () => {
    for (const [id, mb] of Object.entries(documented.memory)) {
      const [, fn] = appFunctions(prod).find(([, r]) => tag(r, FUNCTION_TAG) === id)!;
      expect(fn.Properties.MemorySize, id).toBe(mb);
    }
  });

  it('warms the table and its index to the capacity model on a deadline-ready stage, with Contributor Insights on everywhere', () => {
    const table = (t: Template) => Object.values(resources(t, 'AWS::DynamoDB::Table'))[0]!.Properties;
    const p = table(prod.template);
    expect(p.WarmThroughput).toEqual(documented.warm.table);
    expect(p.GlobalSecondaryIndexes[0].WarmThroughput).toEqual(documented.warm.gsi1);
    expect(WARM_THROUGHPUT.indexes.gsi1).toEqual({ readUnitsPerSecond: 12_000, writeUnitsPerSecond: 8_000 });
    for (const t of [prod.template, dev.template]) {
      expect(table(t).ContributorInsightsSpecification).toEqual({ Enabled: true, Mode: 'ACCESSED_AND_THROTTLED_KEYS' });
      expect(table(t).GlobalSecondaryIndexes[0].ContributorInsightsSpecification).toEqual({ Enabled: true, Mode: 'ACCESSED_AND_THROTTLED_KEYS' });
      expect(table(t).OnDemandThroughput).toBeUndefined();
    }
    expect(table(dev.template).WarmThroughput).toBeUndefined();
  });

  it('caps the table’s on-demand throughput where the stage asks for a ceiling, and refuses a ceiling below the warm throughput it also asks for', () => {
    const ceiling = (c: StageConfig, read: number, write: number, deadlineReady = c.capacity.deadlineReady) => ({ ...c, capacity: { deadlineReady, tableMaxUnitsPerSecond: { read, write } } });
    const capped = synth('dev', {}, webDist, (c) => ceiling(c, 2_000, 1_000), 'dev-capped');
    const p = Object.values(resources(capped.template, 'AWS::DynamoDB::Table'))[0]!.Properties;
    expect(p.OnDemandThroughput).toEqual({ MaxReadRequestUnits: 2_000, MaxWriteRequestUnits: 1_000 });
    expect(p.GlobalSecondaryIndexes[0].OnDemandThroughput).toEqual({ MaxReadRequestUnits: 2_000, MaxWriteRequestUnits: 1_000 });
    expect(() => synth('prod', prodContext, webDist, (c) => ceiling(c, 20_000, 4_000, true), 'prod-capped-low')).toThrow(/ceiling.*below the warm throughput/);
  });
});

describe('access logs, backups and a way back (issue 45)', () => {
  const bucketId = (t: Template, prefix: string) => Object.keys(resources(t, 'AWS::S3::Bucket')).find((id) => id.startsWith(prefix))!;

  it("writes one JSON line per API request (ids, route, status, timings; no body) to a log group kept as long as the stage's logs", () => {
    const stage = Object.values(resources(prod.template, 'AWS::ApiGatewayV2::Stage'))[0]!.Properties;
    const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
    expect(format).toEqual(ACCESS_LOG_FIELDS);
    expect(Object.keys(format)).toEqual(expect.arrayContaining(['requestId', 'route', 'status', 'latencyMs', 'integrationError']));
    const groupId = (stage.AccessLogSettings.DestinationArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resources(prod.template, 'AWS::Logs::LogGroup')[groupId]!.Properties.RetentionInDays).toBe(180);
  });

  it("logs both buckets' and CloudFront's access to a logs bucket that expires them with the stage's logs", () => {
    const buckets = resources(prod.template, 'AWS::S3::Bucket');
    const logs = bucketId(prod.template, 'BucketsLogs');
    for (const prefix of ['BucketsSite', 'BucketsUploads'])
      expect(buckets[bucketId(prod.template, prefix)]!.Properties.LoggingConfiguration).toMatchObject({ DestinationBucketName: { Ref: logs } });
    expect(buckets[logs]!.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ ExpirationInDays: 180, Status: 'Enabled' })]);
    expect(buckets[logs]!.Properties.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] });
    expect(distributionConfig(prod.template).Logging).toMatchObject({ Bucket: { 'Fn::GetAtt': [logs, 'RegionalDomainName'] }, Prefix: 'cloudfront/', IncludeCookies: false });
  });

  it('versions the site bucket, so a bad SPA upload is rolled back by its previous objects', () => {
    const site = resources(prod.template, 'AWS::S3::Bucket')[bucketId(prod.template, 'BucketsSite')]!.Properties;
    expect(site.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(site.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } })]);
  });

  it("backs a retained stage's table up every night (03:00 in Korea) into a retained vault for 35 days, and a disposable stage's not at all", () => {
    const plans = Object.values(resources(prod.template, 'AWS::Backup::BackupPlan'));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.Properties.BackupPlan.BackupPlanRule).toEqual([
      expect.objectContaining({ RuleName: 'Daily', ScheduleExpression: 'cron(0 18 * * ? *)', Lifecycle: { DeleteAfterDays: BACKUP_DAYS } }),
    ]);
    expect(BACKUP_DAYS).toBe(35);
    const selection = Object.values(resources(prod.template, 'AWS::Backup::BackupSelection'))[0]!.Properties.BackupSelection;
    const table = Object.keys(resources(prod.template, 'AWS::DynamoDB::Table'))[0]!;
    expect(JSON.stringify(selection.Resources)).toContain(table);
    expect(Object.values(resources(prod.template, 'AWS::Backup::BackupVault'))[0]!.DeletionPolicy).toBe('Retain');
    expect(Object.keys(resources(dev.template, 'AWS::Backup::BackupPlan'))).toEqual([]);
  });

  it("serves a stage from a restored table its file names: every function, role, stream mapping, alarm and backup on it, the stack's own table kept", () => {
    const restoredTable = { name: 'portal-prod-restore-20260315', streamArn: 'arn:aws:dynamodb:ap-northeast-2:123456789012:table/portal-prod-restore-20260315/stream/2026-03-15T01:00:00.000' };
    const restored = synth('prod', prodContext, path.join(webDist, 'does-not-exist'), (c) => ({ ...c, restoredTable }), 'prod-restored');
    const text = JSON.stringify(templates(restored).map((t) => t.toJSON()));
    // The stack's own table is still there, retained and protected: the restore leaves it to be looked at, never deleted.
    const own = Object.entries(resources(restored.template, 'AWS::DynamoDB::Table'));
    expect(own).toHaveLength(1);
    expect(own[0]![1].DeletionPolicy).toBe('Retain');
    expect(own[0]![1].Properties.DeletionProtectionEnabled).toBe(true);
    const ownId = own[0]![0];
    for (const [id, fn, t] of appFunctions(restored)) {
      expect(fn.Properties.Environment.Variables[envNames.tableName], id).toBe(restoredTable.name);
      // Its role names the restored table and its indexes, never the own table.
      const policy = JSON.stringify(resources(t, 'AWS::IAM::Role')[fn.Properties.Role['Fn::GetAtt'][0]]!.Properties.Policies ?? []);
      if (policy.includes('dynamodb:')) expect(policy, id).toContain(`:table/${restoredTable.name}`);
      expect(policy, id).not.toContain(ownId);
    }
    const mappings = templates(restored).flatMap((t) => Object.values(resources(t, 'AWS::Lambda::EventSourceMapping'))).filter((m) => JSON.stringify(m.Properties.EventSourceArn).includes('dynamodb') || typeof m.Properties.EventSourceArn === 'string');
    expect(mappings.map((m) => m.Properties.EventSourceArn)).toContain(restoredTable.streamArn);
    expect(text).not.toContain(`"${ownId}","StreamArn"`);
    const alarms = Object.values(resources(restored.template, 'AWS::CloudWatch::Alarm'));
    expect(JSON.stringify(alarms)).toContain(restoredTable.name);
    expect(JSON.stringify(Object.values(resources(restored.template, 'AWS::Backup::BackupSelection'))[0]!.Properties.BackupSelection.Resources)).toContain(`table/${restoredTable.name}`);
    expect(restored.template.toJSON().Outputs.TableName.Value).toBe(restoredTable.name);
  });

  it('refuses a restored table whose stream is not its own', () => {
    const dir = mkdtempSync(path.join(scratch, 'stages-'));
    const prodFile = JSON.parse(readFileSync(path.join(STAGES_DIR, 'prod.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(dir, 'prod.json'), JSON.stringify({ ...prodFile, restoredTable: { name: 'portal-prod-restore-1', streamArn: 'arn:aws:dynamodb:ap-northeast-2:123456789012:table/other/stream/2026-03-15T01:00:00.000' } }));
    expect(() => resolveStage('prod', () => undefined, dir)).toThrow(/restoredTable.streamArn is not the stream of portal-prod-restore-1/);
    writeFileSync(path.join(dir, 'prod.json'), JSON.stringify({ ...prodFile, restoredTable: { name: 'portal-prod-restore-1', streamArn: 'not an arn' } }));
    expect(() => resolveStage('prod', () => undefined, dir)).toThrow(/restoredTable.streamArn must be the restored table's stream ARN/);
  });
});

describe('the deadline dashboard (issue 45)', () => {
  it("draws, by the minute, submissions and saves, the save and submit path's p50/p99, the API's 4xx/5xx, throttles and concurrency, table throttles, the mail backlog and every job", () => {
    const dashboards = Object.values(resources(prod.template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('portal-prod-deadline');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['Submissions and saves a minute', 'Save and submit duration (ms)', 'API answers a minute', 'Lambda throttles and concurrency', 'Table throttles and use', 'Mail and texts waiting', 'Job run time'])
      expect(body, title).toContain(title);
    for (const metric of ['Invocations', 'Duration', '4xx', '5xx', 'ConcurrentExecutions', 'UnreservedConcurrentExecutions', 'Throttles', 'ThrottledRequests', BACKLOG_METRICS.oldestWaiting])
      expect(body, metric).toContain(metric);
    for (const label of ['page save p99', 'submission p99', 'final submissions', ...jobs.map((j) => j.id)]) expect(body, label).toContain(label);
    // The body is JSON inside the template's string: its quotes come escaped.
    expect(body).toContain('\\"period\\":60');
    expect(body).not.toContain('\\"period\\":300');
    expect(Object.values(DEADLINE_PATH).every((id) => routes.some((r) => r.id === id))).toBe(true);
  });

  it('draws the business counts the contracts declare, one series per organisation (a search over the tenant dimension)', () => {
    const body = JSON.stringify(Object.values(resources(prod.template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardBody);
    for (const title of ['Submissions a minute by organisation', 'Page saves a minute by organisation']) expect(body, title).toContain(title);
    const declared = new Set(routes.flatMap((r) => (r.contract?.counts ? [r.contract.counts.answered, r.contract.counts.failed] : [])).filter(Boolean));
    expect([...declared].sort()).toEqual([...businessCounts].sort());
    // The search names the count, its service and the stage (the quotes come escaped twice: JSON inside the template's string).
    for (const name of businessCounts) expect(body, name).toMatch(new RegExp(`\\{Portal,service,stage,tenant\\} MetricName=\\W+${name}\\W+ service=\\W+portal\\W+ stage=\\W+prod\\W`));
  });
});

describe('a way back: versions and a live alias per function (issue 45)', () => {
  it("publishes a kept version of every function labelled with the release, and points an alias 'live' at it", () => {
    const labelled = synth('dev', { release: 'abc1234' }, webDist, (c) => c, 'dev-release');
    for (const t of templates(labelled)) {
      const versions = resources(t, 'AWS::Lambda::Version');
      const aliases = resources(t, 'AWS::Lambda::Alias');
      const fns = appFunctions(t);
      expect(Object.keys(versions)).toHaveLength(fns.length);
      expect(Object.keys(aliases)).toHaveLength(fns.length);
      for (const v of Object.values(versions)) {
        expect(v.DeletionPolicy).toBe('Retain');
        expect(v.Properties.Description).toBe('release abc1234');
      }
      for (const a of Object.values(aliases)) {
        expect(a.Properties.Name).toBe('live');
        expect(Object.keys(versions)).toContain(a.Properties.FunctionVersion['Fn::GetAtt'][0]);
      }
    }
  });

  it('has every trigger invoke the alias, never the bare function: API integrations and their permission, schedules, the stream and the queues', () => {
    const aliasRefs = (t: Template) => new Set(Object.keys(resources(t, 'AWS::Lambda::Alias')));
    for (const area of prod.areas) {
      const aliases = aliasRefs(area);
      for (const i of Object.values(resources(area, 'AWS::ApiGatewayV2::Integration'))) expect(aliases).toContain(i.Properties.IntegrationUri.Ref);
      for (const p of Object.values(resources(area, 'AWS::Lambda::Permission'))) expect(aliases).toContain(p.Properties.FunctionName.Ref);
    }
    const aliases = aliasRefs(prod.template);
    const schedules = Object.values(resources(prod.template, 'AWS::Scheduler::Schedule'));
    expect(schedules).toHaveLength(jobs.filter((j) => j.schedule).length);
    for (const schedule of schedules) expect(aliases).toContain(schedule.Properties.Target.Arn.Ref);
    // The outbox's stream, the mail events' queue and the deadline sweep's, the retention job's and the exports' unit queues.
    const mappings = Object.values(resources(prod.template, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(5);
    for (const mapping of mappings) expect([...aliases].some((a) => JSON.stringify(mapping.Properties.FunctionName).includes(`{"Ref":"${a}"}`) && JSON.stringify(mapping.Properties.FunctionName).includes(':live'))).toBe(true);
  });
});
