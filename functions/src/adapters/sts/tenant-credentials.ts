import type { STSClient } from '@aws-sdk/client-sts';
import type { Config } from '../../config.ts';
import { SERVICE_REQUEST_HANDLER } from '../service-failure.ts';
import { traceSdkCalls } from '../log/xray-subsegments.ts';

/**
 * Tenant-scoped credentials (docs/security.md 'Isolation twice'): on AWS a tenant's repositories and file store sign
 * their calls with the stage's tenant role, assumed with the session tag `tenant=<id>`. The role's policy allows the
 * table only under `dynamodb:LeadingKeys` `T#${aws:PrincipalTag/tenant}` and `T#${aws:PrincipalTag/tenant}#*`, and the
 * upload bucket only under `<area>${aws:PrincipalTag/tenant}/` (infra/lib/function-policy.ts): a call that names
 * another tenant is refused by IAM, whatever the code did.
 */

/** Temporary credentials, as the SDK clients take them (AwsCredentialIdentity). */
export interface TemporaryCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken: string;
  readonly expiration: Date;
}

/** What an SDK client takes as `credentials`: asked before each call, answered from the cache while fresh. */
export type CredentialProvider = () => Promise<TemporaryCredentials>;

/** One tenant's credentials, asked of STS: the role assumed with the tenant's tag. */
export type AssumeTenantRole = (tenantId: number) => Promise<TemporaryCredentials>;

/**
 * A session's length: one hour, the longest a role chain allows (a Lambda's role assuming another role; STS refuses
 * more), so a warm container asks STS once an hour per tenant it serves.
 */
export const TENANT_SESSION_SECONDS = 3_600;

/**
 * Credentials are asked for again this long before they expire. At least the longest presigned URL the file store signs
 * with them (s3-file-store.ts: downloads 300 s, uploads 60 s), which dies with its credentials; and equal to the SDK's
 * own margin (its clients ask their provider again within 5 minutes of expiry), so a client never asks twice.
 */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;

/** An STS client, loaded and made on first use (a function that never assumes the role never loads the SDK's STS). */
export type StsClientSource = () => Promise<Pick<STSClient, 'send'>>;

/** The region's STS endpoint (the SDK's default), with the services' 2 s timeouts: a hung call fails, not the Lambda. */
export function lazyStsClient(c: Pick<Config, 'AWS_REGION'>): StsClientSource {
  let client: Promise<Pick<STSClient, 'send'>> | undefined;
  return () =>
    (client ??= import('@aws-sdk/client-sts')
      .then(({ STSClient }) => {
        const sts = new STSClient({ region: c.AWS_REGION, requestHandler: SERVICE_REQUEST_HANDLER });
        traceSdkCalls(sts);
        return sts;
      })
      .catch((e: unknown) => {
        client = undefined;
        throw e;
      }));
}

/**
 * STS AssumeRole for one tenant: the role ARN the stack set (TENANT_ROLE_ARN), the tag `tenant=<id>` (the role's
 * conditions name it; its trust policy refuses a session without it), and the function's session policy where the stack
 * set one (TENANT_SESSION_POLICY: its own declared actions and areas, so the session is no wider than the function).
 * STS throttling or failing is answered 503 by the handlers' error mapping (map-errors.ts), a refusal (AccessDenied: a
 * stack defect) 500.
 */
export function stsTenantRole(sts: StsClientSource, roleArn: string, sessionPolicy?: string): AssumeTenantRole {
  return async (tenantId) => {
    if (!Number.isSafeInteger(tenantId) || tenantId < 0) throw new Error(`not a tenant id: ${tenantId}`);
    const { AssumeRoleCommand } = await import('@aws-sdk/client-sts');
    const { Credentials: c } = await (await sts()).send(
      // CloudTrail names the session: which tenant a call was made for.
      new AssumeRoleCommand({ RoleArn: roleArn, RoleSessionName: `tenant-${tenantId}`, DurationSeconds: TENANT_SESSION_SECONDS, Tags: [{ Key: 'tenant', Value: String(tenantId) }], Policy: sessionPolicy }),
    );
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) throw new Error('AssumeRole answered no credentials');
    return { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken, expiration: c.Expiration };
  };
}

/**
 * Each tenant's credentials, kept in the warm container until REFRESH_BEFORE_EXPIRY_MS before they expire and then
 * asked for again on the next call (never in the background). Concurrent first calls of a tenant share one AssumeRole;
 * a failed one is not kept, so the next call tries again. The DynamoDB and S3 clients of a tenant share its provider.
 */
export function tenantCredentialCache(assume: AssumeTenantRole, options: { now?: () => number; refreshBeforeMs?: number } = {}): (tenantId: number) => CredentialProvider {
  const { now = Date.now, refreshBeforeMs = REFRESH_BEFORE_EXPIRY_MS } = options;
  const providers = new Map<number, CredentialProvider>();
  return (tenantId) => {
    let provider = providers.get(tenantId);
    if (!provider) {
      let kept: Promise<TemporaryCredentials> | undefined;
      let expiresAt = 0;
      provider = () => {
        if (!kept || expiresAt - refreshBeforeMs <= now()) {
          // Until it answers, the AssumeRole under way is what every call of the tenant gets.
          expiresAt = Infinity;
          kept = assume(tenantId).then(
            (c) => ((expiresAt = c.expiration.getTime()), c),
            (e: unknown) => {
              kept = undefined;
              throw e;
            },
          );
        }
        return kept;
      };
      providers.set(tenantId, provider);
    }
    return provider;
  };
}
