import { describe, expect, it } from 'vitest';
import { valueChecks } from './checks.ts';
import { item } from './validation-cases.ts';
import { formMessages as M } from '../messages/form.ts';

/** The first failing check's message, as the page schema reports it. */
const firstProblem = (checks: ReturnType<typeof valueChecks>, s: string) => checks.map((c) => c(s)).find(Boolean);

describe("form items' tenant patterns (audit F07)", () => {
  const catastrophic = (max: number) =>
    valueChecks(item('text', 'name_letters', { input: { max_length: { value: max }, pattern: { value: '^([A-Za-z가-힣]+\\s?)+$', message: '글자와 띄어쓰기만' } } }));
  it('checks the maximum length before the pattern, so no pattern reads more than the field may hold', () => {
    expect(firstProblem(catastrophic(20), `${'a'.repeat(27)}!`)).toBe(M.maxLength(20));
  });
  it("answers the catastrophic pattern within the length with the pattern's message (the linear-time matcher)", () => {
    expect(firstProblem(catastrophic(100), `${'a'.repeat(27)}!`)).toBe('글자와 띄어쓰기만');
    expect(firstProblem(catastrophic(100), 'Hong Gildong')).toBeUndefined();
  });
  it('skips a stored pattern outside the supported syntax instead of locking applicants out', () => {
    expect(firstProblem(valueChecks(item('text', 'look', { input: { pattern: { value: '(?=x)y' } } })), 'anything')).toBeUndefined();
  });
});
