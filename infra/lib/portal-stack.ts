import { CfnOutput, RemovalPolicy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { consumers as consumerDefs, jobs as jobDefs, routes as routeDefs, type JobDef, type RouteDef } from '../../functions/src/http/routes.ts';
import { MailSending } from './constructs/mail-sending.ts';
import { ORIGIN_SECRET_VERSION_CONTEXT, OriginSecret } from './constructs/origin-secret.ts';
import { PortalApi } from './constructs/portal-api.ts';
import { PortalBuckets } from './constructs/portal-buckets.ts';
import { INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { PortalTable } from './constructs/portal-table.ts';
import { ScheduledJobs } from './constructs/scheduled-jobs.ts';
import { PortalDashboard } from './constructs/portal-dashboard.ts';
import { PortalAlarms } from './constructs/portal-alarms.ts';
import { SiteDeployment } from './constructs/site-deployment.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { functionEnvironment } from './function-environment.ts';
import { mailArns, namedSecretArn, tenantFunctionPath, tenantRoleStatements, TenantDataRole, type DataTargets, type PolicyTargets } from './function-policy.ts';
import { tableDefinition } from '../../functions/src/adapters/dynamodb/table-definition.ts';
import { defaultWebDist } from './paths.ts';
import { alternateDomainNames, assertRetainedStageReady, stageEnvironment, type StageConfig } from './stages.ts';
import { TENANT_CONNECTION_GROUP_PARAMETER, TENANT_DISTRIBUTION_PARAMETER } from './tenant-domains.ts';

export interface PortalStackProps extends Omit<StackProps, 'env'> {
  readonly config: StageConfig;
  /** Defaults to the route table in functions/src/http/routes.ts. */
  readonly routes?: readonly RouteDef[];
  readonly jobs?: readonly JobDef[];
  /** Defaults to web/dist. */
  readonly webDist?: string;
}

/**
 * The whole portal for one stage: table, buckets, one Lambda per route and job, the HTTP API (its route
 * functions in one nested stack per area), EventBridge rules and the CloudFront distributions in front of the SPA, API and public files
 * (the standard one on the base domains, and the multi-tenant one whose tenants, each its own stack, carry tenants' own domains).
 * Deployed to the stage's region and, when known, account (the stage's env); it still synthesises offline. A retained
 * stage refuses to synthesise without its account, web ACL, certificate and alarm address (assertRetainedStageReady).
 */
export class PortalStack extends Stack {
  /** The HTTP API and its areas (nested stacks holding the route functions). */
  readonly api: PortalApi;
  /** The deadline-day alarms and their topic. */
  readonly alarms: PortalAlarms;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    assertRetainedStageReady(props.config, 'portal');
    super(scope, id, { ...props, env: stageEnvironment(props.config) });
    const cfg = props.config;
    const retain = cfg.removalPolicy === RemovalPolicy.RETAIN;
    const inlineCode = String(this.node.tryGetContext(INLINE_CODE_CONTEXT) ?? 'false') === 'true';
    Tags.of(this).add('portal:stage', cfg.stage);

    // Every mail goes through the stage's configuration set: its events mark messages and suppress bounced mailboxes.
    const mailConfigurationSet = `portal-${cfg.stage}`;
    const { table } = new PortalTable(this, 'Data', { removalPolicy: cfg.removalPolicy, deletionProtection: retain, capacity: cfg.capacity, restored: cfg.restoredTable });
    const buckets = new PortalBuckets(this, 'Buckets', { removalPolicy: cfg.removalPolicy, logDays: cfg.logRetention });

    // What CloudFront's origin header carries: the functions answer only requests that have it (only through CloudFront).
    const versionId = this.node.tryGetContext(ORIGIN_SECRET_VERSION_CONTEXT) as string | undefined;
    // Its construct ids avoid the word 'secret': the nested stacks' parameter carrying its ARN is named after them, and
    // CloudFormation's validator takes such a parameter for a password (W2509).
    const originSecret = new OriginSecret(this, 'OriginVerify', { stage: cfg.stage, ...(versionId ? { versionId: String(versionId) } : {}) });

    const environment = functionEnvironment({
      tableName: table.tableName,
      uploadBucket: buckets.uploads.bucketName,
      baseDomains: cfg.baseDomains.join(','),
      senderEmail: cfg.senderEmail,
      mailConfigurationSet,
      mailSendsPerSecond: String(cfg.sendRates.mailPerSecond),
      smsSendsPerSecond: String(cfg.sendRates.smsPerSecond),
      stage: cfg.stage,
      // Key of the keyed hashes of codes, recipients and identities: a Secrets Manager secret of the stage, made by hand
      // (docs/deploy.md). The functions get its name and read the value at cold start; no template or environment holds it.
      pepperSecretId: cfg.pepperSecretName,
      // The secret's ARN: each container reads the value at cold start (never an environment value of it).
      originSecretId: originSecret.secret.secretArn,
      // The local simulator is never deployed; a real provider adapter is selected here once it exists.
      identityProvider: 'none',
      // No language-score provider yet: etsInit answers no url and the picker applies the choice directly.
      languageScoreProvider: 'none',
      // No organisation's check yet: the qualification gate refuses in Korean (the local demo accounts never deploy).
      qualificationProvider: 'none',
      // 알림톡 only where the stage has a SENS account; its secret key named like the pepper, read when a message goes out.
      alimtalkServiceId: cfg.alimtalk?.serviceId ?? '',
      alimtalkAccessKey: cfg.alimtalk?.accessKey ?? '',
      alimtalkSecretKeyId: cfg.alimtalk?.secretKeySecretName ?? '',
      smsSenderNumber: cfg.alimtalk?.smsSenderNumber ?? '',
      // Plain texts through the same account's SENS SMS project where the stage names one (else SNS).
      sensSmsServiceId: cfg.alimtalk?.smsServiceId ?? '',
    });
    // Each function gets its own role from its declared access (functions/src/http/routes.ts); these are what it names.
    // The functions that act for one tenant at a time reach tenant data through the tenant role only (below).
    const routeList = props.routes ?? routeDefs;
    const jobList = props.jobs ?? jobDefs;
    const principalPath = tenantFunctionPath(cfg.stage);
    const data: DataTargets = { tableArn: table.tableArn, indexNames: tableDefinition.globalSecondaryIndexes.map((i) => i.indexName), uploadBucketArn: buckets.uploads.bucketArn };
    const tenantRole = new TenantDataRole(this, 'TenantData', { principalPath, statements: tenantRoleStatements([...routeList, ...jobList, ...consumerDefs].map((f) => f.access), data) });
    const targets: PolicyTargets = {
      ...data,
      mailArns: mailArns(this, cfg.senderEmail, mailConfigurationSet),
      secretArns: {
        pepper: namedSecretArn(this, cfg.pepperSecretName),
        originVerify: originSecret.secret.secretArn,
        alimtalk: cfg.alimtalk ? namedSecretArn(this, cfg.alimtalk.secretKeySecretName) : undefined,
      },
      tenantRole: { arn: tenantRole.roleArn, principalPath },
    };
    const fnProps = { environment, targets, logRetention: cfg.logRetention, removalPolicy: cfg.removalPolicy, inlineCode };

    // The jobs first: a route that hands a job its work (POST exports) sends to the job's units queue.
    const jobs = new ScheduledJobs(this, 'Jobs', { jobs: jobList, table, ...fnProps });
    this.api = new PortalApi(this, 'Api', { routes: routeList, reserveConcurrency: cfg.capacity.deadlineReady, unitQueues: jobs.unitQueues, ...fnProps });
    const { api } = this.api;
    const mailEvents = consumerDefs.find((c) => c.source === 'ses-events')!;
    const mail = new MailSending(this, 'Mail', { configurationSetName: mailConfigurationSet, senderEmail: cfg.senderEmail, consumer: mailEvents, ...fnProps });
    this.alarms = new PortalAlarms(this, 'Alarms', {
      stage: cfg.stage,
      api,
      table,
      routes: this.api.functions,
      jobs: new Map([...jobs.functions, [mailEvents.id, mail.consumer]]),
      deadLetters: new Map([...jobs.deadLetters, [mailEvents.id, mail.deadLetters]]),
      smsSpendAlarmUsd: cfg.smsSpendAlarmUsd,
      sensSpendAlarmKrwPerDay: cfg.alimtalk?.spendAlarmKrwPerDay,
      ...(cfg.alarmEmail ? { alarmEmail: cfg.alarmEmail } : {}),
    });

    new PortalDashboard(this, 'Dashboard', { stage: cfg.stage, api, table, routes: this.api.functions, jobs: new Map([...jobs.functions, [mailEvents.id, mail.consumer]]) });

    const domainNames = alternateDomainNames(cfg);
    const cdn = new SiteDistribution(this, 'Cdn', {
      stage: cfg.stage,
      siteBucket: buckets.site,
      uploadBucket: buckets.uploads,
      api,
      domainNames,
      originSecret,
      logBucket: buckets.logs,
      tenantDistribution: true,
      ...(cfg.certificateArn ? { certificateArn: cfg.certificateArn } : {}),
      ...(cfg.webAclArn ? { webAclArn: cfg.webAclArn } : {}),
    });
    const { distribution } = cdn;
    const tenantDistribution = cdn.tenantDistribution!;
    const connectionGroup = cdn.connectionGroup!;
    // Only the standard distribution is invalidated: pages are no-cache (CachingOptimized keeps them a second) and
    // assets immutable, so the multi-tenant one serves a new build as soon.
    new SiteDeployment(this, 'Web', { webDist: props.webDist ?? defaultWebDist, bucket: buckets.site, distribution });
    // The domain stacks (PortalDomain-<stage>-<key>) read these at deploy, so adding a tenant's domain never deploys this stack.
    new StringParameter(this, 'TenantDistributionIdParameter', {
      parameterName: TENANT_DISTRIBUTION_PARAMETER(cfg.stage),
      stringValue: tenantDistribution.distributionId,
      description: "The multi-tenant distribution: each tenant's own domain is one of its distribution tenants",
    });
    new StringParameter(this, 'TenantConnectionGroupIdParameter', {
      parameterName: TENANT_CONNECTION_GROUP_PARAMETER(cfg.stage),
      stringValue: connectionGroup.attrId,
      description: "The connection group tenants' own domains are served through (their CNAME names its routing endpoint)",
    });

    new CfnOutput(this, 'DistributionDomainName', {
      value: distribution.distributionDomainName,
      description: 'Point the base domains and their wildcards here (CNAME / alias)',
    });
    new CfnOutput(this, 'TenantRoutingEndpoint', {
      value: connectionGroup.attrRoutingEndpoint,
      description: "Point each tenant's own domain here (CNAME): its distribution tenant (PortalDomain-<stage>-<key>) serves it",
    });
    new CfnOutput(this, 'TenantDistributionId', { value: tenantDistribution.distributionId });
    new CfnOutput(this, 'DistributionId', { value: distribution.distributionId });
    new CfnOutput(this, 'ApiUrl', {
      value: api.apiEndpoint,
      description: "The HTTP API's own endpoint: CloudFront's origin. It answers 403 to any request without CloudFront's origin header",
    });
    new CfnOutput(this, 'OriginSecretArn', { value: originSecret.secret.secretArn, description: 'The origin header secret (rotation: docs/deploy.md)' });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'Subscribe on-call here (or set alarmEmail for the stage)' });
    new CfnOutput(this, 'UploadBucketName', { value: buckets.uploads.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: buckets.site.bucketName });
    if (domainNames.length > 0) new CfnOutput(this, 'AlternateDomainNames', { value: domainNames.join(',') });
  }
}
