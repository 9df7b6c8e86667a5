import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteDeployment } from './site-deployment.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-site-deployment-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir`, relative to it, with '/' separators. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();

describe('the SPA deployment (audit 2026-11-27 F16)', () => {
  it('uploads the build without its source maps', () => {
    // A build as Vite writes it: hashed bundles under assets/ and their maps beside them.
    const webDist = path.join(scratch, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["// secret"]}');
    writeFileSync(path.join(webDist, 'assets', 'index-def456.css'), 'body{}');
    writeFileSync(path.join(webDist, 'assets', 'index-def456.css.map'), '{"version":3}');

    const outdir = path.join(scratch, 'cdk.out');
    const app = new App({ outdir });
    const stack = new Stack(app, 'Site');
    const distribution = Distribution.fromDistributionAttributes(stack, 'Cdn', { distributionId: 'E2EXAMPLE', domainName: 'd111111abcdef8.cloudfront.net' });
    new SiteDeployment(stack, 'Web', { webDist, bucket: new Bucket(stack, 'Bucket'), distribution });
    const template = app.synth().getStackByName('Site').template as { Resources: Record<string, { Type: string; Properties: { SourceObjectKeys: string[] } }> };
    const deployments = Object.values(template.Resources).filter((r) => r.Type === 'Custom::CDKBucketDeployment');

    expect(deployments).toHaveLength(2);
    for (const d of deployments) {
      // The asset each deployment unpacks into the bucket, as staged in the cloud assembly.
      const [key] = d.Properties.SourceObjectKeys;
      const staged = filesUnder(path.join(outdir, `asset.${key!.replace(/\.zip$/, '')}`));
      expect(staged).toEqual(['assets/index-abc123.js', 'assets/index-def456.css', 'index.html']);
    }
  });
});
