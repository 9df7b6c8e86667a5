import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/**
 * Per-stage settings. Pick one with `-c stage=<name>` (cdk.json defaults to dev).
 * Domain and e-mail values may be overridden per deploy with context, without editing
 * this file: `-c baseDomains=a.example,b.example -c tenantDomains=recruit.acme.example
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
  /** What happens to the table and the buckets when the stack (or resource) is deleted. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
}

type StageDefaults = Omit<StageConfig, 'stage'>;

export const stages: Readonly<Record<string, StageDefaults>> = {
  dev: {
    baseDomains: ['dev.recruit.example.com'],
    tenantDomains: [],
    senderEmail: 'no-reply@dev.recruit.example.com',
    removalPolicy: RemovalPolicy.DESTROY,
    logRetention: RetentionDays.ONE_WEEK,
  },
  prod: {
    baseDomains: ['recruit.example.com'],
    tenantDomains: [],
    // certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/...',
    senderEmail: 'no-reply@recruit.example.com',
    removalPolicy: RemovalPolicy.RETAIN,
    logRetention: RetentionDays.SIX_MONTHS,
  },
};

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
export function resolveStage(name: string, ctx: ContextReader = () => undefined): StageConfig {
  const base = stages[name];
  if (!base) throw new Error(`Unknown stage '${name}'. Known stages: ${Object.keys(stages).join(', ')} (infra/lib/stages.ts).`);
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
