import { describe, expect, it } from 'vitest';
import { formPageSchema } from '@portal/shared/form-model/definition';
import type { ApplicantRecord } from '../ports.ts';
import { withApplicantFields } from './applicant-fields.ts';

const page = formPageSchema.parse({
  pageIndex: 0,
  title: ['기본정보'],
  projectVersion: 0.3,
  forms: [
    {
      application_form_id: 1,
      code_value: 'personal_info',
      title: '인적사항',
      details: [
        {
          id: 1,
          title: '인적사항',
          items: [
            { id: 1, title: '성명', input_type: { type: 'text', model: 'applicants', field: 'name' } },
            { id: 2, title: '휴대폰', input_type: { type: 'text', model: 'applicants', field: 'phone' } },
            { id: 3, title: '영문 이름', input_type: { type: 'text', field: 'english_name' } },
          ],
        },
      ],
    },
  ],
});
const applicant = { name: '김지원', phone: '01012345678', email: 'a@example.com' } as ApplicantRecord;

describe('applicants-model fields on save', () => {
  it('takes the verified name and phone from the applicant whatever was posted, and leaves other fields alone', () => {
    const posted = { name: '다른이름', phone: '01099999999', english_name: 'Kim' };
    expect(withApplicantFields(page, posted, applicant)).toEqual({ name: '김지원', phone: '01012345678', english_name: 'Kim' });
    expect(posted.name).toBe('다른이름');
  });

  it('fills them in when the browser sent nothing', () => {
    expect(withApplicantFields(page, {}, applicant)).toEqual({ name: '김지원', phone: '01012345678' });
  });
});
