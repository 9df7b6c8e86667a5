import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_CODE_CONTEXT } from './constructs/portal-function.ts';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { buildPortalApp, type PortalApp } from './portal-app.ts';
import { PortalStack } from './portal-stack.ts';
import { isRetained, resolveStage, stageNames, STAGES_DIR } from './stages.ts';
import { TenantDomainStack } from './tenant-domain-stack.ts';
import { tenantDomainKeys, tenantDomainsDir, type TenantDomainFile } from './tenant-domains.ts';

/**
 * Every stage as `cdk synth` builds it (buildPortalApp, with stub function code), its portal stack, its edge WAF stack
 * and a stack per tenant domain file (its own and two samples, one of each certificate kind), checked offline the way AWS and the audit check them: AWS's own CloudFormation validator over every template
 * (nested ones included) finds no error and no fatal, and cdk-nag's AwsSolutions pack finds nothing that
 * nag-suppressions.ts does not acknowledge with a reason, and nothing acknowledged there that is not found.
 */

/** What a retained stage must be given before it synthesises (prod.json names none of it: the operator's values). */
const RETAINED_STAGE_CONTEXT = {
  account: '123456789012',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal-prod-edge/11111111-2222-3333-4444-555555555555',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  alarmEmail: 'oncall@example.com',
};

/** Validator warnings the portal accepts, with why; anything else at WARN or above fails. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  W3005: "CDK adds to each function (its own and CDK's helpers) a DependsOn on its role, which the function's GetAtt of the role already enforces; redundant, harmless",
  W3045: "The access-log bucket keeps ACLs (AccessControl LogDeliveryWrite): CloudFront's standard logs can be delivered only through them",
};

interface Diagnostic {
  ruleId: string;
  severity: 'FATAL' | 'ERROR' | 'WARN' | 'INFO' | 'DEBUG';
  message: string;
}
interface ValidatorModule {
  CompositeEngine: new () => { validateTemplate(t: unknown): { diagnostics: Diagnostic[] }; free(): void };
  TemplateContent: new (content: string, name: string) => unknown;
}
/** AWS CloudFormation Validate, the offline validator aws-cdk-lib ships and runs at synth (@aws/cloudformation-validate). */
const validator = (): ValidatorModule => {
  const fromCdk = createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib/package.json'));
  return fromCdk('@aws/cloudformation-validate') as ValidatorModule;
};

/** Domain files every stage is checked with besides its own: CloudFront's certificate, and one the tenant brings. */
const SAMPLE_DOMAINS: Record<string, TenantDomainFile> = {
  'sample-managed': { tenant: 'sample', hosts: ['recruit.sample-managed.example', 'jobs.sample-managed.example'] },
  'sample-own': { tenant: 'sample', hosts: ['careers.sample-own.example'], certificateArn: RETAINED_STAGE_CONTEXT.certificateArn },
};

interface Built {
  name: string;
  app: App;
  built: PortalApp;
  outdir: string;
}

let scratch: string;
let builds: Built[];
/** The stage files and their domain folders, with the samples added. */
let stagesDir: string;

type Kind = { edge: true } | { tenantDomain: string } | Record<string, never>;

