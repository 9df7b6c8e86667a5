import { apiPath, type CapacityClass, type Endpoint, type Method, type Scope } from '@portal/shared/api/contract';
import { api } from '@portal/shared/api/endpoints';

export { apiPath, type Method, type Scope };

/**
 * THE route table: each endpoint contract (shared/src/api) bound to its handler module,
 * functions/src/http/handlers/<handler>.ts, which exports `handler`. The local server mounts it and the CDK stack
 * generates one Lambda per entry; method, path and scopes come from the contract alone.
 */
export interface RouteDef {
  /** Stable id: the Lambda's logical name (the contract's id). */
  id: string;
  method: Method;
  /** Path after /api/{scope}, with {param} placeholders as API Gateway writes them. */
  path: string;
  handler: string;
  scopes: readonly Scope[];
  /** The contract's load class: the stack sizes the route's throttle, memory and reserved concurrency from it (infra/lib/capacity.ts). */
  capacity?: CapacityClass;
  contract?: Endpoint;
}

const bind = (contract: Endpoint, handler: string): RouteDef => ({
  id: contract.id,
  method: contract.method,
  path: contract.path,
  scopes: contract.scopes,
  capacity: contract.capacity ?? 'ordinary',
  handler,
  contract,
});

export const routes: readonly RouteDef[] = [
  bind(api.GetCompanyByDomain, 'public-site/get-company-by-domain'),
  bind(api.CheckCompany, 'public-site/check-company'),
  bind(api.CheckHostname, 'public-site/check-hostname'),
  bind(api.ListCompanies, 'public-site/list-companies'),
  bind(api.GetCompany, 'public-site/get-company'),
  bind(api.ListRecruits, 'public-site/list-recruits'),
  bind(api.GetRecruit, 'public-site/get-recruit'),
  bind(api.ListBoards, 'public-site/list-boards'),
  bind(api.GetBoard, 'public-site/get-board'),
  bind(api.ListBoardOptions, 'public-site/list-board-options'),
  bind(api.ListProjects, 'public-site/list-projects'),
  bind(api.GetProject, 'public-site/get-project'),
  bind(api.ListProjectNotices, 'public-site/list-project-notices'),
  bind(api.DownloadFile, 'public-site/download-file'),
  bind(api.CheckTest, 'public-site/check-test'),
  // Consent and identity step
  bind(api.RequestVerification, 'auth-step/request-verification'),
  bind(api.ConfirmVerification, 'auth-step/confirm-verification'),
  bind(api.CheckQualification, 'auth-step/check-qualification'),
  bind(api.GetTime, 'auth-step/get-time'),
  bind(api.CreateApplicant, 'auth-step/create-applicant'),
  bind(api.ViewApplicant, 'auth-step/view-applicant'),
  // Uploads: presigned PUT, then the server's check of what arrived
  bind(api.CreateUploadUrl, 'files/create-upload-url'),
  bind(api.ConfirmUpload, 'files/confirm-upload'),
  // Application form
  bind(api.GetForm, 'form/get-form'),
  bind(api.GetSavedPage, 'form/get-saved-page'),
  bind(api.OpenFormPage, 'form/open-form-page'),
  bind(api.SaveApplicantPage, 'form/save-applicant-page'),
  bind(api.LogSessionEnd, 'form/log-session-end'),
  // Preview, final submission and cancel; the preview itself is applicant/view {type: 'preview'}
  bind(api.CompleteApplicant, 'submission/complete-applicant'),
  bind(api.CancelSubmission, 'submission/cancel-submission'),
  bind(api.CheckApplicant, 'find-application/check-applicant'),
  bind(api.CheckApplicantById, 'find-application/check-applicant-by-id'),
  bind(api.DeleteApplication, 'find-application/delete-application'),
  bind(api.FindPassword, 'find-application/find-password'),
  bind(api.ChangePassword, 'find-application/change-password'),
  // Q&A: attachments through the presigned flow, then the inquiry
  bind(api.CreateQnaUploadUrl, 'qna/create-qna-upload-url'),
  bind(api.ConfirmQnaUpload, 'qna/confirm-qna-upload'),
  bind(api.DeleteQnaFile, 'qna/delete-qna-file'),
  bind(api.CreateQnaInquiry, 'qna/create-qna-inquiry'),
  bind(api.CreateApplicantStep, 'steps/create-applicant-step'),
  bind(api.GetStepResult, 'steps/get-step-result'),
  bind(api.PreviewStepResult, 'steps/preview-step-result'),
  bind(api.SubmitStepAnswers, 'steps/submit-step-answers'),
  bind(api.CreateStepUploadUrl, 'steps/create-step-upload-url'),
  bind(api.ConfirmStepUpload, 'steps/confirm-step-upload'),
  bind(api.SubmitSurvey, 'steps/submit-survey'),
  bind(api.ListSubmissions, 'submission/list-submissions'),
  bind(api.RevokePreviewKeys, 'submission/revoke-preview-keys'),
  bind(api.SaveDraft, 'submission/save-draft'),
  // Exam-site selection; choices are saved through applicant/update with saveType 'place'
  bind(api.ListExamPlaces, 'exam-site/list-exam-places'),
  // Language-score verification (spec 2.13): the provider's popup url
  bind(api.EtsInit, 'language-score/ets-init'),
  // Pickers: option lists, medical institutions, postal addresses
  bind(api.ListOptions, 'form/list-options'),
  bind(api.ListMedicals, 'form/list-medicals'),
  bind(api.SearchAddress, 'form/search-address'),
  // Integration API (organisations' systems, an API key of the tenant): docs/integration-api.md
  bind(api.ListApplications, 'integration/list-applications'),
  bind(api.GetApplication, 'integration/get-application'),
  bind(api.GetApplicationSubmission, 'integration/get-application-submission'),
  bind(api.ListAuditRecords, 'integration/list-audit-records'),
  bind(api.ListApplicationFiles, 'integration/list-application-files'),
  bind(api.ListInquiries, 'integration/list-inquiries'),
  bind(api.GetApplicantStepResult, 'integration/get-applicant-step-result'),
  bind(api.ExportApplications, 'integration/export-applications'),
  bind(api.MintHandoff, 'integration/mint-handoff'),
  bind(api.RevokeHandoff, 'integration/revoke-handoff'),
  bind(api.UpsertCompany, 'integration-config/upsert-company'),
  bind(api.UpsertCatalog, 'integration-config/upsert-catalog'),
  bind(api.UpsertProject, 'integration-config/upsert-project'),
  bind(api.UpsertPosting, 'integration-config/upsert-posting'),
  bind(api.UpsertBoardPost, 'integration-config/upsert-board-post'),
  bind(api.UpsertStep, 'integration-config/upsert-step'),
  bind(api.UpsertStepResult, 'integration-config/upsert-step-result'),
  bind(api.CreateSiteUploadUrl, 'integration-config/create-site-upload-url'),
  bind(api.ConfirmSiteUpload, 'integration-config/confirm-site-upload'),
  // Staff handoff (spec part 2, 2.18): the minted link's login
  bind(api.HandoffLogin, 'handoff/log-in-by-handoff'),
];

