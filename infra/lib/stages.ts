import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

/**
 * Per-stage settings: one JSON file per stage in infra/stages/<name>.json (the only place a stage's values are
 * written), picked with `-c stage=<name>` (cdk.json defaults to dev). Domain and e-mail values may be overridden per
 * deploy with context, without editing the file: `-c baseDomains=a.example,b.example
 * -c certificateArn=arn:aws:acm:us-east-1:...:certificate/... -c webAclArn=arn:aws:wafv2:us-east-1:... -c senderEmail=no-reply@...
 * -c alarmEmail=oncall@... -c account=123456789012`. The region is the file's alone. Tenants' own domains are not stage
 * settings: each is a file of its own (tenant-domains.ts) with a stack of its own.
 */
export interface StageConfig {
  readonly stage: string;
  /**
   * The AWS region the portal stack deploys to (applicants' data lives there; ap-northeast-2 for Korea). Written in
   * the stage file only: moving a stage's data is a decision, not a deploy flag. The edge WAF stays in us-east-1.
   */
  readonly region: string;
  /**
   * The AWS account, from `-c account=<12 digits>` or the CLI's credentials (CDK_DEFAULT_ACCOUNT, which buildPortalApp
   * reads when the context has none). A retained stage refuses to synthesise without it (assertRetainedStageReady).
   */
  readonly account?: string;
  /**
   * Hosts under which '<domainKey>.<base>' names a tenant and the bare base serves the
   * default tenant (the functions' BASE_DOMAINS). With a certificate, `<base>` and
   * `*.<base>` become CloudFront alternate domain names.
   */
  readonly baseDomains: readonly string[];
  /**
   * ACM certificate in us-east-1 covering every base domain and its wildcard. Without it the
   * distribution answers only on its *.cloudfront.net name.
   */
  readonly certificateArn?: string;
  /**
   * The edge WAF web ACL (CLOUDFRONT scope, us-east-1) the distribution is associated with: the
   * `WebAclArn` output of the `PortalEdgeWaf-<stage>` stack. Without it the distribution has no WAF.
   */
  readonly webAclArn?: string;
  /** Where the stage's alarms are mailed (an SNS e-mail subscription, confirmed once by mail); none: the topic only. */
  readonly alarmEmail?: string;
  /** SES-verified sender identity for verification codes and notices (SENDER_EMAIL). */
  readonly senderEmail: string;
  /** The account's sending rates the delivery paces itself to (SES production starts at 14 a second; docs/messaging.md). */
  readonly sendRates: { readonly mailPerSecond: number; readonly smsPerSecond: number };
  /** The month's SMS spend (USD, SNS's SMSMonthToDateSpentUSD) that wakes someone: set below the account's spend limit. */
  readonly smsSpendAlarmUsd: number;
  /**
   * KakaoTalk 알림톡 through NAVER Cloud SENS (docs/messaging.md, docs/deploy.md): the Biz Message service, its API
   * access key, the Secrets Manager secret holding its secret key, and the pre-registered SMS fallback sender number.
   * Without it every text goes as SMS. `smsServiceId`, the same account's SENS SMS project: plain texts go through it
   * from that sender number (Korean carriers require one; SNS cannot send from it), instead of through SNS.
   */
  readonly alimtalk?:
    | {
        readonly serviceId: string;
        readonly accessKey: string;
        readonly secretKeySecretName: string;
        readonly smsSenderNumber: string;
        readonly smsServiceId?: string | undefined;
        /** A day's estimated SENS spend in KRW that raises the SENS spend alarm. */
        readonly spendAlarmKrwPerDay: number;
      }
    | undefined;
  /**
   * The Secrets Manager secret holding the key of the keyed hashes, made once per stage by the operator. The functions
   * get its name (PEPPER_SECRET_ID) and read the value at cold start; no template or environment holds the value.
   */
  readonly pepperSecretName: string;
  /** What happens to the table and the buckets when the stack (or resource) is deleted. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /** Deadline-day capacity (docs/capacity.md). */
  readonly capacity: StageCapacity;
  /**
   * A table restored from a backup or a point in time that the stage serves from instead of its own (docs/operations.md
   * 'Restore the whole table'): its name and its stream's ARN (the restore makes a table without a stream; the operator
   * turns it on first). The stack's own table stays, retained, as it was.
   */
  readonly restoredTable?: RestoredTable | undefined;
}

export interface RestoredTable {
  readonly name: string;
  readonly streamArn: string;
}

export interface StageCapacity {
  /**
   * Sized for a national deadline: concurrency reserved for the save and submit path (the account's Lambda quota must
   * leave room, docs/deploy.md) and the table warmed to the capacity model's peak (a one-time charge).
   */
  readonly deadlineReady: boolean;
  /** A cost ceiling: the most on-demand read and write units a second the table and each index may serve. */
  readonly tableMaxUnitsPerSecond?: { readonly read: number; readonly write: number } | undefined;
}

