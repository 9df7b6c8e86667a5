import type { z } from 'zod';
import type {
  upsertBoardPostBodySchema,
  upsertCompanyBodySchema,
  upsertPostingBodySchema,
  upsertProjectBodySchema,
  upsertStepBodySchema,
  upsertStepResultBodySchema,
} from '@portal/shared/schemas/integration-config';

/**
 * Bodies of the integration API's upserts as an organisation's system would send them (docs/integration-api.md
 * 'Writing the configuration'): a company, a project with a two-page form and one tenant rule, its posting, a notice,
 * a document step and a passing result. Ids are the caller's; `version` 0 creates.
 */
type In<S extends z.ZodType> = z.input<S>;

export const companyBody = (name = '온보딩 공사'): In<typeof upsertCompanyBodySchema> => ({
  version: 0,
  company: {
    name,
    website: 'https://example.com',
    theme: { primary: '#0F766E' },
    boardMenus: [
      { value: 'notice', name: '공지사항' },
      { value: 'faq', name: 'FAQ' },
    ],
    labels: {},
    code_limits: { per_address_per_hour: 100, per_tenant_per_hour: 10_000 },
    site: {
      main_message: `${name}와 함께할 인재를 찾습니다`,
      sub_message: '연동 API로 등록한 채용 사이트입니다.',
      introduction: `<h2>${name} 소개</h2><p>공공 서비스를 만드는 기관입니다.</p>`,
      terms_privacy: '<h2>개인정보 처리방침</h2><p>채용 목적으로만 처리합니다.</p>',
    },
  },
  popups: [],
  boardOptions: {},
});

/** Page 1: the applicant's details; page 2: the motivation, at most 300 characters (the tenant rule). */
export const formTemplate = () => ({
  pages: [
    {
      title: '인적사항',
      forms: [
        {
          application_form_id: 880001,
          code_value: 'personal_info',
          title: '인적사항',
          details: [
            {
              id: 880011,
              title: '인적사항',
              code: { value: 'personal_info' },
              items: [
                { title: '성명', input_type: { type: 'text', model: 'applicants', field: 'name' } },
                { title: '이메일', input_type: { type: 'email', model: 'applicants', field: 'email' } },
                { title: '휴대폰번호', input_type: { type: 'text', model: 'applicants', field: 'phone' } },
                { title: '생년월일', required: 'Y', input_type: { type: 'birthdate', model: 'applicant_personal_infos', field: 'birthdate' } },
              ],
            },
          ],
        },
      ],
    },
    {
      title: '자기소개',
      forms: [
        {
          application_form_id: 880002,
          code_value: 'self_introduction',
          title: '자기소개서',
          details: [
            {
              id: 880021,
              title: '자기소개서',
              code: { value: 'self_introduction' },
              items: [{ title: '지원동기', required: 'Y', input_type: { type: 'multiline', field: 'motivation', full_width: 'Y' } }],
            },
          ],
        },
      ],
    },
  ],
});

export const MOTIVATION_MAX = 300;

export const projectBody = (taskId: number, title = '2026년 온보딩 공사 신입 채용'): In<typeof upsertProjectBodySchema> => ({
  version: 0,
  project: {
    title,
    startDate: 'today-1',
    endDate: 'today+20 18:00:00',
    verify_options: { auth: false, email: true, sms: false },
    agreements: [{ id: 1, title: '개인정보 수집·이용 동의 (필수)', content: '<p>채용 절차에만 이용합니다.</p>' }],
    form: 'onboarding',
    rules: [{ kind: 'max_length', name: `지원동기 ${MOTIVATION_MAX}자`, fields: ['motivation'], max: MOTIVATION_MAX }],
    tasks: [{ id: taskId, name: '행정직', count: 2 }],
  },
  forms: { onboarding: formTemplate() },
});

export const postingBody = (projectId: number, title = '2026년 온보딩 공사 신입 채용 공고'): In<typeof upsertPostingBodySchema> => ({
  version: 0,
  // The period is the project's (issue 41 item 4): a posting leaves its dates out.
  posting: { project_id: projectId, title, content: '<h2>모집 분야</h2><p>행정직 2명</p>', status: 'Y' },
});

export const boardPostBody = (): In<typeof upsertBoardPostBodySchema> => ({
  version: 0,
  post: { type: 'notice', title: '채용 일정 안내', date: 'today', content: '<p>서류 발표는 다음 주입니다.</p>' },
});

export const stepBody = (title = '서류전형'): In<typeof upsertStepBodySchema> => ({
  version: 0,
  step: { title, type: 'document', result_start: 'today-1 09:00:00', result_end: 'today+10 18:00:00', content: '<p>서류전형 결과를 안내합니다.</p>' },
});

export const resultBody = (message = '서류전형에 합격하셨습니다.'): In<typeof upsertStepResultBodySchema> => ({
  version: 0,
  result: { type: 'pass', message, scores: { 서류: '92' } },
});
