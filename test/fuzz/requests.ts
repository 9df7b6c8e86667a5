import fc from 'fast-check';
import type { Endpoint, Scope } from '@portal/shared/api/contract';
import { apiPath } from '../../functions/src/http/routes.ts';
import { arbitraryOf, inputJsonSchema } from './json-schema-arbitrary.ts';
import { applyMutation, mutation, nested, oddFileKey, oddRawBody, oddSegment, oddText, type Mutation } from './mutations.ts';

/**
 * The requests the contract fuzz sends (test/fuzz/public-endpoints.test.ts): parts built from a contract's own
 * schemas (path, query, body and declared headers) with values the alpha fixture knows, at most one part mutated, and
 * the credentials the contract's `auth` asks for. Kept apart from the test so that test/fuzz/mutations.test.ts can
 * sample exactly what a run sends.
 */
export const TENANT = 9101;
export const PROJECT = 91011;
export const TASK = 910111;
export const HOST = 'alpha.localhost';

/** Routes whose hourly budget counts per client address: each request comes from one of many loopback addresses. */
const ADDRESS_ROTATED = new Set(['RequestVerification', 'FindPassword']);

/** Keys an upload confirm is sent: mostly objects staged for it, sometimes a hostile key in the applicant's own staging area. */
export function fileKeys(staged: string[], applicant: { id: number }): fc.Arbitrary<string> {
  const own = `staging/t/${TENANT}/applicants/${applicant.id}`;
  return fc.oneof({ arbitrary: fc.constantFrom(...staged), weight: 6 }, { arbitrary: oddFileKey(own), weight: 1 });
}

/** A key free-form answers should not carry, with a value: the names objects already have, empty, long, odd text. */
export const oddEntry = fc.tuple(
  fc.oneof(fc.constantFrom('constructor', '__proto__', 'toString', '', 'k'.repeat(70_000), '이름', 'a.b', '$where'), fc.string({ maxLength: 10 })),
  fc.oneof(
    // Nesting past DynamoDB's 32 levels as the value of one key (3,000 levels come from the `deep` mutation).
    fc.constantFrom(' ', { name: 'Set' }, { name: 'Map' }, 1e308, -1e308, nested(33), nested(40, 1, true)),
    oddText,
  ),
);
/** The object with one more own key (also `__proto__`, which a plain assignment would take as the prototype). */
export function withOwnKey(o: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...o };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** What an `{id}` or `id` names, by endpoint: the applicant's own id unless the endpoint reads another entity. */
const idOf = (e: Endpoint, applicantId: number): (string | number)[] =>
  ({ GetCompany: [TENANT], GetBoard: [1, 2, 3, 4], GetProject: [PROJECT, 91012] })[e.id] ?? [applicantId];

/** One idempotency key a route sends again and again: with the same request it replays, with another it is refused. */
const REUSED_KEY = '5f0c4b7e-8a3d-4c1f-9b2e-7d6a5c4b3a21';

