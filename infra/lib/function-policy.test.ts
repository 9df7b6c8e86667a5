import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers, jobs, routes } from '../../functions/src/http/routes.ts';
import { envNames } from '../../functions/src/config.ts';
import type { FunctionAccess } from '../../functions/src/adapters/access/function-access.ts';
import { FUNCTION_TAG, INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { DESTROY_LISTING, FILE_ACTIONS, MULTIPART_ABORT, MULTIPART_AREAS, TABLE_ACTIONS, tenantFunctionPath } from './function-policy.ts';
import { partitionPatterns } from '../../functions/src/adapters/dynamodb/keys.ts';
import { FILE_AREAS, type FileArea } from '../../functions/src/domain/public-site/file-keys.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage } from './stages.ts';

/**
 * Each function's own role, as the prod stage synthesises it (issue 44, item 1): derived from the access its binding
 * line declares (functions/src/http/routes.ts), so nothing can Scan, a read-only route cannot write, every table
 * statement is held to the partitions it may name, and three sample policies are the reviewed ones below. And the
 * stage's tenant role (item 2): one tenant's partitions and objects by the session's tag, assumed only by the functions
 * that act for one tenant at a time, whose own roles then hold no tenant data.
 */

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };
interface Fn {
  id: string;
  access: FunctionAccess;
  kind: 'route' | 'job';
  statements: Statement[];
  /** Its own role's IAM path (undefined: the default '/'). */
  path: string | undefined;
}
type Resources = Record<string, { Type: string; Properties: any }>;
/** The prod stack's own resources (the tenant role, the jobs), and its roles' paths across every template. */
let parent: Resources;
let rolePaths: { logicalId: string; path: string | undefined }[];

