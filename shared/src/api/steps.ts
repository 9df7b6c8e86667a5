import { uploadUrlResultSchema } from '../schemas/form-api.ts';
import {
  applicantStepParamsSchema,
  createApplicantStepParamsSchema,
  createApplicantStepResultSchema,
  getStepResultBodySchema,
  stepAnswerBodySchema,
  stepAnswerFileSchema,
  stepAnswerResultSchema,
  stepResultSchema,
  stepUploadBodySchema,
  stepUploadUrlBodySchema,
} from '../schemas/steps.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { endpoint } from './contract.ts';

/**
 * Steps and results (spec part 2, 2.4, 2.7–2.13, 7): an applicant's result of a selection step, its additional request
 * and survey answers. Nothing of a result is answered outside the step's result period on the server's clock; staff
 * read early only through the admin variant (test mode, submits refused).
 */
export const CreateApplicantStep = endpoint({
  id: 'CreateApplicantStep',
  method: 'POST',
  path: '/applicant/step/store/{stepId}/{id}',
  scopes: ['app'],
  auth: 'own-applicant',
  summary: '서류 제출 전형의 지원자 전형을 만듭니다(이미 있으면 그 번호를 돌려줍니다).',
  params: createApplicantStepParamsSchema,
  response: createApplicantStepResultSchema,
});

export const GetStepResult = endpoint({
  id: 'GetStepResult',
  method: 'POST',
  path: '/applicant/result/{applicantStepId}',
  scopes: ['app'],
  auth: 'applicant',
  summary: '지원자의 전형 결과(안내 내용, 추가 제출 문항, 점수, 수험표)를 결과 공개 기간에만 돌려줍니다.',
  params: applicantStepParamsSchema,
  body: getStepResultBodySchema,
  response: stepResultSchema,
});

export const PreviewStepResult = endpoint({
  id: 'PreviewStepResult',
  method: 'POST',
  // Not the applicant's path: one method and path per route (the invoke grant of a function covers both scopes).
  path: '/applicant/result/{applicantStepId}/preview',
  scopes: ['admin'],
  auth: 'staff',
  summary: '직원이 지원자의 전형 결과를 공개 전에도 테스트 모드로 봅니다(제출은 막히고 감사 기록이 남습니다).',
  params: applicantStepParamsSchema,
  body: getStepResultBodySchema,
  response: stepResultSchema,
});

export const SubmitStepAnswers = endpoint({
  id: 'SubmitStepAnswers',
  method: 'POST',
  path: '/applicant/result/{applicantStepId}/update',
  scopes: ['app'],
  auth: 'applicant',
  summary: '추가 제출 문항의 답변을 등록 기간 안에 저장합니다(success, end, duplicate, error).',
  params: applicantStepParamsSchema,
  body: stepAnswerBodySchema,
  /** One key per submit, the same on each of its tries: a retry answers the stored answer. */
  headers: idempotencyHeadersSchema,
  response: stepAnswerResultSchema,
});

export const CreateStepUploadUrl = endpoint({
  id: 'CreateStepUploadUrl',
  capacity: 'upload',
  method: 'POST',
  path: '/applicant/result/{applicantStepId}/upload-url',
  scopes: ['app'],
  auth: 'applicant',
  summary: '추가 제출 파일 문항에 파일 한 개를 올릴 임시 주소(PUT)를 발급합니다.',
  params: applicantStepParamsSchema,
  body: stepUploadUrlBodySchema,
  response: uploadUrlResultSchema,
});

export const ConfirmStepUpload = endpoint({
  id: 'ConfirmStepUpload',
  capacity: 'upload',
  method: 'POST',
  path: '/applicant/result/{applicantStepId}/upload',
  scopes: ['app'],
  auth: 'applicant',
  summary: '올린 추가 제출 파일의 형식·크기·내용을 문항의 제한으로 확인하고 보관합니다.',
  params: applicantStepParamsSchema,
  body: stepUploadBodySchema,
  response: stepAnswerFileSchema,
});

export const SubmitSurvey = endpoint({
  id: 'SubmitSurvey',
  method: 'POST',
  path: '/applicant/survey/{applicantStepId}/store',
  scopes: ['app'],
  auth: 'applicant',
  summary: '설문 답변을 지원자와 전형마다 한 번만 저장합니다.',
  params: applicantStepParamsSchema,
  body: stepAnswerBodySchema,
  /** One key per submit, the same on each of its tries: a retry answers the stored answer. */
  headers: idempotencyHeadersSchema,
  response: stepAnswerResultSchema,
});

/** Steps and results: the applicant's step, the result, answers, their files and the survey. */
export const stepsEndpoints = [CreateApplicantStep, GetStepResult, PreviewStepResult, SubmitStepAnswers, CreateStepUploadUrl, ConfirmStepUpload, SubmitSurvey] as const;
