import { FILE_AREAS, type FileArea } from '../../domain/public-site/file-keys.ts';
import { TenantScopeError } from '../dynamodb/tenant-scope.ts';

/**
 * The file store's tenant scope (docs/security.md 'Isolation twice'): a client built for one tenant refuses, before
 * anything is sent or signed, every call whose object lies outside that tenant's prefix of an upload area
 * (`files/t/<c>/`, `files/public/<c>/`, `staging/t/<c>/`, `exports/t/<c>/`), as the tenant role's S3 statements
 * (`<area>${aws:PrincipalTag/tenant}/*`) refuse it on AWS. Locally this check is the enforcement.
 */
export function inTenantFiles(key: string | undefined, tenantId: number): boolean {
  return key !== undefined && (Object.keys(FILE_AREAS) as FileArea[]).some((a) => key.startsWith(`${FILE_AREAS[a]}${tenantId}/`));
}

/** Throws TenantScopeError unless every object the S3 call names (its key, a copy's source) is the tenant's. */
export function assertTenantFiles(tenantId: number, command: string, input: { Key?: string; CopySource?: string }): void {
  // `<bucket>/<key>`, each segment percent-encoded.
  const source = input.CopySource === undefined ? undefined : decodeURIComponent(input.CopySource.split('/').slice(1).join('/'));
  const keys = command === 'CopyObjectCommand' ? [input.Key, source] : [input.Key];
  const outside = keys.find((k) => !inTenantFiles(k, tenantId));
  if (keys.includes(undefined)) throw new TenantScopeError(tenantId, command, 'names no object');
  // The area and tenant part only: the rest of a key may hold an applicant's file name.
  if (outside !== undefined) throw new TenantScopeError(tenantId, command, `names object '${outside.split('/').slice(0, 3).join('/')}/…'`);
}