let scratch: string;
let fns: Fn[];
/** Each function's environment variables, by its id. */
let environments: Map<string, Record<string, unknown>>;
/** The same stage with 알림톡 (a SENS account whose key is a secret of the stage). */
let withAlimtalk: { statements: Statement[]; environment: Record<string, unknown> };

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
const byId = (id: string) => fns.find((f) => f.id === id)!;
const WRITES = [...TABLE_ACTIONS.write.filter((a) => !TABLE_ACTIONS.read.includes(a)), FILE_ACTIONS.write, FILE_ACTIONS.delete, 'ses:SendEmail', 'ses:SendRawEmail', 'sns:Publish'];

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-policy-test-'));
  const ctx: Record<string, unknown> = {
    account: '123456789012',
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal-prod-edge/11111111-2222-3333-4444-555555555555',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
    alarmEmail: 'oncall@acme.example',
  };
  const app = new App({ outdir: path.join(scratch, 'cdk.out'), context: { [INLINE_CODE_CONTEXT]: 'true', ...ctx } });
  const stack = new PortalStack(app, 'Portal-prod', { config: resolveStage('prod', (k) => ctx[k]), webDist: path.join(scratch, 'no-web') });
  environments = new Map();
  const declared = new Map<string, { access: FunctionAccess; kind: 'route' | 'job' }>([
    ...routes.map((r) => [r.id, { access: r.access, kind: 'route' as const }] as const),
    ...[...jobs, ...consumers].map((j) => [j.id, { access: j.access, kind: 'job' as const }] as const),
  ]);
  parent = (Template.fromStack(stack).toJSON() as { Resources: Resources }).Resources;
  rolePaths = [];
  fns = [stack, ...stack.api.areas].flatMap((s) => {
    const t = Template.fromStack(s).toJSON() as { Resources: Resources };
    for (const [logicalId, r] of Object.entries(t.Resources)) if (r.Type === 'AWS::IAM::Role') rolePaths.push({ logicalId, path: r.Properties.Path });
    return Object.values(t.Resources)
      .filter((r) => r.Type === 'AWS::Lambda::Function' && (r.Properties.Tags ?? []).some((x: { Key: string }) => x.Key === FUNCTION_TAG))
      .map((r) => {
        const id = (r.Properties.Tags as { Key: string; Value: string }[]).find((x) => x.Key === FUNCTION_TAG)!.Value;
        const role = t.Resources[r.Properties.Role['Fn::GetAtt'][0]]!;
        environments.set(id, r.Properties.Environment.Variables as Record<string, unknown>);
        expect(role.Properties.ManagedPolicyArns, id).toBeUndefined();
        expect(role.Properties.Policies, id).toHaveLength(1);
        return { id, ...declared.get(id)!, statements: role.Properties.Policies[0].PolicyDocument.Statement as Statement[], path: role.Properties.Path as string | undefined };
      });
  });
  const sens = { serviceId: 'ncp:kkobizmsg:kr:1:portal', accessKey: 'ak', secretKeySecretName: 'portal/dev/sens-secret-key', smsSenderNumber: '0212345678', spendAlarmKrwPerDay: 300_000 };
  const devApp = new App({ outdir: path.join(scratch, 'cdk.out-dev'), context: { [INLINE_CODE_CONTEXT]: 'true' } });
  const dev = new PortalStack(devApp, 'Portal-dev', { config: { ...resolveStage('dev', () => undefined), alimtalk: sens }, webDist: path.join(scratch, 'no-web') });
  const devTemplate = Template.fromStack(dev).toJSON() as { Resources: Record<string, { Type: string; Properties: any }> };
  const delivery = Object.values(devTemplate.Resources).find((r) => r.Type === 'AWS::Lambda::Function' && (r.Properties.Tags ?? []).some((x: { Value: string }) => x.Value === 'DeliverMessages'))!;
  withAlimtalk = {
    statements: devTemplate.Resources[delivery.Properties.Role['Fn::GetAtt'][0]]!.Properties.Policies[0].PolicyDocument.Statement,
    environment: delivery.Properties.Environment.Variables,
  };
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('each function’s own role', () => {
  it('exists for every route, job and consumer, with every statement an Allow of named actions (no service wildcard)', () => {
    expect(fns.map((f) => f.id).sort()).toEqual([...routes, ...jobs, ...consumers].map((r) => r.id).sort());
    for (const f of fns) for (const s of f.statements) {
      expect(s.Effect).toBe('Allow');
      for (const a of actionsOf(s)) expect(a, f.id).toMatch(/^[a-z0-9-]+:[A-Za-z]+$/);
    }
  });

  it('never allows dynamodb:Scan, nor anything of the table beyond item reads and writes', () => {
    for (const f of fns) {
      const table = f.statements.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'));
      expect(table, f.id).not.toContain('dynamodb:Scan');
      // The stream's reads are the delivery's event source mapping (CDK grants them on the stream's ARN).
      for (const a of table) expect([...TABLE_ACTIONS.write, 'dynamodb:ListStreams', 'dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], `${f.id}: ${a}`).toContain(a);
    }
  });

  it('holds no write action on a read-only route: the GETs that are not an integrator’s, and the POSTs declared read-only', () => {
    const readOnly = fns.filter((f) => f.kind === 'route' && f.access.table === 'read' && Object.values(f.access.directory).every((a) => a === 'read') && Object.values(f.access.files).every((a) => a!.every((x) => x === 'read')));
    // The reviewed list: a route joins or leaves it only by its binding line (a staff read of the submissions is audited).
    expect(readOnly.map((f) => f.id).sort()).toEqual(
      routes
        .filter((r) => (r.method === 'GET' && r.contract?.auth !== 'integrator' && r.id !== 'ListSubmissions') || ['GetSavedPage', 'OpenFormPage', 'LogSessionEnd', 'GetStepResult', 'EtsInit'].includes(r.id))
        .map((r) => r.id)
        .sort(),
    );
    for (const f of readOnly) {
      const actions = f.statements.flatMap(actionsOf);
      expect(actions.filter((a) => WRITES.includes(a)), f.id).toEqual([]);
    }
  });

  it('conditions every statement on the table on the partitions it may name: the directory’s it declared, and the tenants’ (T#*) only where it acts across tenants', () => {
    for (const f of fns) {
      const onTable = f.statements.filter((s) => actionsOf(s).some((a) => TABLE_ACTIONS.write.includes(a)));
      const directory = (['read', 'write'] as const).filter((l) => Object.values(f.access.directory).includes(l)).map((l) => `Directory${l === 'read' ? 'Read' : 'Write'}`);
      expect(onTable.map((s) => s.Sid), f.id).toEqual([...(f.access.tenants === 'every' ? ['TenantData'] : []), ...directory]);
      for (const s of onTable) {
        const keys = s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        expect(keys, `${f.id} ${s.Sid}`).toBeDefined();
        // '*' only after a '#': 'T#5*' would also name tenant 50.
        for (const k of keys!) expect(k).toMatch(/^[A-Z]+#([A-Z]+#)?(\*)?[A-Z]*$/);
      }
      if (f.access.tenants === 'every') {
        expect(onTable[0]!.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']).toEqual(['T#*']);
        expect(JSON.stringify(onTable[0]!.Resource)).toContain('/index/gsi1');
      }
    }
    // Every route resolves its tenant from the host: it reads those directory items and, unless declared, no others.
    expect(byId('ListCompanies').statements.find((s) => s.Sid === 'DirectoryRead')!.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']).toEqual(['DIR#DOMAINKEY#*', 'DIR#HOST#*', 'DIR#DEFAULT']);
  });

  it('names upload objects by area only (files/t/, staging/t/, exports/t/, files/public/), and never a bucket-wide or versioned action but the retention job’s', () => {
    for (const f of fns) {
      // The retention job (issue 46 item 1) alone lists versions, under its areas' prefixes only, and deletes them by id.
      const listing = f.statements.filter((x) => actionsOf(x).includes(DESTROY_LISTING));
      expect(listing.length, f.id).toBe(f.id === 'RetentionDestruction' ? 1 : 0);
      for (const s of listing) expect(s.Condition).toEqual({ StringLike: { 's3:prefix': ['files/t/*', 'staging/t/*'] } });
      expect(f.statements.some((x) => actionsOf(x).includes(FILE_ACTIONS.destroy)), f.id).toBe(f.id === 'RetentionDestruction');
      for (const s of f.statements.filter((x) => actionsOf(x).some((a) => a.startsWith('s3:')) && !actionsOf(x).includes(DESTROY_LISTING))) {
        expect(actionsOf(s).every((a) => Object.values(FILE_ACTIONS).includes(a)), f.id).toBe(true);
        for (const r of [s.Resource].flat()) expect(JSON.stringify(r), f.id).toMatch(/\/(files\/t|staging\/t|exports\/t|files\/public)\/\*"\]\]\}$/);
      }
    }
  });

  it('matches the reviewed policies of three samples: a public GET, the page save, the delivery job', () => {
    expect(readable(byId('ListCompanies').statements)).toMatchInlineSnapshot(`
      [
        "WriteLog: logs:CreateLogStream logs:PutLogEvents on <ListCompaniesLogs>",
        "AssumeTenantRole: sts:AssumeRole sts:TagSession on <TenantData>",
        "DirectoryRead: dynamodb:GetItem dynamodb:Query on <DataTable> if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["DIR#DOMAINKEY#*","DIR#HOST#*","DIR#DEFAULT"]}}",
        "ReadSecrets: secretsmanager:GetSecretValue on arn:<AWS::Partition>:secretsmanager:ap-northeast-2:123456789012:secret:portal/prod/secret-pepper-?????? <OriginVerifyValue>",
        "-: xray:PutTraceSegments xray:PutTelemetryRecords on *",
      ]
    `);
    expect(readable(byId('SaveApplicantPage').statements)).toMatchInlineSnapshot(`
      [
        "WriteLog: logs:CreateLogStream logs:PutLogEvents on <SaveApplicantPageLogs>",
        "AssumeTenantRole: sts:AssumeRole sts:TagSession on <TenantData>",
        "DirectoryRead: dynamodb:GetItem dynamodb:Query on <DataTable> if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["DIR#DOMAINKEY#*","DIR#HOST#*","DIR#DEFAULT"]}}",
        "ReadSecrets: secretsmanager:GetSecretValue on arn:<AWS::Partition>:secretsmanager:ap-northeast-2:123456789012:secret:portal/prod/secret-pepper-?????? <OriginVerifyValue>",
        "-: xray:PutTraceSegments xray:PutTelemetryRecords on *",
      ]
    `);
    expect(readable(byId('DeliverMessages').statements)).toMatchInlineSnapshot(`
      [
        "WriteLog: logs:CreateLogStream logs:PutLogEvents on <JobsDeliverMessagesLogs>",
        "TenantData: dynamodb:GetItem dynamodb:BatchGetItem dynamodb:Query dynamodb:PutItem dynamodb:UpdateItem dynamodb:DeleteItem dynamodb:ConditionCheckItem dynamodb:BatchWriteItem on <DataTable> <DataTable>/index/gsi1 if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["T#*"]}}",
        "DirectoryRead: dynamodb:GetItem dynamodb:Query on <DataTable> if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["DIR#TENANTS"]}}",
        "DirectoryWrite: dynamodb:GetItem dynamodb:Query dynamodb:PutItem dynamodb:UpdateItem dynamodb:DeleteItem on <DataTable> if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["DIR#SENDRATE#*"]}}",
        "SendEmail: ses:SendEmail ses:SendRawEmail on arn:<AWS::Partition>:ses:ap-northeast-2:123456789012:identity/recruit.example.com arn:<AWS::Partition>:ses:ap-northeast-2:123456789012:configuration-set/portal-prod",
        "SendSms: sns:Publish on *",
        "ReadSecrets: secretsmanager:GetSecretValue on arn:<AWS::Partition>:secretsmanager:ap-northeast-2:123456789012:secret:portal/prod/secret-pepper-??????",
        "-: xray:PutTraceSegments xray:PutTelemetryRecords on *",
        "-: sqs:SendMessage sqs:GetQueueAttributes sqs:GetQueueUrl on <JobsDeliverMessagesDeadLetters>",
        "-: dynamodb:ListStreams on *",
        "-: dynamodb:DescribeStream dynamodb:GetRecords dynamodb:GetShardIterator on <DataTable>.stream",
      ]
    `);
  });
});

describe('the tenant role (issue 44 item 2)', () => {
  const PATH = tenantFunctionPath('prod');
  const TAG = '${aws:PrincipalTag/tenant}';
  const tenantRole = () => {
    const found = Object.entries(parent).filter(([id, r]) => r.Type === 'AWS::IAM::Role' && id.startsWith('TenantData'));
    expect(found).toHaveLength(1);
    return { logicalId: found[0]![0], ...found[0]![1].Properties };
  };
  const perTenant = () => fns.filter((f) => f.access.tenants === 'one');

  it('allows the table and gsi1 only under dynamodb:LeadingKeys T#${tag} and T#${tag}#*, never T#${tag}*, and never Scan', () => {
    const role = tenantRole();
    expect(role.Policies).toHaveLength(1);
    const [data, ...files] = role.Policies[0].PolicyDocument.Statement as Statement[];
    expect(data!.Sid).toBe('TenantData');
    expect(actionsOf(data!)).toEqual([...TABLE_ACTIONS.write]);
    expect(actionsOf(data!)).not.toContain('dynamodb:Scan');
    expect(data!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#${aws:PrincipalTag/tenant}', 'T#${aws:PrincipalTag/tenant}#*'] } });
    expect(readable([data!])).toEqual([
      'TenantData: dynamodb:GetItem dynamodb:BatchGetItem dynamodb:Query dynamodb:PutItem dynamodb:UpdateItem dynamodb:DeleteItem dynamodb:ConditionCheckItem dynamodb:BatchWriteItem on <DataTable> <DataTable>/index/gsi1 if {"ForAllValues:StringLike":{"dynamodb:LeadingKeys":["T#${aws:PrincipalTag/tenant}","T#${aws:PrincipalTag/tenant}#*"]}}',
    ]);
    // Only the table: no directory partition, no sending, no secret.
    expect(files.flatMap(actionsOf).every((a) => a.startsWith('s3:'))).toBe(true);
  });

  it('allows upload objects only under <area>${tag}/ of the areas the per-tenant functions declared, each action where one of them does it', () => {
    const [, ...all] = tenantRole().Policies[0].PolicyDocument.Statement as Statement[];
    // The multipart uploads' abort (the export job's) is its own statement, checked below.
    const files = all.filter((s) => s.Sid !== 'TenantFilesAbortUploads');
    expect(readable(all.filter((s) => s.Sid === 'TenantFilesAbortUploads'))).toEqual([`TenantFilesAbortUploads: ${MULTIPART_ABORT} on <BucketsUploads>/exports/t/\${aws:PrincipalTag/tenant}/*`]);
    const expected = (['read', 'write', 'delete'] as const)
      .map((action) => ({ action, areas: (Object.keys(FILE_AREAS) as FileArea[]).filter((a) => perTenant().some((f) => f.access.files[a]?.includes(action))) }))
      .filter((x) => x.areas.length > 0);
    expect(files.map((s) => s.Sid)).toEqual(expected.map((x) => `Tenantfiles${x.action}`));
    files.forEach((s, i) => {
      expect(actionsOf(s)).toEqual([FILE_ACTIONS[expected[i]!.action]]);
      expect([text(s.Resource)].flat()).toEqual(expected[i]!.areas.map((a) => `<BucketsUploads>/${FILE_AREAS[a]}${TAG}/*`));
    });
    // The reviewed shape: checked files and logos read, uploads written and checked, exports written and read.
    expect(readable(files)).toMatchInlineSnapshot(`
      [
        "Tenantfilesread: s3:GetObject on <BucketsUploads>/files/t/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/files/public/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/staging/t/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/exports/t/\${aws:PrincipalTag/tenant}/*",
        "Tenantfileswrite: s3:PutObject on <BucketsUploads>/files/t/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/staging/t/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/exports/t/\${aws:PrincipalTag/tenant}/*",
        "Tenantfilesdelete: s3:DeleteObject on <BucketsUploads>/files/t/\${aws:PrincipalTag/tenant}/* <BucketsUploads>/staging/t/\${aws:PrincipalTag/tenant}/*",
      ]
    `);
  });

  it('trusts only the roles on the per-tenant path, and only with exactly one tag, tenant, whose value is a number', () => {
    const role = tenantRole();
    expect(text(role.AssumeRolePolicyDocument)).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['sts:AssumeRole', 'sts:TagSession'],
          Principal: { AWS: 'arn:<AWS::Partition>:iam::123456789012:root' },
          Condition: {
            ArnLike: { 'aws:PrincipalArn': `arn:<AWS::Partition>:iam::123456789012:role${PATH}*` },
            Null: { 'aws:RequestTag/tenant': 'false' },
            NumericGreaterThanEquals: { 'aws:RequestTag/tenant': '0' },
            'ForAllValues:StringEquals': { 'aws:TagKeys': ['tenant'] },
          },
        },
      ],
    });
    // One hour, the longest a role chain may ask for (tenant-credentials.ts TENANT_SESSION_SECONDS).
    expect(role.MaxSessionDuration ?? 3600).toBe(3600);
  });

  it('is assumed by exactly the functions whose access is one tenant’s: on its path, named in their environment, allowed to assume and tag', () => {
    expect(perTenant().map((f) => f.id).sort()).toEqual(fns.filter((f) => !['DeliverMessages', 'RetentionDestruction'].includes(f.id)).map((f) => f.id).sort());
    for (const f of fns) {
      const assume = f.statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sts:')));
      const variable = environments.get(f.id)!.TENANT_ROLE_ARN;
      if (f.access.tenants === 'one') {
        expect(f.path, f.id).toBe(PATH);
        expect(assume.map((s) => [s.Sid, actionsOf(s)]), f.id).toEqual([['AssumeTenantRole', ['sts:AssumeRole', 'sts:TagSession']]]);
        expect(JSON.stringify(assume[0]!.Resource), f.id).toMatch(/TenantData/);
        expect(JSON.stringify(variable), f.id).toMatch(/TenantData/);
      } else {
        expect(f.path, f.id).toBeUndefined();
        expect(assume, f.id).toEqual([]);
        expect(variable, f.id).toBeUndefined();
      }
    }
    // No other role of the stage is on the path (CDK's helpers, the backup's, the tenant role itself).
    const onPath = rolePaths.filter((r) => r.path === PATH).length;
    expect(onPath).toBe(perTenant().length);
  });

  it('narrows each per-tenant function’s session to its own declaration (TENANT_SESSION_POLICY): a read-only route’s tenant session cannot write', () => {
    for (const f of perTenant()) {
      const raw = text(environments.get(f.id)!.TENANT_SESSION_POLICY) as string;
      const policy = JSON.parse(raw) as { Version: string; Statement: { Effect: string; Action: string[]; Resource: string[] }[] };
      const expectedFiles = (['read', 'write', 'delete'] as const)
        .map((action) => ({ Effect: 'Allow', Action: [FILE_ACTIONS[action]], Resource: (Object.keys(f.access.files) as FileArea[]).filter((a) => f.access.files[a]!.includes(action)).map((a) => `<BucketsUploads>/${FILE_AREAS[a]}*`) }))
        .filter((x) => x.Resource.length > 0);
      // A writer of the areas written in parts may abort its multipart uploads there (the export job).
      const inParts = MULTIPART_AREAS.filter((a) => f.access.files[a]?.includes('write'));
      const abort = inParts.length > 0 ? [{ Effect: 'Allow', Action: [MULTIPART_ABORT], Resource: inParts.map((a) => `<BucketsUploads>/${FILE_AREAS[a]}*`) }] : [];
      expect(policy, f.id).toEqual({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: [...TABLE_ACTIONS[f.access.table]], Resource: ['<DataTable>', '<DataTable>/index/gsi1'] }, ...expectedFiles, ...abort],
      });
      const readOnly = f.access.table === 'read' && Object.values(f.access.files).every((a) => a!.every((x) => x === 'read'));
      if (readOnly) expect(policy.Statement.flatMap((x) => x.Action).filter((a) => WRITES.includes(a)), f.id).toEqual([]);
      // STS takes at most 2,048 characters: with every reference as long as a real ARN can be here (~120).
      expect(raw.replace(/<[^>]+>/g, 'x'.repeat(120)).length, f.id).toBeLessThan(2048);
    }
    expect(environments.get('DeliverMessages')!.TENANT_SESSION_POLICY).toBeUndefined();
    // Lambda's 4 KB for all of a function's variables, with every reference as long as a real ARN or name can be here.
    for (const [id, vars] of environments) {
      const size = Object.entries(vars).reduce((n, [k, v]) => n + k.length + String(typeof v === 'string' ? v : text(v)).replace(/<[^>]+>/g, 'x'.repeat(120)).length, 0);
      expect(size, id).toBeLessThan(4096);
    }
  });

  it('leaves the per-tenant functions’ own roles no tenant data: no table action without a directory condition, no T# partition, no S3', () => {
    for (const f of perTenant()) {
      const table = f.statements.filter((s) => actionsOf(s).some((a) => TABLE_ACTIONS.write.includes(a)));
      for (const s of table) {
        const keys = s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
        expect(keys, `${f.id} ${s.Sid}`).toBeDefined();
        for (const k of keys!) expect(k, f.id).toMatch(/^DIR#/);
      }
      expect(f.statements.flatMap(actionsOf).filter((a) => a.startsWith('s3:')), f.id).toEqual([]);
    }
  });

  it('leaves cross-tenant routes exactly the directory partitions they declare, per access level', () => {
    for (const f of fns) {
      for (const level of ['read', 'write'] as const) {
        const declared = Object.entries(f.access.directory).filter(([, a]) => a === level).flatMap(([p]) => partitionPatterns[p as keyof typeof partitionPatterns]);
        const statement = f.statements.find((s) => s.Sid === `Directory${level === 'read' ? 'Read' : 'Write'}`);
        expect(statement?.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? [], `${f.id} ${level}`).toEqual(declared);
      }
    }
    const keysOf = (id: string, sid: string) => byId(id).statements.find((s) => s.Sid === sid)!.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys'];
    expect(keysOf('UpsertCompany', 'DirectoryWrite')).toEqual(['DIR#DOMAINKEY#*', 'DIR#HOST#*', 'DIR#DEFAULT', 'DIR#TENANTS']);
    expect(keysOf('GetRecruit', 'DirectoryRead')).toEqual(['DIR#DOMAINKEY#*', 'DIR#HOST#*', 'DIR#DEFAULT', 'DIR#POSTING#*']);
    expect(keysOf('DeadlineSweep', 'DirectoryWrite')).toEqual(['DIR#DEADLINE', 'DIR#LEASE#*']);
  });
});

describe('secrets out of the environment (issue 44 item 3)', () => {
  it('puts no secret’s value in any function’s environment: the pepper and the SENS key are named, the origin secret by its ARN', () => {
    for (const [id, vars] of [...environments, ['DeliverMessages with 알림톡', withAlimtalk.environment] as const]) {
      const text = JSON.stringify(vars);
      // No dynamic reference: CloudFormation would resolve it into the function's configuration in plain text.
      expect(text, id).not.toContain('{{resolve:');
      for (const name of ['SECRET_PEPPER', 'ALIMTALK_SECRET_KEY', 'ORIGIN_SECRET']) expect(vars, id).not.toHaveProperty(name);
      expect(vars[envNames.pepperSecretId], id).toMatch(/^portal\/(prod|dev)\/secret-pepper$/);
    }
    expect(withAlimtalk.environment[envNames.alimtalkSecretKeyId]).toBe('portal/dev/sens-secret-key');
    expect(environments.get('DeliverMessages')![envNames.alimtalkSecretKeyId]).toBe('');
  });

  it('lets each function read exactly the secrets it declares: every one the pepper, routes the origin secret, the delivery the SENS key', () => {
    const read = (statements: Statement[]) => statements.filter((s) => actionsOf(s).some((a) => a.startsWith('secretsmanager:')));
    for (const f of fns) {
      const [s, ...more] = read(f.statements);
      expect(more, f.id).toEqual([]);
      expect(actionsOf(s!), f.id).toEqual(['secretsmanager:GetSecretValue']);
      const resources = [s!.Resource].flat().map((r) => JSON.stringify(r));
      expect(resources, f.id).toHaveLength(f.kind === 'route' ? 2 : 1);
      expect(resources[0], f.id).toContain(':secret:portal/prod/secret-pepper-??????');
    }
    const [sens] = read(withAlimtalk.statements);
    expect(JSON.stringify(sens!.Resource)).toContain(':secret:portal/dev/sens-secret-key-??????');
  });
});

const name = (id: string) => `<${id.replace(/^referenceto(Portalprod)?/, '').replace(/[0-9A-F]{8}(Arn|Ref)?$/, '').replace(/Arn$/, '')}>`;
/** A template value with its references named for a reader: `<Logs>`, `<DataTable>/index/gsi1`, `<BucketsUploads>/files/t/*`. */
function text(v: unknown): unknown {
  if (typeof v === 'string' || typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(text);
  const o = v as Record<string, unknown>;
  if ('Ref' in o) return String(o.Ref).startsWith('AWS::') ? `<${o.Ref}>` : name(String(o.Ref));
  if ('Fn::GetAtt' in o) return name((o['Fn::GetAtt'] as string[])[0]!) + ((o['Fn::GetAtt'] as string[])[1] === 'StreamArn' ? '.stream' : '');
  if ('Fn::Join' in o) return ((o['Fn::Join'] as [string, unknown[]])[1].map(text) as string[]).join((o['Fn::Join'] as [string])[0]);
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, text(x)]));
}

/** A policy as lines for a reader. */
function readable(statements: Statement[]): unknown {
  return statements.map((s) => `${s.Sid ?? '-'}: ${actionsOf(s).join(' ')} on ${[text(s.Resource)].flat().join(' ')}${s.Condition ? ` if ${JSON.stringify(s.Condition)}` : ''}`);
}
