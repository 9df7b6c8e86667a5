import * as z from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { examPlaceSaveBodySchema, examPlaceSaveResultSchema, examPlacesParamsSchema, examPlacesSchema } from '../schemas/exam-site.ts';
import {
  addressPageSchema,
  addressQuerySchema,
  applicantPageBodySchema,
  applicantPageParamsSchema,
  getFormParamsSchema,
  medicalsPageSchema,
  medicalsQuerySchema,
  openFormBodySchema,
  openFormParamsSchema,
  optionListParamsSchema,
  optionListQuerySchema,
  optionListSchema,
  saveApplicantBodySchema,
  saveApplicantParamsSchema,
  saveApplicantResultSchema,
  savedPageSchema,
  sessionEndBodySchema,
  uploadConfirmBodySchema,
  uploadedFileSchema,
  uploadParamsSchema,
  uploadUrlBodySchema,
  uploadUrlResultSchema,
} from '../schemas/form-api.ts';
import { openedFormPageSchema, storedFormPageSchema } from '../schemas/form-page.ts';
import { etsInitAnswerSchema, etsInitBodySchema } from '../schemas/language-score.ts';
import { endpoint, type Scope } from './contract.ts';

const both: readonly Scope[] = ['app', 'admin'];

export const CreateUploadUrl = endpoint({ id: 'CreateUploadUrl', capacity: 'upload', method: 'POST', path: '/applicant/upload-url/{id}', scopes: ['app'], auth: 'own-applicant', summary: '파일을 올릴 임시 주소(1분)를 발급합니다.', params: uploadParamsSchema, body: uploadUrlBodySchema, response: uploadUrlResultSchema });
export const ConfirmUpload = endpoint({ id: 'ConfirmUpload', capacity: 'upload', method: 'POST', path: '/applicant/upload/{id}', scopes: ['app'], auth: 'own-applicant', summary: '올린 파일을 검사하고 지원자의 파일로 등록합니다.', params: uploadParamsSchema, body: uploadConfirmBodySchema, response: uploadedFileSchema });
export const GetForm = endpoint({ id: 'GetForm', capacity: 'deadline', method: 'GET', path: '/forms/{taskId}/{pageIndex}', scopes: both, auth: 'applicant', summary: '분야의 지원서 한 페이지 정의를 조회합니다.', startup: true, params: getFormParamsSchema, response: storedFormPageSchema });
export const GetSavedPage = endpoint({ id: 'GetSavedPage', capacity: 'deadline', method: 'POST', path: '/applicant/page/{id}', scopes: ['app'], auth: 'own-applicant', summary: '지원자가 저장한 한 페이지의 답변을 조회합니다.', params: applicantPageParamsSchema, body: applicantPageBodySchema, response: savedPageSchema });
export const OpenFormPage = endpoint({ id: 'OpenFormPage', capacity: 'deadline', method: 'POST', path: '/applicant/open-form/{id}', scopes: ['app'], auth: 'own-applicant', summary: '지원서 페이지를 처음 열 때 지원자 정보, 페이지 정의, 저장된 답변을 한 번에 조회합니다.', startup: true, params: openFormParamsSchema, body: openFormBodySchema, response: openedFormPageSchema });
export const SaveApplicantPage = endpoint({
  id: 'SaveApplicantPage',
  capacity: 'deadline',
  counts: { answered: 'PagesSaved', failed: 'SaveFailures' },
  method: 'POST',
  path: '/applicant/update/{id}',
  scopes: ['app'],
  auth: 'own-applicant',
  summary: '지원서 한 페이지를 임시저장하거나 저장합니다(saveType place: 시험 장소 선택).',
  params: saveApplicantParamsSchema,
  body: lazySchema(() => z.union([examPlaceSaveBodySchema, saveApplicantBodySchema])),
  /** A page save's idempotency key (an exam-site choice answers a repeated click from its own record). */
  headers: idempotencyHeadersSchema,
  response: lazySchema(() => z.union([examPlaceSaveResultSchema, saveApplicantResultSchema])),
});
export const LogSessionEnd = endpoint({ id: 'LogSessionEnd', method: 'POST', path: '/applicant/log/sessionEnd/{id}', scopes: ['app'], auth: 'own-applicant', summary: '지원자 세션이 끝났음을 기록합니다.', params: saveApplicantParamsSchema, body: sessionEndBodySchema, response: lazySchema(() => z.literal('Y')) });
export const ListExamPlaces = endpoint({ id: 'ListExamPlaces', method: 'GET', path: '/examPlaces/{detailId}', scopes: ['app'], auth: 'applicant', summary: '시험 장소와 남은 좌석을 조회합니다.', params: examPlacesParamsSchema, response: examPlacesSchema });
export const EtsInit = endpoint({ id: 'EtsInit', method: 'POST', path: '/etsInit', scopes: both, auth: 'applicant', summary: '어학 성적 확인 창의 주소를 발급합니다.', body: etsInitBodySchema, response: etsInitAnswerSchema });
export const ListOptions = endpoint({ id: 'ListOptions', method: 'GET', path: '/options/{type}/{taskId}', scopes: both, auth: 'visitor', summary: '선택 목록(자격증, 기관, 어학 등)을 조회합니다.', params: optionListParamsSchema, query: optionListQuerySchema, response: optionListSchema });
export const ListMedicals = endpoint({ id: 'ListMedicals', method: 'GET', path: '/medicals', scopes: both, auth: 'visitor', summary: '의료기관을 검색합니다.', query: medicalsQuerySchema, response: medicalsPageSchema });
export const SearchAddress = endpoint({ id: 'SearchAddress', method: 'GET', path: '/address', scopes: both, auth: 'visitor', summary: '도로명 주소를 검색합니다.', query: addressQuerySchema, response: addressPageSchema });

/** The application form: its pages, saves, uploads, pickers, exam sites and language scores. */
export const formEndpoints = [CreateUploadUrl, ConfirmUpload, GetForm, GetSavedPage, OpenFormPage, SaveApplicantPage, LogSessionEnd, ListExamPlaces, EtsInit, ListOptions, ListMedicals, SearchAddress] as const;
