import { routePath } from '@portal/shared/route-keys';
import { handoffRequired, handoffTypes, type HandoffType } from '@portal/shared/schemas/handoff';
import { applicantStepIdPattern } from '@portal/shared/schemas/steps';

/**
 * The pure part of the staff handoff (spec part 2, 2.18): which values a link's query carries, whether its type has
 * what it needs, and where each type leads. No session, no calls: the hook (use-handoff.ts) does those.
 */

/** The query values of a handoff link, read leniently: a value that is not well-formed counts as absent. */
export interface HandoffValues {
  projectId?: number;
  taskId?: number;
  applicantId?: number;
  noticeId?: number;
  /** An applicant's step as the minting API and the result route name it: `<stepId>-<applicantId>`. */
  applicantStepId?: string;
}

/** Where the page goes once the session is stored; `state` is the router state (R5-1 reads check_id from it). */
export interface HandoffDestination {
  path: string;
  state?: { check_id: number };
}

/** A usable link, or why not: `type` is not one of the six types, or the type's required values (handoffRequired) are `missing`. */
export type HandoffPlan =
  | { ok: true; type: HandoffType; values: HandoffValues; destination: HandoffDestination }
  | { ok: false; reason: 'type' }
  | { ok: false; reason: 'missing'; type: HandoffType; missing: readonly string[] };

// The same bounds as the minting API (mintHandoffBodySchema): positive integers of at most 12 digits.
const ID = /^[1-9]\d{0,11}$/;
const idKeys = ['projectId', 'taskId', 'applicantId', 'noticeId'] as const;

export const isHandoffType = (value: string): value is HandoffType => (handoffTypes as readonly string[]).includes(value);

/** Reads the link's query string ('?projectId=1&taskId=2'). */
export function readHandoffValues(search: string | URLSearchParams): HandoffValues {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: HandoffValues = {};
  for (const key of idKeys) {
    const raw = query.get(key);
    if (raw !== null && ID.test(raw)) values[key] = Number(raw);
  }
  const step = query.get('applicantStepId');
  if (step !== null && applicantStepIdPattern.test(step)) values.applicantStepId = step;
  return values;
}

/** The destination of each type; the caller has checked the type's required values (planHandoff). */
export function handoffDestination(type: HandoffType, values: HandoffValues): HandoffDestination {
  switch (type) {
    case 'form':
      // Staff without an applicant token open the form in test mode, which only the admin path allows.
      return { path: routePath('form', { pageIndex: 0 }, true) ?? '/admin/form/0' };
    case 'check':
      return { path: routePath('R5-1') ?? '/check/history', state: { check_id: values.applicantId ?? 0 } };
    case 'recruit_view':
      return { path: routePath('recruit', { noticeId: values.noticeId }, true) ?? '/' };
    case 'index':
      return { path: '/' };
    case 'introduction':
      return { path: routePath('R4-3') ?? '/' };
    case 'result':
      // The session this link started is the staff's: no token goes into the address (docs/security.md 29).
      return { path: routePath('R5-0-2', { applicantStepId: values.applicantStepId }, true) ?? '/' };
  }
}

/** The route's type and query as a plan: the values to apply and the destination, or why the link cannot be used. */
export function planHandoff(type: string, search: string | URLSearchParams): HandoffPlan {
  if (!isHandoffType(type)) return { ok: false, reason: 'type' };
  const values = readHandoffValues(search);
  const missing = handoffRequired[type].filter((k) => values[k] === undefined);
  if (missing.length > 0) return { ok: false, reason: 'missing', type, missing };
  return { ok: true, type, values, destination: handoffDestination(type, values) };
}
