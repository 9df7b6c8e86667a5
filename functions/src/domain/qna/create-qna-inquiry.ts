import { messages, QNA_ATTACHMENT_LIMITS, type QnaInquiryBody } from '@portal/shared';
import type { AppContext } from '../context.ts';
import type { ApplicantCaller } from '../auth-step/resolve-caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { earlierAnswer, idempotentRequest, keyedWrite, replayAnswer } from '../idempotency/idempotent-request.ts';
import type { InquiryCreated } from '../ports.ts';
import { qnaUploads } from './qna-attachments.ts';
import { sendApplicantEmail } from '../mail/send-applicant-email.ts';
import { qnaMessages } from '@portal/shared/messages/qna';
import { recordApplicantWrite } from '../audit/record-applicant-write.ts';
import { takeTry } from '../abuse/take-try.ts';
import { countFailure } from '../abuse/count-failure.ts';
import { giveBackTry } from '../abuse/give-back-try.ts';

const m = qnaMessages;

/**
 * POST board/qna (spec part 2, 2.14): the identified applicant's inquiry under one of the company's open 'qna' board
 * options, with attachments the applicant uploaded and no other inquiry holds (count and total size checked here;
 * the hold itself is taken in the store's transaction).
 * It is kept for the organisation's staff, and an acknowledgement quoting none of it goes to the applicant's e-mail when
 * that address was verified, within the hourly mail limits (best effort; security.md 28).
 * Idempotent with a key: a retry of a stored inquiry answers it again; nothing is stored or e-mailed twice.
 * Each stored inquiry counts on the abuse controls (functions/src/domain/abuse/) per applicant and client address, as
 * password recovery counts its requests: past five in a short time the next one waits (1 s, 2 s … 5 minutes), so a
 * flood of inquiries is slowed; one that was refused or answered from its retry record gives its count back.
 */
export async function createQnaInquiry(ctx: AppContext, body: QnaInquiryBody, caller: ApplicantCaller, idempotencyKey?: string): Promise<InquiryCreated> {
  const keyed = idempotentRequest(ctx, { applicantId: caller.applicant.id }, idempotencyKey, 'qna-inquiry', body);
  const earlier = await earlierAnswer<InquiryCreated>(ctx, keyed);
  if (earlier) return earlier;
  const ticket = await takeTry(ctx, 'inquiry', ctx.crypto.keyedHash(`inquiry-applicant:${caller.applicant.id}`));
  const outcome = await storeInquiry(ctx, body, caller, keyed).catch(async (e: unknown) => {
    await giveBackTry(ctx, ticket);
    throw e;
  });
  if (outcome.replayed) await giveBackTry(ctx, ticket);
  else await countFailure(ctx, ticket);
  return outcome.answer;
}

/** Checks and stores the inquiry and sends its acknowledgement; `replayed` when a concurrent try with the same key stored it. */
async function storeInquiry(ctx: AppContext, body: QnaInquiryBody, { applicant }: ApplicantCaller, keyed: ReturnType<typeof idempotentRequest>): Promise<{ answer: InquiryCreated; replayed: boolean }> {
  const [options, company, held] = await Promise.all([ctx.repos.boards.listOptions('qna'), ctx.repos.company.get(), qnaUploads(ctx, applicant.id)]);
  if (!company) throw notFound(messages.api.notFound);
  // Every category of the board is one to ask in; its value only says whether its description shows (spec part 2, 2.14).
  if (!options.some((o) => o.name === body.category)) throw badRequest(m.unknownCategory, { field: 'category' });
  const ids = [...new Set(body.file_ids)];
  const files = ids.map((id) => held.get(id)).map((u) => (u?.inquiryId === undefined ? u : undefined));
  if (files.some((f) => f === undefined)) throw badRequest(m.fileNotFound, { field: 'file_ids' });
  const uploads = files.filter((f) => f !== undefined);
  if (uploads.length > QNA_ATTACHMENT_LIMITS.maxCount) throw badRequest(m.tooManyFiles(QNA_ATTACHMENT_LIMITS.maxCount), { field: 'file_ids' });
  if (uploads.reduce((sum, u) => sum + u.filesize, 0) > QNA_ATTACHMENT_LIMITS.totalMb * 1024 * 1024) throw badRequest(m.totalTooLarge(QNA_ATTACHMENT_LIMITS.totalMb), { field: 'file_ids' });

  const id = `${ctx.clock.now().getTime().toString(36)}-${ctx.crypto.randomToken().slice(0, 12)}`;
  const answer: InquiryCreated = { result: 'success', id };
  // The store marks each attachment as this inquiry's in the same transaction: a concurrent inquiry or delete loses.
  const stored = await ctx.repos.inquiries.create({
    id,
    applicantId: applicant.id,
    projectId: applicant.projectId,
    category: body.category,
    title: body.title,
    content: body.content,
    files: uploads.map((u, i) => ({ id: ids[i]!, filepath: u.key, filename: u.filename, filesize: u.filesize })),
    email: applicant.email,
    createdAt: ctx.clock.now().toISOString(),
  }, keyedWrite(keyed, answer));
  // A concurrent try with the same key stored it first (and sends the e-mail): its answer is this one's too.
  if (typeof stored === 'object') return { answer: replayAnswer(stored.record, keyed!), replayed: true };
  if (!stored) throw badRequest(m.fileNotFound, { field: 'file_ids' });
  // Best effort (never throws): the inquiry is stored for staff, and an error here would only make the applicant send it twice.
  const found = await ctx.repos.projects.getRecent(applicant.projectId).catch(() => undefined);
  if (found) await sendApplicantEmail(ctx, { kind: 'inquiry-ack', messageId: `inquiry-ack.${answer.id}`, applicant, project: found.project, company, compose: () => ({ subject: m.ackSubject(company.name), text: m.ackText(company.name) }) });
  await recordApplicantWrite(ctx, applicant, 'inquiry.sent');
  return { answer, replayed: false };
}
