import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPageSchema } from '@portal/shared/form-model/definition';
import { processWiring } from '../../functions/src/wiring/process-wiring.ts';
import { createTestApplicant } from '../support/test-applicants.ts';
import { fixture, startTestPortal, type TestPortal } from '../support/test-portal.ts';

/**
 * Values the store or S3 cannot hold, sent by a signed-in applicant: each must be refused before it reaches them,
 * as a 4xx with a Korean message. A 5xx here is a bug (issue 14, item 9).
 */
let portal: TestPortal;
const HOST = 'alpha.localhost';
const TENANT = 9101;
const PROJECT = 91011;
const TASK = 910111;
const UPLOAD_TASK = 910112;
const HANGUL = /[가-힣]/;

type Applicant = { id: number; token: string };
let me: Applicant;
let uploader: Applicant;

beforeAll(async () => {
  portal = await startTestPortal([fixture('alpha.yaml')]);
  const repos = processWiring().reposFor(TENANT);
  const uploadPage = formPageSchema.parse({
    pageIndex: 0,
    title: ['첨부'],
    projectVersion: 1,
    forms: [
      {
        application_form_id: 1,
        code_value: 'additional_item',
        title: '첨부서류',
        details: [{ id: 11, title: '첨부', items: [{ id: 102, title: '증빙서류', input_type: { type: 'file', field: 'documents' }, max_count: 2, max_size: 1 }] }],
      },
    ],
  });
  await repos.forms.putTaskPages(UPLOAD_TASK, [uploadPage]);
  me = await createTestApplicant(TENANT, PROJECT, TASK);
  uploader = await createTestApplicant(TENANT, PROJECT, UPLOAD_TASK);
});
afterAll(() => portal?.close());

const headers = (token: string) => ({ 'content-type': 'application/json', applicanttoken: token });
/** The body as raw text: some hostile values (1e308, deep nesting) are written as JSON text, not built as objects. */
const postRaw = (path: string, body: string, token = me.token) => portal.send('POST', HOST, `/api/app/${path}`, body, headers(token));

/** `{"a":{"a":…1…}}`, depth levels of objects. */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Hostile `values` objects of a draft or a page save, as JSON text. */
const hostileValues: Record<string, string> = {
  'nesting deeper than the store allows (40 levels)': `{"english_name":${nested(40)}}`,
  'arrays nested deeper than the store allows (40 levels)': `{"english_name":${nestedArrays(40)}}`,
  '3,000-deep nesting': `{"english_name":${nested(3000)}}`,
  'an empty key': '{"":"x"}',
  'an empty key inside a group': '{"applicant_personal_infos":{"":"1998"}}',
  '1e308': '{"english_name":1e308}',
  '-1e308 inside a group': '{"applicant_personal_infos":{"birthdate_year":-1e308}}',
  'a number below the store’s precision (1e-200)': '{"score":1e-200}',
  'a 70,000-character key': JSON.stringify({ ['k'.repeat(70_000)]: 'x' }),
  'a lone surrogate': '{"english_name":"\\ud800"}',
  // The DynamoDB marshaller picks a value's type by its `constructor` (found by test/fuzz): a key of that name, or a
  // __proto__ key that zod turns into the object's prototype, made it throw (500) or store something else.
  'a key named constructor': '{"constructor":" "}',
  'a constructor key naming a Set inside a group': '{"applicant_personal_infos":{"constructor":{"name":"Set"}}}',
  'a constructor key naming a Number inside a row': '{"careers":[{"constructor":{"name":"Number"}}]}',
  'a __proto__ key': '{"__proto__":{"constructor":{"name":"Map"}}}',
};

