import { defaultAuthFields, formatKst, messages, normalizeEmail, normalizePhone, validateAuthFields } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import type { CreatedApplicant, VerificationChannel } from '../ports.ts';
import { projectApplyState } from '../public-site/project-apply-state.ts';
import { earlierAnswer, idempotentRequest, keyedWrite, replayAnswer } from '../idempotency/idempotent-request.ts';
import { recipientHash } from './recipient.ts';
import { qualificationPassKey } from '../qualification/check-qualification.ts';
import { SESSION_SECONDS } from './applicant-session.ts';
import { applicantIdentityHashes } from './applicant-identity.ts';
import { applicantLoginHash } from '../find-application/identification.ts';
import { addLogKeys } from '../log.ts';
import { consentRecordsOf } from './consent-records.ts';

export interface CreateApplicantInput {
  taskId: number;
  projectId: number;
  agreementIds: number[];
  authSeq?: string | undefined;
  /** The external account that passed the qualification check, when the project or task requires one. */
  checkId?: string | undefined;
  values: Record<string, string | number | undefined>;
  /** The Idempotency-Key header: the same UUID on every try of one auth save in the browser. */
  idempotencyKey?: string | undefined;
}

const TOKEN_TTL_SECONDS = 24 * 3600;

const PURPOSE = 'applicant_certification' as const;

type Created = { id: number; access_token: string };

/**
 * The applicant an earlier try with this key created, with a new token: tokens are stored only as hashes, so the one a
 * lost answer carried cannot be given again. The new token is the only write of a replay.
 */
async function signIn(ctx: AppContext, { id }: CreatedApplicant): Promise<Created> {
  const applicant = await ctx.repos.applicants.get(id);
  // Deleted since (find my application): there is nothing to sign in to.
  if (!applicant) throw notFound(messages.api.notFound);
  const { token } = await ctx.repos.applicantTokens.create(id, TOKEN_TTL_SECONDS, SESSION_SECONDS, applicant.tokenEpoch ?? 0);
  return { id, access_token: token };
}

/**
 * The auth save (applicant/create/{taskId}). Checks in the spec's order — agreements, task,
 * verifications, password, then the fields' rules — then creates the applicant (password hashed, indexed under every verified
 * identity, phone and e-mail so a second application of the same person is refused even under
 * concurrency) and a token.
 * Verifications are only used up once everything else passed, so a typo costs no new code.
 * Idempotent with a key: a retry of a save that created the applicant answers that applicant (with a new token),
 * even after the period; the verifications its first try used count for its retries (they carry the key).
 */
