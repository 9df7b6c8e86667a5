import { Validations, type App, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { acknowledgeNagFindings } from './nag-suppressions.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage, STAGES_DIR, type StageConfig } from './stages.ts';
import { tenantDomainStackName, TenantDomainStack } from './tenant-domain-stack.ts';
import { readTenantDomain } from './tenant-domains.ts';

export interface PortalAppOptions {
  /** Where CDK_DEFAULT_ACCOUNT is read (the CDK CLI sets it from the credentials); defaults to process.env. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
  /** The SPA build the portal stack uploads; defaults to web/dist. */
  readonly webDist?: string;
  /** Where the stage files and their domain folders are; defaults to infra/stages. */
  readonly stagesDir?: string;
}

export interface PortalApp {
  readonly config: StageConfig;
  /** The one stack this app synthesises: the stage's portal, with `-c edgeWaf=true` its edge WAF, with `-c tenantDomain=<key>` that domain's. */
  readonly stack: PortalStack | EdgeWafStack | TenantDomainStack;
}

/**
 * Builds the CDK app for one stage from its context, as `cdk synth` and the infra tests both do: `-c stage=<name>`
 * (cdk.json defaults to dev) picks infra/stages/<name>.json, context overrides its domain, e-mail, WAF and account
 * values, and the account falls back to the CLI's credentials. `-c edgeWaf=true` builds the stage's edge WAF stack
 * (us-east-1) alone, so it can be deployed before the portal stack that needs its ARN. `-c tenantDomain=<key>` builds the
 * stack of infra/stages/<stage>-domains/<key>.json alone (PortalDomain-<stage>-<key>). Every stack gets the cdk-nag
 * AwsSolutions checks, which fail synthesis on any finding not acknowledged in nag-suppressions.ts.
 */
export function buildPortalApp(app: App, options: PortalAppOptions = {}): PortalApp {
  const environment = options.environment ?? process.env;
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  const context = (key: string): unknown => app.node.tryGetContext(key) ?? (key === 'account' ? environment.CDK_DEFAULT_ACCOUNT : undefined);
  const dir = options.stagesDir ?? STAGES_DIR;
  const config = resolveStage(stage, context, dir);
  const domainKey = context('tenantDomain');
  const stack =
    String(context('edgeWaf') ?? '') === 'true'
      ? new EdgeWafStack(app, `PortalEdgeWaf-${stage}`, { config, description: `Recruitment portal ${stage}: edge WAF of the CloudFront distribution` })
      : domainKey !== undefined && domainKey !== ''
        ? domainStack(app, config, String(domainKey), dir)
        : new PortalStack(app, `Portal-${stage}`, { config, description: `Multi-tenant recruitment portal (${stage})`, ...(options.webDist ? { webDist: options.webDist } : {}) });
  acknowledgeNagFindings(stack, config);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, stack };
}

function domainStack(app: App, config: StageConfig, key: string, dir: string): TenantDomainStack {
  const domain = readTenantDomain(config, key, dir);
  return new TenantDomainStack(app, tenantDomainStackName(config.stage, key), { config, domain, description: `Recruitment portal ${config.stage}: tenant ${domain.tenant}'s own domain (${key})` });
}
