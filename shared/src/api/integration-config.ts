import {
  boardPostParamsSchema,
  postingParamsSchema,
  projectParamsSchema,
  stepParamsSchema,
  stepResultParamsSchema,
  upsertBoardPostBodySchema,
  upsertCatalogBodySchema,
  upsertCompanyBodySchema,
  upsertedSchema,
  upsertPostingBodySchema,
  upsertProjectBodySchema,
  upsertStepBodySchema,
  upsertStepResultBodySchema,
  siteUploadBodySchema,
  siteUploadUrlBodySchema,
} from '../schemas/integration-config.ts';
import { uploadedFileSchema, uploadUrlResultSchema } from '../schemas/form-api.ts';
import { endpoint } from './contract.ts';

/**
 * The integration API's writes: an organisation's system pushes its configuration part by part. Each is an upsert in
 * the tenant-configuration file's shape, idempotent (the same body again changes nothing) and versioned (a body sent
 * with a version another writer has moved past is refused with 409 and the current version).
 */
const write = { keyScope: 'write', method: 'PUT', scopes: ['integration'], auth: 'integrator', response: upsertedSchema } as const;

export const UpsertCompany = endpoint({
  ...write,
  id: 'UpsertCompany',
  path: '/company',
  summary: '기관 설정(이름, 사이트 문구, 메뉴, 색상, 인증번호 발송 한도, 제출 기본값)과 팝업, 게시판 분류를 등록하거나 바꿉니다.',
  body: upsertCompanyBodySchema,
});

export const UpsertCatalog = endpoint({
  ...write,
  id: 'UpsertCatalog',
  path: '/catalog',
  summary: '검색 선택 항목의 목록(자격증, 어학 시험, 기관)과 분야별 옵션 목록을 통째로 등록하거나 바꿉니다. 옵션 목록의 변형을 쓰는 규칙이 있으면 프로젝트보다 먼저 보내 주세요.',
  body: upsertCatalogBodySchema,
});

export const UpsertProject = endpoint({
  ...write,
  id: 'UpsertProject',
  path: '/projects/{projectId}',
  summary: '프로젝트(모집 분야, 약관, 본인 확인 방법, 접수 기간, 시험장, 규칙)와 분야별 지원서 양식을 등록하거나 바꿉니다. 잘못된 곳은 모두 나열해 답합니다.',
  params: projectParamsSchema,
  body: upsertProjectBodySchema,
});

export const UpsertPosting = endpoint({
  ...write,
  id: 'UpsertPosting',
  path: '/postings/{postingId}',
  summary: '채용 공고를 등록하거나 바꿉니다(게시 기간, 공개 여부, 첨부파일).',
  params: postingParamsSchema,
  body: upsertPostingBodySchema,
});

export const UpsertBoardPost = endpoint({
  ...write,
  id: 'UpsertBoardPost',
  path: '/board-posts/{postId}',
  summary: '공지사항, 자주 묻는 질문, Q&A 안내 게시글을 등록하거나 바꿉니다.',
  params: boardPostParamsSchema,
  body: upsertBoardPostBodySchema,
});

export const UpsertStep = endpoint({
  ...write,
  id: 'UpsertStep',
  path: '/projects/{projectId}/steps/{stepId}',
  summary: '프로젝트의 전형(결과 발표 기간, 안내, 수험표, 점수 보기, 추가 제출 요청, 설문)을 등록하거나 바꿉니다.',
  params: stepParamsSchema,
  body: upsertStepBodySchema,
});

export const UpsertStepResult = endpoint({
  ...write,
  id: 'UpsertStepResult',
  path: '/projects/{projectId}/steps/{stepId}/results/{applicantId}',
  summary: '지원자 한 명의 전형 결과(합격 여부, 안내 문구, 점수, 차트)를 발표하거나 바꿉니다. 결과 발표가 시작되면 지원자에게 확인 안내가 갑니다.',
  params: stepResultParamsSchema,
  body: upsertStepResultBodySchema,
});

export const CreateSiteUploadUrl = endpoint({
  ...write,
  method: 'POST',
  id: 'CreateSiteUploadUrl',
  capacity: 'upload',
  path: '/files/upload-url',
  summary: '공고나 게시글에 붙일 첨부파일 하나를 올릴 주소(1분 동안 쓸 수 있는 PUT)를 받습니다. 올린 뒤 POST /files로 확인받아야 쓸 수 있습니다.',
  body: siteUploadUrlBodySchema,
  response: uploadUrlResultSchema,
});

export const ConfirmSiteUpload = endpoint({
  ...write,
  method: 'POST',
  id: 'ConfirmSiteUpload',
  capacity: 'upload',
  path: '/files',
  summary: '올린 첨부파일을 확인(크기, 내용이 확장자와 맞는지)하고, 공고와 게시글의 files에 쓸 파일 경로(filepath)를 답합니다. 같은 key를 다시 보내면 같은 경로를 답합니다.',
  body: siteUploadBodySchema,
  response: uploadedFileSchema,
});

export const integrationConfigEndpoints = [UpsertCompany, UpsertCatalog, UpsertProject, UpsertPosting, UpsertBoardPost, UpsertStep, UpsertStepResult, CreateSiteUploadUrl, ConfirmSiteUpload] as const;
