import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createApplicantResultSchema, identityPersonSchema, identityRequestSchema } from '@portal/shared/schemas/auth-step';
import { projectDetailSchema, type ProjectDetail } from '@portal/shared/schemas/project';
import { CheckQualification, ConfirmVerification, RequestVerification } from '@portal/shared/api/auth-step';
import { testProject } from '../test-helpers.tsx';
import type { QualificationBody } from './check-qualification.ts';
import type { ConfirmIdentityBody } from './confirm-verification.ts';
import { readCreatedApplicant, readIdentityPerson, readIdentityRequest, readProject, readQualification, type CreateApplicantResult, type IdentityPerson, type IdentityRequest } from './plain-answers.ts';

/** The readers must give what the contracts' schemas give: same defaults, same keys, and refuse what they refuse. */
const cascade = {
  levels: [{ label: ' 채용구분 ' }, { label: '직렬' }, { label: '직급' }],
  fixed: [{ level: 3, value: '7급' }],
  direct: [2251],
  options: [
    { id: 2251, count: 6, name1: '일반직 7급(행정)' },
    { id: 11312, count: 4, name1: '일반직', name2: ' 기술 ', extra: true },
  ],
};
const fullProject = {
  ...testProject({ qualification_label: '숙련기술인 추천', retention_notice: '90일 동안 보관' }),
  tasks: [{ id: 11, project_id: 901, name: '사무직', count: 3, qualification_required: true, extra: 1 }],
  auth_fields: [
    { title: '이름', comment: '실명', input_type: { field: 'name', type: 'text', min_length: { value: 2, message: '두 자 이상' }, max_length: { value: 50 } } },
    { title: '나이', input_type: { field: 'age', type: 'number', min: { value: 15 }, max: { value: 99, message: '99 이하' } } },
    { title: '휴대폰번호', input_type: { field: 'phone', type: 'tel', pattern: { value: '^01\\d{8,9}$', message: '형식' } } },
  ],
  task_cascade: cascade,
  unknown: 'left out',
};

describe('the apply step’s plain readers', () => {
  it.each([
    ['a full project, with a cascade to trim and unknown keys to leave out', fullProject],
    ['a project with every default', { ...testProject(), verify_options: undefined }],
    ['a cascade without its fixed and direct levels', { ...testProject(), task_cascade: { levels: [{ label: '채용구분' }, { label: '직렬' }], options: [{ id: 1, count: 1, name1: '일반직', name2: '기술' }] } }],
  ])('read a project as projectDetailSchema does: %s', (_name, answer) => {
    expect(readProject(answer)).toEqual(projectDetailSchema.parse(answer));
  });

  it.each([
    ['no tasks', { ...testProject(), tasks: undefined }],
    ['a field name the schema refuses', { ...testProject(), auth_fields: [{ title: '이름', input_type: { field: 'Name', type: 'text' } }] }],
    ['an unknown input type', { ...testProject(), auth_fields: [{ title: '이름', input_type: { field: 'name', type: 'date' } }] }],
    ['a negative task count', { ...testProject(), tasks: [{ id: 1, project_id: 901, name: '사무직', count: -1 }] }],
    ['a cascade of one level', { ...testProject(), task_cascade: { ...cascade, levels: [{ label: '채용구분' }] } }],
    ['a blank cascade name', { ...testProject(), task_cascade: { ...cascade, options: [{ id: 1, count: 1, name1: '  ' }] } }],
    ['a missing flag', { ...testProject(), hide_email_hint: undefined }],
    ['not an object', 'text'],
  ])('refuse what projectDetailSchema refuses: %s', (_name, answer) => {
    expect(projectDetailSchema.safeParse(answer).success).toBe(false);
    expect(readProject(answer)).toBeUndefined();
  });

  it.each([{ id: 77, access_token: 'token', extra: 1 }, { error: 'duplicate' }, { error: '접수 기간이 아닙니다.' }])('read an auth save answer as createApplicantResultSchema does: %j', (answer) => {
    expect(readCreatedApplicant(answer)).toEqual(createApplicantResultSchema.parse(answer));
  });

  it('read the identity provider’s answers as their schemas do, and refuse what they refuse', () => {
    const request = { request_info: 'enc', action: 'https://provider/start', field: 'EncodeData', extra: 1 };
    expect(readIdentityRequest(request)).toEqual(identityRequestSchema.parse(request));
    for (const person of [{ name: '홍길동', phone: '01012345678', auth_seq: 's-1' }, { error: 'block', errorMessage: '제한' }]) expect(readIdentityPerson(person)).toEqual(identityPersonSchema.parse(person));
    for (const bad of [{ error: 'other', errorMessage: '' }, { name: '홍길동' }, { request_info: 'enc' }]) {
      expect(readIdentityPerson(bad)).toBeUndefined();
      expect(identityPersonSchema.safeParse(bad).success).toBe(false);
    }
    expect(readIdentityRequest({ request_info: 'enc' })).toBeUndefined();
  });

  it("read the qualification check's 'Y' and 'N' and refuse anything else", () => {
    expect(readQualification('Y')).toBe('Y');
    expect(readQualification('N')).toBe('N');
    expect(readQualification('y')).toBeUndefined();
  });

  it('type the answers and the bodies as the contracts do (checked by the type checker)', () => {
    expectTypeOf<ReturnType<typeof readProject>>().toEqualTypeOf<ProjectDetail | undefined>();
    expectTypeOf<CreateApplicantResult>().toEqualTypeOf<z.output<typeof createApplicantResultSchema>>();
    expectTypeOf<IdentityPerson>().toEqualTypeOf<z.output<typeof identityPersonSchema>>();
    expectTypeOf<IdentityRequest>().toEqualTypeOf<z.output<typeof identityRequestSchema>>();
    expectTypeOf<QualificationBody>().toExtend<z.input<NonNullable<typeof CheckQualification.body>>>();
    expectTypeOf<ConfirmIdentityBody & { project_id?: number }>().toExtend<z.input<NonNullable<typeof ConfirmVerification.body>>>();
    expectTypeOf<IdentityRequest>().toExtend<z.output<typeof RequestVerification.response>>();
  });
});
