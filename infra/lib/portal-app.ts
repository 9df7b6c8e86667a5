import { Validations, type App, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeWafStack } from './edge-waf-stack.ts';
import { acknowledgeNagFindings } from './nag-suppressions.ts';
import { PortalStack } from './portal-stack.ts';
import { resolveStage, type StageConfig } from './stages.ts';

export interface PortalAppOptions {
  /** Where CDK_DEFAULT_ACCOUNT is read (the CDK CLI sets it from the credentials); defaults to process.env. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
  /** The SPA build the portal stack uploads; defaults to web/dist. */
  readonly webDist?: string;
}

export interface PortalApp {
  readonly config: StageConfig;
  /** The one stack this app synthesises: the stage's portal, or with `-c edgeWaf=true` its edge WAF. */
  readonly stack: PortalStack | EdgeWafStack;
}

/**
 * Builds the CDK app for one stage from its context, as `cdk synth` and the infra tests both do: `-c stage=<name>`
 * (cdk.json defaults to dev) picks infra/stages/<name>.json, context overrides its domain, e-mail, WAF and account
 * values, and the account falls back to the CLI's credentials. `-c edgeWaf=true` builds the stage's edge WAF stack
 * (us-east-1) alone, so it can be deployed before the portal stack that needs its ARN. Every stack gets the cdk-nag
 * AwsSolutions checks, which fail synthesis on any finding not acknowledged in nag-suppressions.ts.
 */
export function buildPortalApp(app: App, options: PortalAppOptions = {}): PortalApp {
  const environment = options.environment ?? process.env;
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  const context = (key: string): unknown => app.node.tryGetContext(key) ?? (key === 'account' ? environment.CDK_DEFAULT_ACCOUNT : undefined);
  const config = resolveStage(stage, context);
  const stack =
    String(context('edgeWaf') ?? '') === 'true'
      ? new EdgeWafStack(app, `PortalEdgeWaf-${stage}`, { config, description: `Recruitment portal ${stage}: edge WAF of the CloudFront distribution` })
      : new PortalStack(app, `Portal-${stage}`, { config, description: `Multi-tenant recruitment portal (${stage})`, ...(options.webDist ? { webDist: options.webDist } : {}) });
  acknowledgeNagFindings(stack, config);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, stack };
}
