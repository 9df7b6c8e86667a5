import type { BoardList } from '@portal/shared/schemas/board';
import type { Company, CompanyLabels, CompanyTheme, HostCheck, Popup, Site } from '@portal/shared/schemas/company';

/**
 * The answers of the calls marked `plain` (shared/src/api/contract.ts), read without zod: every page's shell asks for
 * them, and zod with the schemas would double the landing page's JavaScript. Each reader gives what its contract's
 * response schema gives (defaults filled in, unknown keys left out; plain-readers.test.ts compares the two) and
 * undefined for an answer that schema refuses in its shape. The helpers are exported for the readers of other calls
 * (features/apply/api/plain-answers.ts, lib/verification-answers.ts), which live beside their screens so that the
 * landing page does not load them.
 */

export type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isInt = (v: unknown): v is number => Number.isInteger(v);
export const isStr = (v: unknown): v is string => typeof v === 'string';
export const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Thrown inside a reader when the answer does not fit; the reader answers undefined. */
class Refused extends Error {}
export const refuse = (): never => {
  throw new Refused();
};

export const str = (o: Obj, k: string): string => (isStr(o[k]) ? o[k] : refuse());
export const int = (o: Obj, k: string): number => (isInt(o[k]) ? o[k] : refuse());
/** An optional key: absent stays absent, as zod leaves it. */
export function opt<T>(out: Obj, o: Obj, k: string, ok: (v: unknown) => v is T): void {
  if (!(k in o) || o[k] === undefined) return;
  out[k] = ok(o[k]) ? o[k] : refuse();
}
/** A key with a default: absent takes the default. */
export function withDefault<T>(o: Obj, k: string, ok: (v: unknown) => v is T, fallback: T): T {
  if (!(k in o) || o[k] === undefined) return fallback;
  return ok(o[k]) ? o[k] : refuse();
}
export const oneOf =
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);
export const nonNegative = (v: unknown): v is number => isNum(v) && v >= 0;
export const positive = (v: unknown): v is number => isNum(v) && v > 0;
const colour = (v: unknown): v is string => isStr(v) && COLOUR.test(v);
export const array = <T>(v: unknown, item: (x: unknown) => T): T[] => (Array.isArray(v) ? v.map(item) : refuse());
export const obj = (v: unknown): Obj => (isObj(v) ? v : refuse());

function readPopup(v: unknown): Popup {
  const o = obj(v);
  return {
    id: int(o, 'id'),
    isActive: typeof o.isActive === 'boolean' ? o.isActive : refuse(),
    title: str(o, 'title'),
    content: str(o, 'content'),
    position: oneOf('manual', 'center')(o.position) ? o.position : refuse(),
    padding_x: withDefault(o, 'padding_x', nonNegative, 16),
    padding_y: withDefault(o, 'padding_y', nonNegative, 16),
    top_margin: withDefault(o, 'top_margin', nonNegative, 0),
    left_margin: withDefault(o, 'left_margin', nonNegative, 0),
  };
}

function readTheme(v: unknown): CompanyTheme {
  const o = obj(v);
  const out: Obj = {};
  opt(out, o, 'primary', colour);
  opt(out, o, 'logo_color', colour);
  out.logo_plate = withDefault(o, 'logo_plate', oneOf('auto', 'always', 'never'), 'auto');
  return out as CompanyTheme;
}

function readLabels(v: unknown): CompanyLabels {
  if (v === undefined) return {};
  const o = obj(v);
  const out: Obj = {};
  for (const k of ['badgePreparing', 'badgeActive', 'badgeClosed', 'inquiryMenu', 'periodPrefix']) opt(out, o, k, isStr);
  return out as CompanyLabels;
}

function readSite(v: unknown): Site {
  const o = obj(v);
  const out: Obj = {};
  opt(out, o, 'landingImgUrl', isStr);
  opt(out, o, 'logoUrl', isStr);
  opt(out, o, 'logo_width', positive);
  out.move_homepage = withDefault(o, 'move_homepage', oneOf('Y', 'N'), 'N');
  out.message_position = withDefault(o, 'message_position', isStr, 'left');
  out.main_message = withDefault(o, 'main_message', isStr, '');
  out.sub_message = withDefault(o, 'sub_message', isStr, '');
  opt(out, o, 'main_font_size', positive);
  opt(out, o, 'sub_font_size', positive);
  for (const k of ['introduction', 'terms_privacy', 'terms_email', 'submit_agreements']) out[k] = withDefault(o, k, isStr, '');
  return out as Site;
}

function readCompany(v: unknown): Company {
  const o = obj(v);
  const out: Obj = { id: int(o, 'id'), domain: str(o, 'domain'), name: str(o, 'name') };
  opt(out, o, 'logoUrl', isStr);
  opt(out, o, 'website', isStr);
  out.headerColor = withDefault(o, 'headerColor', oneOf('white', 'black'), 'white');
  if (o.theme !== undefined) out.theme = readTheme(o.theme);
  out.popups = array(o.popups, readPopup);
  out.boardMenus = array(o.boardMenus, (m) => {
    const x = obj(m);
    return { value: str(x, 'value'), name: str(x, 'name') };
  });
  out.projects_count = nonNegative(o.projects_count) && isInt(o.projects_count) ? o.projects_count : refuse();
  out.labels = readLabels(o.labels);
  out.site = readSite(o.site);
  return out as Company;
}

/** A reader from a function that throws (refuse) where the answer does not fit: undefined then. */
export const reading =
  <T>(read: (body: unknown) => T) =>
  (body: unknown): T | undefined => {
    try {
      return read(body);
    } catch (e) {
      if (e instanceof Refused) return undefined;
      throw e;
    }
  };

/** GET checkHostname (hostCheckSchema): the company of this host and the file domain, or {error}. */
export const readHostCheck = reading((body): HostCheck => {
  const o = obj(body);
  // The union's first variant when it fits, as zod tries it first.
  if ('company' in o) {
    try {
      const out: Obj = { company: readCompany(o.company), fileDomain: str(o, 'fileDomain') };
      opt(out, o, 'workspace', isStr);
      return out as HostCheck;
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
    }
  }
  return { error: str(o, 'error') };
});

/** A company record (companySchema) with its defaults filled in. */
export const readCompanyRecord = reading(readCompany);

/** GET boards/{type}/{companyId} (boardListSchema): one page of posts and the total. */
export const readBoardList = reading((body): BoardList => {
  const o = obj(body);
  return {
    data: array(o.data, (item) => {
      const x = obj(item);
      const out: Obj = { id: int(x, 'id'), title: str(x, 'title'), date: str(x, 'date') };
      opt(out, x, 'content', isStr);
      return out as BoardList['data'][number];
    }),
    total: int(o, 'total'),
  };
});
