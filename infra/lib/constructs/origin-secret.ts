import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { edgeHeaders } from '../../../functions/src/http/edge-headers.ts';

/** Context key naming the secret's version CloudFront is to send (rotation, docs/deploy.md 'Rotating the origin secret'). */
export const ORIGIN_SECRET_VERSION_CONTEXT = 'originSecretVersion';

export interface OriginSecretProps {
  readonly stage: string;
  /** A version id of the secret (after a rotation): CloudFormation resolves a reference only when its text changes. */
  readonly versionId?: string | undefined;
}

/**
 * The secret CloudFront sends to the API in its origin header (edgeHeaders.originSecret), made by the stack with a
 * random value. The distribution gets a dynamic reference that CloudFormation resolves at deploy, so the template and
 * cdk.out hold the secret's ARN, never its value; the functions read the value from Secrets Manager at cold start
 * (ORIGIN_SECRET_ID), never from their environment. Anyone allowed cloudfront:GetDistributionConfig can read it there.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** The header value the distribution sends: `{{resolve:secretsmanager:<arn>:SecretString:::<version>}}`. */
  readonly headerValue: string;
  readonly headerName = edgeHeaders.originSecret;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    if (props.versionId !== undefined && !/^[\w-]{32,64}$/.test(props.versionId)) {
      throw new Error(`-c ${ORIGIN_SECRET_VERSION_CONTEXT}=… must be a version id of the origin secret (aws secretsmanager list-secret-version-ids).`);
    }
    this.secret = new Secret(this, 'Value', {
      description: `Portal ${props.stage}: what CloudFront sends in ${edgeHeaders.originSecret} so the API answers it (rotation: docs/deploy.md)`,
      // Letters and digits only: a header value CloudFront and API Gateway pass unchanged.
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      // Nothing depends on the value outliving the stack: a new stack makes a new one.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.headerValue = SecretValue.secretsManager(this.secret.secretArn, props.versionId ? { versionId: props.versionId } : {}).unsafeUnwrap();
  }
}
