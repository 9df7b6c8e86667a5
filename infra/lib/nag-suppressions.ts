import { CfnElement, DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { TenantDomainStack } from './tenant-domain-stack.ts';
import { UPLOAD_BUCKET_PARAMETER } from './constructs/api-area.ts';
import { isRetained, type StageConfig } from './stages.ts';
import { FILE_AREAS, type FileArea } from '../../functions/src/domain/public-site/file-keys.ts';
import { consumers, jobs, routes } from '../../functions/src/http/routes.ts';
import type { FunctionAccess } from '../../functions/src/adapters/access/function-access.ts';

/**
 * Every cdk-nag AwsSolutions finding the portal keeps, acknowledged here and nowhere else, each with why in one line.
 * buildPortalApp (infra/lib/portal-app.ts) calls it for every stack it builds, so `cdk synth` and the infra tests see
 * the same acknowledgements; a finding not listed here fails synthesis (templates-check.test.ts lists it).
 *
 * A path below that no longer exists throws, naming it: an acknowledgement must not outlive what it excuses. Findings
 * marked OPEN are gaps still to close (the audit of 2026-11-27, ../shared/audits/2026-11-27/infra.md), not decisions.
 */
export function acknowledgeNagFindings(stack: Stack, config: StageConfig): void {
  if (stack instanceof EdgeWafStack) return; // The edge stack has no findings: its web ACL logs, and nothing else is in it.
  if (stack instanceof TenantDomainStack) return; // A domain stack holds one distribution tenant, which nag has no rule for.

  // Per-function and per-route rules, acknowledged once for the stack and its nested route stacks.
  ack(stack, 'AwsSolutions-L1', 'Every function runs nodejs22.x, the Node line the scripts and tests run on (package.json pins node 22); a runtime move is a deliberate upgrade');
  ack(stack, 'AwsSolutions-APIG4', 'Each route authorises in its function per its contract (applicant token, staff session, tenant API key; functions/src/http); visitor routes are public by design');

  // Each function's own role (infra/lib/function-policy.ts): its table statements name the table and gsi1 under a
  // dynamodb:LeadingKeys condition; tenant data is the tenant role's (below); these wildcards remain.
  ack(stack, 'AwsSolutions-IAM5[Resource::*]', "X-Ray's trace writes, dynamodb:ListStreams (the delivery's stream) and a direct SMS publish (the delivery only) name no resource");
  // A function acting across tenants that declared upload areas names whole areas: a route in its area's nested stack
  // (the bucket by parameter), a job in the stack itself (the retention job's version listing and deletes).
  const uploads = logicalId(cfnAt(stack, 'Buckets/Uploads/Resource'));
  for (const [area, reason] of Object.entries(FILE_AREA_WILDCARDS)) {
    const pattern = `${FILE_AREAS[area as FileArea]}*`;
    if (crossTenantAreas.routes.has(area as FileArea)) ack(stack, `AwsSolutions-IAM5[Resource::<${UPLOAD_BUCKET_PARAMETER}>/${pattern}]`, reason);
    if (crossTenantAreas.jobs.has(area as FileArea)) ack(stack, `AwsSolutions-IAM5[Resource::<${uploads}.Arn>/${pattern}]`, reason);
  }
  // The tenant role (function-policy.ts TenantDataRole): each S3 statement names one area's objects of the session's tenant.
  for (const area of tenantAreas) {
    ack(at(stack, 'TenantData'), `AwsSolutions-IAM5[Resource::<${uploads}.Arn>/${FILE_AREAS[area]}<aws:PrincipalTag/tenant>/*]`, `One tenant's objects of ${FILE_AREAS[area]}: the session's tenant tag fixes <c>, the rest of the key is data`);
  }

  ack(at(stack, 'Alarms/Topic'), 'AwsSolutions-SNS3', "Alarm notices carry no personal data; enforceSSL adds a topic policy, to be checked against CloudWatch's publishing on a deployed stage first");

  if (isRetained(config))
    ack(at(stack, 'Data/Backup/Table/Role'), 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]', "AWS Backup's own service-role policy, which AWS Backup needs to back the table up");
  ack(at(stack, 'OriginVerify/Value'), 'AwsSolutions-SMG4', "CloudFront reads the origin header's value only at deploy, so rotation is a put of a new value and a deploy (docs/deploy.md 'Rotating the origin secret'), not Secrets Manager's schedule");

  const distribution = at(stack, 'Cdn/Distribution');
  const tenantDistribution = at(stack, 'Cdn/TenantDistribution');
  for (const d of [distribution, tenantDistribution]) {
    ack(d, 'AwsSolutions-CFR1', 'Applicants apply from abroad too (Koreans overseas, foreign nationals): no country is refused by design');
    // Only a disposable stage may lack these: a retained one refuses to synthesise without them (assertRetainedStageReady).
    if (!isRetained(config) && !config.webAclArn) ack(d, 'AwsSolutions-CFR2', 'Disposable stage without a web ACL (it may name one with -c webAclArn); retained stages must');
  }
  ack(tenantDistribution, 'AwsSolutions-CFR4', "Multi-tenant: no name or certificate of its own; each distribution tenant serves its hosts with its own certificate");
  if (!isRetained(config) && !config.certificateArn)
    ack(distribution, 'AwsSolutions-CFR4', "Disposable stage without a certificate: CloudFront's default *.cloudfront.net certificate fixes the viewer minimum at TLSv1; retained stages must name one");

  // The stream-started jobs' on-failure destinations and the schedules' dead-letter queue are dead-letter queues themselves.
  for (const dlq of at(stack, 'Jobs').node.children.filter((c): c is Queue => c instanceof Queue && c.node.id.endsWith('DeadLetters')))
    ack(dlq, 'AwsSolutions-SQS3', "The on-failure destination of a job's stream mapping or of its schedule: it is the dead-letter queue, alarmed in PortalAlarms");

  // CDK's own SPA upload handler (present when web/dist was built): its role is CDK's, not the portal's.
  const deployment = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (deployment) {
    const site = cfnAt(stack, 'Buckets/Site/Resource');
    ack(deployment, 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', BASIC_EXECUTION);
    for (const action of S3_READ_WRITE_WILDCARDS) ack(deployment, `AwsSolutions-IAM5[Action::${action}]`, "CDK's BucketDeployment reads its asset bucket and replaces the site bucket's files with grantRead/grantReadWrite");
    ack(deployment, `AwsSolutions-IAM5[Resource::<${logicalId(site)}.Arn>/*]`, "CDK's BucketDeployment replaces every file of the site bucket");
    ack(deployment, `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket(stack)}/*]`, "CDK's BucketDeployment reads the SPA's zip from the stage's CDK asset bucket");
    ack(deployment, 'AwsSolutions-IAM5[Resource::*]', "CDK's BucketDeployment invalidates the distribution; CDK grants cloudfront:CreateInvalidation/GetInvalidation on *");
  }
}

/** Why a cross-tenant function's S3 statement would name a whole area: it declared it acts for every tenant at once. */
const FILE_AREA_WILDCARDS: Record<FileArea, string> = {
  files: "Every tenant's checked files (files/t/<c>/…), for a function declared to act across tenants (tenants: 'every')",
  staging: "Every tenant's unchecked uploads (staging/t/<c>/…), for a function declared to act across tenants (tenants: 'every')",
  exports: "Every tenant's exports (exports/t/<c>/…), for a function declared to act across tenants (tenants: 'every')",
  public: 'Logos and landing images of every tenant, public through CloudFront anyway, for a function declared to act across tenants',
};

const declaredAccess = [...routes, ...jobs, ...consumers].map((f) => f.access);
const everyTenantAreas = (fns: readonly { access: FunctionAccess }[]) => new Set(fns.filter((f) => f.access.tenants === 'every').flatMap((f) => Object.keys(f.access.files) as FileArea[]));
/** The areas a cross-tenant function's own role names (routes' and jobs' apart), and those the tenant role names (some per-tenant function's). */
const crossTenantAreas = { routes: everyTenantAreas(routes), jobs: everyTenantAreas([...jobs, ...consumers]) };
const tenantAreas = (Object.keys(FILE_AREAS) as FileArea[]).filter((area) => declaredAccess.some((a) => a.tenants === 'one' && (a.files[area]?.length ?? 0) > 0));

const BASIC_EXECUTION = 'AWSLambdaBasicExecutionRole grants only logs:CreateLogGroup, CreateLogStream and PutLogEvents, which a function needs to write its log';
/** The wildcard actions of CDK's Bucket.grantReadWrite / grantRead. */
const S3_READ_WRITE_WILDCARDS = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'] as const;

function ack(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** The construct at a path under the stack; a path that no longer exists is an acknowledgement to revisit. */
function at(stack: Stack, path: string): IConstruct {
  const found = path.split('/').reduce<IConstruct | undefined>((c, id) => c?.node.tryFindChild(id), stack);
  if (!found) throw new Error(`infra/lib/nag-suppressions.ts: ${stack.stackName} has no construct at '${path}'; update or drop its acknowledgement.`);
  return found;
}

function cfnAt(stack: Stack, path: string): CfnElement {
  const found = at(stack, path);
  if (!(found instanceof CfnElement)) throw new Error(`infra/lib/nag-suppressions.ts: '${path}' in ${stack.stackName} is not a CloudFormation resource.`);
  return found;
}

const logicalId = (element: CfnElement): string => Stack.of(element).resolve(element.logicalId) as string;

/** The CDK asset bucket's name as cdk-nag writes it: the default bootstrap qualifier, the account or its pseudo parameter, the region. */
function assetBucket(stack: Stack): string {
  const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}`;
}
