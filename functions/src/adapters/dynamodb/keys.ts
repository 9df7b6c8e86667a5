/**
 * The only place table keys are built (docs/data-model.md lists them, with the access pattern behind each).
 *
 * A tenant's items are spread over many partitions, all starting with the tenant: `T#<companyId>` holds the
 * configuration read together (company, postings, projects, forms, catalogues), and each applicant, token,
 * verification recipient, counter and exam site has its own `T#<companyId>#<part>`, so one organisation's deadline
 * writes to thousands of partitions instead of one. An `ItemKey` names the part inside the tenant, never the tenant:
 * only a TenantTable, built for one tenant, turns it into a partition key. Ids are zero-padded so that sort-key
 * order is numeric order.
 */
const pad = (n: number) => String(n).padStart(12, '0');
const pad3 = (n: number) => String(n).padStart(3, '0');

/** An item of one tenant: `part` '' is the tenant's own partition `T#<c>`, anything else `T#<c>#<part>`. */
export interface ItemKey {
  readonly part: string;
  readonly sk: string;
}

const root = (sk: string): ItemKey => ({ part: '', sk });
const applicantPart = (applicantId: number) => `A#${pad(applicantId)}`;
const examPart = (detailId: number) => `EXAM#${pad(detailId)}`;

/** Drafts are indexed by project for the deadline job over this many gsi1 partitions (by applicant id). */
export const DRAFT_INDEX_SHARDS = 32;
/** A tenant's hourly code-send budget is spread over this many counter items, each in its own partition. */
export const TENANT_RATE_SHARDS = 8;
/** A step's pending result notifications are indexed over this many gsi1 partitions (a bulk publish writes them all). */
export const NOTIFY_INDEX_SHARDS = 8;
/** A project's applicants are indexed for the integration API over this many gsi1 partitions (by applicant id). */
export const APPLICANT_INDEX_SHARDS = 8;
/** A tenant's messages waiting to be sent are indexed over this many gsi1 partitions (by message id). */
export const OUTBOX_INDEX_SHARDS = 4;
/** A tenant's audit trail of a month is spread over this many partitions (and as many hash chains), by record id. */
export const AUDIT_SHARDS = 8;
/** The shard of an audit record: from the first hex digits of its random id (12 hex digits). */
export const auditShardOf = (id: string): number => (Number.parseInt(id.slice(0, 4), 16) || 0) % AUDIT_SHARDS;

