import { describe, expect, it } from 'vitest';
import { compileTenantPattern, isSupportedTenantPattern, TENANT_PATTERN_INPUT_CAP } from './tenant-pattern.ts';

/** The audit's pattern (F07): letters and single spaces, whose nested quantifier backtracks 2ⁿ times in V8. */
const CATASTROPHIC = '^([A-Za-z가-힣]+\\s?)+$';

describe('tenant patterns run in linear time (audit F07)', () => {
  it("answers the catastrophic pattern on 'a'×27 + '!' with work bounded by input length × program size", () => {
    const re = compileTenantPattern(CATASTROPHIC)!;
    for (const n of [27, 1_000, TENANT_PATTERN_INPUT_CAP - 1]) {
      const value = `${'a'.repeat(n)}!`;
      const { matched, visits, programSize } = re.measure(value);
      expect(matched).toBe(false);
      expect(visits).toBeLessThanOrEqual((value.length + 1) * programSize);
    }
    expect(re.test('Hong Gildong')).toBe(true);
    expect(re.test('홍길동')).toBe(true);
  });

  it('keeps nested and adjacent quantifiers linear too', () => {
    for (const source of ['^(a+)+$', '^(a|a)*$', '^(a|aa)+$', '^\\d*\\d*\\d*\\d*\\d*x$', '(.*a){12}', '^(\\w+\\s?)*$']) {
      const re = compileTenantPattern(source)!;
      const value = `${'a1'.repeat(2_000)}!`;
      const { visits, programSize } = re.measure(value);
      expect(visits, source).toBeLessThanOrEqual((value.length + 1) * programSize);
    }
  });

  it("gives RegExp's answer on the patterns organisations write", () => {
    const sources = [
      CATASTROPHIC,
      '^01[016-9]\\d{3,4}\\d{4}$',
      '^[A-Za-z ]+$',
      '^\\d{7}-\\d{9}$',
      '^-?\\d{1,6}(?:[.,]\\d{1,2})?$',
      '^[가-힣]{2,5}$',
      '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
      '\\bkim\\b',
      '^(?<year>\\d{4})\\.(0[1-9]|1[0-2])$',
      'a.c',
      '[\\d-]',
      '^[\\u3131-\\u318e\\xA0]*$',
      '^(?:ab|cd)*?e?$',
      '^x{2,}$',
      '[^]',
      '\\Bb',
    ];
    const inputs = ['', 'a', 'abc', 'a\nc', 'Hong Gildong', '홍길동', '010-1234-5678', '01012345678', '1234567-123456789', '12.5', '-3,25', 'kim lee', 'akim', '2026.11', '2026.13', 'ㄱㄴ\u00a0', 'ababcde', 'xx', 'x', 'hong@example.com', 'bb'];
    for (const source of sources) {
      const ours = compileTenantPattern(source);
      expect(ours, source).toBeDefined();
      const theirs = new RegExp(source);
      for (const input of inputs) expect(ours!.test(input), `${source} on ${JSON.stringify(input)}`).toBe(theirs.test(input));
    }
  });

  it('refuses what it cannot run in linear time or at all: lookaround, back-references, broken or oversized patterns', () => {
    for (const source of ['(?=a)b', '(?!a)b', '(?<=a)b', '(?<!a)b', '(a)\\1', '\\k<x>', '(a', 'a)', '[a', '*a', 'a{2,1}', 'a{', 'a**', '\\p{L}', 'x'.repeat(1_001), '(a{1000}){1000}']) {
      expect(isSupportedTenantPattern(source), source).toBe(false);
    }
  });

  it('does not run a pattern on input over the cap, whatever the configured maximum', () => {
    expect(compileTenantPattern('^a*$')!.test('a'.repeat(TENANT_PATTERN_INPUT_CAP + 1))).toBe(false);
  });
});