/** Values the alpha fixture knows, offered for a property of that name (the schema's own values come too). */
export function hintsFor(e: Endpoint, applicantId: number, extra: Record<string, fc.Arbitrary<unknown>>): (key: string, part: 'params' | 'query' | 'body' | 'headers') => fc.Arbitrary<unknown> | undefined {
  const ids = idOf(e, applicantId);
  const table: Record<string, fc.Arbitrary<unknown>> = {
    id: fc.constantFrom(...ids),
    _applicantId: fc.constant(applicantId),
    taskId: fc.constantFrom(TASK, 910112),
    projectId: fc.constant(PROJECT),
    project_id: fc.constant(PROJECT),
    company_id: fc.constant(TENANT),
    companyId: fc.constant(TENANT),
    noticeId: fc.constantFrom(91011, 91012, 91015),
    detailId: fc.constant(301),
    placeId: fc.constantFrom(1, 2, 3, null),
    pageIndex: fc.constantFrom(0, 1),
    version: fc.integer({ min: 0, max: 3 }),
    // A project's result confirmation: past days (the fixture's notice ended long before), a cancel, now and then a
    // day the calendar does not have.
    result_confirmed_at: fc.oneof({ arbitrary: fc.constantFrom('2025-12-31', '2026-01-15', null), weight: 5 }, fc.constant('2026-02-30')),
    upload_type: fc.constantFrom('photo', 'career_files'),
    filename: fc.constantFrom('사진.jpg', 'a.pdf', '경력증명서 (최종).pdf', 'résumé.png'),
    contentType: fc.constantFrom('image/jpeg', 'application/pdf', 'image/png'),
    domain: fc.constantFrom('alpha.localhost', 'careers.alpha.test'),
    // A fresh recipient most of the time: each recipient may get five codes an hour.
    recv_info: fc.oneof(
      fc.integer({ min: 0, max: 99_999_999 }).map((n) => `fuzz${n}@example.com`),
      fc.integer({ min: 0, max: 99_999_999 }).map((n) => `010${String(n).padStart(8, '0')}`),
      fc.constantFrom('fuzz@example.com', '01012345678'),
    ),
    languageId: fc.constant(11),
    etsId: fc.constant('toeic'),
    // Answers of the basic form's fields, valid most of the time (a temp save then lands), with a few bad ones.
    values: fc.record(
      {
        english_name: fc.oneof({ arbitrary: fc.constantFrom('Kim Jiwon', 'Lee Min'), weight: 5 }, fc.string({ maxLength: 20 })),
        birthdate: fc.oneof({ arbitrary: fc.constantFrom('1998-02-28', '2000-01-01'), weight: 5 }, fc.constant('1998-02-30')),
        emergency_phone: fc.oneof({ arbitrary: fc.constantFrom('010-1234-5678', '01012345678'), weight: 5 }, fc.constant('가나다')),
        school_name: fc.constantFrom('한국대학교', '서울대', 'שָׁלוֹם'),
        1022: fc.constantFrom('열심히 하겠습니다.', '😀'.repeat(50), '\u202E거꾸로'),
      },
      { requiredKeys: [] },
    ).chain((values) => fc.option(oddEntry, { freq: 4 }).map((odd) => (odd ? withOwnKey(values, odd[0], odd[1]) : values))),
    page: fc.integer({ min: 1, max: 3 }),
    // An applicant write's key (page save, answers, survey, inquiry, auth save): mostly a new one, often one the route used before, sometimes not a UUID.
    'Idempotency-Key': fc.oneof(
      { arbitrary: fc.uuid({ version: 4 }), weight: 6 },
      { arbitrary: fc.constant(REUSED_KEY), weight: 2 },
      { arbitrary: fc.constantFrom('not-a-uuid', '', 'x'.repeat(300), REUSED_KEY.toUpperCase()), weight: 1 },
    ),
    keyword: fc.constantFrom('세종대로', '중앙대로 1001', '가'),
    searchText: fc.constantFrom('서울', '병원', ''),
    ...extra,
  };
  // `size` is a page size in a query and a file's bytes in an upload body (mostly under the fixture's 1 MB limit).
  const size = { query: fc.integer({ min: 1, max: 100 }), body: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 100_000 }), weight: 4 }, fc.integer({ min: 1, max: 2_000_000 })) };
  // Path and query parameters are text: a hinted number goes there as its digits.
  return (key, part) => {
    const h = key === 'size' ? (part === 'body' ? size.body : size.query) : table[key];
    return part === 'body' ? h : h?.map((v) => (v === undefined ? v : String(v)));
  };
}

export interface Request {
  scope: Scope;
  host: string;
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
  /** The loopback address to send from (127.0.77.x), for the routes counted per address. */
  from?: string;
}