/** The directory of the stage files. */
export const STAGES_DIR = join(import.meta.dirname, '..', 'stages');

const retentions = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number');

/** A stage file as written: infra/stages/<name>.json. */
export const stageFileSchema = z.strictObject({
  $comment: z.string().optional(),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { error: 'region must be an AWS region name such as ap-northeast-2' }),
  baseDomains: z.array(z.string()),
  certificateArn: z.string().optional(),
  webAclArn: z.string().optional(),
  alarmEmail: z.string().optional(),
  senderEmail: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  sendRates: z.strictObject({ mailPerSecond: z.number().int().min(1), smsPerSecond: z.number().int().min(1) }).default({ mailPerSecond: 14, smsPerSecond: 20 }),
  smsSpendAlarmUsd: z.number().positive().default(100),
  alimtalk: z
    .strictObject({
      serviceId: z.string().min(1),
      accessKey: z.string().min(1),
      secretKeySecretName: z.string().regex(/^[\w/+=.@-]{1,512}$/),
      smsSenderNumber: z.string().regex(/^0\d{8,10}$/),
      smsServiceId: z.string().min(1).optional(),
      spendAlarmKrwPerDay: z.number().int().positive().default(300_000),
    })
    .optional(),
  pepperSecretName: z.string().regex(/^[\w/+=.@-]{1,512}$/),
  removalPolicy: z.enum(['destroy', 'retain']),
  logRetentionDays: z.number().refine((d) => retentions.includes(d as RetentionDays), { error: `logRetentionDays must be one of CloudWatch's periods (${retentions.join(', ')})` }),
  capacity: z
    .strictObject({
      deadlineReady: z.boolean().default(false),
      tableMaxUnitsPerSecond: z.strictObject({ read: z.number().int().min(1), write: z.number().int().min(1) }).optional(),
    })
    .default({ deadlineReady: false }),
  restoredTable: z
    .strictObject({
      name: z.string().regex(/^[\w.-]{3,255}$/, { error: 'restoredTable.name must be a DynamoDB table name' }),
      streamArn: z.string().regex(/^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[\w.-]{3,255}\/stream\/[\w:.-]+$/, { error: "restoredTable.streamArn must be the restored table's stream ARN (aws dynamodb describe-table … LatestStreamArn)" }),
    })
    .optional(),
});
export type StageFile = z.infer<typeof stageFileSchema>;

type StageDefaults = Omit<StageConfig, 'stage'>;

/** The stages that have a file. */
export const stageNames = (dir = STAGES_DIR): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** Reads and checks one stage file; errors name the file. */
export function readStageFile(name: string, dir = STAGES_DIR): StageDefaults {
  const file = join(dir, `${name}.json`);
  const parsed = stageFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { $comment: _c, removalPolicy, logRetentionDays, ...rest } = parsed.data;
  return { ...rest, removalPolicy: removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY, logRetention: logRetentionDays as RetentionDays };
}

/** A lower-case DNS host name (no wildcard). */
export const isHostName = (h: string): boolean => /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(h);

/** Reads a comma-separated list from context (CLI) or an array (cdk.json / tests). */
function list(v: unknown): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  const items = Array.isArray(v) ? v.map(String) : String(v).split(',');
  return items.map((s) => s.trim().toLowerCase()).filter(Boolean);
}

export type ContextReader = (key: string) => unknown;

/**
 * The stage's settings, with context overrides applied and checked: unknown stage names,
 * malformed host names and a certificate outside us-east-1 fail the synth.
 */
