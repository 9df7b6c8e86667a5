import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { isHostName, STAGES_DIR, type StageConfig } from './stages.ts';

/**
 * Tenants' own domains as data: one file per domain, infra/stages/<stage>-domains/<key>.json, and one small stack per
 * file (tenant-domain-stack.ts, `-c tenantDomain=<key>`) holding its distribution tenant on the stage's multi-tenant
 * distribution. Adding, changing or removing a file touches that one stack: the portal stack never reads these files.
 */

/** Where the portal stack leaves what a domain stack needs (both deploy to the stage's region). */
export const TENANT_DISTRIBUTION_PARAMETER = (stage: string): string => `/portal/${stage}/tenant-distribution-id`;
export const TENANT_CONNECTION_GROUP_PARAMETER = (stage: string): string => `/portal/${stage}/tenant-connection-group-id`;

/** A file's key: its name without .json, which names its stack (PortalDomain-<stage>-<key>) and its distribution tenant. */
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const ACM_US_EAST_1 = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

/** A tenant domain file as written. */
export const tenantDomainFileSchema = z.strictObject({
  $comment: z.string().optional(),
  /** The tenant, by its domain key (as the ops CLI names it): its directory entry must list every host (`tenant add-host`). */
  tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'tenant must be the tenant’s domain key' }),
  /** The host names the tenant is served on, lower case, no wildcard; the first is its certificate's primary name. */
  hosts: z.array(z.string()).min(1).max(10),
  /** A certificate the tenant brings (ACM, us-east-1, covering every host); without it CloudFront issues and renews one. */
  certificateArn: z.string().regex(ACM_US_EAST_1, { error: 'certificateArn must be an ACM certificate in us-east-1 (CloudFront requires it)' }).optional(),
});
export type TenantDomainFile = z.infer<typeof tenantDomainFileSchema>;

export interface TenantDomain extends Omit<TenantDomainFile, '$comment'> {
  readonly key: string;
}

/** The folder of a stage's domain files. */
export const tenantDomainsDir = (stage: string, dir = STAGES_DIR): string => join(dir, `${stage}-domains`);

/** The keys of a stage's domain files (none when the folder does not exist). */
export function tenantDomainKeys(stage: string, dir = STAGES_DIR): string[] {
  const folder = tenantDomainsDir(stage, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

function parse(stage: string, key: string, dir: string): TenantDomain {
  const file = join(tenantDomainsDir(stage, dir), `${key}.json`);
  const parsed = tenantDomainFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const { $comment: _c, ...domain } = parsed.data;
  for (const h of domain.hosts) if (!isHostName(h)) throw new Error(`${file}: '${h}' is not a lower-case host name (no wildcard).`);
  if (new Set(domain.hosts).size !== domain.hosts.length) throw new Error(`${file}: a host is listed twice.`);
  return { key, ...domain };
}

/**
 * One domain file of the stage, checked: its key and fields, its hosts outside the stage's base domains (the standard
 * distribution serves those) and in no other file of the stage (CloudFront serves a host from one tenant only). The
 * other files are only read for that check; nothing of theirs reaches this file's stack.
 */
export function readTenantDomain(cfg: StageConfig, key: string, dir = STAGES_DIR): TenantDomain {
  const keys = tenantDomainKeys(cfg.stage, dir);
  if (!KEY.test(key) || !keys.includes(key)) {
    throw new Error(`Stage '${cfg.stage}' has no tenant domain '${key}'. Known: ${keys.join(', ') || 'none'} (files in ${tenantDomainsDir(cfg.stage, dir)}/, keys of lower-case letters, digits and '-').`);
  }
  const domain = parse(cfg.stage, key, dir);
  for (const h of domain.hosts) {
    const base = cfg.baseDomains.find((b) => h === b || h.endsWith(`.${b}`));
    if (base) throw new Error(`Tenant domain '${key}': ${h} is under the base domain ${base}, which the standard distribution serves already.`);
  }
  for (const other of keys.filter((k) => k !== key)) {
    const shared = parse(cfg.stage, other, dir).hosts.filter((h) => domain.hosts.includes(h));
    if (shared.length > 0) throw new Error(`Tenant domain '${key}': ${shared.join(', ')} also in '${other}'; a host belongs to one file.`);
  }
  return domain;
}
