/**
 * The only place table keys are built (docs/data-model.md lists them).
 * Tenant items live under pk 'T#<companyId>'; ids are zero-padded so that
 * sort-key order is numeric order.
 */
const pad = (n: number) => String(n).padStart(12, '0');
const pad3 = (n: number) => String(n).padStart(3, '0');

export const keys = {
  tenantPk: (tenantId: number) => `T#${tenantId}`,

  company: () => 'COMPANY',
  popup: (id: number) => `POPUP#${pad(id)}`,
  popupPrefix: () => 'POPUP#',
  posting: (id: number) => `POSTING#${pad(id)}`,
  postingPrefix: () => 'POSTING#',
  project: (id: number) => `PROJECT#${pad(id)}`,
  projectTask: (projectId: number, taskId: number) => `PROJECT#${pad(projectId)}#TASK#${pad(taskId)}`,
  projectPrefix: () => 'PROJECT#',
  boardPost: (id: number) => `BOARD#${pad(id)}`,
  boardOptions: (type: string) => `BOARDOPTIONS#${type}`,
  staffSession: (tokenHash: string) => `STAFFSESSION#${tokenHash}`,
  verification: (channel: string, purpose: string, recipientHash: string) => `VERIFY#${channel}#${purpose}#${recipientHash}`,
  verificationRate: (channel: string, recipientHash: string, hourBucket: number) => `VERIFYRATE#${channel}#${recipientHash}#${hourBucket}`,
  /** Code sends from one client address (keyed hash of the address) in one hour. */
  verificationAddressRate: (addressHash: string, hourBucket: number) => `VERIFYRATE#ADDR#${addressHash}#${hourBucket}`,
  /** Code sends of the whole tenant in one hour: one of a few shards (see verification-repository.ts). */
  verificationTenantRate: (hourBucket: number, shard: number) => `VERIFYRATE#TENANT#${hourBucket}#${shard}`,
  applicant: (id: number) => `APPLICANT#${pad(id)}`,
  applicantCounter: () => 'COUNTER#APPLICANT',
  applicantIdentity: (projectId: number, identityHash: string) => `APPLICANTIDENTITY#${pad(projectId)}#${identityHash}`,
  applicantToken: (tokenHash: string) => `APPTOKEN#${tokenHash}`,
  /** The tenant's preview epoch (its own item: a company re-import must not reset it and revive revoked keys). */
  previewKeyEpoch: () => 'PREVIEWKEYEPOCH',
  formPage: (taskId: number, pageIndex: number) => `FORM#${pad(taskId)}#PAGE#${pad3(pageIndex)}`,
  formPagePrefix: (taskId: number) => `FORM#${pad(taskId)}#PAGE#`,
  answerPage: (applicantId: number, pageIndex: number) => `ANSWER#${pad(applicantId)}#PAGE#${pad3(pageIndex)}`,
  answerPagePrefix: (applicantId: number) => `ANSWER#${pad(applicantId)}#PAGE#`,
  /** Applicant numbers are a counter per project: unique, assigned once, never reused. */
  applicantNumberCounter: (projectId: number) => `COUNTER#APPNUMBER#${pad(projectId)}`,
  /** Final-submission snapshots: a header per submission and one item per page (each page stays under 400 KB). */
  submission: (applicantId: number, seq: number) => `SUBMISSION#${pad(applicantId)}#${pad3(seq)}`,
  submissionPage: (applicantId: number, seq: number, pageIndex: number) => `SUBMISSION#${pad(applicantId)}#${pad3(seq)}#PAGE#${pad3(pageIndex)}`,
  submissionPrefix: (applicantId: number) => `SUBMISSION#${pad(applicantId)}#`,
  /** What the applicant typed but did not save yet, one per page; gsi1 groups them by project for the deadline job. */
  draft: (applicantId: number, pageIndex: number) => `DRAFT#${pad(applicantId)}#PAGE#${pad3(pageIndex)}`,
  draftGsiPk: (tenantId: number, projectId: number) => `T#${tenantId}#DRAFTS#${pad(projectId)}`,
  draftGsiSk: (applicantId: number, pageIndex: number) => `${pad(applicantId)}#${pad3(pageIndex)}`,
  /** Exam places of a form detail (live seat and waitlist counts) and each applicant's one choice per detail. */
  examPlace: (detailId: number, placeId: number) => `EXAMPLACE#${pad(detailId)}#${pad(placeId)}`,
  examPlacePrefix: (detailId: number) => `EXAMPLACE#${pad(detailId)}#`,
  examChoice: (detailId: number, applicantId: number) => `EXAMCHOICE#${pad(detailId)}#${pad(applicantId)}`,
  examChoicePrefix: (detailId: number) => `EXAMCHOICE#${pad(detailId)}#`,
  /** A place's waitlist in order: one entry per waitlisted applicant, keyed by examWaitKey (when it joined, then who). */
  examWait: (detailId: number, placeId: number, waitKey: string) => `EXAMWAIT#${pad(detailId)}#${pad(placeId)}#${waitKey}`,
  examWaitKey: (joinedAtMs: number, applicantId: number) => `${String(joinedAtMs).padStart(15, '0')}#${pad(applicantId)}`,
  examWaitPrefix: (detailId: number, placeId: number) => `EXAMWAIT#${pad(detailId)}#${pad(placeId)}#`,
  /** A checked upload of an applicant; keyHash = SHA-256 (hex) of the object key. */
  upload: (applicantId: number, keyHash: string) => `UPLOAD#${pad(applicantId)}#${keyHash}`,
  uploadPrefix: (applicantId: number) => `UPLOAD#${pad(applicantId)}#`,
  /** Which confirm of a staging object won, and the final key it copied to; keyHash = SHA-256 (hex) of the staging key. */
  uploadClaim: (applicantId: number, keyHash: string) => `UPLOADCLAIM#${pad(applicantId)}#${keyHash}`,

  /** Picker catalogues: a head item (first chunk + chunk count), more chunks when a catalogue nears the item limit. */
  catalog: (kind: string) => `CATALOG#${kind}`,
  catalogChunk: (kind: string, index: number) => `CATALOG#${kind}#${String(index).padStart(3, '0')}`,
  /** A task's picker index (which list types it has; also proves the task exists) and its option lists. */
  taskOptionIndex: (taskId: number) => `OPTIONLIST#${pad(taskId)}`,
  optionList: (taskId: number, type: string) => `OPTIONLIST#${pad(taskId)}#${type}`,
  optionListPrefix: () => 'OPTIONLIST#',

  /** gsi1: board posts of one type, newest first. */
  boardListGsiPk: (tenantId: number, type: string) => `T#${tenantId}#BOARD#${type}`,
  boardListGsiSk: (date: string, id: number) => `${date}#${pad(id)}`,

  /** Directory items (not tenant data): host and domain-key routing, posting ownership. */
  directoryDomainKey: (domainKey: string) => ({ pk: `DIR#DOMAINKEY#${domainKey}`, sk: 'TENANT' }),
  directoryHost: (host: string) => ({ pk: `DIR#HOST#${host}`, sk: 'TENANT' }),
  directoryDefault: () => ({ pk: 'DIR#DEFAULT', sk: 'TENANT' }),
  directoryPosting: (postingId: number) => ({ pk: `DIR#POSTING#${pad(postingId)}`, sk: 'OWNER' }),
  /** The deadline schedule across tenants: one item per project end, sorted by the end time (KST text sorts). */
  directoryDeadlinePk: () => 'DIR#DEADLINE',
  directoryDeadlineSk: (endDate: string, tenantId: number, projectId: number) => `${endDate}#${pad(tenantId)}#${pad(projectId)}`,
} as const;

export const entity = {
  company: 'Company',
  popup: 'Popup',
  posting: 'Posting',
  project: 'Project',
  task: 'Task',
  boardPost: 'BoardPost',
  boardOptions: 'BoardOptions',
  staffSession: 'StaffSession',
  verification: 'Verification',
  verificationRate: 'VerificationRate',
  applicant: 'Applicant',
  counter: 'Counter',
  applicantIdentity: 'ApplicantIdentity',
  applicantToken: 'ApplicantToken',
  previewKeyEpoch: 'PreviewKeyEpoch',
  formPage: 'FormPage',
  answerPage: 'AnswerPage',
  upload: 'Upload',
  uploadClaim: 'UploadClaim',
  submission: 'Submission',
  submissionPage: 'SubmissionPage',
  draft: 'Draft',
  examPlace: 'ExamPlace',
  examChoice: 'ExamChoice',
  examWait: 'ExamWait',
  deadline: 'Deadline',
  catalog: 'Catalog',
  catalogChunk: 'CatalogChunk',
  taskOptionIndex: 'TaskOptionIndex',
  optionList: 'OptionList',
  directory: 'Directory',
} as const;
