import { inputLimits } from '../../shared/src/validation/input-bounds.ts';

/**
 * The value kinds that answered 500 before the hardening (docs/security.md, section 9), and a classifier of a sent
 * request by them: the fuzz counts what it actually sent, and test/fuzz/mutations.test.ts shows its arbitraries make
 * each of them with the run's seed.
 */
export const HOSTILE_KINDS = {
  deepDraft: "a draft nested past DynamoDB's 32 levels",
  emptyKey: 'an empty key',
  hugeNumber: 'the number 1e308',
  longKey: 'a 70,000-character key',
  deepSave: 'a page save nested 3,000 levels deep',
  nulFileKey: 'a NUL byte in a file key',
  constructorKey: "a key named 'constructor'",
  protoKey: "a key named '__proto__'",
} as const;
export type HostileKind = keyof typeof HOSTILE_KINDS;

/** Routes that take a file key: the upload confirms in the body (`key`), the download in the query (`filepath`). */
const FILE_KEY_BODY_ROUTES = new Set(['ConfirmUpload', 'ConfirmQnaUpload', 'ConfirmStepUpload']);

/** Whether the portal reads the body at all (functions/src/http/middleware/parse-body: over 1 MiB is a 413); UTF-8 takes 1 to 3 bytes per UTF-16 unit. */
function readable(body: string): boolean {
  if (body.length > inputLimits.bodyBytes) return false;
  return body.length * 3 <= inputLimits.bodyBytes || Buffer.byteLength(body) <= inputLimits.bodyBytes;
}
/** Text that an empty, reserved or NUL-bearing key or a number of 1e308's size leaves in a JSON body. */
const MAY_CARRY = /"":|\de\+?30[89]|"constructor"|"__proto__"|\\u0000/;

const openers = (text: string): number => text.split('{').length + text.split('[').length - 2;

/** The deepest nesting of objects and arrays in JSON text (also in text that is not valid JSON), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) max = Math.max(max, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** Every key and number in a parsed JSON value, walked without recursion. */
function visit(value: unknown, onKey: (k: string) => void, onNumber: (n: number) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number') onNumber(v);
    else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) {
        onKey(k);
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
}

/** Which of the hostile kinds one request carries (its path with the query, and its body as sent). */
export function hostileKindsOf(contractId: string, request: { path: string; body: string | undefined }): Set<HostileKind> {
  const kinds = new Set<HostileKind>();
  const body = request.body;
  // A body over 1 MiB is refused for its size before anything reads it (413): it carries none of the kinds.
  if (body !== undefined && readable(body)) {
    // Nesting never exceeds the count of '{' and '[' (a native count, cheap next to the scan over a megabyte).
    const deepRoute = contractId === 'SaveDraft' || contractId === 'SaveApplicantPage';
    const depth = deepRoute && openers(body) > 32 ? jsonDepth(body) : 0;
    if (contractId === 'SaveDraft' && depth > 32) kinds.add('deepDraft');
    if (contractId === 'SaveApplicantPage' && depth >= 3000) kinds.add('deepSave');
    // Parsed only when it may hold one of the kinds (a key of 70,000 characters makes a long body): most bodies do not.
    const worthParsing = body.length >= 70_000 || MAY_CARRY.test(body);
    let parsed: unknown;
    try {
      parsed = worthParsing ? JSON.parse(body) : undefined;
    } catch {
      parsed = undefined;
    }
    visit(
      parsed,
      (k) => {
        if (k === '') kinds.add('emptyKey');
        if (k.length >= 70_000) kinds.add('longKey');
        if (k === 'constructor') kinds.add('constructorKey');
        if (k === '__proto__') kinds.add('protoKey');
      },
      (n) => {
        if (Math.abs(n) >= 1e308) kinds.add('hugeNumber');
      },
    );
    const key = (parsed as { key?: unknown } | undefined)?.key;
    if (FILE_KEY_BODY_ROUTES.has(contractId) && typeof key === 'string' && key.includes('\u0000')) kinds.add('nulFileKey');
  }
  if (contractId === 'DownloadFile') {
    let filepath: string | null = null;
    try {
      filepath = new URL(request.path, 'http://fuzz.localhost').searchParams.get('filepath');
    } catch {
      filepath = null;
    }
    if (filepath?.includes('\u0000')) kinds.add('nulFileKey');
  }
  return kinds;
}