export const keys = {
  tenantPk: (tenantId: number) => `T#${tenantId}`,
  /** The table key of an item of a tenant (TenantTable builds it; tools outside a repository use this). */
  tableKey: (tenantId: number, key: ItemKey) => ({ pk: key.part ? `T#${tenantId}#${key.part}` : `T#${tenantId}`, sk: key.sk }),

  // Configuration: the tenant's own partition (read together, cached in containers, written by imports).
  company: () => root('COMPANY'),
  popup: (id: number) => root(`POPUP#${pad(id)}`),
  popupPrefix: () => root('POPUP#'),
  posting: (id: number) => root(`POSTING#${pad(id)}`),
  postingPrefix: () => root('POSTING#'),
  project: (id: number) => root(`PROJECT#${pad(id)}`),
  projectTask: (projectId: number, taskId: number) => root(`PROJECT#${pad(projectId)}#TASK#${pad(taskId)}`),
  projectTaskPrefix: (projectId: number) => root(`PROJECT#${pad(projectId)}#TASK#`),
  projectPrefix: () => root('PROJECT#'),
  boardPost: (id: number) => root(`BOARD#${pad(id)}`),
  boardOptions: (type: string) => root(`BOARDOPTIONS#${type}`),
  /** The tenant's preview epoch (its own item: a company re-import must not reset it and revive revoked keys). */
  previewKeyEpoch: () => root('PREVIEWKEYEPOCH'),
  formPage: (taskId: number, pageIndex: number) => root(`FORM#${pad(taskId)}#PAGE#${pad3(pageIndex)}`),
  formPagePrefix: (taskId: number) => root(`FORM#${pad(taskId)}#PAGE#`),
  /** Picker catalogues: a head item (first chunk + chunk count), more chunks when a catalogue nears the item limit. */
  catalog: (kind: string) => root(`CATALOG#${kind}`),
  catalogChunk: (kind: string, index: number) => root(`CATALOG#${kind}#${String(index).padStart(3, '0')}`),
  /** A task's picker index (which list types it has; also proves the task exists) and its option lists. */
  taskOptionIndex: (taskId: number) => root(`OPTIONLIST#${pad(taskId)}`),
  optionList: (taskId: number, type: string) => root(`OPTIONLIST#${pad(taskId)}#${type}`),
  optionListPrefix: () => root('OPTIONLIST#'),

  // Secrets looked up by hash: each token its own partition.
  staffSession: (tokenHash: string) => ({ part: `STAFF#${tokenHash}`, sk: 'SESSION' }),
  applicantToken: (tokenHash: string) => ({ part: `APPTOKEN#${tokenHash}`, sk: 'APPTOKEN' }),
  /** A password-reset token (single use, minutes long): its own partition, like an applicant token. */
  passwordReset: (tokenHash: string) => ({ part: `PWRESET#${tokenHash}`, sk: 'PWRESET' }),
  /** A staff handoff link (single use, minutes long), by its public id; the secret is checked against its stored hash. */
  handoff: (id: string) => ({ part: `HANDOFF#${id}`, sk: 'HANDOFF' }),

  // Verification: a partition per recipient (its current code per purpose and its hourly send counts),
  // per client address, and per shard of the tenant's hourly budget.
  verification: (channel: string, purpose: string, recipientHash: string) => ({ part: `VERIFY#${channel}#${recipientHash}`, sk: `CODE#${purpose}` }),
  verificationRate: (channel: string, recipientHash: string, hourBucket: number) => ({ part: `VERIFY#${channel}#${recipientHash}`, sk: `RATE#${hourBucket}` }),
  /** Code sends from one client address (keyed hash of the address) in one hour. */
  verificationAddressRate: (addressHash: string, hourBucket: number) => ({ part: `VERIFYADDR#${addressHash}`, sk: `RATE#${hourBucket}` }),
  /** Code sends of the whole tenant in one hour: one of TENANT_RATE_SHARDS items (see verification-repository.ts). */
  verificationTenantRate: (hourBucket: number, shard: number) => ({ part: `VERIFYTENANT#${shard}`, sk: `RATE#${hourBucket}` }),
  /** Applicant-triggered e-mails in one hour, of one applicant (`A`, its id) or to one address (`R`, a keyed hash of it). */
  mailRate: (scope: 'A' | 'R', id: string, hourBucket: number) => ({ part: `MAILRATE#${scope}#${id}`, sk: `RATE#${hourBucket}` }),

  // Counters: each its own partition (one item is written by every creation or first submission).
  applicantCounter: () => ({ part: 'COUNTER#APPLICANT', sk: 'COUNTER' }),
  /** Applicant numbers are a counter per project: unique, assigned once, never reused. */
  applicantNumberCounter: (projectId: number) => ({ part: `COUNTER#APPNUMBER#${pad(projectId)}`, sk: 'COUNTER' }),
  /** One application per person and project: one partition per verified fact, written with the applicant. */
  applicantIdentity: (projectId: number, identityHash: string) => ({ part: `IDENTITY#${pad(projectId)}#${identityHash}`, sk: 'IDENTITY' }),

  /** Identification (find my application): the applicant of a login key (failures are counted by the abuse controls' keys). */
  applicantLogin: (projectId: number, loginHash: string) => ({ part: `LOGIN#${pad(projectId)}#${loginHash}`, sk: 'LOGIN' }),
  /** What a visitor's write with an idempotency key (an auth save: no applicant yet) answered: the key's own partition of the tenant. */
  visitorIdempotency: (idempotencyKey: string) => ({ part: `IDEMPOTENCY#${idempotencyKey}`, sk: 'IDEMPOTENCY' }),
  /** Failed tries of one person (login key or external account, a keyed hash) from one client address on one route: in the person's partition, so a verified recovery code clears them all with one Query. */
  failurePair: (personHash: string, route: string, addressHash: string) => ({ part: `FAILS#${personHash}`, sk: `${route}#${addressHash}` }),
  failurePerson: (personHash: string) => ({ part: `FAILS#${personHash}`, sk: '' }),
  /** Failed tries from one client address on one route in one hour. */
  failureAddressRate: (route: string, addressHash: string, hourBucket: number) => ({ part: `FAILADDR#${route}#${addressHash}`, sk: `RATE#${hourBucket}` }),
  /** A used proof-of-work challenge (its hash, from a salt we chose at random): one item per proof, kept until it expires. */
  usedChallenge: (challengeHash: string) => ({ part: `CHALLENGE#${challengeHash}`, sk: 'USED' }),

  // One applicant's partition: the applicant, its answers, drafts, submissions and uploads (one writer at a time).
  applicant: (id: number) => ({ part: applicantPart(id), sk: 'APPLICANT' }),
  /** The consents given when applying, written once with the applicant (kept off the applicant item, which is written often). */
  applicantConsents: (id: number) => ({ part: applicantPart(id), sk: 'CONSENTS' }),
  /** Every item of one applicant (the whole partition: a Query with no sort-key condition). */
  applicantItems: (id: number) => ({ part: applicantPart(id), sk: '' }),
  answerPage: (applicantId: number, pageIndex: number) => ({ part: applicantPart(applicantId), sk: `ANSWER#${pad3(pageIndex)}` }),
  answerPagePrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'ANSWER#' }),
  /** What an applicant's write sent with an idempotency key (a UUID) answered, for its retries; written with the write, TTL a day. */
  applicantIdempotency: (applicantId: number, idempotencyKey: string) => ({ part: applicantPart(applicantId), sk: `IDEMPOTENCY#${idempotencyKey}` }),
  /** Final-submission snapshots: a header per submission and one item per page (each page stays under 400 KB). */
  submission: (applicantId: number, seq: number) => ({ part: applicantPart(applicantId), sk: `SUBMISSION#${pad3(seq)}` }),
  submissionPage: (applicantId: number, seq: number, pageIndex: number) => ({ part: applicantPart(applicantId), sk: `SUBMISSION#${pad3(seq)}#PAGE#${pad3(pageIndex)}` }),
  submissionPrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'SUBMISSION#' }),
  submissionPagePrefix: (applicantId: number, seq: number) => ({ part: applicantPart(applicantId), sk: `SUBMISSION#${pad3(seq)}#PAGE#` }),
  /** What the applicant typed but did not save yet, one per page; gsi1 groups them by project for the deadline job. */
  draft: (applicantId: number, pageIndex: number) => ({ part: applicantPart(applicantId), sk: `DRAFT#${pad3(pageIndex)}` }),
  draftPrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'DRAFT#' }),
  /** A checked upload of an applicant; keyHash = SHA-256 (hex) of the object key. */
  upload: (applicantId: number, keyHash: string) => ({ part: applicantPart(applicantId), sk: `UPLOAD#${keyHash}` }),
  uploadPrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'UPLOAD#' }),
  /** Which confirm of a staging object won, and the final key it copied to; keyHash = SHA-256 (hex) of the staging key. */
  uploadClaim: (applicantId: number, keyHash: string) => ({ part: applicantPart(applicantId), sk: `UPLOADCLAIM#${keyHash}` }),
  /** A Q&A inquiry of the applicant; gsi1 lists the tenant's inquiries, newest first, for staff and the integration API. */
  inquiry: (applicantId: number, id: string) => ({ part: applicantPart(applicantId), sk: `INQUIRY#${id}` }),
  inquiryPrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'INQUIRY#' }),

  // One exam detail's partition: its places (live seat and waitlist counts), choices and waitlists.
  examPlace: (detailId: number, placeId: number) => ({ part: examPart(detailId), sk: `PLACE#${pad(placeId)}` }),
  examPlacePrefix: (detailId: number) => ({ part: examPart(detailId), sk: 'PLACE#' }),
  examChoice: (detailId: number, applicantId: number) => ({ part: examPart(detailId), sk: `CHOICE#${pad(applicantId)}` }),
  examChoicePrefix: (detailId: number) => ({ part: examPart(detailId), sk: 'CHOICE#' }),
  /** A place's waitlist in order: one entry per waitlisted applicant, keyed by examWaitKey (when it joined, then who). */
  examWait: (detailId: number, placeId: number, waitKey: string) => ({ part: examPart(detailId), sk: `WAIT#${pad(placeId)}#${waitKey}` }),
  examWaitKey: (joinedAtMs: number, applicantId: number) => `${String(joinedAtMs).padStart(15, '0')}#${pad(applicantId)}`,
  examWaitPrefix: (detailId: number, placeId: number) => ({ part: examPart(detailId), sk: `WAIT#${pad(placeId)}#` }),

  /**
   * A project's retention (채용절차법 §11, PIPA §21): when its result was confirmed (data, not configuration: an import
   * leaves it), the running counts of its destruction, and whether it is destroyed. The retention job reads every
   * tenant's with one Query of this prefix.
   */
  projectRetention: (projectId: number) => root(`RETENTION#${pad(projectId)}`),
  projectRetentionPrefix: () => root('RETENTION#'),
  /** The destruction record (파기 대장) of a project: one per project, no personal data. */
  destructionRecord: (projectId: number) => root(`DESTRUCTION#${pad(projectId)}`),
  destructionRecordPrefix: () => root('DESTRUCTION#'),

  /** A project's selection steps (configuration, read with the project). */
  step: (projectId: number, stepId: number) => root(`PROJECT#${pad(projectId)}#STEP#${pad(stepId)}`),
  stepPrefix: (projectId: number) => root(`PROJECT#${pad(projectId)}#STEP#`),
  /** An applicant's step: the published result and the answers, in the applicant's partition (the history reads them in one Query). */
  applicantStep: (applicantId: number, stepId: number) => ({ part: applicantPart(applicantId), sk: `STEP#${pad(stepId)}` }),
  applicantStepPrefix: (applicantId: number) => ({ part: applicantPart(applicantId), sk: 'STEP#' }),
  /** gsi1, sparse: published results not yet told to their applicant, in NOTIFY_INDEX_SHARDS partitions per step. */
  notifyGsiPk: (tenantId: number, stepId: number, applicantId: number) => `T#${tenantId}#NOTIFY#${pad(stepId)}#${pad3(applicantId % NOTIFY_INDEX_SHARDS)}`,
  notifyGsiPks: (tenantId: number, stepId: number) => Array.from({ length: NOTIFY_INDEX_SHARDS }, (_, shard) => `T#${tenantId}#NOTIFY#${pad(stepId)}#${pad3(shard)}`),
  notifyGsiSk: (applicantId: number) => pad(applicantId),

  /**
   * The tenant's audit trail: AUDIT_SHARDS partitions per month (UTC), the record's shard from its random id, so a bulk
   * export or a result day spreads its writes; each shard sorted by time and hash-chained (audit-chain.ts).
   */
  audit: (month: string, at: string, id: string) => ({ part: `AUDIT#${month}#${pad3(auditShardOf(id))}`, sk: `${at}#${id}` }),
  /** Every record of one shard of a month (the whole partition). */
  auditShard: (month: string, shard: number) => ({ part: `AUDIT#${month}#${pad3(shard)}`, sk: '' }),
  /** The month's shards, each read in turn or in parallel by every reader of the month. */
  auditShards: (month: string) => Array.from({ length: AUDIT_SHARDS }, (_, shard) => ({ part: `AUDIT#${month}#${pad3(shard)}`, sk: '' })),
  /**
   * A record written before the shards (one partition per month, unchained): read beside the shards until those months
   * pass out of every period read, and forgotten by the retention job like the others.
   */
  auditUnsharded: (month: string, at: string, id: string) => ({ part: `AUDIT#${month}`, sk: `${at}#${id}` }),
  auditUnshardedMonth: (month: string) => ({ part: `AUDIT#${month}`, sk: '' }),
  /** The head of one shard's chain (its last link and hash): its own partition, written in the record's transaction under a version condition. */
  auditChainHead: (month: string, shard: number) => ({ part: `AUDITHEAD#${month}#${pad3(shard)}`, sk: 'HEAD' }),
  /** One application's trail: every record naming it, its page saves too, in a partition of its own (apart from its data, so deleting the application leaves it). */
  applicantAudit: (applicantId: number, at: string, id: string) => ({ part: `AUDITAPP#${pad(applicantId)}`, sk: `${at}#${id}` }),
  applicantAuditAll: (applicantId: number) => ({ part: `AUDITAPP#${pad(applicantId)}`, sk: '' }),
  /** gsi1: the tenant's Q&A inquiries by time (a few a day per organisation: one partition is plenty). */
  inquiryGsiPk: (tenantId: number) => `T#${tenantId}#INQUIRIES`,
  inquiryGsiSk: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** gsi1: board posts of one type, newest first. */
  boardListGsiPk: (tenantId: number, type: string) => `T#${tenantId}#BOARD#${type}`,
  boardListGsiSk: (date: string, id: number) => `${date}#${pad(id)}`,
  /** gsi1: a project's drafts, in DRAFT_INDEX_SHARDS partitions chosen by applicant id (every draft write also writes here). */
  draftGsiPk: (tenantId: number, projectId: number, applicantId: number) => `T#${tenantId}#DRAFTS#${pad(projectId)}#${pad3(applicantId % DRAFT_INDEX_SHARDS)}`,
  draftGsiPks: (tenantId: number, projectId: number) =>
    Array.from({ length: DRAFT_INDEX_SHARDS }, (_, shard) => `T#${tenantId}#DRAFTS#${pad(projectId)}#${pad3(shard)}`),
  draftGsiSk: (applicantId: number, pageIndex: number) => `${pad(applicantId)}#${pad3(pageIndex)}`,

  // Integration API keys: each key in its own partition, looked up by its keyed hash on every call of the
  // integration API; the tenant's list of its keys (id -> hash) in the configuration partition (a handful per tenant).
  apiKey: (keyHash: string) => ({ part: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  apiKeyIndex: (keyId: string) => root(`APIKEYINDEX#${keyId}`),
  apiKeyIndexPrefix: () => root('APIKEYINDEX#'),
  /**
   * The version of an item the integration API writes: configuration items' in the configuration partition, one
   * applicant's result's in that applicant's partition (deleted with the applicant).
   */
  revision: (kind: string, id: string, applicantId?: number) =>
    applicantId === undefined ? root(`REVISION#${kind}#${id}`) : { part: applicantPart(applicantId), sk: `REVISION#${kind}#${id}` },
  /** Every configuration item's revision (applicants' results excluded): one partition, one prefix. */
  configRevisions: () => root('REVISION#'),
  /** gsi1 of the applicant item: a project's applicants, in APPLICANT_INDEX_SHARDS partitions chosen by applicant id (the integration API lists them). */
  applicantGsiPk: (tenantId: number, projectId: number, shard: number) => `T#${tenantId}#APPS#${pad(projectId)}#${pad3(shard)}`,
  applicantGsiShard: (applicantId: number) => applicantId % APPLICANT_INDEX_SHARDS,
  applicantGsiSk: (applicantId: number) => pad(applicantId),

  /**
   * An outgoing message (docs/messaging.md): an applicant's in the applicant's partition (deleted with it), any other
   * in a partition of its own. gsi1, sparse: while it waits to be sent, by priority and the time it is due.
   */
  outboxMessage: (id: string, applicantId?: number) => (applicantId === undefined ? { part: `MSG#${id}`, sk: 'MSG' } : { part: applicantPart(applicantId), sk: `MSG#${id}` }),
  outboxGsiPk: (tenantId: number, shard: number) => `T#${tenantId}#OUTBOX#${pad3(shard)}`,
  outboxGsiPks: (tenantId: number) => Array.from({ length: OUTBOX_INDEX_SHARDS }, (_, shard) => `T#${tenantId}#OUTBOX#${pad3(shard)}`),
  /** Codes ('0') sort before notices ('1'); within each, the earliest due first. */
  outboxGsiSk: (priority: 0 | 1, dueAt: string, id: string) => `${priority}#${dueAt}#${id}`,
  /** gsi1 of sent texts awaiting the provider's delivery report, by when to ask next (apart from the waiting ones). */
  textReportGsiPk: (tenantId: number, shard: number) => `T#${tenantId}#TEXTREPORT#${pad3(shard)}`,
  textReportGsiPks: (tenantId: number) => Array.from({ length: OUTBOX_INDEX_SHARDS }, (_, shard) => `T#${tenantId}#TEXTREPORT#${pad3(shard)}`),
  textReportGsiSk: (reportAt: string, id: string) => `${reportAt}#${id}`,
  /** gsi1 of the mail held for a suppressed mailbox, oldest first: lifting the suppression sends them after all. */
  heldMailGsiPk: (tenantId: number, mailboxHash: string) => `T#${tenantId}#HELDMAIL#${mailboxHash}`,
  heldMailGsiSk: (createdAt: string, id: string) => `${createdAt}#${id}`,
  /** A mailbox mail is no longer sent to (a permanent bounce or a complaint), by a keyed hash of the mailbox. */
  mailSuppression: (mailboxHash: string) => ({ part: `SUPPRESS#${mailboxHash}`, sk: 'MAIL' }),
  /** gsi1 of the suppressions: the tenant's suppressed mailboxes by the time of their bounce or complaint (the operator lists them). */
  mailSuppressionGsiPk: (tenantId: number) => `T#${tenantId}#SUPPRESSED`,
  mailSuppressionGsiSk: (at: string, mailboxHash: string) => `${at}#${mailboxHash}`,
  /** An integration API export job (its state, progress and multipart upload), in the tenant's configuration partition. */
  exportJob: (id: string) => root(`EXPORT#${id}`),

  /** Directory items (not tenant data): host and domain-key routing, posting ownership. */
  directoryDomainKey: (domainKey: string) => ({ pk: `DIR#DOMAINKEY#${domainKey}`, sk: 'TENANT' }),
  directoryHost: (host: string) => ({ pk: `DIR#HOST#${host}`, sk: 'TENANT' }),
  directoryDefault: () => ({ pk: 'DIR#DEFAULT', sk: 'TENANT' }),
  directoryPosting: (postingId: number) => ({ pk: `DIR#POSTING#${pad(postingId)}`, sk: 'OWNER' }),
  /** Which tenant wrote a board post id: another company's post is '비정상 접근', an id nobody has is not found. */
  directoryBoardPost: (postId: number) => ({ pk: `DIR#BOARD#${pad(postId)}`, sk: 'OWNER' }),
  /** The deadline schedule across tenants: one item per project end, sorted by the end time (KST text sorts). */
  directoryDeadlinePk: () => 'DIR#DEADLINE',
  directoryDeadlineSk: (endDate: string, tenantId: number, projectId: number) => `${endDate}#${pad(tenantId)}#${pad(projectId)}`,
  /** When each step's results open, across tenants, sorted by the start (the notification job's one Query). */
  directoryReleasePk: () => 'DIR#RESULTRELEASE',
  directoryReleaseSk: (start: string, tenantId: number, stepId: number) => `${start}#${pad(tenantId)}#${pad(stepId)}`,
  /** A moved release waiting to be told (after every start's date text: 'M' sorts after digits). */
  directoryReleaseMoveSk: (tenantId: number, stepId: number, at: string) => `MOVED#${pad(tenantId)}#${pad(stepId)}#${at}`,
  /** Every tenant, one item each (the message sweep's list of tenants to look at, never a Scan). */
  directoryTenantsPk: () => 'DIR#TENANTS',
  directoryTenantSk: (tenantId: number) => pad(tenantId),
  /** A job's lease (its run, or one unit of its work), one partition each: only the job's functions touch it. */
  directoryLease: (name: string) => ({ pk: `DIR#LEASE#${name}`, sk: 'LEASE' }),
  /** The platform's sends of one channel in one second, across tenants (the provider's rate is the account's). */
  directorySendRate: (channel: string, second: number) => ({ pk: `DIR#SENDRATE#${channel}`, sk: String(second) }),
} as const;

/**
 * The partitions of the table by who owns them, as IAM's `dynamodb:LeadingKeys` patterns (StringLike: `*` any run of
 * characters, only ever after a '#'). A function's role and the local runtime's store check name these
 * (functions/src/adapters/access/function-access.ts): every tenant's partitions, and the directory's by what they hold.
 */
export const partitionPatterns = {
  /** `T#<c>` and `T#<c>#…` of every tenant (one tenant's are `T#<c>` and `T#<c>#*`: tenant-scope.ts, issue 44 item 2). */
  tenants: ['T#*'],
  /** Host and domain-key routing, the default tenant and the brands: what resolves a request's tenant. */
  hosts: ['DIR#DOMAINKEY#*', 'DIR#HOST#*', 'DIR#DEFAULT'],
  /** Posting id → owner. */
  postings: ['DIR#POSTING#*'],
  /** Board post id → the tenant that last wrote it. */
  boardPosts: ['DIR#BOARD#*'],
  /** The deadline schedule. */
  deadlines: ['DIR#DEADLINE'],
  /** When steps' results open. */
  releases: ['DIR#RESULTRELEASE'],
  /** Every registered tenant. */
  tenantList: ['DIR#TENANTS'],
  /** The providers' send rates across tenants. */
  sendRate: ['DIR#SENDRATE#*'],
  /** The jobs' leases (a run, or one unit of its work). */
  leases: ['DIR#LEASE#*'],
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
  handoff: 'Handoff',
  verification: 'Verification',
  verificationRate: 'VerificationRate',
  failureCount: 'FailureCount',
  usedChallenge: 'UsedChallenge',
  applicant: 'Applicant',
  counter: 'Counter',
  applicantIdentity: 'ApplicantIdentity',
  applicantConsents: 'ApplicantConsents',
  applicantLogin: 'ApplicantLogin',
  applicantToken: 'ApplicantToken',
  passwordReset: 'PasswordReset',
  previewKeyEpoch: 'PreviewKeyEpoch',
  formPage: 'FormPage',
  answerPage: 'AnswerPage',
  idempotency: 'Idempotency',
  upload: 'Upload',
  inquiry: 'Inquiry',
  audit: 'Audit',
  auditChainHead: 'AuditChainHead',
  uploadClaim: 'UploadClaim',
  submission: 'Submission',
  submissionPage: 'SubmissionPage',
  draft: 'Draft',
  examPlace: 'ExamPlace',
  examChoice: 'ExamChoice',
  examWait: 'ExamWait',
  deadline: 'Deadline',
  resultRelease: 'ResultRelease',
  releaseMove: 'ReleaseMove',
  step: 'Step',
  applicantStep: 'ApplicantStep',
  catalog: 'Catalog',
  catalogChunk: 'CatalogChunk',
  taskOptionIndex: 'TaskOptionIndex',
  optionList: 'OptionList',
  directory: 'Directory',
  lease: 'Lease',
  apiKey: 'ApiKey',
  apiKeyIndex: 'ApiKeyIndex',
  revision: 'Revision',
  outboxMessage: 'OutboxMessage',
  mailSuppression: 'MailSuppression',
  projectRetention: 'ProjectRetention',
  destructionRecord: 'DestructionRecord',
  exportJob: 'ExportJob',
} as const;
