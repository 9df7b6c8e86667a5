import { config, type core } from 'zod';
import { formatKst } from './dates.ts';
import { validationIssueMessages as M } from './messages/validation-issues.ts';

/**
 * Every zod issue that its schema did not word gets a Korean sentence written for people, in the browser and on the
 * server: zod's own Korean locale shows type names from the code ('number이 너무 작습니다'). Called through the
 * named import, not z.config: the web build treats calls on 'z' as pure (web/vite.config.ts).
 */
config({ localeError: koreanIssueMessage });

type Issue = core.$ZodRawIssue;

export function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return expectedMessage(issue.expected, issue.input);
    case 'too_small':
      return sizeMessage('min', issue.origin, issue.minimum, issue.inclusive ?? true, issue.exact ?? false);
    case 'too_big':
      return sizeMessage('max', issue.origin, issue.maximum, issue.inclusive ?? true, issue.exact ?? false);
    case 'invalid_format':
      return formatMessage(issue as Issue & { format: string; prefix?: string; suffix?: string; includes?: string });
    case 'not_multiple_of':
      return M.multipleOf(numberText(issue.divisor));
    case 'unrecognized_keys':
      return M.unknownKeys(listText(issue.keys, 5));
    case 'invalid_key':
      return M.invalidKey;
    case 'invalid_element':
      return M.invalidElement;
    case 'invalid_value':
      if (issue.values.length === 1) return M.oneValue(withParticle(valueText(issue.values[0]), 'ro'));
      return issue.values.length <= 10 ? M.oneOf(issue.values.map(valueText).join(', ')) : M.oneOfMany;
    case 'custom':
      return M.invalidValue;
    default:
      // invalid_union, and any issue kind a later zod adds.
      return M.invalidFormat;
  }
}

function expectedMessage(expected: string, input: unknown): string {
  // A value that is missing (or null) for a field that must have one.
  if (input === undefined || input === null) return expected === 'undefined' || expected === 'void' || expected === 'null' ? M.notAllowed : M.required;
  switch (expected) {
    case 'string':
      return M.expectText;
    case 'number':
    case 'bigint':
    case 'nan':
      return M.expectNumber;
    case 'int':
      return M.expectInteger;
    case 'boolean':
      return M.expectYesNo;
    case 'date':
      return M.expectDate;
    case 'array':
    case 'tuple':
    case 'set':
      return M.expectList;
    case 'file':
      return M.expectFile;
    case 'never':
    case 'undefined':
    case 'void':
    case 'null':
      return M.notAllowed;
    default:
      // object, record, map, symbol, function, instanceof classes and anything newer.
      return M.invalidFormat;
  }
}

function sizeMessage(side: 'min' | 'max', origin: string, limit: number | bigint, inclusive: boolean, exact: boolean): string {
  const min = side === 'min';
  switch (origin) {
    case 'string':
      return exact ? M.exactLength(numberText(limit)) : min ? M.minLength(numberText(inclusive ? limit : Number(limit) + 1)) : M.maxLength(numberText(inclusive ? limit : Number(limit) - 1));
    case 'array':
    case 'set':
    case 'map':
      return exact ? M.exactItems(numberText(limit)) : min ? M.minItems(numberText(inclusive ? limit : Number(limit) + 1)) : M.maxItems(numberText(inclusive ? limit : Number(limit) - 1));
    case 'number':
    case 'int':
    case 'bigint':
      if (min) return inclusive ? M.minNumber(numberText(limit)) : M.aboveNumber(numberText(limit));
      return inclusive ? M.maxNumber(numberText(limit)) : M.belowNumber(numberText(limit));
    case 'date': {
      const d = dateText(Number(limit));
      if (min) return inclusive ? M.minDate(d) : M.afterDate(d);
      return inclusive ? M.maxDate(d) : M.beforeDate(d);
    }
    case 'file':
      return min ? M.minFileSize(bytesText(Number(limit))) : M.maxFileSize(bytesText(Number(limit)));
    default:
      return min ? M.minOther(numberText(limit)) : M.maxOther(numberText(limit));
  }
}

