import { ArnFormat, Stack } from 'aws-cdk-lib';
import { AccountRootPrincipal, Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal, SessionTagsPrincipal, type AddToPrincipalPolicyResult, type RoleProps } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { FileAccess, FunctionAccess, SecretName, TableAccess } from '../../functions/src/adapters/access/function-access.ts';
import { partitionPatterns } from '../../functions/src/adapters/dynamodb/keys.ts';
import { FILE_AREAS, type FileArea } from '../../functions/src/domain/public-site/file-keys.ts';

/** What the statements name: the stage's table and its indexes, the upload bucket, the mail identity, the secrets a function reads. */
export interface PolicyTargets {
  readonly tableArn: string;
  readonly indexNames: readonly string[];
  readonly uploadBucketArn: string;
  /** The sender domain's SES identity and the stage's configuration set. */
  readonly mailArns: readonly string[];
  /** The ARN (or ARN pattern) of each secret a function may read; a stage without 알림톡 has no SENS key. */
  readonly secretArns: Readonly<Record<SecretName, string | undefined>>;
  /** The stage's tenant role (TenantDataRole): what a function whose access is one tenant's at a time assumes. */
  readonly tenantRole: TenantRoleTarget;
}

/** The tenant role's ARN, and the IAM path of the roles its trust policy admits (every function with `tenants: 'one'`). */
export interface TenantRoleTarget {
  readonly arn: string;
  readonly principalPath: string;
}

/** The session tag that names the tenant: the AssumeRole's `tenant=<id>` (functions/src/adapters/sts/tenant-credentials.ts). */
export const TENANT_TAG = 'tenant';
const TENANT = `\${aws:PrincipalTag/${TENANT_TAG}}`;
/**
 * One tenant's partitions, as the tenant role names them: `T#<c>` and `T#<c>#*` with the session's tag for <c>, never
 * `T#<c>*` (which would name tenant 50's partitions for tenant 5); the store's tenant scope (tenant-scope.ts) is the same rule.
 */
export const TENANT_PARTITIONS = [`T#${TENANT}`, `T#${TENANT}#*`] as const;
/** One tenant's objects of an area: `<area><c>/*` (file-keys.ts: `files/t/<c>/`, `staging/t/<c>/`, ...). */
export const tenantObjects = (uploadBucketArn: string, area: FileArea) => `${uploadBucketArn}/${FILE_AREAS[area]}${TENANT}/*`;

/** The IAM path of a stage's functions that act for one tenant at a time: the tenant role's trust admits roles on it only. */
export const tenantFunctionPath = (stage: string) => `/portal/${stage}/tenant-functions/`;

/** Table actions per access: never Scan, never table management (a transaction is its items' actions to IAM). */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:BatchWriteItem'],
};
/**
 * S3 object actions per file access: one each (a copy is a read of its source and a write of its target). Only
 * `destroy` (the retention job) deletes a version by its id, with its listing of versions below.
 */
export const FILE_ACTIONS: Record<FileAccess, string> = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject', destroy: 's3:DeleteObjectVersion' };
/**
 * A multipart upload is s3:PutObject to IAM in each of its steps but its abort: the areas written in parts (the
 * export job's files) also give their writers s3:AbortMultipartUpload, on those areas' objects only.
 */
export const MULTIPART_AREAS: readonly FileArea[] = ['exports'];
export const MULTIPART_ABORT = 's3:AbortMultipartUpload';
const multipartAreas = (access: FunctionAccess) => MULTIPART_AREAS.filter((a) => access.files[a]?.includes('write'));
/** The bucket action `destroy` adds: listing the versions under its areas' prefixes only (an s3:prefix condition). */
export const DESTROY_LISTING = 's3:ListBucketVersions';

/**
 * Every item a call names must lie in these partitions. ForAllValues is true of a call that names no partition, which
 * is why no role holds Scan or anything else that names none.
 */
const leadingKeys = (patterns: readonly string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } });
const statementId = (s: string) => s.replace(/[^A-Za-z0-9]/g, '');

/** The table, its indexes and the upload bucket: what tenant data is. */
export type DataTargets = Pick<PolicyTargets, 'tableArn' | 'indexNames' | 'uploadBucketArn'>;
const tableAndIndexes = (t: DataTargets) => [t.tableArn, ...t.indexNames.map((i) => `${t.tableArn}/index/${i}`)];

/**
 * A function's statements from its declared access (functions/src/http/routes.ts): its tenant data, the directory's
 * partitions it declared, its sending channels and secrets; every table statement conditioned on the partitions it may
 * name. Tenant data: a function acting for one tenant at a time (`tenants: 'one'`) may only assume the tenant role with
 * the tenant's tag (its tables and files are that role's, tenantRoleStatements); one acting across tenants by
 * declaration (`'every'`) holds every tenant's partitions (`T#*`) and its upload areas itself.
 */
