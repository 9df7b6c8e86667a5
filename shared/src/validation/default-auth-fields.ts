import { authSaveMessages } from '../messages/verification.ts';
import type { AuthField } from '../schemas/project.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits.ts';

/**
 * The usual auth-step fields, used when a project configures none (limits of part 2 section 9; the password after
 * OWASP ASVS level 2, validation/password-policy.ts). Plain data beside the schemas, so the consent step's browser
 * code reads it without zod.
 */
export const defaultAuthFields: AuthField[] = [
  { title: '이름', input_type: { field: 'name', type: 'text', min_length: { value: 2 }, max_length: { value: 50 } } },
  { title: '휴대폰번호', input_type: { field: 'phone', type: 'tel', pattern: { value: '^01[016-9]\\d{3,4}\\d{4}$', message: '휴대폰번호 형식이 올바르지 않습니다.' } } },
  { title: '이메일', input_type: { field: 'email', type: 'email', max_length: { value: 50 } } },
  {
    title: '비밀번호',
    comment: authSaveMessages.passwordRule(PASSWORD_MIN_LENGTH),
    input_type: { field: 'password', type: 'password', min_length: { value: PASSWORD_MIN_LENGTH }, max_length: { value: PASSWORD_MAX_LENGTH } },
  },
  { title: '비밀번호 확인', input_type: { field: 'password_confirmation', type: 'password', min_length: { value: PASSWORD_MIN_LENGTH }, max_length: { value: PASSWORD_MAX_LENGTH } } },
];
