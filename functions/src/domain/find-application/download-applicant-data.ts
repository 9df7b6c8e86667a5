import { ownDataMessages } from '@portal/shared/messages/own-data';
import { messages } from '@portal/shared';
import type { ApplicantDataDocument, DownloadApplicantDataResult } from '@portal/shared/schemas/applicant-data';
import type { With } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { recipientHash } from '../auth-step/recipient.ts';
import type { ApplicantRecord, ApplicantStepRecord, AuditEntry, AuditPosition, DestructionKind, InquiryRecord, OutboxMessage } from '../ports.ts';

const m = ownDataMessages;

/**
 * Every field of the applicant item, said to be the applicant's data (true: in the document) or the portal's own
 * (false: a secret or an internal key). A field added to ApplicantRecord fails the type check here until it is said
 * which, so nothing new is left out and no new secret slips in unseen.
 */
export const APPLICANT_FIELDS: Readonly<Record<keyof ApplicantRecord, boolean>> = {
  id: true,
  projectId: true,
  taskId: true,
  taskName: true,
  name: true,
  phone: true,
  email: true,
  passwordHash: false,
  auth: true,
  identityHash: false,
  identityHashes: false,
  loginHash: false,
  status: true,
  confirmPage: true,
  savePage: true,
  fields: true,
  createdAt: true,
  lastSavedAt: true,
  applicantNumber: true,
  submittedAt: true,
  snapshotHash: false,
  submissionCount: true,
  previewEpoch: false,
  tokenEpoch: false,
  cancelledAt: true,
  updatedAt: true,
  hired: true,
};

/**
 * Where each kind the retention destroyer counts and destroys of an applicant (destruction-counts.ts,
 * destroy-applicant-data.ts) is in the document: the same list, so whatever destruction reaches, the download shows.
 * `null` only for what is not about the person: idempotency records, upload claims and result revisions ('other'),
 * and the identity and login keys, which are keyed hashes of the personal fields the document already holds.
 */
export const DOCUMENT_SECTION_OF: Readonly<Record<DestructionKind, keyof ApplicantDataDocument | 'files' | null>> = {
  applicants: 'applicant',
  answers: 'answers',
  drafts: 'drafts',
  submissions: 'submissions',
  steps: 'steps',
  uploads: 'uploads',
  fileVersions: 'files',
  inquiries: 'inquiries',
  messages: 'messages',
  auditRecords: 'records',
  examChoices: 'examChoices',
  consents: 'applicant',
  other: null,
};

/** A code's or a reset link's text is a secret even to its own applicant once used: those texts stay out. */
const SECRET_TEXT_KINDS = new Set<OutboxMessage['kind']>(['code', 'password-reset']);
/** At most this many of the applicant's audit records are read, a page at a time (a bounded number of reads). */
const RECORD_PAGE = 500;
const RECORD_PAGES = 20;

/**
 * POST applicant/download (PIPA §35, issue 46 item 7): once the phone given at application has confirmed an
 * 'applicant_download' code (used up here, one download per code), everything the portal holds of the applicant of
 * the token, as one JSON document, and each of its uploads with a short-lived presigned GET link. Open whatever the
 * notice's state (unlike delete). Audited as the applicant's own action, without personal data.
 */
