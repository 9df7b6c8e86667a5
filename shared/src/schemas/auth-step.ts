import * as z from 'zod';
import { idParam } from './common.ts';
import { previewRequestSchema } from './submission.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PASSWORD_MAX_LENGTH } from '../validation/password-limits.ts';

/** Contracts of the consent and identity step (spec part 1: 2.7, 3 'Auth step', 5, 7 'Auth step and verification'). */

export const verifyKindSchema = lazySchema(() =>
  z.enum(['auth', 'email', 'sms'], { error: '인증 방식이 올바르지 않습니다.' }),
);
export type VerifyKind = z.infer<typeof verifyKindSchema>;
export const verifyKindParamsSchema = lazySchema(() =>
  z.object({ kind: verifyKindSchema }),
);

export const verifyPurposeSchema = lazySchema(() =>
  z.enum(['applicant_certification', 'applicant_delete', 'applicant_find_password', 'applicant_download'], {
    error: '인증 용도가 올바르지 않습니다.',
  }),
);

const optionalId = z.number({ error: '식별자는 숫자로 입력해 주세요.' }).int().positive().optional();

/** POST verify/request/{kind}. The tenant comes from the host; company_id is accepted for compatibility and ignored. */
export const verifyRequestBodySchema = lazySchema(() =>
  z.object({
    company_id: optionalId,
    project_id: z.number({ error: '프로젝트를 선택해 주세요.' }).int().positive(),
    task_id: optionalId,
    type: verifyPurposeSchema,
    recv_info: z.string().trim().max(100, { error: '100자 이내로 입력해 주세요.' }).optional(),
    /** auth only: where the provider's popup returns (the SPA's identity-callback route). */
    url: z.string().max(500).optional(),
  }),
);
export type VerifyRequestBody = z.infer<typeof verifyRequestBodySchema>;

/** email/sms answer: the code was sent; expire_at is server time 'YYYY-MM-DD HH:mm:ss' (KST). */
export const verifyCodeSentSchema = lazySchema(() =>
  z.object({ id: z.string(), expire_at: z.string() }),
);
/** auth answer: the encoded request the SPA POSTs to the provider in a 500x550 popup. */
export const identityRequestSchema = lazySchema(() =>
  z.object({ request_info: z.string(), action: z.string(), field: z.string() }),
);

/** POST verify/confirm/{email|sms}: request_info is the 6-digit code. Answers 'Y'. */
export const verifyCodeConfirmBodySchema = lazySchema(() =>
  z.object({
    request_info: z.string({ error: '인증번호를 입력해 주세요.' }).trim().regex(/^\d{6}$/, { error: '인증번호 6자리를 입력해 주세요.' }),
    recv_info: z.string({ error: '받는 곳을 입력해 주세요.' }).trim().min(1, { error: '받는 곳을 입력해 주세요.' }).max(100),
    type: verifyPurposeSchema,
  }),
);

/** POST verify/confirm/auth: the provider's callback data. */
export const identityConfirmBodySchema = lazySchema(() =>
  z.object({
    seq: z.string({ error: '인증 요청 번호가 없습니다.' }).min(1).max(200),
    encode_data: z.string({ error: '인증 결과가 없습니다.' }).min(1).max(20_000),
    type: verifyPurposeSchema,
  }),
);
export const identityPersonSchema = lazySchema(() =>
  z.union([
    z.object({ name: z.string(), phone: z.string(), auth_seq: z.string() }),
    z.object({ error: z.enum(['duplicate', 'block']), errorMessage: z.string() }),
  ]),
);

/** POST getTime/{projectId}. */
export const timeCheckParamsSchema = lazySchema(() =>
  z.object({ projectId: idParam }),
);
export const timeCheckSchema = lazySchema(() =>
  z.object({
    isEnd: z.boolean(),
    isDeadline: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.enum(['normal', 'session', 'deadline']),
    diff: z.number().int(),
  }),
);
export type TimeCheck = z.infer<typeof timeCheckSchema>;

/** POST checkQualification/{projectId} (the spec's check{TenantB}Auth): an external account check. Answers 'Y' or 'N'. */
export const qualificationCheckBodySchema = lazySchema(() =>
  z.object({
    checkId: z.string({ error: '아이디를 입력하여 주세요.' }).trim().min(1, { error: '아이디를 입력하여 주세요.' }).max(100),
    checkPw: z.string({ error: '비밀번호를 입력하여 주세요.' }).min(1, { error: '비밀번호를 입력하여 주세요.' }).max(100),
    projectId: z.number().int().positive(),
  }),
);

/** POST applicant/create/{taskId}: the auth save (spec 3 'Auth save payload'). */
export const createApplicantParamsSchema = lazySchema(() =>
  z.object({ taskId: idParam }),
);
export const createApplicantBodySchema = lazySchema(() =>
  z
    .object({
      project_id: z.number({ error: '프로젝트를 선택해 주세요.' }).int().positive(),
      agreements: z.literal('Y', { error: '개인정보 수집 및 이용에 동의하여 주세요.' }),
      /** ids of the project agreements the applicant agreed to; every one is required. */
      agreement_ids: z.array(z.number().int()).max(50).default([]),
      auth_seq: z.string().max(200).optional(),
      /** The external account that passed checkQualification, when the gate applies. */
      check_id: z.string().max(100).optional(),
      name: z.string().trim().max(50).optional(),
      phone: z.string().trim().max(50).optional(),
      email: z.string().trim().max(100).optional(),
      password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
      password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    })
    .catchall(z.union([z.string().max(1000), z.number()])),
);
export const createApplicantResultSchema = lazySchema(() =>
  z.union([
    z.object({ id: z.number().int(), access_token: z.string() }),
    z.object({ error: z.string() }),
  ]),
);

/** POST applicant/view {type: 'data'}: the applicant of the applicantToken header. */
export const viewApplicantBodySchema = lazySchema(() =>
  z.union([
    z.object({ type: z.literal('data').default('data') }),
    // type 'preview': the preview of spec 3 (schemas/submission.ts), own or by id and key.
    previewRequestSchema,
  ]),
);
export const applicantDataSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    access_token: z.string(),
    project_id: z.number().int(),
    task_id: z.number().int(),
    auth: z.boolean(),
    status: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    task: z.object({ name: z.string() }),
    confirm_page: z.array(z.number().int()),
    save_page: z.number().int().nullable(),
  }),
);
export type ApplicantData = z.infer<typeof applicantDataSchema>;