export async function createApplicant(ctx: AppContext, input: CreateApplicantInput): Promise<Created | { error: 'duplicate' }> {
  const m = messages.authSave;
  addLogKeys({ projectId: input.projectId });
  const { idempotencyKey, ...request } = input;
  const keyed = idempotentRequest(ctx, 'visitor', idempotencyKey, 'applicant-create', request);
  const earlier = await earlierAnswer<CreatedApplicant>(ctx, keyed);
  if (earlier) return signIn(ctx, earlier);
  const found = await ctx.repos.projects.getWithTasks(input.projectId);
  if (!found || found.project.status !== 'Y') throw notFound(messages.api.notFound);
  const { project, tasks } = found;
  const now = ctx.clock.now();
  // The notice's one state (issue 41 items 3 and 4): its period by the server clock, or suspended.
  const state = await projectApplyState(ctx, project);
  if (state === 'notOpen') throw badRequest(m.notOpen);
  if (state === 'closed') throw badRequest(m.closed);
  if (state === 'suspended') throw badRequest(messages.apply.notTaking.suspended);

  for (const a of project.agreements) if (!input.agreementIds.includes(a.id)) throw badRequest(m.agree(a.title));
  const task = tasks.find((t) => t.id === input.taskId && t.count > 0);
  if (!task) throw badRequest(m.selectTask);

  const fields = project.auth_fields?.length ? project.auth_fields : defaultAuthFields;
  const nowS = Math.floor(now.getTime() / 1000);
  const usable = async (channel: VerificationChannel, key: string) => {
    const r = await ctx.repos.verifications.get(channel, PURPOSE, key);
    // Unused, or used by an earlier try of this same save (its first answer was lost).
    const unused = !r?.consumedAt || (keyed !== undefined && r.consumedBy === keyed.key);
    return r && r.verifiedAt && unused && (r.verifiedUntil ?? 0) >= nowS ? r : undefined;
  };
  const checks: { channel: VerificationChannel; key: string }[] = [];

  // The qualification gate is closed until the external check passed for this project.
  if (project.qualification_required || task.qualification_required) {
    const key = input.checkId ? qualificationPassKey(ctx, project.id, input.checkId) : undefined;
    if (!key || !(await usable('auth', key))) throw badRequest(messages.qualification.required);
    checks.push({ channel: 'auth', key });
  }

  // Identity verification fixes name and phone and also counts as the SMS check.
  let person: { name: string; phone: string; identityKey: string } | undefined;
  const opts = project.verify_options;
  if (opts.auth) {
    const record = input.authSeq ? await usable('auth', input.authSeq) : undefined;
    if (!record?.person || record.projectId !== project.id) throw badRequest(m.needAuth);
    person = record.person;
  }
  const values: Record<string, string | number | undefined> = { ...input.values, ...(person ? { name: person.name, phone: person.phone } : {}) };
  const email = normalizeEmail(String(values.email ?? ''));
  const phone = normalizePhone(String(values.phone ?? ''));
  if (person && input.authSeq) checks.push({ channel: 'auth', key: input.authSeq });
  if (opts.email) {
    const key = recipientHash(ctx.crypto, 'email', email);
    if (!email || !(await usable('email', key))) throw badRequest(m.needEmail);
    checks.push({ channel: 'email', key });
  }
  if (opts.sms && !person) {
    const key = recipientHash(ctx.crypto, 'sms', phone);
    if (!phone || !(await usable('sms', key))) throw badRequest(m.needSms);
    checks.push({ channel: 'sms', key });
  }
  const password = String(values.password ?? '');
  if (password !== String(values.password_confirmation ?? '')) throw badRequest(m.checkPassword);
  // Only after every verification passed, so an anonymous caller never reaches a tenant's patterns (audit F07). A 422
  // naming the field: the consent step shows it there (the browser checks every rule but the common-password list).
  const fieldError = validateAuthFields(fields, values);
  if (fieldError) throw unprocessable(fieldError.message, { field: fieldError.field });

  const name = String(values.name ?? '').trim();
  // One application per person, keyed only on what was verified above (never on typed name and phone).
  const verified = checks.map((c) => c.channel);
  const identityHashes = applicantIdentityHashes(
    ctx.crypto,
    { identityKey: person?.identityKey, email: verified.includes('email') ? email : undefined, phone: verified.includes('sms') ? phone : undefined },
    { name, phone },
  );
  for (const hash of identityHashes) {
    if (!(await ctx.repos.applicants.findIdByIdentity(project.id, hash))) continue;
    // A concurrent try with this key may have created it meanwhile: then its applicant is the answer.
    const created = await earlierAnswer<CreatedApplicant>(ctx, keyed);
    return created ? signIn(ctx, created) : { error: 'duplicate' };
  }

  for (const c of checks) if (!(await ctx.repos.verifications.consume(c.channel, PURPOSE, c.key, nowS, keyed?.key))) throw badRequest(c.channel === 'email' ? m.needEmail : c.channel === 'sms' ? m.needSms : m.needAuth);

  const id = await ctx.repos.applicants.nextId();
  const extra: Record<string, string | number> = {};
  const known = new Set(['name', 'phone', 'email', 'password', 'password_confirmation']);
  for (const f of fields) {
    const v = values[f.input_type.field];
    if (!known.has(f.input_type.field) && v !== undefined) extra[f.input_type.field] = v;
  }
  const created = await ctx.repos.applicants.create({
    id,
    projectId: project.id,
    taskId: task.id,
    taskName: task.name,
    name,
    phone,
    email,
    passwordHash: await ctx.crypto.hashPassword(password),
    auth: Boolean(person),
    identityHash: identityHashes[0]!,
    identityHashes,
    loginHash: applicantLoginHash(ctx.crypto, project.id, { name, phone, email }),
    status: 'N',
    confirmPage: [],
    savePage: null,
    fields: extra,
    createdAt: formatKst(now),
    consents: consentRecordsOf(ctx, project.agreements, now),
  }, keyedWrite<CreatedApplicant>(keyed, { id }));
  // A concurrent try with this key created the applicant first: that one is the answer.
  if (typeof created === 'object') return signIn(ctx, replayAnswer(created.record, keyed!));
  if (!created) return { error: 'duplicate' };
  const { token } = await ctx.repos.applicantTokens.create(id, TOKEN_TTL_SECONDS, SESSION_SECONDS);
  return { id, access_token: token };
}