export async function downloadApplicantData(ctx: With<'files'>, { applicant }: ApplicantCaller): Promise<DownloadApplicantDataResult> {
  const now = ctx.clock.now();
  const phoneKey = recipientHash(ctx.crypto, 'sms', applicant.phone);
  if (!(await ctx.repos.verifications.consume('sms', 'applicant_download', phoneKey, Math.floor(now.getTime() / 1000)))) throw badRequest(m.needsSms);

  const id = applicant.id;
  const [found, company, answers, drafts, headers, steps, uploads, inquiries, outbox, records, consents] = await Promise.all([
    ctx.repos.projects.getWithTasks(applicant.projectId),
    ctx.repos.company.get(),
    ctx.repos.answers.listPages(id),
    ctx.repos.drafts.listByApplicant(id),
    ctx.repos.submissions.list(id),
    ctx.repos.applicantSteps.listByApplicant(id),
    ctx.repos.uploads.listByApplicant(id),
    ctx.repos.inquiries.listByApplicant(id),
    ctx.repos.outbox.forApplicant(id),
    auditTrail(ctx, id, now),
    ctx.repos.applicants.getConsents(id),
  ]);
  if (!found || !company) throw notFound(messages.formPage.invalidAccess);
  const [submissions, stepDefs, choices] = await Promise.all([
    Promise.all(headers.map(async (s) => ({ ...s, pageValues: await ctx.repos.submissions.getPages(id, s.seq) }))),
    ctx.repos.steps.listByProject(applicant.projectId),
    Promise.all((found.project.exam_site_details ?? []).map((d) => ctx.repos.examPlaces.getChoice(d, id))),
  ]);
  const stepTitle = new Map(stepDefs.map((s) => [s.id, s.viewTitle || s.title]));
  const files = await Promise.all(uploads.map(async (u) => ({ filename: u.filename, filesize: u.filesize, url: await ctx.files.downloadUrl(u.key, u.filename) })));

  const data: ApplicantDataDocument = {
    format: 'recruit-portal/applicant-data@1',
    exportedAt: now.toISOString(),
    controller: { name: company.name },
    notice: { projectId: found.project.id, title: found.project.title },
    applicant: { ...applicantFields(applicant), ...(consents ? { consents } : {}) },
    answers: answers.map((p) => ({ pageIndex: p.pageIndex, version: p.version, saveType: p.saveType, savedAt: p.savedAt, values: p.values })),
    drafts: drafts.map((d) => ({ pageIndex: d.pageIndex, savedAt: d.savedAt, values: d.values })),
    submissions: submissions.map((s) => ({
      seq: s.seq,
      applicantNumber: s.applicantNumber,
      submittedAt: s.submittedAt,
      cancelledAt: s.cancelledAt ?? null,
      pages: s.pageValues.map((p) => ({ pageIndex: p.pageIndex, values: p.values })),
    })),
    steps: steps.map((s) => stepOf(s, stepTitle.get(s.stepId))),
    examChoices: choices.flatMap((c) => (c ? [{ detailId: c.detailId, placeId: c.placeId, status: c.status, at: c.at }] : [])),
    uploads: uploads.map((u) => ({ filename: u.filename, filesize: u.filesize, contentType: u.contentType, field: u.field, pageIndex: u.pageIndex, createdAt: u.createdAt, inquiryId: u.inquiryId ?? null })),
    inquiries: inquiries.map(inquiryOf),
    messages: outbox.map(messageOf),
    records: records.map((r) => ({ action: r.action, at: r.at, by: r.actor.split(':')[0] ?? '' })),
  };
  await ctx.repos.audit.record({
    action: 'application.data-downloaded',
    actor: `applicant:${id}`,
    projectId: applicant.projectId,
    applicantId: id,
    at: now.toISOString(),
    kind: 'download',
    route: 'DownloadApplicantData',
    count: 1,
  });
  return { result: 'success', data, files };
}

/** The applicant item's own fields (APPLICANT_FIELDS), absent ones left out. */
export function applicantFields(applicant: ApplicantRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, own] of Object.entries(APPLICANT_FIELDS) as [keyof ApplicantRecord, boolean][]) {
    if (own && applicant[field] !== undefined) out[field] = applicant[field];
  }
  return out;
}

function stepOf(s: ApplicantStepRecord, title: string | undefined): Record<string, unknown> {
  return {
    stepId: s.stepId,
    title: title ?? null,
    resultMessageStatus: s.resultMessageStatus,
    resultType: s.resultType,
    resultMessage: s.resultMessage,
    content: s.content ?? null,
    addPageContent: s.addPageContent ?? null,
    scores: s.scores,
    chart: s.chart,
    answers: s.answers,
    answeredAt: s.answeredAt ?? null,
    surveyAnswers: s.surveyAnswers ?? null,
    surveyAt: s.surveyAt ?? null,
    notifiedAt: s.notifiedAt ?? null,
  };
}

function inquiryOf(i: InquiryRecord): Record<string, unknown> {
  return { id: i.id, category: i.category, title: i.title, content: i.content, email: i.email, createdAt: i.createdAt, files: i.files.map((f) => ({ filename: f.filename, filesize: f.filesize })) };
}

/** What was sent to the applicant, when, and how it went; never a code's text, a delivery's lease or a provider's receipt. */
function messageOf(msg: OutboxMessage): Record<string, unknown> {
  return {
    kind: msg.kind,
    channel: msg.channel,
    to: msg.to || null,
    subject: msg.subject ?? null,
    text: SECRET_TEXT_KINDS.has(msg.kind) ? null : msg.text || null,
    state: msg.state,
    createdAt: msg.createdAt,
    sentAt: msg.sentAt ?? null,
    outcome: msg.outcome ?? null,
    outcomeAt: msg.outcomeAt ?? null,
  };
}

/** The application's own audit trail (who did what to it, when: never personal data), newest first. */
async function auditTrail(ctx: With<'files'>, applicantId: number, now: Date): Promise<AuditEntry[]> {
  const period = { from: '2000-01-01T00:00:00.000Z', to: new Date(now.getTime() + 86_400_000).toISOString() };
  const out: AuditEntry[] = [];
  let position: AuditPosition | undefined = { month: period.to.slice(0, 7) };
  for (let page = 0; page < RECORD_PAGES && position; page++) {
    const r = await ctx.repos.audit.listNewestFirst(period, position, RECORD_PAGE, applicantId);
    out.push(...r.rows);
    position = r.next;
  }
  return out;
}
