import { ArnFormat, Stack } from 'aws-cdk-lib';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal, type AddToPrincipalPolicyResult, type RoleProps } from 'aws-cdk-lib/aws-iam';
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
}

/** Table actions per access: never Scan, never table management (a transaction is its items' actions to IAM). */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  write: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:BatchWriteItem'],
};
/** S3 actions per file access: one object action each (a copy is a read of its source and a write of its target; never a version's delete). */
export const FILE_ACTIONS: Record<FileAccess, string> = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' };

/**
 * Every item a call names must lie in these partitions. ForAllValues is true of a call that names no partition, which
 * is why no role holds Scan or anything else that names none.
 */
const leadingKeys = (patterns: readonly string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] } });
const statementId = (s: string) => s.replace(/[^A-Za-z0-9]/g, '');

/**
 * A function's statements from its declared access (functions/src/http/routes.ts): the tenants' partitions with its
 * table access, the directory's partitions it declared, its upload areas per action, its sending channels; every table
 * statement conditioned on the partitions it may name. The tenant is any tenant here (`T#*`): one tenant's
 * credentials per request are issue 44 item 2 (docs/security.md 'Isolation twice').
 */
export function accessStatements(access: FunctionAccess, t: PolicyTargets): PolicyStatement[] {
  const table = [t.tableArn, ...t.indexNames.map((i) => `${t.tableArn}/index/${i}`)];
  const out = [new PolicyStatement({ sid: 'TenantData', actions: [...TABLE_ACTIONS[access.table]], resources: table, conditions: leadingKeys(partitionPatterns.tenants) })];
  for (const level of ['read', 'write'] as const) {
    const parts = Object.entries(access.directory).filter(([, a]) => a === level);
    if (parts.length === 0) continue;
    const patterns = parts.flatMap(([p]) => partitionPatterns[p as keyof typeof partitionPatterns]);
    out.push(new PolicyStatement({ sid: `Directory${level === 'read' ? 'Read' : 'Write'}`, actions: [...TABLE_ACTIONS[level]].filter((a) => a !== 'dynamodb:BatchGetItem' && a !== 'dynamodb:BatchWriteItem' && a !== 'dynamodb:ConditionCheckItem'), resources: [t.tableArn], conditions: leadingKeys(patterns) }));
  }
  for (const action of ['read', 'write', 'delete'] as const) {
    const areas = (Object.keys(access.files) as FileArea[]).filter((a) => access.files[a]!.includes(action));
    if (areas.length > 0) out.push(new PolicyStatement({ sid: statementId(`Files ${action}`), actions: [FILE_ACTIONS[action]], resources: areas.map((a) => `${t.uploadBucketArn}/${FILE_AREAS[a]}*`) }));
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
