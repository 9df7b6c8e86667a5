import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { buildPortalApp } from './portal-app.ts';
import { resolveStage, STAGES_DIR } from './stages.ts';
import { TenantDomainStack } from './tenant-domain-stack.ts';
import { readTenantDomain, tenantDomainsDir, type TenantDomainFile } from './tenant-domains.ts';

/**
 * A tenant's own domain is one file and one stack (PortalDomain-<stage>-<key>): its distribution tenant carries the
 * file's hosts on the stage's multi-tenant distribution, and adding a file changes no other template.
 */
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-tenant-domains-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stages folder holding the real dev stage file and the given domain files. */
function stagesWith(name: string, domains: Record<string, TenantDomainFile>): string {
  const dir = path.join(scratch, name);
  mkdirSync(tenantDomainsDir('dev', dir), { recursive: true });
  copyFileSync(path.join(STAGES_DIR, 'dev.json'), path.join(dir, 'dev.json'));
  for (const [key, file] of Object.entries(domains)) writeFileSync(path.join(tenantDomainsDir('dev', dir), `${key}.json`), JSON.stringify(file));
  return dir;
}

/** Every template of one app, as `cdk synth -c stage=dev [-c tenantDomain=<key>]` writes them, by file name. */
function synthesise(dir: string, outName: string, tenantDomain?: string): Record<string, string> {
  const outdir = path.join(scratch, outName);
  const app = new App({ outdir, context: { stage: 'dev', [INLINE_CODE_CONTEXT]: 'true', ...(tenantDomain ? { tenantDomain } : {}) } });
  buildPortalApp(app, { environment: {}, stagesDir: dir, webDist: path.join(scratch, 'no-web-build') });
  app.synth();
  return Object.fromEntries(readdirSync(outdir).filter((f) => f.endsWith('.template.json')).map((f) => [f, readFileSync(path.join(outdir, f), 'utf8')]));
}

const acme: TenantDomainFile = { tenant: 'acme', hosts: ['recruit.acme.example', 'jobs.acme.example'] };
const beta: TenantDomainFile = { tenant: 'beta', hosts: ['careers.beta.example'], certificateArn: CERT };
const gamma: TenantDomainFile = { tenant: 'gamma', hosts: ['recruit.gamma.example'] };

describe('a tenant domain stack', () => {
  it("holds one distribution tenant with the file's hosts, on the distribution and connection group the portal stack left in SSM", () => {
    const dir = stagesWith('one', { acme });
    const { stack } = buildPortalApp(new App({ context: { stage: 'dev', tenantDomain: 'acme' } }), { environment: {}, stagesDir: dir });
    expect(stack).toBeInstanceOf(TenantDomainStack);
    expect(stack.stackName).toBe('PortalDomain-dev-acme');
    expect(stack.region).toBe('ap-northeast-2');
    const template = Template.fromStack(stack);
    expect(Object.keys(template.toJSON().Resources)).toHaveLength(1);
    const [tenant] = Object.values(template.findResources('AWS::CloudFront::DistributionTenant')) as { Properties: Record<string, any> }[];
    const parameters = template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    const fromSsm = (ref: { Ref: string }) => parameters[ref.Ref]!;
    expect(tenant!.Properties).toMatchObject({
      Name: 'portal-dev-acme',
      Domains: ['recruit.acme.example', 'jobs.acme.example'],
      Enabled: true,
      // No certificate in the file: CloudFront issues one, and serves its HTTP validation itself.
      ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: 'recruit.acme.example' },
    });
    expect(tenant!.Properties.Customizations).toBeUndefined();
    expect(fromSsm(tenant!.Properties.DistributionId)).toEqual({ Type: 'AWS::SSM::Parameter::Value<String>', Default: '/portal/dev/tenant-distribution-id' });
    expect(fromSsm(tenant!.Properties.ConnectionGroupId)).toEqual({ Type: 'AWS::SSM::Parameter::Value<String>', Default: '/portal/dev/tenant-connection-group-id' });
    expect(tenant!.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'portal:tenant', Value: 'acme' }]));
  });

  it("serves the file's own certificate when it names one, instead of requesting one", () => {
    const dir = stagesWith('cert', { beta });
    const { stack } = buildPortalApp(new App({ context: { stage: 'dev', tenantDomain: 'beta' } }), { environment: {}, stagesDir: dir });
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::DistributionTenant', { Domains: ['careers.beta.example'], Customizations: { Certificate: { Arn: CERT } } });
    expect(JSON.stringify(Template.fromStack(stack).toJSON())).not.toContain('ManagedCertificateRequest');
  });

  it('refuses an unknown key, a malformed file, a host under a base domain and a host another file has', () => {
    const cfg = resolveStage('dev');
    const dir = stagesWith('bad', {
      acme,
      typo: { ...acme, hosts: ['x.typo.example'], tenantt: 'acme' } as TenantDomainFile,
      wild: { tenant: 'wild', hosts: ['*.wild.example'] },
      base: { tenant: 'base', hosts: [`acme.${cfg.baseDomains[0]}`] },
      twice: { tenant: 'twice', hosts: ['jobs.acme.example'] },
      cert: { tenant: 'cert', hosts: ['x.cert.example'], certificateArn: CERT.replace('us-east-1', 'ap-northeast-2') },
    });
    expect(() => readTenantDomain(cfg, 'nope', dir)).toThrow(/no tenant domain 'nope'\. Known: acme, base, cert, twice, typo, wild/);
    expect(() => readTenantDomain(cfg, 'typo', dir)).toThrow(/typo\.json[\s\S]*tenantt/);
    expect(() => readTenantDomain(cfg, 'wild', dir)).toThrow(/not a lower-case host name/);
    expect(() => readTenantDomain(cfg, 'base', dir)).toThrow(/under the base domain/);
    expect(() => readTenantDomain(cfg, 'twice', dir)).toThrow(/jobs\.acme\.example also in 'acme'/);
    expect(() => readTenantDomain(cfg, 'cert', dir)).toThrow(/us-east-1/);
  });
});

describe('adding a tenant domain', () => {
  it("changes no template but the new domain's own: the portal stack and the other domains' stacks are byte for byte the same", () => {
    const before = stagesWith('two', { acme, beta });
    const after = stagesWith('three', { acme, beta, gamma });
    const portal = [synthesise(before, 'portal-before'), synthesise(after, 'portal-after')];
    // The portal stack and its nested route stacks: the same files, the same bytes.
    expect(Object.keys(portal[0]!).length).toBeGreaterThan(1);
    expect(portal[1]).toEqual(portal[0]);
    for (const key of ['acme', 'beta']) expect(synthesise(after, `${key}-after`, key), key).toEqual(synthesise(before, `${key}-before`, key));
    // The one new stack, which only the new file could build.
    const added = synthesise(after, 'gamma-after', 'gamma');
    expect(Object.keys(added)).toEqual(['PortalDomain-dev-gamma.template.json']);
    expect(added['PortalDomain-dev-gamma.template.json']).toContain('recruit.gamma.example');
    expect(() => synthesise(before, 'gamma-before', 'gamma')).toThrow(/no tenant domain 'gamma'/);
  }, 300_000);
});
