import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createDynamoClients, scopedClients } from '../dynamodb/document-client.ts';
import { TenantScopeError } from '../dynamodb/tenant-scope.ts';
import { tenantFileStores } from '../s3/s3-file-store.ts';
import { tenantCredentialCache } from './tenant-credentials.ts';

/**
 * A deployed function's tenant clients (TENANT_ROLE_ARN set): its DynamoDB and S3 clients of one tenant sign with that
 * tenant's credentials, asked of STS once for both, and still refuse another tenant's keys before anything is signed.
 */
describe("a tenant's clients with tenant-scoped credentials", () => {
  const c = parseConfig({ STAGE: 'prod', PEPPER_SECRET_ID: 'portal/prod/secret-pepper', TABLE_NAME: 't', UPLOAD_BUCKET: 'uploads', AWS_REGION: 'ap-northeast-2' });
  const assumed: number[] = [];
  const credentialsOf = tenantCredentialCache(async (tenantId) => {
    assumed.push(tenantId);
    return { accessKeyId: `ASIATENANT${tenantId}`, secretAccessKey: 'secret', sessionToken: `session-of-${tenantId}`, expiration: new Date(Date.now() + 3_600_000) };
  });
  const { base } = createDynamoClients(c);
  const repos = scopedClients(c, base, credentialsOf);
  const files = tenantFileStores(c, credentialsOf);

  it('sign with the tenant’s session: the store’s client and the file store’s links, one AssumeRole for both', async () => {
    const resolved = await (repos(7).document.config.credentials as () => Promise<{ sessionToken?: string }>)();
    expect(resolved.sessionToken).toBe('session-of-7');
    const url = new URL(await files.forTenant(7).downloadUrl('files/t/7/applicants/1/r/cv.pdf', 'cv.pdf'));
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session-of-7');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^ASIATENANT7\//);
    expect(assumed).toEqual([7]);
  });

  it('refuse another tenant’s partition or object before signing or sending', async () => {
    await expect(repos(7).document.send(new GetCommand({ TableName: 't', Key: { pk: 'T#8', sk: 'COMPANY' } }))).rejects.toThrow(TenantScopeError);
    await expect(files.forTenant(7).downloadUrl('files/t/8/applicants/1/r/cv.pdf', 'cv.pdf')).rejects.toThrow(TenantScopeError);
    await expect(files.forTenant(7).presignPut('staging/t/70/applicants/1/r/cv.pdf', 'application/pdf', 10, 60)).rejects.toThrow(TenantScopeError);
    expect(assumed).toEqual([7]);
  });
});
