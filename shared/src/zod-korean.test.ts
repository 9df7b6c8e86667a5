import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import './zod-korean.ts';
import { idParam } from './schemas/common.ts';
import { pageIndexParam } from './schemas/form-api.ts';

/**
 * Every zod 4 issue kind, with every origin and format, as the person reading it sees it: Korean written for
 * people, no type names from the code ('number이 너무 작습니다', 'int이 너무 큽니다'), a finished polite sentence
 * (issue 14, item 10). Cases come from real schemas where zod can produce them, so a new zod that words or
 * shapes an issue differently fails here.
 */
const ENGLISH_TYPE_NAME =
  /\b(number|int|integer|float|string|array|bigint|boolean|date|datetime|object|set|map|file|symbol|undefined|null|tuple|record|function|nan|never|void|unknown|instanceof|invalid|expected|received|input|option|too|small|big|origin|regex|format|nonoptional|stringbool|template_literal|uuid|cuid2?|nanoid|ulid|xid|ksuid|guid|ipv[46]|cidrv[46]|e164|jwt|base64(url)?|iban|credit_card|json_string)\b/i;
const HANGUL = /[가-힣]/;
const POLITE_END = /(니다|세요)\.$/;

function expectHumanKorean(message: string | undefined, what: string) {
  expect(message, what).toBeDefined();
  expect(message, what).toMatch(HANGUL);
  expect(message, `${what}: ${message}`).not.toMatch(ENGLISH_TYPE_NAME);
  expect(message, `${what}: ${message}`).toMatch(POLITE_END);
}