function expectRefusedInKorean(r: { status: number; text: string; json(): any }, what: string) {
  expect(r.status, `${what} -> ${r.status} ${r.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what} -> ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(r.json().message, what).toMatch(HANGUL);
}

describe('hostile values in a draft (applicant/draft)', () => {
  for (const [what, values] of Object.entries(hostileValues)) {
    it(`refuses ${what} with a Korean 4xx`, async () => {
      const r = await postRaw(`applicant/draft/${me.id}`, `{"pageIndex":0,"version":0,"values":${values}}`);
      expectRefusedInKorean(r, what);
    });
  }

  it('still keeps an ordinary draft with nested rows and numbers', async () => {
    const values = { english_name: 'Kim', applicant_personal_infos: { birthdate_year: 1998 }, careers: [{ company: '가나다', months: 12.5, files: [{ filepath: 'a/b', filesize: 0 }] }] };
    const r = await postRaw(`applicant/draft/${me.id}`, JSON.stringify({ pageIndex: 0, version: 0, values }));
    expect(r.status, r.text).toBe(200);
  });
});

describe('hostile values in a page save (applicant/update)', () => {
  for (const [what, values] of Object.entries(hostileValues)) {
    it(`refuses ${what} with a Korean 4xx`, async () => {
      const r = await postRaw(`applicant/update/${me.id}`, `{"pageIndex":0,"saveType":"temp","version":0,"values":${values}}`);
      expectRefusedInKorean(r, what);
    });
  }
});

describe('hostile bodies on any JSON endpoint', () => {
  it('refuses 3,000-deep nesting and an empty key before any schema runs', async () => {
    for (const path of [`applicant/page/${me.id}`, `applicant/open-form/${me.id}`, `applicant/log/sessionEnd/${me.id}`, 'applicant/view']) {
      expectRefusedInKorean(await postRaw(path, nested(3000)), `${path} nested`);
      expectRefusedInKorean(await postRaw(path, nestedArrays(100_000)), `${path} deep arrays`);
    }
  });
});

describe('bodies larger than anything the portal stores', () => {
  it('refuses a 2 MB body with 413 before parsing it', async () => {
    const r = await postRaw(`applicant/draft/${me.id}`, JSON.stringify({ pageIndex: 0, version: 0, values: { a: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(r.status).toBe(413);
    expect(r.json().message).toMatch(HANGUL);
  });
});

describe('hostile file keys', () => {
  const download = (filepath: string) =>
    portal.get(HOST, `/api/app/download?${new URLSearchParams({ filepath, filename: 'a.pdf', as: 'url' })}`, { applicanttoken: uploader.token });
  // Keys in the applicant's own area, so that only the hostile part can be the reason for a refusal.
  const own = () => `files/t/${TENANT}/applicants/${uploader.id}`;
  const keys: Record<string, () => string> = {
    'a NUL byte': () => `${own()}/r/a\u0000b.pdf`,
    'a NUL byte alone': () => '\u0000',
    'a 300-character segment': () => `${own()}/r/${'a'.repeat(300)}.pdf`,
    'a 2,000-byte key': () => `${own()}/${'가/'.repeat(500)}`,
    'a control character': () => `files/public/${TENANT}/a\u0007.pdf`,
    'a lone surrogate': () => `files/public/${TENANT}/\ud800.pdf`,
  };
  for (const [what, key] of Object.entries(keys)) {
    it(`refuses a download key with ${what} with a Korean 4xx`, async () => {
      expectRefusedInKorean(await download(key()), what);
    });
    it(`refuses an upload confirm key with ${what} with a Korean 4xx`, async () => {
      const r = await postRaw(`applicant/upload/${uploader.id}`, JSON.stringify({ pageIndex: 0, upload_type: 'documents', key: key(), filename: 'a.pdf' }), uploader.token);
      expectRefusedInKorean(r, what);
    });
  }

  const names: Record<string, string> = {
    'a NUL byte': 'a\u0000b.pdf',
    'a control character': 'a\u0007.pdf',
    'a lone surrogate': '\ud800.pdf',
    'a 1,000-character name': `${'가'.repeat(1000)}.pdf`,
  };
  for (const [what, filename] of Object.entries(names)) {
    it(`refuses an upload file name with ${what} with a Korean 4xx`, async () => {
      const r = await postRaw(`applicant/upload-url/${uploader.id}`, JSON.stringify({ pageIndex: 0, upload_type: 'documents', filename, size: 10, contentType: 'application/pdf' }), uploader.token);
      expectRefusedInKorean(r, what);
    });
    it(`refuses a download file name with ${what} with a Korean 4xx`, async () => {
      const r = await portal.get(HOST, `/api/app/download?${new URLSearchParams({ filepath: `files/public/${TENANT}/x.pdf`, filename, as: 'url' })}`);
      expectRefusedInKorean(r, what);
    });
  }
});
