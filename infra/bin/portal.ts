import { App } from 'aws-cdk-lib';
import { buildPortalApp } from '../lib/portal-app.ts';

/**
 * The CDK app (cdk.json: `npx tsx infra/bin/portal.ts`): one stage's portal stack, or its edge WAF stack with
 * `-c edgeWaf=true`, built as the infra tests build it (infra/lib/portal-app.ts). Stage from `-c stage=<name>`
 * (cdk.json defaults to dev); per-stage settings in infra/stages/<stage>.json (read by infra/lib/stages.ts).
 */
const app = new App();
buildPortalApp(app);
app.synth();
