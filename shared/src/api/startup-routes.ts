// Written by `npm run openapi` from the contracts marked `startup` and `plain` (shared/src/api/*.ts); do not edit.
// web/src/lib/early-requests.ts reads these before the app, zod and the schemas are loaded.
export const startupRoutes = {
  CheckHostname: { method: 'GET', path: '/checkHostname' },
  ListRecruits: { method: 'GET', path: '/recruits/{companyId}' },
  GetRecruit: { method: 'GET', path: '/recruit/{noticeId}' },
  ViewApplicant: { method: 'POST', path: '/applicant/view' },
  GetForm: { method: 'GET', path: '/forms/{taskId}/{pageIndex}' },
  OpenFormPage: { method: 'POST', path: '/applicant/open-form/{id}' },
} as const;

// web/src/lib/plain-call.ts calls these without zod: the landing page loads neither zod nor the schemas.
export const plainRoutes = {
  CheckHostname: { method: 'GET', path: '/checkHostname' },
  ListRecruits: { method: 'GET', path: '/recruits/{companyId}' },
  GetRecruit: { method: 'GET', path: '/recruit/{noticeId}' },
  ListBoards: { method: 'GET', path: '/boards/{type}/{companyId}' },
  GetProject: { method: 'GET', path: '/project/{id}' },
  DownloadFile: { method: 'GET', path: '/download' },
  RequestVerification: { method: 'POST', path: '/verify/request/{kind}' },
  ConfirmVerification: { method: 'POST', path: '/verify/confirm/{kind}' },
  CheckQualification: { method: 'POST', path: '/checkQualification/{projectId}' },
  CreateApplicant: { method: 'POST', path: '/applicant/create/{taskId}' },
} as const;
