import { App } from 'aws-cdk-lib';
import { PortalStack } from '../lib/portal-stack.ts';
import { resolveStage } from '../lib/stages.ts';
import { EdgeWafStack } from '../lib/edge-waf-stack.ts';

/**
 * The CDK app (cdk.json: `npx tsx infra/bin/portal.ts`). Stage from `-c stage=<name>`
 * (cdk.json defaults to dev); per-stage settings in infra/stages/<stage>.json (read by infra/lib/stages.ts). No account or
 * region is bound at synth time: the stack deploys into whatever the CLI credentials name.
 */
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
const config = resolveStage(stage, (key) => app.node.tryGetContext(key));

new PortalStack(app, `Portal-${stage}`, {
  config,
  description: `Multi-tenant recruitment portal (${stage})`,
});
// The edge WAF lives in us-east-1 (CloudFront's WAF scope), deployed on its own once per stage: `-c edgeWaf=true`.
if (String(app.node.tryGetContext('edgeWaf') ?? '') === 'true') {
  new EdgeWafStack(app, `PortalEdgeWaf-${stage}`, { stage, description: `Recruitment portal (${stage}): edge WAF of the code routes` });
}

app.synth();
