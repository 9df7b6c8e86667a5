import type { z } from 'zod';

/**
 * The URL prefix an endpoint answers under: `/api/app/...` for applicants, `/api/admin/...` for staff variants,
 * `/api/integration/...` for organisations' systems (an API key of the tenant; functions/src/http/middleware/tenant-context.ts).
 */
export type Scope = 'app' | 'admin' | 'integration';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `visitor`: anyone on the tenant's host. `applicant`: the holder of an applicant token.
 * `own-applicant`: the token holder, and the `{id}` in the path is that applicant. `staff`: a staff session.
 * `integrator`: an organisation's system (the integration API).
 */
export type Auth = 'visitor' | 'applicant' | 'own-applicant' | 'staff' | 'integrator';

/**
 * What an integration API key may do, granted when it is made (`api-key create … --scopes`): read applications and the
 * audit trail, export a project's applications, mint and revoke staff handoff links, write the configuration (postings,
 * projects and forms, steps, results). Every integrator endpoint names one.
 */
export const keyScopes = ['read', 'export', 'handoff', 'write'] as const;
export type KeyScope = (typeof keyScopes)[number];

/**
 * The load an endpoint is sized for on AWS (infra/lib/capacity.ts, docs/capacity.md): its API Gateway throttle, its
 * Lambda's memory and the concurrency kept for it. One word per endpoint, so a new endpoint is sized by its contract.
 * - `ordinary` (the default): a read or write no deadline depends on;
 * - `autosave`: the draft every typist sends every 15 s, the busiest route at a deadline;
 * - `deadline`: what a typist calls about once a minute to keep going (page loads and page saves);
 * - `submit`: what an applicant calls about once to finish (the preview, the clock, the final submission);
 *   these three are the save and submit path, kept alive by reserved concurrency while everything else is busy;
 * - `code`: sends or checks a verification code (a message per call behind it);
 * - `identification`: hashes or checks a password (scrypt: 32 MiB and a CPU-bound fifth of a second a call);
 * - `upload`: issues or checks an upload (S3 behind it);
 * - `export`: reads a whole project (the integration API's export).
 */
export const capacityClasses = ['ordinary', 'autosave', 'deadline', 'submit', 'code', 'identification', 'upload', 'export'] as const;
export type CapacityClass = (typeof capacityClasses)[number];

/**
 * The business counts (CloudWatch embedded metrics per tenant, the project beside them; docs/operations.md): what an
 * endpoint's answered call adds, and what a call the applicant lost to a failure of ours (a 5xx) adds.
 */
export const businessCounts = ['ApplicationsStarted', 'CodesSent', 'PagesSaved', 'SaveFailures', 'Submissions', 'SubmitFailures'] as const;
export type BusinessCount = (typeof businessCounts)[number];

/**
 * An endpoint that hands staff or an organisation's system applicants' personal data (안전성 확보조치 기준,
 * docs/compliance.md): each answered call of a staff session or an API key writes an access record, by the declaration
 * alone (functions/src/domain/audit/record-access.ts), naming who, when, the route and `kind`, and how many:
 * - `subjects: 'token'`: the applicant of the staff session's read-only applicant token;
 * - `'items'`: the applicants of the answer's `items` (their `applicantId`, else their `id`), under the query's project;
 * - `'project'`: a whole project (the body's or query's `projectId`), counted by the answer's `rows`.
 */
export interface PersonalDataAccess {
  readonly kind: 'read' | 'export' | 'download';
  readonly action: PersonalDataAction;
  readonly subjects: 'token' | 'items' | 'project';
}
/** The audit trail's actions of the declared accesses (functions/src/domain/ports/tenancy.ts takes them over). */
export type PersonalDataAction = 'staff.read-application' | 'integration.listed-applications' | 'integration.read-inquiries' | 'integration.exported-applications';

