import { applicantHistorySchema, checkApplicantBodySchema, deleteApplicationBodySchema, deleteApplicationResultSchema } from '../schemas/find-application.ts';
import { endpoint } from './contract.ts';

export const CheckApplicant = endpoint({
  id: 'CheckApplicant',
  method: 'POST',
  path: '/applicant/check',
  scopes: ['app'],
  auth: 'visitor',
  summary: '지원자가 공고·이름·휴대폰번호·이메일·비밀번호로 본인을 확인하거나(새 지원자 토큰 발급), 저장된 토큰으로 지원내역을 조회합니다.',
  body: checkApplicantBodySchema,
  response: applicantHistorySchema,
});

export const DeleteApplication = endpoint({
  id: 'DeleteApplication',
  method: 'POST',
  path: '/applicant/delete',
  scopes: ['app'],
  auth: 'applicant',
  summary: '휴대폰 인증을 마친 지원자의 지원서와 올린 파일을 모두 삭제합니다.',
  body: deleteApplicationBodySchema,
  response: deleteApplicationResultSchema,
});

/** Find my application: identification, the history and deleting an application. */
export const findApplicationEndpoints = [CheckApplicant, DeleteApplication] as const;