/** Scheduled functions, also generated by the stack and run on a timer locally. */
export interface JobDef {
  id: string;
  handler: string;
  /** EventBridge schedule expression. */
  schedule: string;
  /** Local timer interval. */
  localIntervalMs: number;
  /** Also started by the table's stream for new items of this entity (an event source mapping with that filter). */
  streamEntity?: string;
}
export const jobs: readonly JobDef[] = [
  { id: 'DeadlineSweep', handler: 'deadline-sweep', schedule: 'rate(1 minute)', localIntervalMs: 60_000 },
  { id: 'NotifyResults', handler: 'notify-results', schedule: 'rate(1 minute)', localIntervalMs: 60_000 },
  // New messages come by the stream at once; the schedule sweeps retries and what waited for the rate's slots.
  { id: 'DeliverMessages', handler: 'deliver-messages', schedule: 'rate(1 minute)', localIntervalMs: 5_000, streamEntity: 'OutboxMessage' },
];

/** A function started by a queue of a provider's events: no route, no schedule. */
export interface ConsumerDef {
  id: string;
  handler: string;
  source: 'ses-events';
}
export const consumers: readonly ConsumerDef[] = [
  // SES's events about the portal's mails (Send, Delivery, Bounce, Complaint, Reject): outcomes, and suppressed mailboxes.
  { id: 'RecordMailEvents', handler: 'record-mail-events', source: 'ses-events' },
];