export function accessStatements(access: FunctionAccess, t: PolicyTargets): PolicyStatement[] {
  const perTenant = access.tenants === 'one';
  const out = perTenant
    ? [new PolicyStatement({ sid: 'AssumeTenantRole', actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [t.tenantRole.arn] })]
    : [new PolicyStatement({ sid: 'TenantData', actions: [...TABLE_ACTIONS[access.table]], resources: tableAndIndexes(t), conditions: leadingKeys(partitionPatterns.tenants) })];
  for (const level of ['read', 'write'] as const) {
    const parts = Object.entries(access.directory).filter(([, a]) => a === level);
    if (parts.length === 0) continue;
    const patterns = parts.flatMap(([p]) => partitionPatterns[p as keyof typeof partitionPatterns]);
    out.push(new PolicyStatement({ sid: `Directory${level === 'read' ? 'Read' : 'Write'}`, actions: [...TABLE_ACTIONS[level]].filter((a) => a !== 'dynamodb:BatchGetItem' && a !== 'dynamodb:BatchWriteItem' && a !== 'dynamodb:ConditionCheckItem'), resources: [t.tableArn], conditions: leadingKeys(patterns) }));
  }
  for (const action of perTenant ? [] : (['read', 'write', 'delete', 'destroy'] as const)) {
    const areas = (Object.keys(access.files) as FileArea[]).filter((a) => access.files[a]!.includes(action));
    if (areas.length > 0) out.push(new PolicyStatement({ sid: statementId(`Files ${action}`), actions: [FILE_ACTIONS[action]], resources: areas.map((a) => `${t.uploadBucketArn}/${FILE_AREAS[a]}*`) }));
    if (action === 'write' && multipartAreas(access).length > 0)
      out.push(new PolicyStatement({ sid: 'FilesAbortUploads', actions: [MULTIPART_ABORT], resources: multipartAreas(access).map((a) => `${t.uploadBucketArn}/${FILE_AREAS[a]}*`) }));
    if (areas.length > 0 && action === 'destroy')
      out.push(new PolicyStatement({ sid: 'ListFileVersions', actions: [DESTROY_LISTING], resources: [t.uploadBucketArn], conditions: { StringLike: { 's3:prefix': areas.map((a) => `${FILE_AREAS[a]}*`) } } }));
  }
  if (access.send.includes('email')) out.push(new PolicyStatement({ sid: 'SendEmail', actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [...t.mailArns] }));
  // A direct SMS publish names no topic: SNS authorises it on '*'. Only the delivery function sends.
  if (access.send.includes('sms')) out.push(new PolicyStatement({ sid: 'SendSms', actions: ['sns:Publish'], resources: ['*'] }));
  // The secrets it reads at cold start: their ids are in its environment, their values never are.
  const secrets = access.secrets.map((n) => t.secretArns[n]).filter((a): a is string => a !== undefined);
  if (secrets.length > 0) out.push(new PolicyStatement({ sid: 'ReadSecrets', actions: ['secretsmanager:GetSecretValue'], resources: secrets }));
  return out;
}

/**
 * The tenant role's statements: what the functions that act for one tenant at a time declared, together (the widest
 * table access, each upload action on the areas any of them declared), each held to the session's tenant: the table
 * and its indexes under `dynamodb:LeadingKeys` TENANT_PARTITIONS, the objects under `<area><tag>/`. Nothing else: no
 * directory partition (each function's own role holds those it declared), no sending, no secret.
 */
export function tenantRoleStatements(accesses: readonly FunctionAccess[], t: DataTargets): PolicyStatement[] {
  const one = accesses.filter((a) => a.tenants === 'one');
  if (one.length === 0) return [];
  const table: TableAccess = one.some((a) => a.table === 'write') ? 'write' : 'read';
  const out = [new PolicyStatement({ sid: 'TenantData', actions: [...TABLE_ACTIONS[table]], resources: tableAndIndexes(t), conditions: leadingKeys(TENANT_PARTITIONS) })];
  for (const action of ['read', 'write', 'delete'] as const) {
    const areas = (Object.keys(FILE_AREAS) as FileArea[]).filter((a) => one.some((f) => f.files[a]?.includes(action)));
    if (areas.length > 0) out.push(new PolicyStatement({ sid: statementId(`Tenant files ${action}`), actions: [FILE_ACTIONS[action]], resources: areas.map((a) => tenantObjects(t.uploadBucketArn, a)) }));
  }
  const inParts = MULTIPART_AREAS.filter((a) => one.some((f) => multipartAreas(f).includes(a)));
  if (inParts.length > 0) out.push(new PolicyStatement({ sid: 'TenantFilesAbortUploads', actions: [MULTIPART_ABORT], resources: inParts.map((a) => tenantObjects(t.uploadBucketArn, a)) }));
  return out;
}

