import {
  applicantHistorySchema,
  changePasswordBodySchema,
  changePasswordResultSchema,
  checkApplicantBodySchema,
  checkApplicantByIdBodySchema,
  deleteApplicationBodySchema,
  deleteApplicationResultSchema,
  findPasswordBodySchema,
  findPasswordSentSchema,
} from '../schemas/find-application.ts';
import { downloadApplicantDataBodySchema, downloadApplicantDataResultSchema } from '../schemas/applicant-data.ts';
import { endpoint } from './contract.ts';

export const CheckApplicant = endpoint({
  id: 'CheckApplicant',
  capacity: 'identification',
  method: 'POST',
  path: '/applicant/check',
  scopes: ['app'],
  auth: 'visitor',
  summary: '지원자가 공고·이름·휴대폰번호·이메일·비밀번호로 본인을 확인하거나(새 지원자 토큰 발급), 저장된 토큰으로 지원내역을 조회합니다.',
  body: checkApplicantBodySchema,
  response: applicantHistorySchema,
  mayChallenge: true,
});

export const CheckApplicantById = endpoint({
  id: 'CheckApplicantById',
  capacity: 'identification',
  method: 'POST',
  // Not the visitor's path: one method and path per route (the invoke grant of a function covers both scopes).
  path: '/applicant/checkById',
  scopes: ['admin'],
  auth: 'staff',
  summary: '직원이 지원자 번호(check_id)로 지원내역을 조회합니다(그 지원자의 토큰을 함께 발급하고 감사 기록을 남깁니다).',
  body: checkApplicantByIdBodySchema,
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

export const DownloadApplicantData = endpoint({
  id: 'DownloadApplicantData',
  method: 'POST',
  path: '/applicant/download',
  scopes: ['app'],
  auth: 'applicant',
  summary: '휴대폰 인증을 마친 지원자가 포털이 보관한 자신의 정보 전부(JSON)와 올린 파일의 짧은 내려받기 링크를 받습니다(개인정보 보호법 제35조).',
  body: downloadApplicantDataBodySchema,
  response: downloadApplicantDataResultSchema,
});

export const FindPassword = endpoint({
  id: 'FindPassword',
  capacity: 'code',
  method: 'POST',
  path: '/applicant/findPassword',
  scopes: ['app'],
  auth: 'visitor',
  summary: '공고·이름·휴대폰번호·이메일이 지원내역과 맞으면 지원할 때 입력한 휴대폰으로 비밀번호 재설정 인증번호를, 맞지 않으면 입력한 휴대폰번호로 일치하는 지원내역이 없다는 안내를 보냅니다. 응답은 어느 쪽이든 같습니다.',
  body: findPasswordBodySchema,
  response: findPasswordSentSchema,
  mayChallenge: true,
});

export const ChangePassword = endpoint({
  id: 'ChangePassword',
  capacity: 'identification',
  method: 'POST',
  path: '/applicant/changePassword',
  scopes: ['app'],
  auth: 'visitor',
  summary: '휴대폰 인증으로 받은 재설정 토큰(1회용)으로 비밀번호를 바꾸고, 그 지원자의 다른 로그인을 모두 끝냅니다.',
  body: changePasswordBodySchema,
  response: changePasswordResultSchema,
});

/** Find my application: identification, the history, deleting an application and password recovery. */
export const findApplicationEndpoints = [CheckApplicant, CheckApplicantById, DeleteApplication, DownloadApplicantData, FindPassword, ChangePassword] as const;
