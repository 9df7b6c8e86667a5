import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/src/http/routes.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Property: whatever arrives in the path, query, body or headers of any endpoint, the answer is
 * never a 500, and every 4xx carries a Korean message.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml'), fixture('beta.yaml')]);
});
afterAll(() => portal?.close());

const HANGUL = /[가-힣]/;
const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('notice', 'faq', 'qna', '9101', '91011', '0', '-1', '1e9', '%00', '..', '%E0%A4%A', '999999999999999'),
);
const queryValue = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('0', '-5', '1000000', 'NaN', '../x', ''));
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

function buildPath(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? '').replace(/%25/g, '%'));
}

describe('every endpoint under random input', () => {
  for (const route of routes) {
    it(`${route.method} ${route.path} never answers 500 and explains 4xx in Korean`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          fc.dictionary(queryKey, queryValue, { maxKeys: 4 }),
          fc.oneof(fc.constant(undefined), fc.string({ maxLength: 50 }), fc.json(), payload, payload),
          fc.constantFrom('app', 'admin') as fc.Arbitrary<'app' | 'admin'>,
          fc.constantFrom('alpha.localhost', 'beta.localhost', 'nobody.localhost', 'localhost', '127.0.0.1', 'careers.alpha.test', '..localhost'),
          async (values, query, body, scope, host) => {
            const path = buildPath(apiPath(scope, route.path), values);
            const qs = new URLSearchParams(query).toString();
            const r = await portal.send(route.method, host, qs ? `${path}?${qs}` : path, body, body === undefined ? {} : { 'content-type': 'application/json' });
            expect(r.status, `${path}?${qs} -> ${r.text}`).not.toBe(500);
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
