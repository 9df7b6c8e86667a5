import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Property: whatever arrives in the path, query, body or headers of any endpoint, the answer is
 * never a 5xx (each one is a bug), and every 4xx carries a Korean message. Some requests carry a valid
 * applicant token and that applicant's id, so that hostile values get past authorisation to the store.
 */
let portal: TestPortal;
let applicant: { id: number; token: string };
beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
  applicant = await createTestApplicant(9101, 91011, 910111);
});
afterAll(() => portal?.close());

const HANGUL = /[가-힣]/;
const ownId = fc.constant(null).map(() => String(applicant.id));
const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('notice', 'faq', 'qna', '9101', '91011', '0', '-1', '1e9', '%00', '..', '%E0%A4%A', '999999999999999'),
  { arbitrary: ownId, weight: 3 },
);

/** File keys S3 or its stand-in cannot take: NUL and control bytes, broken UTF-16, over-long segments and keys. */
const hostileKey = fc
  .tuple(
    fc.constantFrom('files/t/9101/applicants/', 'files/public/9101/', ''),
    ownId,
    fc.constantFrom('\u0000', 'a\u0000b.pdf', '\u0007.pdf', '\ud800.pdf', 'a'.repeat(300), '가/'.repeat(400), 'x.pdf'),
  )
  .map(([prefix, id, rest]) => `${prefix}${prefix.includes('applicants') ? `${id}/r/` : ''}${rest}`);
const queryValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('0', '-5', '1000000', 'NaN', '../x', ''), hostileKey);
const queryKey = fc.constantFrom('page', 'size', 'filepath', 'filename', 'status', 'name', 'x');

/** Bodies shaped like the real payloads, with wrong types and values mixed in. */
const anyValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }));
const payload = fc
  .record(
    {
      project_id: fc.oneof(fc.constantFrom(91011, 91021, 0, -1), anyValue),
      type: fc.oneof(fc.constantFrom('applicant_certification', 'applicant_delete'), anyValue),
      recv_info: fc.oneof(fc.emailAddress(), fc.constantFrom('01012345678', '010-1234-5678', ''), anyValue),
      request_info: fc.oneof(fc.constantFrom('123456', '000000'), anyValue),
      seq: anyValue,
      encode_data: anyValue,
      url: fc.oneof(fc.constantFrom('/identity-callback', 'https://evil.example/'), anyValue),
      checkId: anyValue,
      checkPw: anyValue,
      projectId: fc.oneof(fc.constant(91011), anyValue),
      agreements: fc.oneof(fc.constantFrom('Y', 'N'), anyValue),
      agreement_ids: fc.oneof(fc.array(fc.integer(), { maxLength: 3 }), anyValue),
      auth_seq: anyValue,
      name: anyValue,
      phone: anyValue,
      email: anyValue,
      password: anyValue,
      password_confirmation: anyValue,
    },
    { requiredKeys: [] },
  )
  .map((o) => JSON.stringify(o));

/** JSON values no store can hold, written as text (1e308 and deep nesting cannot come from JSON.stringify of a safe build). */
const nestedText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const hostileValueText = fc.oneof(
  fc.integer({ min: 17, max: 40 }).map(nestedText),
  fc.integer({ min: 33, max: 5000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.constantFrom('{"":1}', '{"a":{"":"x"}}', '1e308', '-1e308', '1e-200', '"\\ud800"', '{"english_name":"\\udc00"}'),
  fc.integer({ min: 201, max: 70_000 }).map((n) => JSON.stringify({ ['k'.repeat(n)]: 'x' })),
);
/** Bodies of the calls that store free-form values (drafts, page saves) and of the file calls, with hostile parts. */
const hostileBody = fc.oneof(
  hostileValueText.map((v) => `{"pageIndex":0,"version":0,"saveType":"temp","values":{"english_name":${v}}}`),
  hostileValueText.map((v) => `{"pageIndex":0,"version":0,"values":${v}}`),
  hostileKey.map((key) => JSON.stringify({ pageIndex: 0, upload_type: 'documents', key, filename: 'a.pdf' })),
  hostileKey.map((filename) => JSON.stringify({ pageIndex: 0, upload_type: 'documents', filename, size: 10, contentType: 'application/pdf' })),
  fc.integer({ min: 33, max: 200_000 }).map(nestedText),
);

function buildPath(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? '').replace(/%25/g, '%'));
}

describe('every endpoint under random input', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path} never answers 5xx and explains 4xx in Korean`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          fc.dictionary(queryKey, queryValue, { maxKeys: 4 }),
          fc.oneof(fc.constant(undefined), fc.string({ maxLength: 50 }), fc.json(), payload, payload, hostileBody, hostileBody),
          fc.constantFrom('app', 'admin') as fc.Arbitrary<'app' | 'admin'>,
          // The signed-in applicant's own tenant half of the time, so that hostile values reach its store.
          fc.oneof(fc.constant('alpha.localhost'), fc.constantFrom('alpha.localhost', 'beta.localhost', 'nobody.localhost', 'localhost', '127.0.0.1', 'careers.alpha.test', '..localhost')),
          fc.boolean(),
          async (values, query, body, scope, host, signedIn) => {
            const path = buildPath(apiPath(scope, route.path), values);
            const qs = new URLSearchParams(query).toString();
            const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(signedIn ? { applicanttoken: applicant.token } : {}) };
            const r = await portal.send(route.method, host, qs ? `${path}?${qs}` : path, body, headers);
            expect(r.status, `${path}?${qs} ${body?.slice(0, 200)} -> ${r.text.slice(0, 300)}`).toBeLessThan(500);
            if (r.status >= 400 && r.status !== 405) {
              const msg = r.json().message as string;
              expect(msg, `${path}?${qs}`).toMatch(HANGUL);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
