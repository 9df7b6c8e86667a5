import { describe, expect, it } from 'vitest';
import { CODE_LIMIT_DEFAULTS } from '@portal/shared';
import { codeLimitWarnings } from './code-limit-warnings.ts';

describe('code limits below the defaults, said at import', () => {
  it('warns, in Korean with an English gloss, of each stored limit below CODE_LIMIT_DEFAULTS (the old 30 and 3,000)', () => {
    const warnings = codeLimitWarnings('acme.json', { code_limits: { per_address_per_hour: 30, per_tenant_per_hour: 3_000 } });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('acme.json: 경고 — company.code_limits.per_address_per_hour 값(30)이 기본값(600)보다 낮습니다. 적힌 값대로 불러옵니다.');
    expect(warnings[0]).toContain('(warning: company.code_limits.per_address_per_hour 30 is below the default 600; imported as written.)');
    expect(warnings[1]).toContain('per_tenant_per_hour 값(3,000)이 기본값(360,000)보다 낮습니다');
  });

  it('says nothing of the defaults or of higher limits, and names only the one that is lower', () => {
    const defaults = { per_address_per_hour: CODE_LIMIT_DEFAULTS.perAddressPerHour, per_tenant_per_hour: CODE_LIMIT_DEFAULTS.perTenantPerHour };
    expect(codeLimitWarnings('a.yaml', { code_limits: defaults })).toEqual([]);
    expect(codeLimitWarnings('a.yaml', { code_limits: { per_address_per_hour: 1_000, per_tenant_per_hour: 400_000 } })).toEqual([]);
    const one = codeLimitWarnings('a.yaml', { code_limits: { ...defaults, per_tenant_per_hour: 50_000 } });
    expect(one).toHaveLength(1);
    expect(one[0]).toContain('per_tenant_per_hour');
  });
});
