import { messages } from '@portal/shared';
import type { AppContext } from '../context.ts';
import { handoffMessages } from '@portal/shared/messages/handoff';
import { DomainError, forbidden, SessionEndedError, unauthorized } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';
import { SESSION_GRACE_SECONDS } from './applicant-session.ts';

type TokenRecord = { applicantId: number; sessionUntil: number; epoch: number; staffSession?: string | undefined };

/**
 * The applicant of the request's applicantToken, or a 401 (the SPA then clears its session). A session that
 * ended (past its grace) is a 401 with code 'session' and the spec's session-limit message.
 */
export async function requireApplicant(ctx: AppContext): Promise<ApplicantRecord> {
  const found = liveToken(ctx, await findToken(ctx));
  const applicant = await ctx.repos.applicants.get(found.applicantId);
  if (!applicant || !sameEpoch(found, applicant)) throw unauthorized(messages.authSave.invalidToken);
  ctx.provenApplicant = applicant;
  return applicant;
}

/** A password change bumps the applicant's token epoch: tokens made before it name the applicant but open nothing. */
export const sameEpoch = (token: Pick<TokenRecord, 'epoch'>, applicant: Pick<ApplicantRecord, 'tokenEpoch'>) => token.epoch === (applicant.tokenEpoch ?? 0);

/**
 * The same for a request whose path names the applicant: the token and the applicant are read in parallel
 * (one round trip instead of two), and the token must belong to that applicant (else 403).
 */
export async function requireNamedApplicant(ctx: AppContext, id: number): Promise<ApplicantRecord> {
  const [token, named] = await Promise.all([findToken(ctx), ctx.repos.applicants.get(id)]);
  const found = liveToken(ctx, token);
  if (found.applicantId !== id) throw new DomainError('forbidden', messages.formPage.notOwnApplication);
  if (!named || !sameEpoch(found, named)) throw unauthorized(messages.authSave.invalidToken);
  ctx.provenApplicant = named;
  return named;
}

/**
 * Staff test mode (issue 39 item 2): a token minted for a staff session opens its applicant only beside that session,
 * on the staff variants under /api/admin, which only read. Anywhere else (every applicant route that saves, submits,
 * cancels, deletes or asks) it is refused, and a staff session never carries an applicant's own token.
 */
export function assertTokenFitsCaller(ctx: Pick<AppContext, 'actor'>, token: Pick<TokenRecord, 'staffSession'>): void {
  const staff = ctx.actor.kind === 'staff' ? ctx.actor : undefined;
  if (staff && token.staffSession !== staff.sessionHash) throw forbidden(handoffMessages.notThisLink);
  if (!staff && token.staffSession !== undefined) throw forbidden(handoffMessages.testModeReadOnly);
}

const findToken = (ctx: AppContext): Promise<TokenRecord | undefined> =>
  ctx.applicantToken ? ctx.repos.applicantTokens.find(ctx.applicantToken) : Promise.resolve(undefined);

function liveToken(ctx: AppContext, found: TokenRecord | undefined): TokenRecord {
  if (!found) throw unauthorized(messages.authSave.invalidToken);
  assertTokenFitsCaller(ctx, found);
  // Fails closed: a missing or malformed session end counts as ended (a comparison with NaN is never true).
  const liveUntilMs = (found.sessionUntil + SESSION_GRACE_SECONDS) * 1000;
  if (!(Number.isFinite(liveUntilMs) && ctx.clock.now().getTime() <= liveUntilMs))
    throw new SessionEndedError(messages.formPage.sessionExpired, found.applicantId);
  return found;
}
