import { describe, expect, it } from 'vitest';
import { defaultAuthFields } from './default-auth-fields.ts';
import { normalizePhone, phoneProblem, validateAuthFields } from './auth-fields.ts';
import { authFieldProblem } from './auth-field-rules.ts';
import { runTenantPattern } from './tenant-pattern.ts';
import type { AuthField } from '../schemas/project.ts';
import { messages } from '../messages.ts';

const ok = { name: '홍길동', phone: '01012345678', email: 'hong@example.com', password: 'jiwon-apply-26', password_confirmation: 'jiwon-apply-26' };

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
    expect(validateAuthFields(defaultAuthFields, { ...ok, password: 'abc' })?.message).toBe('8 자 이상 입력하여 주세요');
    expect(validateAuthFields(defaultAuthFields, { ...ok, name: '가'.repeat(51) })?.message).toBe('50 자 이내로 입력하여 주세요');
  });
  it('defaults numbers to a minimum of 0 and 8 characters', () => {
    const fields = [{ title: '나이', input_type: { field: 'age', type: 'number' as const } }];
    expect(validateAuthFields(fields, { age: '-1' })?.message).toBe('0 이상 입력하여 주세요');
    expect(validateAuthFields(fields, { age: '123456789' })?.message).toBe('8 자 이내로 입력하여 주세요');
  });
  it('says a number field takes digits only when what was typed is not a number', () => {
    const fields = [{ title: '나이', input_type: { field: 'age', type: 'number' as const } }];
    expect(validateAuthFields(fields, { age: '스물' })?.message).toBe('숫자만 입력하여 주세요.');
    expect(validateAuthFields(fields, { age: '1.2.3' })?.message).toBe('숫자만 입력하여 주세요.');
  });

  it('caps a float at 8 characters on the consent step, as the browser does (5 Consent and identity step)', () => {
    const fields = [{ title: '학점', input_type: { field: 'gpa', type: 'float' as const } }];
    expect(validateAuthFields(fields, { gpa: '12345.67' })).toBeUndefined();
    expect(validateAuthFields(fields, { gpa: '123456.78' })?.message).toBe('8 자 이내로 입력하여 주세요');
    expect(validateAuthFields(fields, { gpa: '-1.5' })?.message).toBe('0 이상 입력하여 주세요');
  });

  describe('password rule after OWASP ASVS level 2 (issue 15 item 21)', () => {
    const pw = (password: string, fields = defaultAuthFields) => validateAuthFields(fields, { ...ok, password, password_confirmation: password });
    it('refuses fewer than 8 characters by default, the length the demo projects used to accept (4) included', () => {
      expect(pw('a1b2')?.message).toBe('8 자 이상 입력하여 주세요');
      expect(pw('a1b2c3d')?.message).toBe('8 자 이상 입력하여 주세요');
      expect(pw('a1b2c3d4e')).toBeUndefined();
    });
    it('refuses the common passwords of the blocklist, whatever their case', () => {
      for (const p of ['password1', '12345678', 'qwer1234', 'PassWord1', 'iloveyou']) expect(pw(p)?.message).toBe(messages.authSave.commonPassword);
    });
    it('allows long passphrases with spaces, up to 128 characters, and no composition rules', () => {
      expect(pw('봄날 오후 세 시의 커피')).toBeUndefined();
      expect(pw('x'.repeat(128))).toBeUndefined();
      expect(pw('x'.repeat(129))?.message).toBe('128 자 이내로 입력하여 주세요');
    });
    it('keeps the floor where a project configures a weaker password field', () => {
      const weak = [{ title: '비밀번호', input_type: { field: 'password', type: 'password' as const, min_length: { value: 4, message: '4자 이상' } } }];
      expect(validateAuthFields(weak, { password: 'ab12' })?.message).toBe('8 자 이상 입력하여 주세요');
      expect(validateAuthFields(weak, { password: 'password' })?.message).toBe(messages.authSave.commonPassword);
    });
    it('states the rule on the default password field, shown before any error', () => {
      expect(defaultAuthFields.find((f) => f.input_type.field === 'password')?.comment).toBe(messages.authSave.passwordRule(8));
    });
  });
});

