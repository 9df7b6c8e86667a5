import { describe, expect, it } from 'vitest';
import { defaultAuthFields } from '../schemas/project.ts';
import { validateAuthFields } from './auth-fields.ts';

const ok = { name: '홍길동', phone: '01012345678', email: 'hong@example.com', password: 'abcd1234', password_confirmation: 'abcd1234' };

describe('auth-step field validation', () => {
  it('accepts a complete, well-formed entry', () => {
    expect(validateAuthFields(defaultAuthFields, ok)).toBeUndefined();
  });
  it('asks for the first missing field by its title', () => {
    expect(validateAuthFields(defaultAuthFields, { ...ok, name: ' ' })).toEqual({ field: 'name', message: '이름의 내용을 입력하여 주세요.' });
  });
  it('applies the pattern, e-mail and length rules with their messages', () => {
    expect(validateAuthFields(defaultAuthFields, { ...ok, phone: '0212345678' })?.message).toBe('휴대폰번호 형식이 올바르지 않습니다.');
    expect(validateAuthFields(defaultAuthFields, { ...ok, email: 'hong@' })?.message).toBe('이메일 형식이 올바르지 않습니다.');
    expect(validateAuthFields(defaultAuthFields, { ...ok, password: 'abc' })?.message).toBe('4 자 이상 입력하여 주세요');
    expect(validateAuthFields(defaultAuthFields, { ...ok, name: '가'.repeat(51) })?.message).toBe('50 자 이내로 입력하여 주세요');
  });
  it('defaults numbers to a minimum of 0 and 8 characters', () => {
    const fields = [{ title: '나이', input_type: { field: 'age', type: 'number' as const } }];
    expect(validateAuthFields(fields, { age: '-1' })?.message).toBe('0 이상 입력하여 주세요');
    expect(validateAuthFields(fields, { age: '123456789' })?.message).toBe('8 자 이내로 입력하여 주세요');
  });

  it('caps a float at 8 characters on the consent step, as the browser does (5 Consent and identity step)', () => {
    const fields = [{ title: '학점', input_type: { field: 'gpa', type: 'float' as const } }];
    expect(validateAuthFields(fields, { gpa: '12345.67' })).toBeUndefined();
    expect(validateAuthFields(fields, { gpa: '123456.78' })?.message).toBe('8 자 이내로 입력하여 주세요');
    expect(validateAuthFields(fields, { gpa: '-1.5' })?.message).toBe('0 이상 입력하여 주세요');
  });
});
