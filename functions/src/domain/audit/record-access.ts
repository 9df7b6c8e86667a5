import type { PersonalDataAccess } from '@portal/shared/api/contract';
import { isRecord } from '@portal/shared/is-record';
import type { AppContext } from '../context.ts';
import { staffActorName } from '../handoff/staff-access.ts';
import type { AuditRecord } from '../ports.ts';

/** What a route's call carried and proved: enough to name the applicants it reached. */
export interface AccessedCall {
  route: string;
  query: unknown;
  body: unknown;
  caller: unknown;
}

const field = (value: unknown, name: string): unknown => (isRecord(value) ? value[name] : undefined);
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/** Who called, as the trail names them; undefined for an applicant or a visitor (their own data is no access record). */
function actorOf(caller: unknown): string | undefined {
  const c = caller as { kind?: string; keyId?: string } | undefined;
  if (c?.kind === 'integrator') return `integrator:${c.keyId}`;
  if (c?.kind === 'staff') return staffActorName(caller as Parameters<typeof staffActorName>[0]);
  return undefined;
}

/**
 * The access record of an answered call to a route that declares `personalData` (안전성 확보조치 기준,
 * docs/compliance.md): who (the API key or the staff session), when, what (the route, its kind and the applicants or
 * the project) and how many. Awaited before the answer goes out, so no read goes unrecorded; defineHandler calls it,
 * so a route is covered by its declaration, not by each use case remembering to.
 */
export async function recordAccess(ctx: AppContext, access: PersonalDataAccess, call: AccessedCall, answer: unknown): Promise<void> {
  const actor = actorOf(call.caller);
  if (!actor) return;
  const base = { action: access.action as AuditRecord['action'], actor, kind: access.kind, route: call.route, at: ctx.clock.now().toISOString() };
  switch (access.subjects) {
    case 'token': {
      // The staff session's read-only applicant token (test mode), as the route proved it; without one nobody's data was answered.
      const applicant = (field(call.caller, 'applicant') as { id: number; projectId: number } | undefined) ?? ctx.provenApplicant;
      if (!applicant) return;
      return ctx.repos.audit.record({ ...base, projectId: applicant.projectId, applicantId: applicant.id, count: 1 });
    }
    case 'items': {
      const items = field(answer, 'items');
      const ids = (Array.isArray(items) ? items : []).map((i) => numberOr(field(i, 'applicantId')) ?? numberOr(field(i, 'id'))).filter((id): id is number => id !== undefined);
      return ctx.repos.audit.record({ ...base, projectId: numberOr(field(call.query, 'projectId')), applicantIds: ids, count: ids.length });
    }
    case 'project': {
      const projectId = numberOr(field(call.body, 'projectId')) ?? numberOr(field(call.query, 'projectId'));
      return ctx.repos.audit.record({ ...base, projectId, count: numberOr(field(answer, 'rows')) ?? 0 });
    }
  }
}
