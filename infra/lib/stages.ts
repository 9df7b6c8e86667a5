import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

/**
 * Per-stage settings: one JSON file per stage in infra/stages/<name>.json (the only place a stage's values are
 * written), picked with `-c stage=<name>` (cdk.json defaults to dev). Domain and e-mail values may be overridden per
 * deploy with context, without editing the file: `-c baseDomains=a.example,b.example -c tenantDomains=recruit.acme.example
 * -c certificateArn=arn:aws:acm:us-east-1:...:certificate/... -c senderEmail=no-reply@... -c alarmEmail=oncall@...`.
 */
export interface StageConfig {
  readonly stage: string;
  /**
   * Hosts under which '<domainKey>.<base>' names a tenant and the bare base serves the
   * default tenant (the functions' BASE_DOMAINS). With a certificate, `<base>` and
   * `*.<base>` become CloudFront alternate domain names.
   */
  readonly baseDomains: readonly string[];
  /**
   * Tenants' own host names (for example 'recruit.acme.co.kr'), added to CloudFront as
   * alternate domain names and to the upload bucket's CORS origins. Each must also be listed
   * in that tenant's `domains` in its tenant configuration, or the API answers "unknown host".
   */
  readonly tenantDomains: readonly string[];
  /**
   * ACM certificate in us-east-1 covering every base domain, its wildcard and every tenant
   * domain. Without it the distribution answers only on its *.cloudfront.net name.
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
   * Without it every text goes as SMS.
   */
  readonly alimtalk?: { readonly serviceId: string; readonly accessKey: string; readonly secretKeySecretName: string; readonly smsSenderNumber: string } | undefined;
  /**
   * The Secrets Manager secret holding the key of the keyed hashes (SECRET_PEPPER), made once per stage by the operator.
   * The template names it (a dynamic reference CloudFormation resolves at deploy), never its value.
   */
  readonly pepperSecretName: string;
  /** What happens to the table and the buckets when the stack (or resource) is deleted. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
}

/** The directory of the stage files. */
export const STAGES_DIR = join(import.meta.dirname, '..', 'stages');

const retentions = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number');

/** A stage file as written: infra/stages/<name>.json. */
export const stageFileSchema = z.strictObject({
  $comment: z.string().optional(),
  baseDomains: z.array(z.string()),
  tenantDomains: z.array(z.string()).default([]),
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
    })
    .optional(),
  pepperSecretName: z.string().regex(/^[\w/+=.@-]{1,512}$/),
  removalPolicy: z.enum(['destroy', 'retain']),
  logRetentionDays: z.number().refine((d) => retentions.includes(d as RetentionDays), { error: `logRetentionDays must be one of CloudWatch's periods (${retentions.join(', ')})` }),
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

const HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

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
  const base = readStageFile(name, dir);
  const str = (k: string) => {
    const v = ctx(k);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const certificateArn = str('certificateArn') ?? base.certificateArn;
  const webAclArn = str('webAclArn') ?? base.webAclArn;
  const alarmEmail = str('alarmEmail') ?? base.alarmEmail;
  const cfg: StageConfig = {
    ...base,
    stage: name,
    baseDomains: list(ctx('baseDomains')) ?? base.baseDomains,
    tenantDomains: list(ctx('tenantDomains')) ?? base.tenantDomains,
    senderEmail: str('senderEmail') ?? base.senderEmail,
    ...(certificateArn ? { certificateArn } : {}),
    ...(webAclArn ? { webAclArn } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
  };
  for (const h of [...cfg.baseDomains, ...cfg.tenantDomains]) {
    if (!HOST.test(h) || h.startsWith('*.')) throw new Error(`Stage '${name}': '${h}' is not a host name.`);
  }
  if (cfg.alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cfg.alarmEmail)) throw new Error(`Stage '${name}': alarmEmail must be an e-mail address.`);
  if (cfg.baseDomains.length === 0) throw new Error(`Stage '${name}': give at least one base domain.`);
  if (cfg.tenantDomains.length > 0 && !cfg.certificateArn) {
    throw new Error(`Stage '${name}': tenant domains need a certificate (certificateArn) to be served by CloudFront.`);
  }
  if (cfg.certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(cfg.certificateArn)) {
    throw new Error(`Stage '${name}': certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it).`);
  }
  if (cfg.webAclArn && !/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(cfg.webAclArn)) {
    throw new Error(`Stage '${name}': webAclArn must be a CloudFront (global) WAF web ACL in us-east-1.`);
  }
  return cfg;
}

/** CloudFront alternate domain names: every base, its wildcard, every tenant domain. */
export function alternateDomainNames(cfg: StageConfig): string[] {
  if (!cfg.certificateArn) return [];
  return [...new Set([...cfg.baseDomains.flatMap((b) => [b, `*.${b}`]), ...cfg.tenantDomains])];
}

/** Browser origins of the site (for the upload bucket's CORS). */
export function siteOrigins(cfg: StageConfig): string[] {
  const hosts = alternateDomainNames(cfg);
  // Without custom domains the site is reached on its *.cloudfront.net name, which cannot be
  // named here without a dependency cycle (bucket -> distribution -> bucket).
  const origins = hosts.length > 0 ? hosts.map((h) => `https://${h}`) : ['https://*.cloudfront.net'];
  return origins;
}

/**
 * A secret as the functions' environment gets it (the pepper, the SENS secret key): `{{resolve:secretsmanager:<name>:SecretString:::}}`, which
 * CloudFormation replaces with the secret's value when it deploys (the template and cdk.out hold only the name).
 */
export const secretReference = (secretName: string): string => SecretValue.secretsManager(secretName).unsafeUnwrap();