/** The first issue of a failed parse: its code, and its message as the error map words it. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success, `${String(input)} should fail`).toBe(false);
  return r.error!.issues[0]!;
}

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'a.pdf', { type: 'application/pdf' });

/** [what, schema, input, expected issue code] */
const cases: [string, z.ZodType, unknown, string][] = [
  // invalid_type, every expected type
  ['missing required value', z.object({ a: z.string() }), {}, 'invalid_type'],
  ['string expected', z.string(), 1, 'invalid_type'],
  ['number expected', z.number(), 'x', 'invalid_type'],
  ['number expected, NaN', z.number(), Number.NaN, 'invalid_type'],
  ['int expected', z.int(), 1.5, 'invalid_type'],
  ['int32 expected', z.int32(), 1.5, 'invalid_type'],
  ['boolean expected', z.boolean(), 'Y', 'invalid_type'],
  ['bigint expected', z.bigint(), 1, 'invalid_type'],
  ['date expected', z.date(), 'x', 'invalid_type'],
  ['invalid date', z.date(), new Date('x'), 'invalid_type'],
  ['array expected', z.array(z.string()), 'x', 'invalid_type'],
  ['tuple expected', z.tuple([z.string()]), 'x', 'invalid_type'],
  ['object expected', z.object({}), 'x', 'invalid_type'],
  ['record expected', z.record(z.string(), z.string()), 'x', 'invalid_type'],
  ['map expected', z.map(z.string(), z.string()), 'x', 'invalid_type'],
  ['set expected', z.set(z.string()), 'x', 'invalid_type'],
  ['file expected', z.file(), 'x', 'invalid_type'],
  ['symbol expected', z.symbol(), 'x', 'invalid_type'],
  ['null expected', z.null(), 'x', 'invalid_type'],
  ['undefined expected', z.undefined(), 'x', 'invalid_type'],
  ['void expected', z.void(), 'x', 'invalid_type'],
  ['never', z.never(), 'x', 'invalid_type'],
  ['nan expected', z.nan(), 1, 'invalid_type'],
  ['nonoptional', z.string().optional().nonoptional(), undefined, 'invalid_type'],
  ['stringbool', z.stringbool(), 'maybe', 'invalid_value'],
  ['stringbool of a number', z.stringbool(), 1, 'invalid_type'],
  ['function expected', z.function(), 'x', 'invalid_type'],
  // too_small / too_big, every origin, inclusive, exclusive and exact
  ['string too short', z.string().min(3), 'ab', 'too_small'],
  ['string too long', z.string().max(3), 'abcd', 'too_big'],
  ['string of exact length, short', z.string().length(4), 'ab', 'too_small'],
  ['string of exact length, long', z.string().length(4), 'abcdef', 'too_big'],
  ['empty string', z.string().nonempty(), '', 'too_small'],
  ['number too small', z.number().min(5), 1, 'too_small'],
  ['number too big', z.number().max(5), 9, 'too_big'],
  ['number not greater', z.number().gt(5), 5, 'too_small'],
  ['number not less', z.number().lt(5), 5, 'too_big'],
  ['number not positive', z.number().positive(), 0, 'too_small'],
  ['number negative', z.number().nonnegative(), -1, 'too_small'],
  ['decimal too big', z.number().max(0.5), 0.75, 'too_big'],
  ['int too small', z.int().min(1), 0, 'too_small'],
  ['int too big', z.int().max(10), 11, 'too_big'],
  ['int beyond safe range', z.int(), 2 ** 60, 'too_big'],
  ['int beyond safe range, negative', z.int(), -(2 ** 60), 'too_small'],
  ['int32 too big', z.int32(), 2 ** 40, 'too_big'],
  ['uint32 negative', z.uint32(), -1, 'too_small'],
  ['float32 too big', z.float32(), 1e300, 'too_big'],
  ['bigint too small', z.bigint().min(5n), 1n, 'too_small'],
  ['bigint too big', z.bigint().max(5n), 9n, 'too_big'],
  ['int64 too big', z.int64(), 2n ** 70n, 'too_big'],
  ['date too early', z.date().min(new Date('2026-01-01T00:00:00+09:00')), new Date('2025-01-01T00:00:00+09:00'), 'too_small'],
  ['date too late', z.date().max(new Date('2026-01-01T00:00:00+09:00')), new Date('2027-01-01T00:00:00+09:00'), 'too_big'],
  ['array too short', z.array(z.string()).min(2), ['a'], 'too_small'],
  ['array too long', z.array(z.string()).max(1), ['a', 'b'], 'too_big'],
  ['array of exact length', z.array(z.string()).length(2), ['a'], 'too_small'],
  ['empty array', z.array(z.string()).nonempty(), [], 'too_small'],
  ['tuple too long', z.tuple([z.string()]), ['a', 'b'], 'too_big'],
  ['tuple too short', z.tuple([z.string(), z.string()]), ['a'], 'too_small'],
  ['set too small', z.set(z.string()).min(2), new Set(['a']), 'too_small'],
  ['set too big', z.set(z.string()).max(1), new Set(['a', 'b']), 'too_big'],
  ['set of exact size', z.set(z.string()).size(2), new Set(['a']), 'too_small'],
  ['file too small', z.file().min(10), file(1), 'too_small'],
  ['file too big', z.file().max(1024 * 1024), file(2 * 1024 * 1024), 'too_big'],
  // invalid_format, every format
  ['email', z.email(), 'x', 'invalid_format'],
  ['url', z.url(), 'x', 'invalid_format'],
  ['http url', z.httpUrl(), 'ftp://a.b', 'invalid_format'],
  ['emoji', z.emoji(), 'x', 'invalid_format'],
  ['uuid', z.uuid(), 'x', 'invalid_format'],
  ['uuidv4', z.uuidv4(), 'x', 'invalid_format'],
  ['guid', z.guid(), 'x', 'invalid_format'],
  ['nanoid', z.nanoid(), '!', 'invalid_format'],
  ['cuid', z.cuid(), '!', 'invalid_format'],
  ['cuid2', z.cuid2(), '!', 'invalid_format'],
  ['ulid', z.ulid(), '!', 'invalid_format'],
  ['xid', z.xid(), '!', 'invalid_format'],
  ['ksuid', z.ksuid(), '!', 'invalid_format'],
  ['iso datetime', z.iso.datetime(), 'x', 'invalid_format'],
  ['iso date', z.iso.date(), 'x', 'invalid_format'],
  ['iso time', z.iso.time(), 'x', 'invalid_format'],
  ['iso duration', z.iso.duration(), 'x', 'invalid_format'],
  ['ipv4', z.ipv4(), 'x', 'invalid_format'],
  ['ipv6', z.ipv6(), 'x', 'invalid_format'],
  ['mac', z.mac(), 'x', 'invalid_format'],
  ['cidrv4', z.cidrv4(), 'x', 'invalid_format'],
  ['cidrv6', z.cidrv6(), 'x', 'invalid_format'],
  ['base64', z.base64(), '!', 'invalid_format'],
  ['base64url', z.base64url(), '!', 'invalid_format'],
  ['e164', z.e164(), 'x', 'invalid_format'],
  ['credit card', z.creditCard(), 'x', 'invalid_format'],
  ['iban', z.iban(), 'x', 'invalid_format'],
  ['jwt', z.jwt(), 'x', 'invalid_format'],
  ['hostname', z.hostname(), '!', 'invalid_format'],
  ['hex', z.hex(), 'x', 'invalid_format'],
  ['currency code', z.currencyCode(), 'x', 'invalid_format'],
  ['sha256 hash', z.hash('sha256'), 'x', 'invalid_format'],
  ['md5 base64 hash', z.hash('md5', { enc: 'base64' }), '!', 'invalid_format'],
  ['lowercase', z.string().lowercase(), 'A', 'invalid_format'],
  ['uppercase', z.string().uppercase(), 'a', 'invalid_format'],
  ['regex', z.string().regex(/^\d+$/), 'a', 'invalid_format'],
  ['starts with (Hangul)', z.string().startsWith('서울'), 'a', 'invalid_format'],
  ['starts with (Hangul with a final consonant)', z.string().startsWith('부산'), 'a', 'invalid_format'],
  ['starts with (Latin)', z.string().startsWith('abc'), 'x', 'invalid_format'],
  ['ends with', z.string().endsWith('.pdf'), 'a', 'invalid_format'],
  ['includes', z.string().includes('@'), 'a', 'invalid_format'],
  ['template literal', z.templateLiteral(['a', z.number()]), 'b', 'invalid_format'],
  ['custom string format', z.stringFormat('code', /^\d{4}$/), 'x', 'invalid_format'],
  // the other issue kinds
  ['multiple of a decimal', z.number().multipleOf(0.5), 0.3, 'not_multiple_of'],
  ['multiple of an integer', z.int().multipleOf(10), 15, 'not_multiple_of'],
  ['bigint multiple of', z.bigint().multipleOf(3n), 4n, 'not_multiple_of'],
  ['unrecognized keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }, 'unrecognized_keys'],
  ['union without a match', z.union([z.string(), z.number()]), true, 'invalid_union'],
  ['discriminated union without a match', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]), { kind: 'c' }, 'invalid_union'],
  ['exclusive union with two matches', z.xor([z.string(), z.string().min(1)]), 'a', 'invalid_union'],
  ['record key', z.record(z.string().min(2), z.string()), { a: 'x' }, 'invalid_key'],
  ['map key', z.map(z.string(), z.string()), new Map([[{}, 'x']]), 'invalid_key'],
  ['map value', z.map(z.any(), z.string()), new Map([[{}, 1]]), 'invalid_element'],
  ['one literal', z.literal('url'), 'x', 'invalid_value'],
  ['several literals', z.literal(['a', 'b', 1]), 'x', 'invalid_value'],
  ['enum', z.enum(['Y', 'N']), 'x', 'invalid_value'],
  ['boolean literal', z.literal(true), false, 'invalid_value'],
  ['native enum', z.nativeEnum({ A: 1, B: 2 }), 3, 'invalid_value'],
  ['refine without a message', z.string().refine((s) => s === 'a'), 'b', 'custom'],
  ['custom without a message', z.custom<string>((v) => v === 'a'), 'b', 'custom'],
];

