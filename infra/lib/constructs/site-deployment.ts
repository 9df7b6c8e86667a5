import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export const WEB_DIST_MISSING = 'portal:webDistMissing';

/** What the site deployment leaves out of web/dist, wherever it sits. */
export const SOURCE_MAP_PATTERNS = ['*.map', '**/*.map'] as const;

export interface SiteDeploymentProps {
  /** The Vite build output (web/dist). */
  readonly webDist: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
}

/**
 * Uploads the SPA build when it exists at synth time (run `npm run build` first); otherwise
 * adds a warning and deploys nothing, so synth and tests work without a web build.
 * Hashed bundles under assets/ are immutable and never pruned (an open tab with an older
 * index.html can still load its chunks); everything else (index.html, icons) is revalidated
 * and old copies are removed; then CloudFront is invalidated.
 */
export class SiteDeployment extends Construct {
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    this.deployed = existsSync(path.join(props.webDist, 'index.html'));
    if (!this.deployed) {
      Annotations.of(this).addWarningV2(
        WEB_DIST_MISSING,
        `${props.webDist}/index.html not found: the SPA is NOT deployed by this synth. Run 'npm run build' before 'cdk deploy'.`,
      );
      return;
    }
    // Source maps (the whole front-end source, comments included) stay with the build for profiling; never on the site.
    const source = Source.asset(props.webDist, { exclude: [...SOURCE_MAP_PATTERNS] });
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
  }
}
