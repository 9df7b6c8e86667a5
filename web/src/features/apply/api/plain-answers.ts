import type { AuthField, ProjectDetail, Task } from '@portal/shared/schemas/project';
import type { TaskCascade } from '@portal/shared/task-cascade';
import { array, int, isBool, isInt, isNum, isStr, obj, oneOf, opt, reading, refuse, str, withDefault, type Obj } from '../../../lib/plain-readers.ts';

/**
 * The answers of the apply step's calls (contracts marked `plain`), read without zod: the apply entry and the consent
 * step must stay within their JavaScript budget, and zod with the schemas was a third of it. Each reader gives what the
 * contract's response schema gives (plain-answers.test.ts compares them) and undefined for an answer it refuses in its
 * shape. The cascade's consistency rules (no duplicate paths, …) were checked when the tenant configuration was imported.
 */

const positiveInt = (v: unknown): v is number => isInt(v) && v > 0;
const nonNegativeInt = (v: unknown): v is number => isInt(v) && v >= 0;
/** A cascade name: trimmed and not empty, as `z.string().trim().min(1)` gives it. */
const cascadeName = (v: unknown): string => {
  const s = isStr(v) ? v.trim() : refuse();
  return s === '' ? refuse() : s;
};
const FIELD_NAME = /^[a-z_]+$/;

function readTask(v: unknown): Task {
  const o = obj(v);
  const out: Obj = { id: int(o, 'id'), project_id: int(o, 'project_id'), name: str(o, 'name'), count: nonNegativeInt(o.count) ? o.count : refuse() };
  opt(out, o, 'qualification_required', isBool);
  return out as Task;
}

/** A limit ({value, message?}) of an auth field; `ok` checks the value. */
function readLimit(out: Obj, o: Obj, k: string, ok: (v: unknown) => v is number): void {
  if (!(k in o) || o[k] === undefined) return;
  const l = obj(o[k]);
  const limit: Obj = { value: ok(l.value) ? l.value : refuse() };
  opt(limit, l, 'message', isStr);
  out[k] = limit;
}

function readAuthField(v: unknown): AuthField {
  const o = obj(v);
  const t = obj(o.input_type);
  const inputType: Obj = {
    field: isStr(t.field) && FIELD_NAME.test(t.field) ? t.field : refuse(),
    type: oneOf('text', 'number', 'float', 'email', 'password', 'tel')(t.type) ? t.type : refuse(),
  };
  if (t.pattern !== undefined) {
    const p = obj(t.pattern);
    inputType.pattern = { value: str(p, 'value'), message: str(p, 'message') };
  }
  readLimit(inputType, t, 'min_length', nonNegativeInt);
  readLimit(inputType, t, 'max_length', positiveInt);
  readLimit(inputType, t, 'min', isNum);
  readLimit(inputType, t, 'max', isNum);
  const out: Obj = { title: str(o, 'title') };
  opt(out, o, 'comment', isStr);
  out.input_type = inputType;
  return out as AuthField;
}

function readCascade(v: unknown): TaskCascade {
  const o = obj(v);
  const levels = array(o.levels, (l) => ({ label: cascadeName(obj(l).label) }));
  const options = array(o.options, (x) => {
    const p = obj(x);
    const out: Obj = { id: positiveInt(p.id) ? p.id : refuse(), count: nonNegativeInt(p.count) ? p.count : refuse(), name1: cascadeName(p.name1) };
    for (const k of ['name2', 'name3', 'name4']) if (k in p && p[k] !== undefined) out[k] = cascadeName(p[k]);
    return out as TaskCascade['options'][number];
  });
  if (levels.length < 2 || levels.length > 4 || options.length < 1) refuse();
  const fixed = o.fixed === undefined ? [] : array(o.fixed, (x) => {
    const f = obj(x);
    return { level: isInt(f.level) && f.level >= 1 && f.level <= 4 ? f.level : refuse(), value: cascadeName(f.value) };
  });
  const direct = o.direct === undefined ? [] : array(o.direct, (x) => (positiveInt(x) ? x : refuse()));
  return { levels, options, fixed, direct };
}

/** GET project/{id} (projectDetailSchema): the project with its tasks, agreements, verifications and fields. */
export const readProject = reading((body): ProjectDetail => {
  const o = obj(body);
  const verify = withDefault(o, 'verify_options', (x): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x), { auth: false, email: false, sms: false });
  const out: Obj = {
    id: int(o, 'id'),
    title: str(o, 'title'),
    status: oneOf('Y', 'N')(o.status) ? o.status : refuse(),
    startDate: str(o, 'startDate'),
    endDate: str(o, 'endDate'),
    tasks: array(o.tasks, readTask),
    agreements: array(o.agreements, (a) => {
      const x = obj(a);
      return { id: int(x, 'id'), title: str(x, 'title'), content: str(x, 'content') };
    }),
    verify_options: { auth: withDefault(verify, 'auth', isBool, false), email: withDefault(verify, 'email', isBool, false), sms: withDefault(verify, 'sms', isBool, false) },
    auth_fields: array(o.auth_fields, readAuthField),
    hide_email_hint: isBool(o.hide_email_hint) ? o.hide_email_hint : refuse(),
    require_open_before_agree: isBool(o.require_open_before_agree) ? o.require_open_before_agree : refuse(),
    qualification_required: isBool(o.qualification_required) ? o.qualification_required : refuse(),
  };
  opt(out, o, 'qualification_label', isStr);
  opt(out, o, 'applyState', oneOf('open', 'notOpen', 'closed', 'suspended'));
  opt(out, o, 'retention_notice', isStr);
  if (o.task_cascade !== undefined) out.task_cascade = readCascade(o.task_cascade);
  return out as ProjectDetail;
});

/** POST applicant/create/{taskId} (createApplicantResultSchema): the new applicant, or {error}. */
export const readCreatedApplicant = reading((body): CreateApplicantResult => {
  const o = obj(body);
  // The union's first variant when it fits, as zod tries it first.
  if (isInt(o.id) && isStr(o.access_token)) return { id: o.id, access_token: o.access_token };
  return { error: str(o, 'error') };
});

/** POST checkQualification/{projectId}: 'Y' or 'N'. */
export const readQualification = reading((body): 'Y' | 'N' => (oneOf('Y', 'N')(body) ? body : refuse()));

/** The identity provider's request (identityRequestSchema): what the popup's form posts, and where. */
export interface IdentityRequest {
  request_info: string;
  action: string;
  field: string;
}
/** The identity provider's answer (identityPersonSchema): the verified person, or why not. */
export type IdentityPerson = { name: string; phone: string; auth_seq: string } | { error: 'duplicate' | 'block'; errorMessage: string };
/** The auth save's answer (createApplicantResultSchema). */
export type CreateApplicantResult = { id: number; access_token: string } | { error: string };

/** POST verify/request/auth (identityRequestSchema): the encoded request for the provider's popup. */
export const readIdentityRequest = reading((body): IdentityRequest => {
  const o = obj(body);
  return { request_info: str(o, 'request_info'), action: str(o, 'action'), field: str(o, 'field') };
});

/** POST verify/confirm/auth (identityPersonSchema): the verified person, or {error, errorMessage}. */
export const readIdentityPerson = reading((body): IdentityPerson => {
  const o = obj(body);
  if (isStr(o.name) && isStr(o.phone) && isStr(o.auth_seq)) return { name: o.name, phone: o.phone, auth_seq: o.auth_seq };
  return { error: oneOf('duplicate', 'block')(o.error) ? o.error : refuse(), errorMessage: str(o, 'errorMessage') };
});
