import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * What an applicant reads when the API refuses a malformed request: the first issue's Korean sentence and the field
 * it is about, never zod's type names ('number이 너무 작습니다'; issue 14, item 10).
 */
let portal: TestPortal;
let me: { id: number; token: string };
const HOST = 'alpha.localhost';
const TYPE_NAME = /\b(number|int|string|array|bigint|boolean|object|date)\b/i;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  me = await createTestApplicant(9101, 91011, 910111);
});
afterAll(() => portal?.close());

const post = (path: string, body: unknown) =>
  portal.send('POST', HOST, `/api/app/${path}`, JSON.stringify(body), { 'content-type': 'application/json', applicanttoken: me.token });

describe('validation answers of the API', () => {
  it('words a number below its minimum for people and names the field', async () => {
    const r = await post(`applicant/page/${me.id}`, { pageIndex: -1 });
    expect(r.status).toBe(400);
    expect(r.json()).toEqual({ message: '0 이상의 값을 입력해 주세요.', field: 'pageIndex' });
  });

  it('words a number above its maximum, a fraction and a wrong type for people', async () => {
    const cases: [unknown, string][] = [
      [{ pageIndex: 1000 }, '999 이하의 값을 입력해 주세요.'],
      [{ pageIndex: 1.5 }, '소수점 없는 정수로 입력해 주세요.'],
      [{ pageIndex: '1' }, '숫자로 입력해 주세요.'],
      [{}, '필수 입력항목입니다.'],
    ];
    for (const [body, message] of cases) {
      const r = await post(`applicant/page/${me.id}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json().message, JSON.stringify(body)).toBe(message);
      expect(r.json().message).not.toMatch(TYPE_NAME);
    }
  });

  it('words a string over its length and a value outside a list for people', async () => {
    const long = await post(`applicant/upload-url/${me.id}`, { pageIndex: 0, upload_type: 'documents', filename: 'a.pdf', size: 1, contentType: 'x'.repeat(201) });
    expect(long.json()).toEqual({ message: '200자 이내로 입력해 주세요.', field: 'contentType' });
    const listed = await post(`applicant/update/${me.id}`, { pageIndex: 0, saveType: 'later', version: 0, values: {} });
    expect(listed.status).toBe(400);
    expect(listed.json().message).not.toMatch(TYPE_NAME);
    expect(listed.json().message).toMatch(/(니다|세요)\.$/);
  });
});
