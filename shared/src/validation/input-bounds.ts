import * as z from 'zod';
import { inputBoundsMessages as M } from '../messages/input-bounds.ts';
import { hasLoneSurrogate, isCleanText } from './text-characters.ts';

export { hasLoneSurrogate, isCleanLineText, isCleanText } from './text-characters.ts';

/**
 * Bounds on input that is stored as it arrives (free-form JSON such as drafts and page values) and on object keys
 * and file names that reach S3: what DynamoDB and S3 cannot hold is refused here with a Korean message, never left
 * to fail in the store as a 500 (issue 14, item 9). Browser and server share these.
 */
export const inputLimits = {
  /** JSON nesting of a whole request body (the body-parse middleware): far above any real payload. */
  bodyDepth: 32,
  /** UTF-8 bytes of a request body: over twice what one DynamoDB item (400 KB) can hold. */
  bodyBytes: 1024 * 1024,
  /** Nesting of free-form values; the item wraps them in a level or two, DynamoDB stops at 32. */
  valueDepth: 16,
  /** Characters of a key in free-form values (form field names are a few dozen). */
  keyLength: 200,
  /** Characters of one string in free-form values: none longer than a whole DynamoDB item (400 KB) could be stored. */
  stringLength: 400 * 1024,
  /** S3 keys: 1,024 UTF-8 bytes in all; no segment longer than a file name may be (255 bytes). */
  objectKeyBytes: 1024,
  objectKeySegmentBytes: 255,
} as const;

/**
 * Numbers both JavaScript and DynamoDB hold exactly: integers up to 2^53 (the SDK refuses larger ones) and no
 * fraction below 1e-100 (DynamoDB underflows at 1e-130).
 */
export const isStorableNumber = (n: number): boolean =>
  Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER && (n === 0 || Math.abs(n) >= 1e-100);

/**
 * Keys no request may carry: the DynamoDB marshaller picks a value's type by its `constructor` (an own key of that
 * name made it throw or misstore), and zod turns a `__proto__` key into the copied object's prototype.
 */
export const isReservedKey = (k: string): boolean => k === 'constructor' || k === '__proto__';

const utf8Bytes = (s: string): number => new TextEncoder().encode(s).length;

/**
 * True when the JSON text nests arrays and objects deeper than `max`. A scan of the text, not a recursion over a
 * parsed value, so that a body of a million brackets costs one pass and no stack.
 */
export function jsonTextTooDeep(text: string, max: number = inputLimits.bodyDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export interface JsonBoundsProblem {
  message: string;
  path: (string | number)[];
}

/**
 * The first part of a parsed JSON value that the store cannot hold, or undefined. Depth counts containers: the
 * value itself is level 1. Iterative, so a hostile value cannot exhaust the stack.
 */
export function findJsonBoundsProblem(value: unknown, limits: { depth: number; keyLength: number; stringLength: number } = { depth: inputLimits.valueDepth, keyLength: inputLimits.keyLength, stringLength: inputLimits.stringLength }): JsonBoundsProblem | undefined {
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'number') {
      if (!isStorableNumber(v)) return { message: M.numberOutOfRange, path };
    } else if (typeof v === 'string') {
      if (v.length > limits.stringLength) return { message: M.textTooLong(limits.stringLength), path };
      if (hasLoneSurrogate(v)) return { message: M.unreadableText, path };
    } else if (v !== null && typeof v === 'object') {
      // Arrays and objects below the value itself each add a level.
      if (path.length + 1 > limits.depth) return { message: M.tooDeep, path };
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i] });
      } else {
        for (const [k, child] of Object.entries(v)) {
          if (k === '') return { message: M.emptyKey, path };
          if (k.length > limits.keyLength) return { message: M.keyTooLong(limits.keyLength), path };
          if (isReservedKey(k)) return { message: M.reservedKey, path };
          if (!isCleanText(k)) return { message: M.unreadableText, path };
          stack.push({ v: child, path: [...path, k] });
        }
      }
    }
  }
  return undefined;
}

/** Free-form answers stored as they arrive (drafts, page values): an object of any fields, within the bounds above. */
export const boundedJsonRecord = () =>
  z.record(z.string(), z.unknown()).superRefine((v, ctx) => {
    const problem = findJsonBoundsProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });

/** Why an S3 object key cannot be used, or undefined: control characters, broken text, over S3's or a segment's length. */
export function objectKeyProblem(key: string): string | undefined {
  if (!isCleanText(key)) return M.fileKeyInvalid;
  if (utf8Bytes(key) > inputLimits.objectKeyBytes) return M.fileKeyInvalid;
  if (key.split('/').some((s) => utf8Bytes(s) > inputLimits.objectKeySegmentBytes)) return M.fileKeyInvalid;
  return undefined;
}

/** A zod check for object keys from the client (download paths, upload keys). */
export const refuseHostileObjectKey = (key: string, ctx: z.RefinementCtx) => {
  const problem = objectKeyProblem(key);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A zod check for file names from the client: no control characters, whole characters only. */
export const refuseHostileFileName = (name: string, ctx: z.RefinementCtx) => {
  if (!isCleanText(name)) ctx.addIssue({ code: 'custom', message: M.fileNameInvalid });
};
