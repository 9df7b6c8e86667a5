import { apiPath, type CapacityClass, type Endpoint, type Method, type Scope } from '@portal/shared/api/contract';
import { api } from '@portal/shared/api/endpoints';
import { jobAccess, routeAccess, type AccessDeclaration, type FunctionAccess, type UnitQueueVariable } from '../adapters/access/function-access.ts';

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
  /** What the use case's adapters reach: the function's role on AWS, the store's and S3's check locally (function-access.ts). */
  access: FunctionAccess;
  contract?: Endpoint;
}

/**
 * One route: the contract, its handler and, where the default its contract implies (a GET reads, the rest writes) is
 * not what the use case does, what its adapters reach (`uses`): a POST that only reads, the directory, the upload areas.
 */
const bind = (contract: Endpoint, handler: string, uses?: AccessDeclaration): RouteDef => ({
  id: contract.id,
  method: contract.method,
  path: contract.path,
  scopes: contract.scopes,
  capacity: contract.capacity ?? 'ordinary',
  handler,
  access: routeAccess(contract, uses),
  contract,
});

/** The upload flows' areas: a presigned PUT into staging; its check reads staging, copies into files and deletes. */
const UPLOAD_URL: AccessDeclaration = { files: { staging: ['write'] } };
const CONFIRM_UPLOAD: AccessDeclaration = { files: { staging: ['read', 'delete'], files: ['read', 'write', 'delete'] } };
/** Presigned GETs of checked files. */
const READ_FILES: AccessDeclaration = { files: { files: ['read'] } };