/** The request an arbitrary builds: contract-shaped parts, at most one of them mutated, and the credentials the auth asks for. */
export function requests(
  e: Endpoint,
  { applicant, staffToken, integratorKey = 'rpk_'.padEnd(47, 'k') }: { applicant: { id: number; token: string; staffView?: string | undefined }; staffToken: string; integratorKey?: string },
  extra: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Request> {
  const hint = hintsFor(e, applicant.id, extra);
  const part = (schema: Endpoint['params'], where: 'params' | 'query' | 'body' | 'headers') =>
    schema ? arbitraryOf(inputJsonSchema(schema), (key) => hint(key, where)) : fc.constant(undefined);
  const target = fc.constantFrom('params', 'query', 'body', 'raw-body');
  const credentials = fc.oneof({ arbitrary: fc.constant('right' as const), weight: 9 }, { arbitrary: fc.constantFrom('none' as const, 'forged' as const, 'wrong-kind' as const), weight: 1 });
  return fc
    .record({
      params: part(e.params, 'params'),
      query: part(e.query, 'query'),
      body: part(e.body, 'body'),
      mutate: fc.option(fc.record({ target, m: mutation, seed: fc.nat(), segment: oddSegment, raw: oddRawBody }), { freq: 2 }),
      scope: fc.constantFrom(...e.scopes),
      host: fc.oneof({ arbitrary: fc.constant(HOST), weight: 12 }, { arbitrary: fc.constantFrom('beta.localhost', 'nobody.localhost', 'careers.alpha.test', 'localhost', '127.0.0.1', '..localhost'), weight: 1 }),
      credentials,
      address: fc.integer({ min: 1, max: 254 }),
      // Last, so that routes without declared headers draw exactly what they drew before.
      declared: part(e.headers, 'headers'),
    })
    .map(({ params, query, body, mutate, scope, host, credentials, address, declared }): Request => {
      let p = (params ?? {}) as Record<string, unknown>;
      let q = (query ?? {}) as Record<string, unknown>;
      let b: unknown = body;
      let raw: string | undefined;
      if (mutate) {
        const { m, seed, segment } = mutate;
        // A GET has no body: its mutation goes to the query instead.
        const t = e.method === 'GET' && (mutate.target === 'body' || mutate.target === 'raw-body') ? 'query' : mutate.target;
        if (t === 'params' || t === 'query') {
          // URL parts are strings: a mutation there is an odd segment in place of one value, or an added parameter.
          const record = t === 'params' ? { ...p } : { ...q };
          const keys = Object.keys(record);
          if (t === 'query' || keys.length === 0) record[`${m.kind === 'add-key' ? m.key.slice(0, 50) : 'x'}`] = segment;
          else record[keys[seed % keys.length]!] = segment;
          if (t === 'params') p = record;
          else q = record;
        } else if (t === 'body') b = applyMutation(b ?? {}, m satisfies Mutation, seed);
        else raw = mutate.raw;
      }
      // A mutated segment goes out with its percent signs as they are ('%00', a broken '%E0%A4%A').
      const path = apiPath(scope, e.path).replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const encoded = uriEncode(String(p[name] ?? ''));
        return mutate?.target === 'params' ? encoded.replace(/%25/g, '%') : encoded;
      });
      const qs = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
      const sent = raw ?? (e.method === 'GET' ? undefined : JSON.stringify(b ?? {}));
      const headers: Record<string, string> = sent === undefined ? {} : { 'content-type': 'application/json' };
      // The contract's own headers (an idempotency key), as text.
      for (const [name, value] of Object.entries((declared ?? {}) as Record<string, unknown>)) if (value !== undefined) headers[name] = String(value);
      const applicantRoute = e.auth === 'applicant' || e.auth === 'own-applicant';
      if (credentials === 'right') {
        if (scope === 'admin') headers.authorization = `Bearer ${staffToken}`;
        // The integration API: an API key of the fixture's tenant.
        if (scope === 'integration') headers.authorization = `Bearer ${integratorKey}`;
        // Staff reach an applicant only with the read-only token their session was given for it (test mode).
        if (applicantRoute || scope === 'app') headers.applicanttoken = scope === 'admin' && applicant.staffView ? applicant.staffView : applicant.token;
      } else if (credentials === 'forged') {
        headers.applicanttoken = 'x'.repeat(43);
        headers.authorization = 'Bearer forged';
      } else if (credentials === 'wrong-kind') {
        // The staff token where an applicant's is asked for, and the other way round.
        if (scope === 'admin') headers.applicanttoken = applicant.token;
        else headers.authorization = `Bearer ${staffToken}`;
      }
      const from = ADDRESS_ROTATED.has(e.id) ? `127.0.77.${address}` : undefined;
      return { scope, host, path: qs ? `${path}?${qs}` : path, body: sent, headers, ...(from ? { from } : {}) };
    });
}

/** encodeURIComponent, except that half a UTF-16 pair goes out as the bytes a client would send for it (U+FFFD). */
function uriEncode(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...Buffer.from(v, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

