import { startupRoutes } from '@portal/shared/api/startup-routes';
import { buildUrl, fillPath, jsonRequestInit, type PathValues } from './request-init.ts';
import { isMobileNow } from './mobile-query.ts';
import { session } from './session.ts';

/**
 * The API calls a page load is known to make, started as soon as the bundle runs instead of one after another as
 * the components that need them mount (the hostname check gates the app, the applicant read gates the saved page):
 * on the 300-field form page that chain was most of the wait before the data (npm run bench, render). api-client's
 * request() takes a started call when it would send exactly the same one (method, address, headers, body), so the
 * answer goes through the same parsing, schema and 401 handling as before. A call nobody takes within MAX_AGE_MS
 * is dropped, so a later request never gets an old answer.
 */
const MAX_AGE_MS = 10_000;
const started = new Map<string, Promise<Response>>();

const keyOf = (url: string, init: RequestInit) => `${init.method ?? 'GET'} ${url}\n${JSON.stringify(init.headers ?? {})}\n${typeof init.body === 'string' ? init.body : ''}`;

type StartupRoute = (typeof startupRoutes)[keyof typeof startupRoutes];

/** Sends a start-up call as api-client's call() would send it (same address, headers and body). */
function start(route: StartupRoute, params?: PathValues, body?: unknown): Promise<Response> {
  const url = buildUrl(fillPath(route.path, params));
  const init = jsonRequestInit(route.method, route.method === 'GET' ? undefined : body);
  const key = keyOf(url, init);
  const response = fetch(url, init);
  // The taker sees a failure; until then it must not count as unhandled.
  response.catch(() => undefined);
  started.set(key, response);
  window.setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, MAX_AGE_MS);
  return response;
}

/** The answer of an identical call started early, once; undefined when there is none. */
export function takeStartedRequest(url: string, init: RequestInit): Promise<Response> | undefined {
  if (started.size === 0 || (init.body !== undefined && typeof init.body !== 'string')) return undefined;
  const key = keyOf(url, init);
  const response = started.get(key);
  if (response) started.delete(key);
  return response;
}

/** Forgets the started calls nobody took (the web tests' set-up: a call one test left must not answer the next). */
export function dropStartedRequests(): void {
  started.clear();
}

/** A posting's address and its notice id, as GetRecruit takes it (other ids are not started early). */
const POSTING_PATH = /^\/recruit\/([1-9]\d{0,9})$/;
/** Whether the address's first screen lists the company's postings: the posting list, and the landing page on a phone. */
const listsPostings = (pathname: string): boolean => pathname === '/recruits' || (pathname === '/' && isMobileNow());

/** The form route's page index as ApplicationFormPage accepts it (anything else redirects to /form/0). */
const FORM_PATH = /^(?:\/admin)?\/form\/(0|[1-9]\d{0,2})$/;

/** Whether the address is a page of the application form (not its consent step or preview). */
export const isFormPath = (pathname: string): boolean => FORM_PATH.test(pathname);

/** The calls a page load of an address makes first (earlyCalls). */
export interface EarlyCalls {
  /** The applicant of the stored token (the session sync). */
  applicant: boolean;
  /**
   * On a form page: its definition, and the saved page when the applicant's id is known (not in staff test mode). With
   * the saved page, the applicant, the definition and the saved page are one call (applicant/open-form).
   */
  form?: { taskId: number; pageIndex: number; savedOf: number | null };
  /** On a posting's page: its notice id (GetRecruit, its largest paint). */
  posting?: string;
  /** On the posting list and a phone's landing page: the company's postings (ListRecruits), once the hostname check names it. */
  postings?: true;
}

/** The public screens' data an address asks first (earlyCalls). */
function publicDataOf(pathname: string): Pick<EarlyCalls, 'posting' | 'postings'> {
  const posting = POSTING_PATH.exec(pathname)?.[1];
  if (posting) return { posting };
  return listsPostings(pathname) ? { postings: true } : {};
}

/**
 * What the current address will ask first: the hostname check (CompanyGate, every page of the site, always), the
 * applicant (the session sync, whenever a token is stored), and on a form page its definition and the saved page.
 * Undefined on the provider popups' landing pages, which run without the company start-up.
 */
export function earlyCalls(pathname: string): EarlyCalls | undefined {
  if (pathname.startsWith('/identity-callback/') || pathname === '/etsResult') return undefined;
  const token = session.applicantToken();
  const form = FORM_PATH.exec(pathname);
  const task = session.task();
  if (!form || !task || !(token || (session.isAuthenticated() && pathname.startsWith('/admin/')))) return { applicant: Boolean(token), ...publicDataOf(pathname) };
  // Staff test mode (the admin path, no applicant token) loads no saved page.
  return { applicant: Boolean(token), form: { taskId: task.id, pageIndex: Number(form[1]), savedOf: token ? session.applicantId() : null } };
}

const copies = new WeakMap<Promise<Response>, Promise<unknown>>();

/**
 * A started call's JSON answer read from a copy, once however many early readers ask (the app still reads the answer
 * as its own); null when it failed or was refused. Ask before the app can take the call: the copy is made in the
 * first callback on the response, before the app's call can read the body.
 */
export function answerCopy(response: Promise<Response>): Promise<unknown> {
  let copy = copies.get(response);
  if (!copy) {
    copy = response.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null);
    copies.set(response, copy);
  }
  return copy;
}

/** The company id named by the hostname check's answer (answerCopy). */
const companyOf = (hostCheck: Promise<Response>): Promise<number | undefined> =>
  answerCopy(hostCheck).then((answer) => {
    const id = (answer as { company?: { id?: unknown } } | null)?.company?.id;
    return typeof id === 'number' ? id : undefined;
  });

/**
 * Starts the calls of earlyCalls(pathname). An applicant's form page asks its applicant, definition and saved page in
 * one call (applicant/open-form, features/application-form/api/open-form-page.ts). A posting's page asks the posting
 * beside the hostname check; the posting list and a phone's landing page ask the postings as soon as the check names
 * the company. Their largest paint is that data: the screen's query takes the started call (api-client's request()), so
 * the data no longer waits for the app's script and first render.
 */
export function startEarlyRequests(pathname: string): { hostCheck?: Promise<Response> } {
  // A handoff link first clears the stored applicant token (spec part 2, 2.18): nothing may be asked with it.
  if (pathname.startsWith('/move/')) session.setApplicantToken(null);
  const calls = earlyCalls(pathname);
  if (!calls) return {};
  const hostCheck = start(startupRoutes.CheckHostname);
  const form = calls.form;
  if (form && form.savedOf !== null) {
    start(startupRoutes.OpenFormPage, { id: form.savedOf }, { taskId: form.taskId, pageIndex: form.pageIndex });
    return { hostCheck };
  }
  if (calls.applicant) start(startupRoutes.ViewApplicant, undefined, { type: 'data' });
  if (form) start(startupRoutes.GetForm, { taskId: form.taskId, pageIndex: form.pageIndex });
  if (calls.posting) start(startupRoutes.GetRecruit, { noticeId: calls.posting });
  if (calls.postings)
    void companyOf(hostCheck).then((companyId) => {
      if (companyId !== undefined) start(startupRoutes.ListRecruits, { companyId });
    });
  return { hostCheck };
}
