import { AssumeRoleCommand } from '@aws-sdk/client-sts';
import { describe, expect, it } from 'vitest';
import { UPLOAD_URL_TTL_SECONDS } from '../../domain/files/create-upload-url.ts';
import { DOWNLOAD_TTL_SECONDS } from '../s3/s3-file-store.ts';
import { REFRESH_BEFORE_EXPIRY_MS, stsTenantRole, tenantCredentialCache, TENANT_SESSION_SECONDS, type TemporaryCredentials } from './tenant-credentials.ts';

const ROLE = 'arn:aws:iam::123456789012:role/Portal-prod-TenantData';
const HOUR = 3_600_000;

/** A fake STS: answers each AssumeRole with fresh keys expiring an hour after the fake clock, after `delay` (a promise it awaits). */
function fakeSts(clock: { now: number }, options: { fail?: () => unknown; delay?: () => Promise<void> } = {}) {
  const calls: AssumeRoleCommand['input'][] = [];
  return {
    calls,
    async send(command: AssumeRoleCommand) {
      calls.push(command.input);
      await options.delay?.();
      const failure = options.fail?.();
      if (failure) throw failure;
      return {
        Credentials: {
          AccessKeyId: `AK${calls.length}`,
          SecretAccessKey: 'secret',
          SessionToken: `token-${command.input.Tags?.[0]?.Value}-${calls.length}`,
          Expiration: new Date(clock.now + HOUR),
        },
      };
    },
  };
}

const setup = (options: Parameters<typeof fakeSts>[1] = {}) => {
  const clock = { now: Date.parse('2026-11-29T00:00:00Z') };
  const sts = fakeSts(clock, options);
  const credentialsOf = tenantCredentialCache(stsTenantRole(async () => sts as never, ROLE), { now: () => clock.now });
  return { clock, sts, credentialsOf };
};

describe('tenant-scoped credentials', () => {
  it('assume the tenant role with the session tag tenant=<id>, for an hour, and no session policy unless the stack set one', async () => {
    const { sts, credentialsOf } = setup();
    const c = await credentialsOf(7)();
    expect(sts.calls).toEqual([{ RoleArn: ROLE, RoleSessionName: 'tenant-7', DurationSeconds: TENANT_SESSION_SECONDS, Tags: [{ Key: 'tenant', Value: '7' }], Policy: undefined }]);
    const clock = { now: Date.now() };
    const narrowed = fakeSts(clock);
    const policy = '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["dynamodb:GetItem"],"Resource":["*"]}]}';
    await stsTenantRole(async () => narrowed as never, ROLE, policy)(7);
    expect(narrowed.calls[0]!.Policy).toBe(policy);
    expect(c).toMatchObject({ accessKeyId: 'AK1', secretAccessKey: 'secret', sessionToken: 'token-7-1' });
    expect(c.expiration).toBeInstanceOf(Date);
  });

  it('are kept per tenant: one AssumeRole per tenant however many calls and clients ask', async () => {
    const { sts, credentialsOf } = setup();
    const a = await credentialsOf(1)();
    expect(await credentialsOf(1)()).toBe(a);
    // A second client of the same tenant (its S3 client beside its DynamoDB client) shares the entry.
    expect(await credentialsOf(1)()).toBe(a);
    const b = await credentialsOf(2)();
    expect(b.sessionToken).toBe('token-2-2');
    expect(await credentialsOf(2)()).toBe(b);
    expect(sts.calls.map((c) => c.Tags)).toEqual([[{ Key: 'tenant', Value: '1' }], [{ Key: 'tenant', Value: '2' }]]);
  });

  it('are asked for again, lazily, once less than the margin (5 minutes) is left before they expire', async () => {
    const { clock, sts, credentialsOf } = setup();
    const first = await credentialsOf(3)();
    clock.now += HOUR - REFRESH_BEFORE_EXPIRY_MS - 1;
    expect(await credentialsOf(3)()).toBe(first);
    expect(sts.calls).toHaveLength(1);
    // Nothing happens in the background: the call after the margin is passed asks STS.
    clock.now += 2;
    expect(sts.calls).toHaveLength(1);
    const second = await credentialsOf(3)();
    expect(second).not.toBe(first);
    expect(second.sessionToken).toBe('token-3-2');
    expect(sts.calls).toHaveLength(2);
    expect(await credentialsOf(3)()).toBe(second);
  });

  it('share one AssumeRole among concurrent first calls of a tenant (a cold container’s parallel queries)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { sts, credentialsOf } = setup({ delay: () => gate });
    const asked = [credentialsOf(4)(), credentialsOf(4)(), credentialsOf(4)(), credentialsOf(5)()];
    await new Promise((r) => setTimeout(r, 20));
    expect(sts.calls.map((c) => c.RoleSessionName)).toEqual(['tenant-4', 'tenant-5']);
    release();
    const [a, b, c, other] = (await Promise.all(asked)) as TemporaryCredentials[];
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(other!.sessionToken).toContain('token-5');
    expect(sts.calls).toHaveLength(2);
  });

  it('keep no failure: after a throttled AssumeRole (answered 503 by map-errors) the next call tries again', async () => {
    let failing = true;
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'Throttling', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    const { sts, credentialsOf } = setup({ fail: () => (failing ? throttled : undefined) });
    await expect(credentialsOf(6)()).rejects.toBe(throttled);
    failing = false;
    expect((await credentialsOf(6)()).sessionToken).toBe('token-6-2');
    expect(sts.calls).toHaveLength(2);
  });

  it('share one AssumeRole among concurrent calls when they are refreshed, too', async () => {
    let release: (() => void) | undefined;
    const { clock, sts, credentialsOf } = setup({ delay: () => (release ? new Promise<void>((r) => (release = r)) : Promise.resolve()) });
    const first = await credentialsOf(9)();
    clock.now += HOUR;
    release = () => undefined;
    const asked = [credentialsOf(9)(), credentialsOf(9)()];
    await new Promise((r) => setTimeout(r, 20));
    expect(sts.calls).toHaveLength(2);
    release();
    const [a, b] = await Promise.all(asked);
    expect(b).toBe(a);
    expect(a).not.toBe(first);
  });

  it('pass a refusal (AccessDenied: a trust policy that does not name the function) through as it is', async () => {
    const denied = Object.assign(new Error('not authorized to perform: sts:AssumeRole'), { name: 'AccessDenied', $fault: 'client', $metadata: { httpStatusCode: 403 } });
    const { credentialsOf } = setup({ fail: () => denied });
    await expect(credentialsOf(8)()).rejects.toBe(denied);
  });

  it('outlive every presigned link signed with them: the refresh margin is at least the longest link', () => {
    expect(REFRESH_BEFORE_EXPIRY_MS).toBeGreaterThanOrEqual(Math.max(DOWNLOAD_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS) * 1000);
  });

  it('are never asked for what is not a tenant id', async () => {
    const { sts, credentialsOf } = setup();
    await expect(credentialsOf(Number.NaN)()).rejects.toThrow(/not a tenant id/);
    await expect(credentialsOf(1.5)()).rejects.toThrow(/not a tenant id/);
    expect(sts.calls).toHaveLength(0);
  });
});
