import {
  applicationDetailSchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationSubmissionParamsSchema,
  auditPageSchema,
  applicationFilesSchema,
  inquiryPageSchema,
  listInquiriesQuerySchema,
  exportApplicationsBodySchema,
  exportJobSchema,
  exportParamsSchema,
  exportQueuedSchema,
  listApplicationsQuerySchema,
  listAuditQuerySchema,
  submissionSnapshotSchema,
} from '../schemas/integration.ts';
import { handoffParamsSchema, mintedHandoffSchema, mintHandoffBodySchema, revokedHandoffSchema } from '../schemas/handoff.ts';
import { stepResultParamsSchema, stepResultReadSchema } from '../schemas/integration-config.ts';
import { endpoint } from './contract.ts';
import { projectParamsSchema } from '../schemas/integration-config.ts';
import {
  applicantHiredSchema,
  destructionRecordListSchema,
  projectRetentionSchema,
  setApplicantHiredBodySchema,
  setProjectRetentionBodySchema,
} from '../schemas/retention.ts';

/**
 * The integration API (issue 21): organisations' own systems, under /api/integration, with an API key of the tenant
 * (`Authorization: Bearer <key>`, made with `npm run portal -- api-key create`). The tenant is the host's, as on
 * every route; a key works only on its own tenant's hosts. docs/integration-api.md.
 */
export const ListApplications = endpoint({
  id: 'ListApplications',
  keyScope: 'read',
  method: 'GET',
  path: '/applications',
  scopes: ['integration'],
  auth: 'integrator',
  personalData: { kind: 'read', action: 'integration.listed-applications', subjects: 'items' },
  summary: '프로젝트의 지원서 목록을 조회합니다(분야, 상태, 변경 시각으로 거르고 cursor로 나누어 받습니다).',
  query: listApplicationsQuerySchema,
  response: applicationPageSchema,
});

export const GetApplication = endpoint({
  id: 'GetApplication',
  keyScope: 'read',
  method: 'GET',
  path: '/applications/{applicantId}',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '지원서 한 건을 조회합니다(지원자 정보, 현재 저장된 답변, 최종 제출 이력). 조회는 감사 기록에 남습니다.',
  params: applicationParamsSchema,
  response: applicationDetailSchema,
});

export const GetApplicationSubmission = endpoint({
  id: 'GetApplicationSubmission',
  keyScope: 'read',
  method: 'GET',
  path: '/applications/{applicantId}/submissions/{seq}',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '지원서의 최종 제출본 한 차수를 페이지별 답변과 함께 조회합니다. 조회는 감사 기록에 남습니다.',
  params: applicationSubmissionParamsSchema,
  response: submissionSnapshotSchema,
});

export const ListAuditRecords = endpoint({
  id: 'ListAuditRecords',
  keyScope: 'read',
  method: 'GET',
  path: '/audit',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '감사 기록(누가 언제 어느 지원서를 열람하거나 바꾸었는지)을 최근 것부터 조회합니다(기간으로 거르고 cursor로 나누어 받습니다).',
  query: listAuditQuerySchema,
  response: auditPageSchema,
});

export const ListApplicationFiles = endpoint({
  id: 'ListApplicationFiles',
  keyScope: 'read',
  method: 'GET',
  path: '/applications/{applicantId}/files',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '지원서에 올린 파일(사진, 증명서 등)을 잠시 쓸 수 있는 내려받기 주소와 함께 조회합니다. 조회는 감사 기록에 남습니다.',
  params: applicationParamsSchema,
  response: applicationFilesSchema,
});

export const ListInquiries = endpoint({
  id: 'ListInquiries',
  keyScope: 'read',
  method: 'GET',
  path: '/inquiries',
  scopes: ['integration'],
  auth: 'integrator',
  personalData: { kind: 'read', action: 'integration.read-inquiries', subjects: 'items' },
  summary: '지원자의 채용 문의(Q&A)를 최근 것부터 첨부파일 내려받기 주소와 함께 조회합니다(cursor로 나누어 받습니다).',
  query: listInquiriesQuerySchema,
  response: inquiryPageSchema,
});

export const GetApplicantStepResult = endpoint({
  id: 'GetApplicantStepResult',
  keyScope: 'read',
  method: 'GET',
  path: '/projects/{projectId}/steps/{stepId}/results/{applicantId}',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '지원자 한 명의 전형 결과(발표한 내용과 버전, 결과 안내 발송 시각)와 그 전형에서 지원자가 제출한 추가 제출 답변, 설문 답변을 조회합니다. 조회는 감사 기록에 남습니다.',
  params: stepResultParamsSchema,
  response: stepResultReadSchema,
});