/**
 * A per-tenant function's session policy (TENANT_SESSION_POLICY, passed with each AssumeRole): its own declared table
 * access on the table and its indexes and its declared upload actions per area. The session holds the intersection
 * with the tenant role, whose conditions fix the tenant, so a function's tenant session is no wider than its
 * declaration (a read-only route cannot write its tenant's items). Plain JSON, at most 2,048 characters (STS's limit).
 */
export function tenantSessionPolicy(access: FunctionAccess, t: DataTargets): object {
  const statements = [{ Effect: 'Allow', Action: [...TABLE_ACTIONS[access.table]], Resource: tableAndIndexes(t) }];
  for (const action of ['read', 'write', 'delete'] as const) {
    const areas = (Object.keys(access.files) as FileArea[]).filter((a) => access.files[a]!.includes(action));
    if (areas.length > 0) statements.push({ Effect: 'Allow', Action: [FILE_ACTIONS[action]], Resource: areas.map((a) => `${t.uploadBucketArn}/${FILE_AREAS[a]}*`) });
  }
  if (multipartAreas(access).length > 0) statements.push({ Effect: 'Allow', Action: [MULTIPART_ABORT], Resource: multipartAreas(access).map((a) => `${t.uploadBucketArn}/${FILE_AREAS[a]}*`) });
  return { Version: '2012-10-17', Statement: statements };
}

/**
 * The stage's tenant role (issue 44 item 2; the SaaS reference's tenant-scoped credentials). Its trust policy lets the
 * roles on `principalPath` (the functions with `tenants: 'one'`, PortalFunction puts them there) assume it and tag the
 * session, only with exactly one tag, `tenant`, whose value is a number: `*` or `5#x` would widen the policy's patterns.
 * It admits them by path, not one ARN each: the functions live in the API areas' nested stacks, which take this role's
 * ARN (a reference back would be a cycle), and 70-odd ARNs would pass the trust policy's 2,048-character limit.
 * Same account, trusted through the account root: each function's own role must also allow it (AssumeTenantRole).
 */
export class TenantDataRole extends Role {
  constructor(scope: Construct, id: string, props: { principalPath: string; statements: readonly PolicyStatement[] }) {
    const stack = Stack.of(scope);
    const admitted = stack.formatArn({ service: 'iam', region: '', resource: 'role', resourceName: `${props.principalPath.slice(1)}*` });
    super(scope, id, {
      description: "One tenant's data: assumed by the portal's functions with the session tag tenant=<id>",
      assumedBy: new SessionTagsPrincipal(
        new AccountRootPrincipal().withConditions({
          ArnLike: { 'aws:PrincipalArn': admitted },
          // The tag is present, a number, and the only one.
          Null: { [`aws:RequestTag/${TENANT_TAG}`]: 'false' },
          NumericGreaterThanEquals: { [`aws:RequestTag/${TENANT_TAG}`]: '0' },
          'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_TAG] },
        }),
      ),
      inlinePolicies: { 'tenant-data': new PolicyDocument({ statements: [...props.statements] }) },
    });
  }
}

/**
 * One function's own role, its whole policy inline in the role: what CDK grants the function afterwards (X-Ray, a
 * stream's or a queue's reads) is added to that same policy instead of a separate AWS::IAM::Policy, so a function
 * costs one IAM resource (the nested stacks' resource budget, docs/adr/0004).
 */
export class FunctionRole extends Role {
  private readonly document: PolicyDocument;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'assumedBy' | 'inlinePolicies' | 'managedPolicies'> & { statements: readonly PolicyStatement[] }) {
    const document = new PolicyDocument({ statements: [...props.statements] });
    const { statements: _statements, ...rest } = props;
    super(scope, id, { ...rest, assumedBy: new ServicePrincipal('lambda.amazonaws.com'), inlinePolicies: { access: document } });
    this.document = document;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.document.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/** Lambda writes the function's log: its own log group only (no AWSLambdaBasicExecutionRole, which names every group). */
export const logStatement = (logGroupArn: string) => new PolicyStatement({ sid: 'WriteLog', effect: Effect.ALLOW, actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroupArn] });

/**
 * A secret made by hand, by its name: Secrets Manager appends six random characters to its ARN, which `-??????`
 * matches and nothing longer does (a secret named `<name>-x` is not matched).
 */
export const namedSecretArn = (stack: Stack, name: string): string =>
  stack.formatArn({ service: 'secretsmanager', resource: 'secret', resourceName: `${name}-??????`, arnFormat: ArnFormat.COLON_RESOURCE_NAME });

/** The stage's SES identity (the sender's domain) and configuration set. */
export const mailArns = (stack: Stack, senderEmail: string, configurationSet: string): string[] => [
  stack.formatArn({ service: 'ses', resource: 'identity', resourceName: senderEmail.split('@')[1] }),
  stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet }),
];
