import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import {
  applicantDataSchema,
  createApplicantBodySchema,
  createApplicantParamsSchema,
  createApplicantResultSchema,
  identityConfirmBodySchema,
  identityPersonSchema,
  identityRequestSchema,
  qualificationCheckBodySchema,
  timeCheckParamsSchema,
  timeCheckSchema,
  verifyCodeConfirmBodySchema,
  verifyCodeSentSchema,
  verifyKindParamsSchema,
  verifyRequestBodySchema,
  viewApplicantBodySchema,
} from '../schemas/auth-step.ts';
import { idParam } from '../schemas/common.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { resetTokenSchema } from '../schemas/find-application.ts';
import { previewSchema } from '../schemas/submission.ts';
import { endpoint, type Scope } from './contract.ts';

const both: readonly Scope[] = ['app', 'admin'];

/** The identity provider's answer, with the project it was asked for (to refuse an applicant who already applied). */
export const identityConfirmRequestSchema = lazySchema(() => identityConfirmBodySchema.extend({ project_id: z.number().int().positive().optional() }));

export const RequestVerification = endpoint({
  id: 'RequestVerification',
  capacity: 'code',
  counts: { answered: 'CodesSent' },
  method: 'POST',
  path: '/verify/request/{kind}',
  scopes: both,
  auth: 'visitor',
  // Read without zod on the consent step (web/src/features/apply/api/plain-answers.ts).
  plain: true,
  summary: '인증번호를 보내거나(e-mail, sms) 본인인증을 시작합니다(auth).',
  params: verifyKindParamsSchema,
  body: verifyRequestBodySchema,
  response: lazySchema(() => z.union([verifyCodeSentSchema, identityRequestSchema])),
  limited: true,
});
export const ConfirmVerification = endpoint({
  id: 'ConfirmVerification',
  capacity: 'code',
  method: 'POST',
  path: '/verify/confirm/{kind}',
  scopes: both,
  auth: 'visitor',
  // Read without zod on the consent step (web/src/features/apply/api/plain-answers.ts).
  plain: true,
  summary: '인증번호(e-mail, sms) 또는 본인인증 결과(auth)를 확인합니다.',
  params: verifyKindParamsSchema,
  body: lazySchema(() => z.union([verifyCodeConfirmBodySchema, identityConfirmRequestSchema])),
  // 'Y' for a code; {reset_token} for a code of password recovery; the person for the identity provider.
  response: lazySchema(() => z.union([z.literal('Y'), resetTokenSchema, identityPersonSchema])),
  limited: true,
});
export const CheckQualification = endpoint({
  id: 'CheckQualification',
  method: 'POST',
  path: '/checkQualification/{projectId}',
  scopes: both,
  auth: 'visitor',
  // Read without zod on the consent step (web/src/features/apply/api/plain-answers.ts).
  plain: true,
  summary: '지원 자격(기관 계정)을 확인합니다.',
  params: lazySchema(() => z.object({ projectId: idParam })),
  body: qualificationCheckBodySchema,
  response: lazySchema(() => z.enum(['Y', 'N'])),
  mayChallenge: true,
});
export const GetTime = endpoint({ id: 'GetTime', capacity: 'submit', method: 'POST', path: '/getTime/{projectId}', scopes: both, auth: 'visitor', summary: '서버 시각과 접수 마감까지 남은 시간을 조회합니다.', params: timeCheckParamsSchema, response: timeCheckSchema });
export const CreateApplicant = endpoint({
  id: 'CreateApplicant',
  capacity: 'identification',
  counts: { answered: 'ApplicationsStarted' },
  method: 'POST',
  path: '/applicant/create/{taskId}',
  scopes: ['app'],
  auth: 'visitor',
  // Read without zod on the consent step (web/src/features/apply/api/plain-answers.ts).
  plain: true,
  summary: '동의와 인증을 마친 지원자를 만들고 지원자 토큰을 발급합니다.',
  params: createApplicantParamsSchema,
  body: createApplicantBodySchema,
  /** One key per auth save, the same on each of its tries: a retry answers the applicant its first try created. */
  headers: idempotencyHeadersSchema,
  response: createApplicantResultSchema,
});
export const ViewApplicant = endpoint({
  id: 'ViewApplicant',
  capacity: 'submit',
  method: 'POST',
  path: '/applicant/view',
  scopes: both,
  // The data view needs the applicant token; the preview takes the token or a signed preview key, checked by the use case.
  auth: 'visitor',
  // Staff on /api/admin with a read-only applicant token read that applicant's data: an access record.
  personalData: { kind: 'read', action: 'staff.read-application', subjects: 'token' },
  summary: '지원자 정보 또는 지원서 미리보기를 조회합니다.',
  startup: true,
  body: viewApplicantBodySchema,
  response: lazySchema(() => z.union([applicantDataSchema, previewSchema])),
});

/** The consent and identity step: codes, identity provider, qualification, the applicant's creation and session. */
export const authStepEndpoints = [RequestVerification, ConfirmVerification, CheckQualification, GetTime, CreateApplicant, ViewApplicant] as const;
