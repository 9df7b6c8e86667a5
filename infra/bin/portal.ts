import { spawnSync } from 'node:child_process';
import { App } from 'aws-cdk-lib';
import { RELEASE_CONTEXT } from '../lib/constructs/portal-function.ts';
import { buildPortalApp } from '../lib/portal-app.ts';

/**
 * The CDK app (cdk.json: `npx tsx infra/bin/portal.ts`): one stage's portal stack, its edge WAF stack with
 * `-c edgeWaf=true`, or one tenant domain's stack with `-c tenantDomain=<key>` (infra/stages/<stage>-domains/<key>.json),
 * built as the infra tests build it (infra/lib/portal-app.ts). Stage from `-c stage=<name>`
 * (cdk.json defaults to dev); per-stage settings in infra/stages/<stage>.json (read by infra/lib/stages.ts).
 */
// Every deploy labels its functions' versions with the commit it ships (`-c release=…` overrides), so a rollback
// finds the release before (docs/operations.md 'Roll back a release').
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim();
const app = new App({ context: commit ? { [RELEASE_CONTEXT]: commit } : {} });
buildPortalApp(app);
app.synth();
