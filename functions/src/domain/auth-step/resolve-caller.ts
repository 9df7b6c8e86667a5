import { messages } from '@portal/shared';
import type { Auth, KeyScope, Scope } from '@portal/shared/api/contract';
import { integrationMessages } from '@portal/shared/messages/integration';
import type { AppContext, StaffActor } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { ApplicantRecord } from '../ports.ts';
import { requireApplicant, requireNamedApplicant } from './require-applicant.ts';

export interface VisitorCaller {
  kind: 'visitor';
}
export interface ApplicantCaller {
  kind: 'applicant';
  applicant: ApplicantRecord;
}
/**
 * A staff session and what its link allows (staff-access.ts); in test mode it may also carry the read-only token it was
 * given for an applicant, then that applicant.
 */
export interface StaffCaller extends StaffActor {
  applicant?: ApplicantRecord | undefined;
}

/** An organisation's system, by one of the tenant's API keys (only /api/integration paths carry one). */
export interface IntegratorCaller {
  kind: 'integrator';
  keyId: string;
  /** The key's hash (absent for the ops CLI): what it mints dies with it. */
  keyHash?: string | undefined;
  scopes: readonly KeyScope[];
}

/** Who the use case may assume is calling, by the endpoint's declared auth (staff only reach /api/admin paths). */
export type CallerOf<A extends Auth, S extends Scope = Scope> = A extends 'own-applicant'
  ? ApplicantCaller
  : A extends 'applicant'
    ? 'admin' extends S
      ? ApplicantCaller | StaffCaller
      : ApplicantCaller
    : A extends 'staff'
      ? StaffCaller
      : A extends 'integrator'
        ? IntegratorCaller
        : 'admin' extends S
          ? VisitorCaller | StaffCaller
          : VisitorCaller;

/**
 * Checks an endpoint's declared auth before its use case runs, and answers the caller it proved: 401 without a
 * live applicant token, 403 when the token's applicant is not the `{id}` of the path or a staff route is called
 * without a staff session, 401 on an integrator route without an API key and 403 with a key lacking the route's scope. The staff session and the API key
 * themselves are checked by the tenant middleware for every /api/admin and /api/integration path.
 */
export async function resolveCaller<A extends Auth>(ctx: AppContext, auth: A, pathId?: number, keyScope?: KeyScope): Promise<CallerOf<A>> {
  const staff = ctx.actor.kind === 'staff' ? ctx.actor : undefined;
  switch (auth) {
    case 'visitor':
      return (staff ? { ...staff } : { kind: 'visitor' }) as CallerOf<A>;
    case 'applicant':
      if (staff) return { ...staff, applicant: ctx.applicantToken ? await requireApplicant(ctx) : undefined } as CallerOf<A>;
      return { kind: 'applicant', applicant: await requireApplicant(ctx) } as CallerOf<A>;
    case 'own-applicant':
      if (pathId === undefined) throw new Error('own-applicant endpoint without an {id} path parameter');
      return { kind: 'applicant', applicant: await requireNamedApplicant(ctx, pathId) } as CallerOf<A>;
    case 'staff':
      if (!staff) throw forbidden(messages.api.staffOnly);
      return { ...staff } as CallerOf<A>;
    case 'integrator':
      // The key itself was checked by the tenant middleware for every /api/integration path.
      if (ctx.actor.kind !== 'integrator') throw unauthorized(messages.api.integratorOnly);
      // A key made without the scope this endpoint needs (least privilege: 'read' unless granted more).
      if (keyScope && !ctx.actor.scopes.includes(keyScope)) throw forbidden(integrationMessages.scopeMissing(keyScope));
      return { kind: 'integrator', keyId: ctx.actor.keyId, keyHash: ctx.actor.keyHash, scopes: ctx.actor.scopes } as CallerOf<A>;
    default:
      throw unauthorized(messages.api.integratorOnly);
  }
}
