import { describe, expect, it } from 'vitest';
import { TenantScopeError } from '../dynamodb/tenant-scope.ts';
import { assertTenantFiles, inTenantFiles } from './tenant-file-scope.ts';

describe("a tenant's file store", () => {
  it("reaches the tenant's prefix of each area only: never a longer tenant number, another tenant or no area", () => {
    for (const key of ['files/t/12/applicants/1/r/a.pdf', 'files/public/12/logo.png', 'staging/t/12/site/r/x', 'exports/t/12/r/e.xlsx']) expect(inTenantFiles(key, 12), key).toBe(true);
    for (const key of ['files/t/123/a', 'files/t/1/a', 'files/t/12', 'files/public/120/logo.png', 'staging/t/13/x', 'other/t/12/x', 't/12/x', '']) expect(inTenantFiles(key, 12), key).toBe(false);
    expect(inTenantFiles(undefined, 12)).toBe(false);
  });

  it("refuses a call naming another tenant's object, a copy from or to one, and a call naming none", () => {
    expect(() => assertTenantFiles(5, 'GetObjectCommand', { Key: 'files/t/5/a' })).not.toThrow();
    expect(() => assertTenantFiles(5, 'CopyObjectCommand', { Key: 'files/t/5/site/r/a b', CopySource: 'bucket/staging/t/5/site/r/a%20b' })).not.toThrow();
    expect(() => assertTenantFiles(5, 'PutObjectCommand', { Key: 'files/t/6/a' })).toThrow(TenantScopeError);
    expect(() => assertTenantFiles(5, 'CopyObjectCommand', { Key: 'files/t/5/a', CopySource: 'bucket/staging/t/6/a' })).toThrow(/staging\/t\/6\/…/);
    expect(() => assertTenantFiles(5, 'CopyObjectCommand', { Key: 'files/t/6/a', CopySource: 'bucket/staging/t/5/a' })).toThrow(TenantScopeError);
    expect(() => assertTenantFiles(5, 'ListObjectsV2Command', {})).toThrow(/names no object/);
  });
});
