import {
  applicationDetailSchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationSubmissionParamsSchema,
  auditPageSchema,
  listApplicationsQuerySchema,
  listAuditQuerySchema,
  submissionSnapshotSchema,
} from '../schemas/integration.ts';
import { endpoint } from './contract.ts';

/**
 * The integration API (issue 21): organisations' own systems, under /api/integration, with an API key of the tenant
 * (`Authorization: Bearer <key>`, made with `npm run portal -- api-key create`). The tenant is the host's, as on
 * every route; a key works only on its own tenant's hosts. docs/integration-api.md.
 */
export const ListApplications = endpoint({
  id: 'ListApplications',
  method: 'GET',
  path: '/applications',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '프로젝트의 지원서 목록을 조회합니다(분야, 상태, 변경 시각으로 거르고 cursor로 나누어 받습니다).',
  query: listApplicationsQuerySchema,
  response: applicationPageSchema,
});

export const GetApplication = endpoint({
  id: 'GetApplication',
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
  method: 'GET',
  path: '/audit',
  scopes: ['integration'],
  auth: 'integrator',
  summary: '감사 기록(누가 언제 어느 지원서를 열람하거나 바꾸었는지)을 최근 것부터 조회합니다(기간으로 거르고 cursor로 나누어 받습니다).',
  query: listAuditQuerySchema,
  response: auditPageSchema,
});

export const integrationEndpoints = [ListApplications, GetApplication, GetApplicationSubmission, ListAuditRecords] as const;
