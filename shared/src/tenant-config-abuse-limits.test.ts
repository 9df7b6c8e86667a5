import { describe, expect, it } from 'vitest';
import { companyConfigSchema } from './tenant-config.ts';

/** `company.abuse_limits` (issue 40 item 4, docs/tenant-config.md): a tenant's own thresholds of failed tries, within bounds. */
const company = (abuse_limits?: unknown) => ({ id: 1, domainKey: 'x', name: '회사', labels: {}, ...(abuse_limits === undefined ? {} : { abuse_limits }) });
const problems = (abuse_limits: unknown) => {
  const r = companyConfigSchema.safeParse(company(abuse_limits));
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('company.abuse_limits', () => {
  it('is optional, and takes any of its three thresholds within bounds, keeping only what was set', () => {
    expect(companyConfigSchema.parse(company()).abuse_limits).toBeUndefined();
    expect(companyConfigSchema.parse(company({ address_failures_per_hour: 50 })).abuse_limits).toEqual({ address_failures_per_hour: 50 });
    expect(companyConfigSchema.parse(company({ free_failures_per_pair: 20, address_failures_per_hour: 10_000, max_wait_seconds: 30 })).abuse_limits).toEqual({
      free_failures_per_pair: 20,
      address_failures_per_hour: 10_000,
      max_wait_seconds: 30,
    });
  });

  it('refuses a threshold out of bounds or not a whole number, and an unknown one, in Korean', () => {
    expect(problems({ free_failures_per_pair: 2 })).toEqual([['abuse_limits.free_failures_per_pair', 'abuse_limits.free_failures_per_pair는 3에서 20 사이의 정수로 입력해 주세요.']]);
    expect(problems({ address_failures_per_hour: 10_001 })).toEqual([['abuse_limits.address_failures_per_hour', 'abuse_limits.address_failures_per_hour는 50에서 10,000 사이의 정수로 입력해 주세요.']]);
    expect(problems({ max_wait_seconds: 90.5 })).toEqual([['abuse_limits.max_wait_seconds', 'abuse_limits.max_wait_seconds는 30에서 3,600 사이의 정수로 입력해 주세요.']]);
    expect(problems({ max_wait_seconds: '300' })).toEqual([['abuse_limits.max_wait_seconds', 'abuse_limits.max_wait_seconds는 30에서 3,600 사이의 정수로 입력해 주세요.']]);
    expect(problems({ lockout: true })).toEqual([['abuse_limits', 'abuse_limits에는 free_failures_per_pair, address_failures_per_hour, max_wait_seconds만 쓸 수 있습니다.']]);
  });
});