export const routes: readonly RouteDef[] = [
  bind(api.GetCompanyByDomain, 'public-site/get-company-by-domain'),
  bind(api.CheckCompany, 'public-site/check-company'),
  bind(api.CheckHostname, 'public-site/check-hostname'),
  bind(api.ListCompanies, 'public-site/list-companies'),
  bind(api.GetCompany, 'public-site/get-company'),
  bind(api.ListRecruits, 'public-site/list-recruits'),
  bind(api.GetRecruit, 'public-site/get-recruit', { directory: { postings: 'read' } }),
  bind(api.ListBoards, 'public-site/list-boards'),
  bind(api.GetBoard, 'public-site/get-board', { directory: { boardPosts: 'read' } }),
  bind(api.ListBoardOptions, 'public-site/list-board-options'),
  bind(api.ListProjects, 'public-site/list-projects'),
  bind(api.GetProject, 'public-site/get-project'),
  bind(api.ListProjectNotices, 'public-site/list-project-notices'),
  bind(api.DownloadFile, 'public-site/download-file', { files: { files: ['read'], public: ['read'] } }),
  bind(api.CheckTest, 'public-site/check-test'),
  // Consent and identity step
  bind(api.RequestVerification, 'auth-step/request-verification'),
  bind(api.ConfirmVerification, 'auth-step/confirm-verification'),
  bind(api.CheckQualification, 'auth-step/check-qualification'),
  bind(api.GetTime, 'auth-step/get-time'),
  bind(api.CreateApplicant, 'auth-step/create-applicant'),
  // A preview key's read is audited.
  bind(api.ViewApplicant, 'auth-step/view-applicant', READ_FILES),
  // Uploads: presigned PUT, then the server's check of what arrived
  bind(api.CreateUploadUrl, 'files/create-upload-url', UPLOAD_URL),
  bind(api.ConfirmUpload, 'files/confirm-upload', CONFIRM_UPLOAD),
  // Application form
  bind(api.GetForm, 'form/get-form'),
  bind(api.GetSavedPage, 'form/get-saved-page', { table: 'read' }),
  bind(api.OpenFormPage, 'form/open-form-page', { table: 'read' }),
  bind(api.SaveApplicantPage, 'form/save-applicant-page'),
  // A log line, nothing stored.
  bind(api.LogSessionEnd, 'form/log-session-end', { table: 'read' }),
  // Preview, final submission and cancel; the preview itself is applicant/view {type: 'preview'}
  bind(api.CompleteApplicant, 'submission/complete-applicant'),
  bind(api.CancelSubmission, 'submission/cancel-submission'),
  bind(api.CheckApplicant, 'find-application/check-applicant'),
  bind(api.CheckApplicantById, 'find-application/check-applicant-by-id'),
  bind(api.DeleteApplication, 'find-application/delete-application', { files: { files: ['delete'] } }),
  // PIPA §35: the applicant's own data, its uploads by presigned GETs (the code it uses up and its audit record are writes).
  bind(api.DownloadApplicantData, 'find-application/download-applicant-data', READ_FILES),
  bind(api.FindPassword, 'find-application/find-password'),
  bind(api.ChangePassword, 'find-application/change-password'),
  // Q&A: attachments through the presigned flow, then the inquiry
  bind(api.CreateQnaUploadUrl, 'qna/create-qna-upload-url', UPLOAD_URL),
  bind(api.ConfirmQnaUpload, 'qna/confirm-qna-upload', CONFIRM_UPLOAD),
  bind(api.DeleteQnaFile, 'qna/delete-qna-file', { files: { files: ['delete'] } }),
  bind(api.CreateQnaInquiry, 'qna/create-qna-inquiry'),
  bind(api.CreateApplicantStep, 'steps/create-applicant-step'),
  bind(api.GetStepResult, 'steps/get-step-result', { table: 'read', ...READ_FILES }),
  // A staff read of a result is audited.
  bind(api.PreviewStepResult, 'steps/preview-step-result', READ_FILES),
  bind(api.SubmitStepAnswers, 'steps/submit-step-answers'),
  bind(api.CreateStepUploadUrl, 'steps/create-step-upload-url', UPLOAD_URL),
  bind(api.ConfirmStepUpload, 'steps/confirm-step-upload', CONFIRM_UPLOAD),
  bind(api.SubmitSurvey, 'steps/submit-survey'),
  // A staff read of the submissions is audited.
  bind(api.ListSubmissions, 'submission/list-submissions', { table: 'write' }),
  bind(api.RevokePreviewKeys, 'submission/revoke-preview-keys'),
  bind(api.SaveDraft, 'submission/save-draft'),
  // Exam-site selection; choices are saved through applicant/update with saveType 'place'
  bind(api.ListExamPlaces, 'exam-site/list-exam-places'),
  // Language-score verification (spec 2.13): the provider's popup url
  bind(api.EtsInit, 'language-score/ets-init', { table: 'read' }),
  // Pickers: option lists, medical institutions, postal addresses
  bind(api.ListOptions, 'form/list-options'),
  bind(api.ListMedicals, 'form/list-medicals'),
  bind(api.SearchAddress, 'form/search-address'),
  // Integration API (organisations' systems, an API key of the tenant): docs/integration-api.md
  bind(api.ListApplications, 'integration/list-applications'),
  bind(api.GetApplication, 'integration/get-application'),
  bind(api.GetApplicationSubmission, 'integration/get-application-submission'),
  bind(api.ListAuditRecords, 'integration/list-audit-records'),
  bind(api.ListApplicationFiles, 'integration/list-application-files', READ_FILES),
  bind(api.ListInquiries, 'integration/list-inquiries', READ_FILES),
  bind(api.GetApplicantStepResult, 'integration/get-applicant-step-result'),
  // Records the export job and sends it to the export job's queue; the job writes the file, the poll mints its download.
  bind(api.ExportApplications, 'integration/export-applications', { queues: ['EXPORT_UNITS_QUEUE_URL'] }),
  bind(api.GetExport, 'integration/get-export', { files: { exports: ['read'] } }),
  bind(api.MintHandoff, 'integration/mint-handoff'),
  bind(api.RevokeHandoff, 'integration/revoke-handoff'),
  // Retention and destruction (채용절차법 §11, PIPA §21): the confirmation date, the hired mark, the destruction records.
  bind(api.GetProjectRetention, 'integration/get-project-retention'),
  bind(api.SetProjectRetention, 'integration/set-project-retention'),
  bind(api.SetApplicantHired, 'integration/set-applicant-hired'),
  bind(api.ListDestructionRecords, 'integration/list-destruction-records'),
  bind(api.UpsertCompany, 'integration-config/upsert-company', { directory: { hosts: 'write', tenantList: 'write' } }),
  bind(api.UpsertCatalog, 'integration-config/upsert-catalog'),
  bind(api.UpsertProject, 'integration-config/upsert-project', { directory: { deadlines: 'write' } }),
  bind(api.UpsertPosting, 'integration-config/upsert-posting', { directory: { postings: 'write' } }),
  bind(api.UpsertBoardPost, 'integration-config/upsert-board-post', { directory: { boardPosts: 'write' } }),
  bind(api.UpsertStep, 'integration-config/upsert-step', { directory: { releases: 'write' } }),
  bind(api.UpsertStepResult, 'integration-config/upsert-step-result'),
  bind(api.CreateSiteUploadUrl, 'integration-config/create-site-upload-url', UPLOAD_URL),
  bind(api.ConfirmSiteUpload, 'integration-config/confirm-site-upload', CONFIRM_UPLOAD),
  // Staff handoff (spec part 2, 2.18): the minted link's login
  bind(api.HandoffLogin, 'handoff/log-in-by-handoff'),
];