describe('phone numbers on the consent step (issue 41 item 25)', () => {
  const phone = { title: '휴대폰번호', input_type: { type: 'text', field: 'phone' } } as unknown as AuthField;
  it('takes a number typed with dashes, spaces or dots as the same number, as 지원서 확인 does', () => {
    for (const typed of ['010-1234-5678', '010 1234 5678', '010.1234.5678', ' 01012345678 ']) {
      expect(validateAuthFields([phone], { phone: typed })).toBeUndefined();
      expect(normalizePhone(typed)).toBe('01012345678');
    }
    expect(phoneProblem(normalizePhone('010-1234-5678'))).toBeUndefined();
  });
  it('still refuses letters and short numbers with their messages', () => {
    expect(validateAuthFields([phone], { phone: '010-12ab-5678' })).toEqual({ field: 'phone', message: '휴대폰번호는 숫자로 입력하여 주세요.' });
    expect(phoneProblem('+821012345678')).toBe('휴대폰번호는 숫자로 입력하여 주세요.');
    expect(phoneProblem('0101234')).toBe('휴대폰번호 형식이 올바르지 않습니다.');
  });
});

describe("the consent step's browser rules (issue 20 item 5)", () => {
  const problems = (values: Record<string, string>) => defaultAuthFields.map((f) => authFieldProblem(f, values[f.input_type.field])).find(Boolean);
  it('are the server rules without the common-password list, which only the server checks', () => {
    for (const values of [ok, { ...ok, name: ' ' }, { ...ok, phone: '010-1234-5678' }, { ...ok, email: 'hong@' }, { ...ok, password: 'abc' }, { ...ok, name: '가'.repeat(51) }])
      expect(problems(values)).toBe(validateAuthFields(defaultAuthFields, values)?.message);
    const common = { ...ok, password: 'password1', password_confirmation: 'password1' };
    expect(problems(common)).toBeUndefined();
    expect(validateAuthFields(defaultAuthFields, common)).toEqual({ field: 'password', message: messages.authSave.commonPassword });
  });
});

describe('tenant patterns on the consent step (audit F07)', () => {
  const lettersAndSpaces = { title: '별칭', input_type: { field: 'alias', type: 'text', max_length: { value: 20 }, pattern: { value: '^([A-Za-z가-힣]+\\s?)+$', message: '글자와 띄어쓰기만' } } } as AuthField;
  it('checks the maximum length before the pattern, so no pattern reads more than the field may hold', () => {
    expect(authFieldProblem(lettersAndSpaces, `${'a'.repeat(27)}!`)).toBe('20 자 이내로 입력하여 주세요');
  });
  it('answers the catastrophic pattern within the length with the pattern message (run by the linear-time matcher)', () => {
    const longer = { ...lettersAndSpaces, input_type: { ...lettersAndSpaces.input_type, max_length: { value: 100 } } };
    expect(validateAuthFields([longer], { alias: `${'a'.repeat(27)}!` })).toEqual({ field: 'alias', message: '글자와 띄어쓰기만' });
    expect(authFieldProblem(longer, `${'a'.repeat(27)}!`, runTenantPattern)).toBe('글자와 띄어쓰기만');
    expect(authFieldProblem(lettersAndSpaces, '홍 길동', runTenantPattern)).toBeUndefined();
  });
  it("leaves a tenant's own pattern to the server while the browser has no matcher loaded, never to RegExp", () => {
    expect(authFieldProblem(lettersAndSpaces, '홍길동1')).toBeUndefined();
    expect(authFieldProblem(lettersAndSpaces, '홍길동1', runTenantPattern)).toBe('글자와 띄어쓰기만');
  });
});

describe('characters of the consent step (audit F17)', () => {
  const unreadable = messages.input.unreadableText;
  const fieldOf = (values: Record<string, string>) => validateAuthFields(defaultAuthFields, { ...ok, ...values });
  it('refuses control characters, broken UTF-16 and uncomposed text in every field, the password included', () => {
    for (const [field, value] of [
      ['name', '홍\u0000길동'],
      ['name', '홍길동\r\nBcc: x'],
      ['name', '홍길\ud800동'],
      ['name', '홍길동\u0085'],
      ['email', 'hong\u0000@example.com'],
      ['phone', '0101234\u00005678'],
      ['password', 'jiwon\u0007apply-26'],
      ['password', 'jiwon-apply-26\udc00'],
      ['name', '\u1112\u1169\u11bc\u1100\u1175\u11af\u1103\u1169\u11bc'],
    ] as const) {
      const values = field === 'password' ? { password: value, password_confirmation: value } : { [field]: value };
      expect(fieldOf(values), `${field} ${JSON.stringify(value)}`).toEqual({ field, message: unreadable });
    }
  });
  it("restricts a name to letters, spaces and . - '", () => {
    for (const name of ['홍길동<img src=x onerror=alert(1)>', '홍길동1', 'Bcc: x', '홍@길동']) expect(fieldOf({ name })).toEqual({ field: 'name', message: messages.authSave.nameCharacters });
    for (const name of ['홍길동', "Mary-Jane O'Neil", 'J. R. Kim', 'Nguyễn Văn An']) expect(fieldOf({ name }), name).toBeUndefined();
  });
});
