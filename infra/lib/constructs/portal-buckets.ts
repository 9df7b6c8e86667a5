import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORTS_ROOT, STAGING_ROOT } from '../../../functions/src/domain/public-site/file-keys.ts';

export interface PortalBucketsProps {
  readonly removalPolicy: RemovalPolicy;
  /** How long access logs are kept (the stage's log retention, docs/compliance.md). */
  readonly logDays: number;
}

/**
 * Any https page may send a presigned PUT or read a presigned GET's answer: the presigned URL is itself the credential,
 * and CORS only limits what a browser lets a page read, a check no server-side caller faces. S3 takes one wildcard.
 */
export const UPLOAD_ORIGINS = ['https://*'] as const;

/**
 * Three private buckets: the SPA bundle (read by CloudFront only) and uploads (presigned PUT
 * from the browser, presigned GET for downloads; 'files/public/*' is also read by CloudFront).
 * Both block every public access path and refuse plain HTTP.
 */
export class PortalBuckets extends Construct {
  readonly site: Bucket;
  readonly uploads: Bucket;
  /** Access logs of the two buckets and of the distribution. */
  readonly logs: Bucket;

  constructor(scope: Construct, id: string, props: PortalBucketsProps) {
    super(scope, id);
    const destroy = props.removalPolicy === RemovalPolicy.DESTROY;
    const common = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: props.removalPolicy,
      // Lets `cdk destroy` empty a throw-away stage; never set when the stage retains data.
      autoDeleteObjects: destroy,
    } as const;

    // Access logs of both buckets and of CloudFront. CloudFront's standard logs are written with ACLs, so this one
    // bucket keeps them enabled (owner preferred); nothing else is stored in it.
    this.logs = new Bucket(this, 'Logs', {
      ...common,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.logDays) }],
    });
    const logged = (prefix: string) => ({ serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${prefix}/` });

    // Versioned: a bad SPA upload is rolled back by restoring the previous objects (docs/operations.md 'Rollback').
    this.site = new Bucket(this, 'Site', {
      ...common,
      ...logged('site'),
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });

    // Retained stages keep overwritten uploads for 30 days (recovery from a bad overwrite).
    const versioned = props.removalPolicy === RemovalPolicy.RETAIN;
    this.uploads = new Bucket(this, 'Uploads', {
      ...common,
      ...logged('uploads'),
      versioned,
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: [...UPLOAD_ORIGINS],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Unchecked uploads: confirm-upload copies what it checked out of staging, the rest expires.
        {
          id: 'ExpireStagingUploads',
          prefix: STAGING_ROOT,
          expiration: Duration.days(1),
          ...(versioned ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        },
        // The integration API's exports are fetched once through a short-lived URL: kept a day, not as a second copy.
        {
          id: 'ExpireExports',
          prefix: EXPORTS_ROOT,
          expiration: Duration.days(1),
          ...(versioned ? { noncurrentVersionExpiration: Duration.days(1) } : {}),
        },
        ...(versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
    });
  }
}