/** Scheduled functions, also generated by the stack and run on a timer locally. */
export interface JobDef {
  id: string;
  handler: string;
  /** EventBridge schedule expression; none for a job its queue alone starts (its units are sent by a route). */
  schedule?: string;
  /** Local timer interval (with the schedule). */
  localIntervalMs?: number;
  /** Its function's time, and memory (MB): 60 s and 512 MB unless told. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Also started by the table's stream for new items of this entity (an event source mapping with that filter). */
  streamEntity?: string;
  /** What it reaches, across every tenant (function-access.ts). */
  access: FunctionAccess;
  /**
   * The run fans its work out as units on a queue of its own, which starts the same handler with each unit (an SQS
   * event): tried `maxReceiveCount` times, then parked on the queue's dead-letter queue. The local runtime's queue
   * stand-in (functions/src/local/local-queues.ts) delivers them the same way.
   */
  units?: JobUnits;
}
export interface JobUnits {
  /** The environment variable (functions/src/config.ts) that gives the job's function its queue's URL. */
  queueUrlVariable: UnitQueueVariable;
  /** Tries of one unit before it is parked. */
  maxReceiveCount: number;
  /** Units at once, across the job's invocations (the event source's maximum concurrency, at least 2). */
  maxConcurrency: number;
}
export const jobs: readonly JobDef[] = [
  // Each project end that passed is a unit of its own: no tenant's sweep waits behind another's. The run reads the
  // deadline schedule and takes its lease there; each unit temp-saves its project's drafts.
  {
    id: 'DeadlineSweep',
    handler: 'deadline-sweep',
    schedule: 'rate(1 minute)',
    localIntervalMs: 60_000,
    units: { queueUrlVariable: 'DEADLINE_UNITS_QUEUE_URL', maxReceiveCount: 3, maxConcurrency: 10 },
    access: jobAccess({ table: 'write', directory: { deadlines: 'write', leases: 'write' } }),
  },
  // Retention and destruction (채용절차법 §11, PIPA §21; docs/compliance.md): daily at 03:00 KST, each project past its
  // retention period a unit of its own, which destroys its applicants (every version of their files too) and writes the
  // destruction record. The only function that lists and deletes upload versions (`destroy`).
  {
    id: 'RetentionDestruction',
    handler: 'retention-destruction',
    schedule: 'cron(0 18 * * ? *)',
    localIntervalMs: 60_000,
    units: { queueUrlVariable: 'RETENTION_UNITS_QUEUE_URL', maxReceiveCount: 3, maxConcurrency: 2 },
    // Across tenants by declaration, as the delivery is: its own role holds the version listing and deletes that destroy
    // uploads (no tenant role carries them), and every project past its period is its to reach.
    access: jobAccess({ table: 'write', tenants: 'every', directory: { tenantList: 'read', leases: 'write' }, files: { files: ['destroy'], staging: ['destroy'] } }),
  },
  // The integration API's exports (POST exports sends each as a unit): the file written to S3 part by part, a unit that
  // ran out of time sent again to go on after its last part. No schedule: SQS holds a unit until it is done (a crashed
  // try comes back after the visibility timeout), its last failed try marks the export failed, and the parked unit waits
  // on the dead-letter queue for the operator's redrive (docs/operations.md 'The export job'); a sweep would only repeat that.
  {
    id: 'WriteExports',
    handler: 'write-exports',
    timeoutSeconds: 300,
    memoryMb: 1024,
    units: { queueUrlVariable: 'EXPORT_UNITS_QUEUE_URL', maxReceiveCount: 3, maxConcurrency: 4 },
    access: jobAccess({ table: 'write', files: { exports: ['read', 'write'] } }),
  },
  // Queues the notices of results that opened, and of result openings moved later (채용절차법 §8), as outbox items; the
  // delivery sends them. It writes the releases' directory to keep how far telling a move got.
  { id: 'NotifyResults', handler: 'notify-results', schedule: 'rate(1 minute)', localIntervalMs: 60_000, access: jobAccess({ table: 'write', directory: { releases: 'write' } }) },
  // New messages come by the stream at once; the schedule sweeps retries and what waited for the rate's slots.
  {
    id: 'DeliverMessages',
    handler: 'deliver-messages',
    schedule: 'rate(1 minute)',
    localIntervalMs: 5_000,
    streamEntity: 'OutboxMessage',
    // Across tenants at once: each run reads every registered tenant's outbox (its backlog), so its own role holds the
    // tenants' partitions instead of assuming one tenant's role per tenant a minute (docs/security.md 'Isolation twice').
    access: jobAccess({ table: 'write', tenants: 'every', directory: { tenantList: 'read', sendRate: 'write' }, send: ['email', 'sms'], secrets: ['pepper', 'alimtalk'] }),
  },
];

/** A function started by a queue of a provider's events: no route, no schedule. */
export interface ConsumerDef {
  id: string;
  handler: string;
  source: 'ses-events';
  access: FunctionAccess;
}
export const consumers: readonly ConsumerDef[] = [
  // SES's events about the portal's mails (Send, Delivery, Bounce, Complaint, Reject): outcomes, and suppressed mailboxes.
  { id: 'RecordMailEvents', handler: 'record-mail-events', source: 'ses-events', access: jobAccess({ table: 'write' }) },
];
