import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { verifyCodeSentSchema } from '@portal/shared/schemas/auth-step';
import { resetTokenSchema } from '@portal/shared/schemas/find-application';
import { readCodeSent, readConfirmed, readResetToken, type CodeSent } from './verification-answers.ts';

/** The code calls' readers give what the contracts' schemas give, and refuse what they refuse. */
describe('the verification answers read without zod', () => {
  it('read a sent code as verifyCodeSentSchema does', () => {
    const answer = { id: 'v-1', expire_at: '2026-11-26 10:05:00', extra: true };
    expect(readCodeSent(answer)).toEqual(verifyCodeSentSchema.parse(answer));
    expect(readCodeSent({ id: 'v-1' })).toBeUndefined();
    expect(verifyCodeSentSchema.safeParse({ id: 'v-1' }).success).toBe(false);
    expectTypeOf<CodeSent>().toEqualTypeOf<z.output<typeof verifyCodeSentSchema>>();
  });

  it("read a confirmation as 'Y' only, and a reset token as resetTokenSchema does", () => {
    expect(readConfirmed('Y')).toBe('Y');
    expect(readConfirmed('N')).toBeUndefined();
    expect(readResetToken({ reset_token: 'r', extra: 1 })).toEqual(resetTokenSchema.parse({ reset_token: 'r', extra: 1 }));
    expect(readResetToken({})).toBeUndefined();
  });
});
