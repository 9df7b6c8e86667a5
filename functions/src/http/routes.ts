/**
 * THE route table. The local server mounts it and the CDK stack generates one Lambda
 * per entry from it; each path exists under /api/app (applicants) and/or /api/admin (staff).
 * `handler` names functions/src/http/handlers/<handler>.ts, which exports `handler`.
 */
export type Scope = 'app' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  /** Stable id: the Lambda's logical name. */
  id: string;
  method: Method;
  /** Path after /api/{scope}, with {param} placeholders as API Gateway writes them. */
  path: string;
  handler: string;
  scopes: readonly Scope[];
}

const both = ['app', 'admin'] as const;

export const routes: readonly RouteDef[] = [
  { id: 'GetCompanyByDomain', method: 'GET', path: '/getCompanyByDomain/{domain}', handler: 'public-site/get-company-by-domain', scopes: both },
  { id: 'CheckCompany', method: 'GET', path: '/checkCompany', handler: 'public-site/check-company', scopes: both },
  { id: 'CheckHostname', method: 'GET', path: '/checkHostname', handler: 'public-site/check-hostname', scopes: both },
  { id: 'ListCompanies', method: 'GET', path: '/companies', handler: 'public-site/list-companies', scopes: both },
  { id: 'GetCompany', method: 'GET', path: '/company/{id}', handler: 'public-site/get-company', scopes: both },
  { id: 'ListRecruits', method: 'GET', path: '/recruits/{companyId}', handler: 'public-site/list-recruits', scopes: both },
  { id: 'GetRecruit', method: 'GET', path: '/recruit/{noticeId}', handler: 'public-site/get-recruit', scopes: both },
  { id: 'ListBoards', method: 'GET', path: '/boards/{type}/{companyId}', handler: 'public-site/list-boards', scopes: both },
  { id: 'GetBoard', method: 'GET', path: '/board/{id}', handler: 'public-site/get-board', scopes: both },
  { id: 'ListBoardOptions', method: 'GET', path: '/code/board/{type}', handler: 'public-site/list-board-options', scopes: both },
  { id: 'ListProjects', method: 'GET', path: '/projects', handler: 'public-site/list-projects', scopes: both },
  { id: 'GetProject', method: 'GET', path: '/project/{id}', handler: 'public-site/get-project', scopes: both },
  { id: 'ListProjectNotices', method: 'GET', path: '/projectNotices/{companyId}', handler: 'public-site/list-project-notices', scopes: both },
  { id: 'DownloadFile', method: 'GET', path: '/download', handler: 'public-site/download-file', scopes: both },
  { id: 'CheckTest', method: 'GET', path: '/checkTest', handler: 'public-site/check-test', scopes: both },
  // Consent and identity step (issue 3)
  { id: 'RequestVerification', method: 'POST', path: '/verify/request/{kind}', handler: 'auth-step/request-verification', scopes: both },
  { id: 'ConfirmVerification', method: 'POST', path: '/verify/confirm/{kind}', handler: 'auth-step/confirm-verification', scopes: both },
  { id: 'CheckQualification', method: 'POST', path: '/checkQualification/{projectId}', handler: 'auth-step/check-qualification', scopes: both },
  { id: 'GetTime', method: 'POST', path: '/getTime/{projectId}', handler: 'auth-step/get-time', scopes: both },
  { id: 'CreateApplicant', method: 'POST', path: '/applicant/create/{taskId}', handler: 'auth-step/create-applicant', scopes: ['app'] },
  { id: 'ViewApplicant', method: 'POST', path: '/applicant/view', handler: 'auth-step/view-applicant', scopes: both },
  // Uploads: presigned PUT, then the server's check of what arrived
  { id: 'CreateUploadUrl', method: 'POST', path: '/applicant/upload-url/{id}', handler: 'files/create-upload-url', scopes: ['app'] },
  { id: 'ConfirmUpload', method: 'POST', path: '/applicant/upload/{id}', handler: 'files/confirm-upload', scopes: ['app'] },
  // Application form (issue 4)
  { id: 'GetForm', method: 'GET', path: '/forms/{taskId}/{pageIndex}', handler: 'form/get-form', scopes: both },
  { id: 'GetSavedPage', method: 'POST', path: '/applicant/page/{id}', handler: 'form/get-saved-page', scopes: ['app'] },
  // A form page's first load: applicant/view, forms/… and applicant/page/{id} in one call (domain/form/open-form-page.ts)
  { id: 'OpenFormPage', method: 'POST', path: '/applicant/open-form/{id}', handler: 'form/open-form-page', scopes: ['app'] },
  { id: 'SaveApplicantPage', method: 'POST', path: '/applicant/update/{id}', handler: 'form/save-applicant-page', scopes: ['app'] },
  { id: 'LogSessionEnd', method: 'POST', path: '/applicant/log/sessionEnd/{id}', handler: 'form/log-session-end', scopes: ['app'] },
  // Preview, final submission and cancel (issue 6); the preview itself is applicant/view {type: 'preview'}
  { id: 'CompleteApplicant', method: 'POST', path: '/applicant/complete/{id}', handler: 'submission/complete-applicant', scopes: ['app'] },
  { id: 'CancelSubmission', method: 'POST', path: '/applicant/cancel', handler: 'submission/cancel-submission', scopes: ['app'] },
  { id: 'ListSubmissions', method: 'GET', path: '/applicant/submissions/{id}', handler: 'submission/list-submissions', scopes: ['admin'] },
  { id: 'RevokePreviewKeys', method: 'POST', path: '/applicant/previewKeys/revoke', handler: 'submission/revoke-preview-keys', scopes: ['admin'] },
  { id: 'SaveDraft', method: 'POST', path: '/applicant/draft/{id}', handler: 'submission/save-draft', scopes: ['app'] },
  // Exam-site selection (issue 5); choices are saved through applicant/update with saveType 'place'
  { id: 'ListExamPlaces', method: 'GET', path: '/examPlaces/{detailId}', handler: 'exam-site/list-exam-places', scopes: ['app'] },
  // Language-score verification (issue 5, spec 2.13): the provider's popup url
  { id: 'EtsInit', method: 'POST', path: '/etsInit', handler: 'language-score/ets-init', scopes: both },
  // Pickers: option lists, medical institutions, postal addresses
  { id: 'ListOptions', method: 'GET', path: '/options/{type}/{taskId}', handler: 'form/list-options', scopes: both },
  { id: 'ListMedicals', method: 'GET', path: '/medicals', handler: 'form/list-medicals', scopes: both },
  { id: 'SearchAddress', method: 'GET', path: '/address', handler: 'form/search-address', scopes: both },
];

export const apiPath = (scope: Scope, path: string) => `/api/${scope}${path}`;

/** Scheduled functions, also generated by the stack and run on a timer locally. */
export interface JobDef {
  id: string;
  handler: string;
  /** EventBridge schedule expression. */
  schedule: string;
  /** Local timer interval. */
  localIntervalMs: number;
}
export const jobs: readonly JobDef[] = [
  { id: 'DeadlineSweep', handler: 'deadline-sweep', schedule: 'rate(1 minute)', localIntervalMs: 60_000 },
];
