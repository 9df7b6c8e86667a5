// Written by `npm run openapi` from the contracts marked `startup` (shared/src/api/*.ts); do not edit.
// web/src/lib/early-requests.ts reads these before the app, zod and the schemas are loaded.
export const startupRoutes = {
  CheckHostname: { method: 'GET', path: '/checkHostname' },
  ViewApplicant: { method: 'POST', path: '/applicant/view' },
  GetForm: { method: 'GET', path: '/forms/{taskId}/{pageIndex}' },
  OpenFormPage: { method: 'POST', path: '/applicant/open-form/{id}' },
} as const;