/** One endpoint of the API: the only place its path, its schemas and who may call it are written. */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  /** Stable id: the Lambda's logical name and the OpenAPI operationId. */
  readonly id: string;
  readonly method: Method;
  /** Path after /api/{scope}, with {param} placeholders as API Gateway writes them. */
  readonly path: string;
  readonly scopes: readonly Scope[];
  readonly auth: Auth;
  /** The API key scope an `integrator` endpoint needs (none on the other auths). */
  readonly keyScope?: KeyScope;
  /** How the stack sizes it (throttle, memory, reserved concurrency); omitted: 'ordinary'. */
  readonly capacity?: CapacityClass;
  /** One line in Korean for the reference page. */
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * Request headers the endpoint reads besides the credentials (an object schema keyed by the header's name as HTTP
   * writes it, e.g. 'Idempotency-Key'; matched case-insensitively). The reference page lists them as header parameters.
   */
  readonly headers?: H;
  /** The 200 answer. */
  readonly response: R;
  /** Other success answers than a 200 JSON body (a redirect), for the reference page. */
  readonly redirects?: boolean;
  /**
   * A page load may send this call before the app's scripts run (web/src/lib/early-requests.ts). Its method and path
   * are then also written to startup-routes.ts by `npm run openapi`, which the early script reads without zod.
   */
  readonly startup?: true;
  /**
   * The web reads this call without zod (plainCall in web/src/lib/api-client.ts): the public pages' shell and the consent
   * step must not load zod and the schemas (their JavaScript budget, docs/web-performance.md). Its method and path are
   * written to startup-routes.ts as `plainRoutes`.
   */
  readonly plain?: true;
  /**
   * A counted route (docs/security.md 35): its failed tries are counted per person and client address, and a client past
   * the limits is answered 429 with a proof-of-work `challenge` beside the Korean message, which it answers by sending the
   * same request again with the solved proof in the `challengeProofHeader` header.
   */
  readonly mayChallenge?: true;
  /**
   * A limited route without a challenge (code sends and confirmations, inquiries; docs/security.md 35): past its limit it
   * answers 429 with a Korean message that says when, and a Retry-After header where the wait is known.
   */
  readonly limited?: true;
  /** Hands staff or an organisation's system applicants' personal data: each such call is recorded (PersonalDataAccess). */
  readonly personalData?: PersonalDataAccess;
  /** The business counts its calls add (per tenant, with the project when the call names one): a 200 adds `answered`, a 5xx `failed`. */
  readonly counts?: { readonly answered: BusinessCount; readonly failed?: BusinessCount };
}

/** The header that carries a solved challenge on a `mayChallenge` route: base64 of altcha's JSON payload. */
export const challengeProofHeader = 'x-altcha-proof';

/**
 * What the edge's web ACL adds to a `mayChallenge` request from a viewer address past its rate rule (WAF prefixes the
 * name with `x-amzn-waf-`): the application then asks that address for a proof-of-work challenge, as it asks an address
 * busy with failures. The edge challenges through the application's own challenge instead of blocking; a client that
 * sends the header itself only makes itself solve one.
 */
export const edgeBusyHeaderName = 'abuse-busy';
export const edgeBusyHeader = `x-amzn-waf-${edgeBusyHeaderName}`;

/** A proof-of-work challenge (altcha-lib's v1 format), in a 429's body beside the Korean `message`. */
export interface AbuseChallenge {
  algorithm: 'SHA-256';
  /** SHA-256 (hex) of salt + the secret number the client looks for, from 0 up to maxnumber. */
  challenge: string;
  maxnumber: number;
  /** Random, then the binding (tenant, route, client address, expiry) as query parameters. */
  salt: string;
  /** HMAC of `challenge` under the server's key. */
  signature: string;
}

/** Declares an endpoint, keeping its schemas' exact types for the handler and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** `/api/{scope}{path}`: where API Gateway and the local server mount an endpoint. */
export const apiPath = (scope: Scope, path: string) => `/api/${scope}${path}`;

/** The names of a path's `{param}` placeholders, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