describe('zod issues in Korean written for people', () => {
  for (const [what, schema, input, code] of cases) {
    it(`words ${code} (${what}) in polite Korean without type names`, () => {
      const issue = firstIssue(schema, input);
      expect(issue.code, what).toBe(code);
      expectHumanKorean(issue.message, what);
    });
  }

  it('covers every issue code zod 4 has', () => {
    const covered = new Set(cases.map((c) => c[3]));
    const all = ['invalid_type', 'too_big', 'too_small', 'invalid_format', 'not_multiple_of', 'unrecognized_keys', 'invalid_union', 'invalid_key', 'invalid_element', 'invalid_value', 'custom'];
    expect([...covered].sort()).toEqual([...all].sort());
  });

  it('words issues zod raises with an origin or format no schema above produces', () => {
    const map = z.config().localeError!;
    const raw = [
      { code: 'too_big', origin: 'map', maximum: 3, inclusive: true, input: new Map() },
      { code: 'too_small', origin: 'unknown', minimum: 3, inclusive: true, input: {} },
      { code: 'too_big', origin: 'something-new', maximum: 3, inclusive: false, input: {} },
      { code: 'invalid_format', format: 'json_string', input: '{' },
      { code: 'invalid_format', format: 'uuidv6', input: 'x' },
      { code: 'invalid_format', format: 'safeint', input: 'x' },
      { code: 'invalid_format', format: 'a-new-format', input: 'x' },
      { code: 'invalid_type', expected: 'Date', input: 'x' },
      { code: 'invalid_type', expected: 'a-new-type', input: 'x' },
      { code: 'invalid_element', origin: 'set', key: 'a', issues: [], input: new Set() },
      { code: 'a_new_code', input: 'x' },
    ];
    for (const issue of raw) {
      const out = map(issue as never);
      const message = typeof out === 'string' ? out : out?.message;
      expectHumanKorean(message, JSON.stringify(issue, (_k, v) => (v instanceof Map || v instanceof Set ? v.constructor.name : v)));
    }
  });

  it('says the sizes and limits in words a person reads', () => {
    expect(firstIssue(z.string().min(3), 'ab').message).toContain('3자');
    expect(firstIssue(z.number().max(1500), 2000).message).toContain('1,500');
    expect(firstIssue(z.array(z.string()).max(2), ['a', 'b', 'c']).message).toContain('2개');
    expect(firstIssue(z.file().max(1024 * 1024), file(2 * 1024 * 1024)).message).toContain('1MB');
    expect(firstIssue(z.date().min(new Date('2026-03-01T00:00:00+09:00')), new Date('2025-01-01')).message).toContain('2026-03-01');
    expect(firstIssue(z.enum(['Y', 'N']), 'x').message).toContain('Y, N');
    expect(firstIssue(z.string().startsWith('서울'), 'x').message).toBe("'서울'로 시작하도록 입력해 주세요.");
    expect(firstIssue(z.string().startsWith('부산'), 'x').message).toBe("'부산'으로 시작하도록 입력해 주세요.");
    expect(firstIssue(z.string().includes('@'), 'x').message).toBe("'@'을(를) 포함해 입력해 주세요.");
  });

  it('leaves the messages schemas give themselves, as the spec words them, in place', () => {
    expect(firstIssue(idParam, undefined).message).toBe('식별자를 입력해 주세요.');
    expect(firstIssue(pageIndexParam, 'x').message).toBe('페이지 번호는 숫자로 입력해 주세요.');
    expect(firstIssue(z.string().min(2, { error: '2 자 이상 입력하여 주세요' }), 'a').message).toBe('2 자 이상 입력하여 주세요');
    expect(firstIssue(z.string().refine(() => false, { message: '필수 입력항목입니다.' }), 'a').message).toBe('필수 입력항목입니다.');
  });
});