const FORMAT_NAMES: Record<string, string> = {
  email: M.formatNames.email,
  url: M.formatNames.url,
  datetime: M.formatNames.datetime,
  date: M.formatNames.date,
  time: M.formatNames.time,
  duration: M.formatNames.duration,
  ipv4: M.formatNames.ip,
  ipv6: M.formatNames.ip,
  cidrv4: M.formatNames.ipRange,
  cidrv6: M.formatNames.ipRange,
  mac: M.formatNames.mac,
  base64: M.formatNames.encoded,
  base64url: M.formatNames.encoded,
  json_string: M.formatNames.json,
  e164: M.formatNames.phone,
  credit_card: M.formatNames.card,
  iban: M.formatNames.iban,
  currency_code: M.formatNames.currency,
  jwt: M.formatNames.token,
  hostname: M.formatNames.hostname,
  hex: M.formatNames.hex,
};
const ID_FORMATS = /^(uuid|uuidv\d|guid|nanoid|cuid2?|ulid|xid|ksuid)$/;
const HASH_FORMATS = /^(md5|sha\d+)_(hex|base64|base64url)$/;

function formatMessage(issue: { format: string; prefix?: string; suffix?: string; includes?: string }): string {
  const f = issue.format;
  if (f === 'starts_with') return M.startsWith(withParticle(issue.prefix ?? '', 'ro'));
  if (f === 'ends_with') return M.endsWith(withParticle(issue.suffix ?? '', 'ro'));
  if (f === 'includes') return M.includes(withParticle(issue.includes ?? '', 'eul'));
  if (f === 'emoji') return M.onlyEmoji;
  if (f === 'lowercase') return M.lowercase;
  if (f === 'uppercase') return M.uppercase;
  if (ID_FORMATS.test(f)) return M.formatOf(M.formatNames.id);
  if (HASH_FORMATS.test(f)) return M.formatOf(M.formatNames.hash);
  const name = FORMAT_NAMES[f];
  // regex, template literals and custom formats: the pattern itself means nothing to the person typing.
  return name ? M.formatOf(name) : M.invalidFormat;
}

/** 'abc' quoted with the particle its last sound takes: '서울'으로 / '부산'으로 / '대구'로; (으)로 when it cannot be told. */
function withParticle(text: string, particle: 'ro' | 'eul'): string {
  const quoted = `'${text}'`;
  const batchim = finalConsonant(text);
  if (particle === 'ro') {
    if (batchim === undefined) return `${quoted}(으)로`;
    return batchim === 0 || batchim === 8 ? `${quoted}로` : `${quoted}으로`; // no final consonant, or ㄹ
  }
  if (batchim === undefined) return `${quoted}을(를)`;
  return batchim === 0 ? `${quoted}를` : `${quoted}을`;
}

/** The final consonant index of the last syllable (0: none, 8: ㄹ), for Hangul and digits; undefined otherwise. */
function finalConsonant(text: string): number | undefined {
  const last = text.at(-1);
  if (last === undefined) return undefined;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28;
  // 영 일 이 삼 사 오 육 칠 팔 구
  const digits: Record<string, number> = { '0': 21, '1': 8, '2': 0, '3': 16, '4': 0, '5': 0, '6': 1, '7': 8, '8': 8, '9': 0 };
  return digits[last];
}

function numberText(n: number | bigint): string {
  if (typeof n === 'bigint') return n.toLocaleString('ko-KR');
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  return n.toLocaleString('ko-KR', { maximumFractionDigits: 20 });
}

function bytesText(bytes: number): string {
  const trim = (n: number) => numberText(Math.round(n * 10) / 10);
  if (bytes >= 1024 * 1024) return `${trim(bytes / (1024 * 1024))}MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)}KB`;
  return `${numberText(bytes)}바이트`;
}

/** A date limit in KST, without the time when it is midnight. */
function dateText(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  return formatKst(d).replace(/ 00:00:00$/, '');
}

function valueText(v: unknown): string {
  if (v === true) return '예';
  if (v === false) return '아니요';
  if (v === null) return '없음';
  if (typeof v === 'number' || typeof v === 'bigint') return numberText(v);
  return String(v);
}

function listText(items: readonly string[], max: number): string {
  return items.length > max ? `${items.slice(0, max).join(', ')} 외 ${items.length - max}개` : items.join(', ');
}
