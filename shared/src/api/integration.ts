import { applicationPageSchema, listApplicationsQuerySchema } from '../schemas/integration.ts';
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

export const integrationEndpoints = [ListApplications] as const;