export const ExportApplications = endpoint({
  id: 'ExportApplications',
  capacity: 'export',
  keyScope: 'export',
  method: 'POST',
  path: '/exports',
  scopes: ['integration'],
  auth: 'integrator',
  // The access record (its rows) is the export job's, written when the file is complete (domain/integration/run-export-unit.ts).
  summary: '프로젝트의 지원서를 CSV(엑셀용 UTF-8 BOM, 한글 머리글) 또는 JSON 파일로 내보내는 작업을 접수합니다. 파일은 작업이 만들며, 답한 poll 주소로 진행 상황과 내려받기 주소를 조회합니다. 내보내기는 감사 기록에 남습니다.',
  body: exportApplicationsBodySchema,
  response: exportQueuedSchema,
});

export const GetExport = endpoint({
  id: 'GetExport',
  keyScope: 'export',
  method: 'GET',
  path: '/exports/{exportId}',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '내보내기 작업의 상태(대기, 진행 중, 완료, 실패)와 지금까지 쓴 지원서 수를 조회합니다. 완료되면 잠시(5분) 쓸 수 있는 내려받기 주소를 조회할 때마다 새로 답합니다.',
  params: exportParamsSchema,
  response: exportJobSchema,
});

export const MintHandoff = endpoint({
  id: 'MintHandoff',
  keyScope: 'handoff',
  method: 'POST',
  path: '/handoffs',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '직원을 지원자 화면(관리자 모드)으로 보내는 이동 링크를 발급합니다(한 번만, 몇 분 안에 쓸 수 있고 이 사이트에서만 열립니다).',
  body: mintHandoffBodySchema,
  response: mintedHandoffSchema,
});

export const RevokeHandoff = endpoint({
  id: 'RevokeHandoff',
  keyScope: 'handoff',
  method: 'DELETE',
  path: '/handoffs/{handoffId}',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '이동 링크를 무효로 하고, 그 링크로 열린 직원 세션을 끝냅니다.',
  params: handoffParamsSchema,
  response: revokedHandoffSchema,
});

// Retention and destruction (채용절차법 §11, PIPA §21; docs/compliance.md).
export const GetProjectRetention = endpoint({
  id: 'GetProjectRetention',
  keyScope: 'read',
  method: 'GET',
  path: '/projects/{projectId}/retention',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '프로젝트의 채용 결과 확정일, 보존 기간과 지원자 정보 파기 예정일(파기되었으면 파기 시각)을 조회합니다.',
  params: projectParamsSchema,
  response: projectRetentionSchema,
});

export const SetProjectRetention = endpoint({
  id: 'SetProjectRetention',
  keyScope: 'write',
  method: 'PUT',
  path: '/projects/{projectId}/retention',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '프로젝트의 채용 결과 확정일을 정하거나(null이면 취소) 바꿉니다. 확정일로부터 보존 기간이 지나면 최종 합격자를 뺀 지원자의 정보가 파기됩니다.',
  params: projectParamsSchema,
  body: setProjectRetentionBodySchema,
  response: projectRetentionSchema,
});

export const SetApplicantHired = endpoint({
  id: 'SetApplicantHired',
  keyScope: 'write',
  method: 'PUT',
  path: '/applications/{applicantId}/hired',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '지원자를 최종 합격(채용)으로 표시하거나 표시를 지웁니다. 채용으로 표시된 지원자의 정보는 보존 기간이 지나도 파기하지 않습니다(기관의 인사 관리로 넘어갑니다).',
  params: applicationParamsSchema,
  body: setApplicantHiredBodySchema,
  response: applicantHiredSchema,
});

export const ListDestructionRecords = endpoint({
  id: 'ListDestructionRecords',
  keyScope: 'read',
  method: 'GET',
  path: '/destruction-records',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '파기 대장: 보존 기간이 지나 지원자 정보를 파기한 프로젝트마다 파기한 항목 수, 파기 일자, 방법, 근거를 조회합니다(개인정보는 담지 않습니다).',
  response: destructionRecordListSchema,
});

export const integrationEndpoints = [
  ListApplications,
  GetApplication,
  GetApplicationSubmission,
  ListAuditRecords,
  ListApplicationFiles,
  ListInquiries,
  GetApplicantStepResult,
  ExportApplications,
  GetExport,
  MintHandoff,
  RevokeHandoff,
  GetProjectRetention,
  SetProjectRetention,
  SetApplicantHired,
  ListDestructionRecords,
] as const;