export function resolveStage(name: string, ctx: ContextReader = () => undefined, dir = STAGES_DIR): StageConfig {
  const known = stageNames(dir);
  if (!known.includes(name)) throw new Error(`Unknown stage '${name}'. Known stages: ${known.join(', ')} (files in infra/stages/).`);
  // The old list replaced every tenant's hosts on each deploy; a habit of passing it gets the new way named, not ignored.
  if (ctx('tenantDomains') !== undefined) {
    throw new Error(`-c tenantDomains is gone: each tenant domain is a file infra/stages/${name}-domains/<key>.json with a stack of its own (-c tenantDomain=<key>; docs/deploy.md 'Tenant domains').`);
  }
  const base = readStageFile(name, dir);
  const str = (k: string) => {
    const v = ctx(k);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const certificateArn = str('certificateArn') ?? base.certificateArn;
  const webAclArn = str('webAclArn') ?? base.webAclArn;
  const alarmEmail = str('alarmEmail') ?? base.alarmEmail;
  const account = str('account');
  const cfg: StageConfig = {
    ...base,
    stage: name,
    ...(account ? { account } : {}),
    baseDomains: list(ctx('baseDomains')) ?? base.baseDomains,
    senderEmail: str('senderEmail') ?? base.senderEmail,
    ...(certificateArn ? { certificateArn } : {}),
    ...(webAclArn ? { webAclArn } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
  };
  for (const h of cfg.baseDomains) {
    if (!isHostName(h)) throw new Error(`Stage '${name}': '${h}' is not a host name.`);
  }
  if (cfg.account && !/^\d{12}$/.test(cfg.account)) throw new Error(`Stage '${name}': account must be a 12-digit AWS account id (-c account=... or CDK_DEFAULT_ACCOUNT).`);
  if (cfg.alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cfg.alarmEmail)) throw new Error(`Stage '${name}': alarmEmail must be an e-mail address.`);
  if (cfg.baseDomains.length === 0) throw new Error(`Stage '${name}': give at least one base domain.`);
  if (cfg.restoredTable && !cfg.restoredTable.streamArn.includes(`:table/${cfg.restoredTable.name}/stream/`)) {
    throw new Error(`Stage '${name}': restoredTable.streamArn is not the stream of ${cfg.restoredTable.name}.`);
  }
  if (cfg.certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(cfg.certificateArn)) {
    throw new Error(`Stage '${name}': certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it).`);
  }
  if (cfg.webAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(cfg.webAclArn)) {
    throw new Error(`Stage '${name}': webAclArn must be a CloudFront (global) WAF web ACL in us-east-1.`);
  }
  return cfg;
}

/** CloudFront's WAF scope and certificates exist only in us-east-1, so the edge stack always deploys there. */
export const EDGE_REGION = 'us-east-1';

/** The stack environment of a stage: its region (or the edge's), and its account when known. */
export const stageEnvironment = (cfg: StageConfig, region: string = cfg.region): { region: string; account?: string } => ({ region, ...(cfg.account ? { account: cfg.account } : {}) });

/** A stage whose data outlives its stack (removalPolicy retain): production, and any stage an operator treats as one. */
export const isRetained = (cfg: StageConfig): boolean => cfg.removalPolicy === RemovalPolicy.RETAIN;

/** How to give a setting the retained-stage check asks for: the stage file or context, and where its value comes from. */
const HOW_TO_SET: Record<'account' | 'webAclArn' | 'certificateArn' | 'alarmEmail', (stage: string) => string> = {
  account: () => 'account: run with AWS credentials (the CDK CLI sets CDK_DEFAULT_ACCOUNT from them) or pass -c account=<12-digit id>',
  webAclArn: (stage) =>
    `webAclArn: the WebAclArn output of PortalEdgeWaf-${stage}; deploy that stack first (npx cdk deploy -c stage=${stage} -c edgeWaf=true), then set it in infra/stages/${stage}.json or pass -c webAclArn=<arn>`,
  certificateArn: (stage) =>
    `certificateArn: an ACM certificate in us-east-1 covering every base domain and its wildcard; set it in infra/stages/${stage}.json or pass -c certificateArn=<arn>`,
  alarmEmail: (stage) => `alarmEmail: the on-call address the alarms are mailed to; set it in infra/stages/${stage}.json or pass -c alarmEmail=<address>`,
};

/**
 * A retained stage holds applicants' data, so it refuses to synthesise environment-agnostic (its account unknown, so
 * it could land wherever credentials point) and, for the portal stack, without its edge protections and its on-call:
 * a deploy that forgets `-c webAclArn` would otherwise silently detach the WAF, one without a certificate serves TLSv1
 * on *.cloudfront.net, and one without alarmEmail alarms to nobody. The error names every missing setting and how to
 * give it. The edge stack needs only the account: it is deployed first, to produce the web ACL's ARN.
 */
export function assertRetainedStageReady(cfg: StageConfig, stack: 'portal' | 'edge'): void {
  if (!isRetained(cfg)) return;
  const needed = stack === 'portal' ? (['account', 'webAclArn', 'certificateArn', 'alarmEmail'] as const) : (['account'] as const);
  const missing = needed.filter((k) => !cfg[k]);
  if (missing.length === 0) return;
  throw new Error(
    [
      `Stage '${cfg.stage}' is retained (removalPolicy retain) and will not synthesise ${stack === 'portal' ? `Portal-${cfg.stage}` : `PortalEdgeWaf-${cfg.stage}`} without: ${missing.join(', ')}.`,
      ...missing.map((k) => `  - ${HOW_TO_SET[k](cfg.stage)}`),
      'See docs/deploy.md, "Retained stages".',
    ].join('\n'),
  );
}

/** The standard distribution's alternate domain names: every base and its wildcard (tenants' own domains are distribution tenants). */
export function alternateDomainNames(cfg: StageConfig): string[] {
  if (!cfg.certificateArn) return [];
  return [...new Set(cfg.baseDomains.flatMap((b) => [b, `*.${b}`]))];
}