/** One app per stage and kind, as `cdk synth -c stage=<name> [-c edgeWaf=true | -c tenantDomain=<key>]` builds it. */
function build(stage: string, kind: Kind): Built {
  const name = 'edge' in kind ? `PortalEdgeWaf-${stage}` : 'tenantDomain' in kind ? `PortalDomain-${stage}-${kind.tenantDomain}` : `Portal-${stage}`;
  const outdir = path.join(scratch, name);
  const retained = isRetained(resolveStage(stage));
  const app = new App({
    outdir,
    context: { stage, [INLINE_CODE_CONTEXT]: 'true', ...('edge' in kind ? { edgeWaf: 'true' } : {}), ...('tenantDomain' in kind ? { tenantDomain: kind.tenantDomain } : {}), ...(retained ? RETAINED_STAGE_CONTEXT : {}) },
  });
  // No CDK_DEFAULT_ACCOUNT from whoever runs the tests: the account is the context's or none.
  const built = buildPortalApp(app, { environment: {}, webDist: path.join(scratch, 'web-dist'), stagesDir });
  return { name, app, built, outdir };
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'portal-templates-check-'));
  // A web build, so the SPA upload (CDK's BucketDeployment and its role) is checked too.
  mkdirSync(path.join(scratch, 'web-dist'));
  writeFileSync(path.join(scratch, 'web-dist', 'index.html'), '<!doctype html><title>portal</title>');
  stagesDir = path.join(scratch, 'stages');
  cpSync(STAGES_DIR, stagesDir, { recursive: true });
  for (const stage of stageNames()) {
    mkdirSync(tenantDomainsDir(stage, stagesDir), { recursive: true });
    for (const [key, file] of Object.entries(SAMPLE_DOMAINS)) writeFileSync(path.join(tenantDomainsDir(stage, stagesDir), `${key}.json`), JSON.stringify(file));
  }
  builds = stageNames().flatMap((stage) => [build(stage, {}), build(stage, { edge: true }), ...tenantDomainKeys(stage, stagesDir).map((tenantDomain) => build(stage, { tenantDomain }))]);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('every stage synthesises', () => {
  it('as a portal stack in its region and an edge stack in us-east-1, for dev and prod (given what a retained stage needs)', () => {
    expect(builds.map((b) => b.name).sort()).toEqual(
      expect.arrayContaining(['Portal-dev', 'Portal-prod', 'PortalEdgeWaf-dev', 'PortalEdgeWaf-prod', 'PortalDomain-dev-sample-managed', 'PortalDomain-prod-sample-own']),
    );
    for (const { built } of builds) {
      expect(built.stack.region).toBe(built.stack instanceof EdgeWafStack ? 'us-east-1' : built.config.region);
      if (isRetained(built.config)) expect(built.stack.account).toBe(RETAINED_STAGE_CONTEXT.account);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing that nag-suppressions.ts does not acknowledge', () => {
    const unacknowledged = builds.flatMap(({ app }) =>
      new AwsSolutionsChecks().validateScope(app).violations.map((v) => `${v.ruleName} (${v.severity}) at ${v.violatingResources.map((r) => r.constructPath).join(', ')}: ${v.description}`),
    );
    expect(unacknowledged).toEqual([]);
  });

  it('is acknowledged only where it finds something, each time with a one-line reason', () => {
    const stale: string[] = [];
    for (const { name, built } of builds) {
      // The same stack built without the acknowledgements: what nag finds there is what they must cover.
      const bare = new App({ context: { [INLINE_CODE_CONTEXT]: 'true' } });
      const webDist = path.join(scratch, 'web-dist');
      if (built.stack instanceof EdgeWafStack) new EdgeWafStack(bare, name, { config: built.config });
      else if (built.stack instanceof TenantDomainStack) new TenantDomainStack(bare, name, { config: built.config, domain: built.stack.domain });
      else new PortalStack(bare, name, { config: built.config, webDist });
      const findings = new AwsSolutionsChecks().validateScope(bare).violations.flatMap((v) => v.violatingResources.map((r) => ({ rule: v.ruleName, at: r.constructPath! })));
      // The validator's acknowledgements (aws-cdk-lib writes some itself) are the next test's business.
      for (const { at, id, reason } of acknowledgements(built.stack).filter((a) => !a.id.startsWith('CloudFormation-Validate::'))) {
        expect(reason, `${id} at ${at}`).toMatch(/^[^\n]{20,200}$/);
        const covered = findings.some((f) => f.rule === id && (f.at === at || f.at.startsWith(`${at}/`)));
        if (!covered) stale.push(`${id} at ${at}`);
      }
    }
    expect(stale).toEqual([]);
  });
});

describe('AWS CloudFormation Validate', () => {
  it('finds no error or fatal in any template, nested ones included, and only the accepted warnings', () => {
    const { CompositeEngine, TemplateContent } = validator();
    const engine = new CompositeEngine();
    const found: string[] = [];
    let templates = 0;
    try {
      for (const { app, outdir } of builds) {
        app.synth();
        for (const file of readdirSync(outdir).filter((f) => f.endsWith('.template.json'))) {
          templates++;
          const report = engine.validateTemplate(new TemplateContent(readFileSync(path.join(outdir, file), 'utf8'), file));
          for (const d of report.diagnostics) {
            const failing = d.severity === 'FATAL' || d.severity === 'ERROR' || (d.severity === 'WARN' && !(d.ruleId in ACCEPTED_WARNINGS));
            if (failing) found.push(`${file}: ${d.severity} ${d.ruleId} ${d.message}`);
          }
        }
      }
    } finally {
      engine.free();
    }
    expect(found).toEqual([]);
    // Each portal stack is a parent and its nested route stacks; each edge stack one template.
    expect(templates).toBeGreaterThan(2 * builds.length);
  }, 600_000);
});

/** The acknowledgements recorded under a stack (Validations.acknowledge writes them as construct metadata). */
function acknowledgements(root: IConstruct): { at: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ at: c.node.path, id: id.replace(/^annotation::/i, ''), reason }))),
  );
}
