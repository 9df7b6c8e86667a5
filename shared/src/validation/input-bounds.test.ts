import { describe, expect, it } from 'vitest';
import { draftBodySchema } from '../schemas/submission.ts';
import { saveApplicantBodySchema, uploadConfirmBodySchema } from '../schemas/form-api.ts';
import { downloadQuerySchema } from '../schemas/project.ts';
import { inputBoundsMessages as M } from '../messages/input-bounds.ts';
import { findJsonBoundsProblem, inputLimits, isStorableNumber, jsonTextTooDeep, objectKeyProblem } from './input-bounds.ts';

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('free-form JSON bounds', () => {
  it('keeps a form payload with groups, rows, file lists and numbers', () => {
    const values = {
      english_name: 'Kim',
      applicant_personal_infos: { birthdate_year: 1998 },
      careers: [{ company: '가나다', months: 12.5, documents: [{ filepath: 'a/b', filename: '경력.pdf', filesize: 0 }] }],
      applicant_add_questions_edit: { detail_102: { answers: [{ form_question_id: 1021, answer: '잘 부탁드립니다.\n감사합니다.' }] } },
    };
    expect(findJsonBoundsProblem(values)).toBeUndefined();
    expect(draftBodySchema.safeParse({ pageIndex: 0, version: 0, values }).success).toBe(true);
  });

  it('refuses values nested deeper than the limit, naming where', () => {
    expect(findJsonBoundsProblem(nested(inputLimits.valueDepth))).toBeUndefined();
    const problem = findJsonBoundsProblem(nested(inputLimits.valueDepth + 1));
    expect(problem).toMatchObject({ message: M.tooDeep });
    expect(problem!.path).toHaveLength(inputLimits.valueDepth);
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    expect(findJsonBoundsProblem(nested(100_000))).toMatchObject({ message: M.tooDeep });
  });

  it('refuses empty, over-long and unreadable keys', () => {
    expect(findJsonBoundsProblem({ a: { '': 1 } })).toEqual({ message: M.emptyKey, path: ['a'] });
    expect(findJsonBoundsProblem({ ['k'.repeat(70_000)]: 1 })).toMatchObject({ message: M.keyTooLong(inputLimits.keyLength) });
    expect(findJsonBoundsProblem({ ['a\u0000']: 1 })).toMatchObject({ message: M.unreadableText });
  });

  it('refuses a key named constructor, which the DynamoDB marshaller reads as the value\'s type', () => {
    expect(findJsonBoundsProblem({ rows: [{ constructor: { name: 'Set' } }] })).toEqual({ message: M.reservedKey, path: ['rows', 0] });
    expect(findJsonBoundsProblem({ construct: 1, constructors: 2 })).toBeUndefined();
  });

  it('refuses numbers outside what JavaScript and DynamoDB hold exactly', () => {
    for (const n of [1e308, -1e308, 2 ** 53, 1e-200, -5e-324]) expect(isStorableNumber(n), String(n)).toBe(false);
    for (const n of [0, -0, 1, -1, 12.5, 0.1 + 0.2, Number.MAX_SAFE_INTEGER, 1e-100]) expect(isStorableNumber(n), String(n)).toBe(true);
    expect(findJsonBoundsProblem({ rows: [1, 1e308] })).toEqual({ message: M.numberOutOfRange, path: ['rows', 1] });
  });

  it('refuses strings that are too long or hold half a UTF-16 pair', () => {
    expect(findJsonBoundsProblem({ a: 'x'.repeat(inputLimits.stringLength + 1) })).toMatchObject({ message: M.textTooLong(inputLimits.stringLength) });
    expect(findJsonBoundsProblem({ a: 'ok \ud800' })).toEqual({ message: M.unreadableText, path: ['a'] });
    expect(findJsonBoundsProblem({ a: 'emoji 😀 keeps its pair' })).toBeUndefined();
  });

  it('gives the page save its Korean message and the path of the bad value', () => {
    const r = saveApplicantBodySchema.safeParse({ pageIndex: 0, version: 0, values: { group: { '': 'x' } } });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ message: M.emptyKey, path: ['values', 'group'] });
  });
});

describe('JSON text depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonTextTooDeep('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonTextTooDeep('{"a\\"[[[[[[":[1]}', 2)).toBe(false);
    expect(jsonTextTooDeep('[[[1]]]', 3)).toBe(false);
    expect(jsonTextTooDeep('[[[[1]]]]', 3)).toBe(true);
    expect(jsonTextTooDeep('['.repeat(1_000_000), 32)).toBe(true);
  });
});

describe('object keys and file names from the client', () => {
  it('refuses NUL and control bytes, half pairs, long segments and keys over 1,024 bytes', () => {
    expect(objectKeyProblem('files/t/1/applicants/2/r/이력서.pdf')).toBeUndefined();
    for (const key of ['a\u0000b', '\u0007', 'a/\ud800.pdf', `a/${'b'.repeat(256)}`, '가/'.repeat(400)]) expect(objectKeyProblem(key), JSON.stringify(key).slice(0, 40)).toBe(M.fileKeyInvalid);
  });

  it('refuses such keys and names in the download query and the upload confirm', () => {
    const download = downloadQuerySchema.safeParse({ filepath: 'files/public/1/a\u0000.pdf', filename: 'a.pdf' });
    expect(download.error?.issues[0]?.message).toBe(M.fileKeyInvalid);
    const name = downloadQuerySchema.safeParse({ filepath: 'files/public/1/a.pdf', filename: 'a\u0000.pdf' });
    expect(name.error?.issues[0]?.message).toBe(M.fileNameInvalid);
    const confirm = uploadConfirmBodySchema.safeParse({ pageIndex: 0, upload_type: 'documents', key: `files/t/1/${'x'.repeat(300)}`, filename: 'a.pdf' });
    expect(confirm.error?.issues[0]?.message).toBe(M.fileKeyInvalid);
  });
});
