import fc from 'fast-check';

/**
 * Mutations of a valid-shaped request: one part replaced by a value of the wrong type, out of range, in a script or
 * encoding the code may not expect, or too large, long or deep for the store. A mutation is data (kind and a seed
 * for the place it lands), so that fast-check can show and shrink it.
 */

/** Deep nesting built without recursion: JSON.stringify of it is still fine at a few thousand levels. */
export function nested(depth: number, leaf: unknown = 1, asArray = false): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

/** Text from many scripts and the edges of Unicode: Hangul (also decomposed jamo), emoji with modifiers, RTL and its overrides, NUL and control bytes, lone surrogates. */
export const oddText = fc.oneof(
  fc.constantFrom(
    '김지원',
    '\u1100\u1161\u11A8', // 각 as conjoining jamo
    '👩‍👩‍👧‍👦🇰🇷',
    'שָׁלוֹם مرحبا',
    '\u202Egpj.exe',
    'a\u0000b',
    '\u0000',
    '\u0007\u001b[31m',
    '\ud800',
    'x\udc00y',
    '\uFEFF\u200B',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Numbers out of any field's range, and ones JavaScript or DynamoDB cannot hold exactly. */
export const oddNumber = fc.constantFrom(-1, 0, 1.5, -0.000001, 1e308, -1e308, 1e-200, 2 ** 53 + 2, -(2 ** 63), 999_999_999_999_999, 4294967296);

/** A value of any JSON type, for a field that expects another. */
export const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, '', '1', 0, [1, 2], { value: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);

export type Mutation =
  | { kind: 'replace'; value: unknown }
  /** A key added to an object (long, empty, odd). */
  | { kind: 'add-key'; key: string; value: unknown }
  /** A string of this many characters (the request then passes 1 MB when the count or the character is large). */
  | { kind: 'huge-string'; length: number; char: string }
  /** Nesting this deep in place of a value. */
  | { kind: 'deep'; depth: number; asArray: boolean }
  | { kind: 'drop' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.oneof(oddText, oddNumber, wrongType).map((value): Mutation => ({ kind: 'replace', value })), weight: 6 },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.constant(''),
          fc.constantFrom(70_000, 201, 300).map((n) => 'k'.repeat(n)),
          // Names JavaScript objects already have: libraries that look a value's type up by them misread it.
          fc.constantFrom('constructor', '__proto__', 'toString', 'prototype', 'hasOwnProperty'),
          oddText,
        ),
        fc.oneof(oddText, oddNumber, wrongType, fc.constantFrom({ name: 'Set' }, { name: 'Map' }, { name: 'String' })),
      )
      .map(([key, value]): Mutation => ({ kind: 'add-key', key, value })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(5_000, 300_000, 410_000, 1_100_000), fc.constantFrom('a', '가', '😀'))
      .map(([length, char]): Mutation => ({ kind: 'huge-string', length, char })),
    weight: 1,
  },
  { arbitrary: fc.tuple(fc.constantFrom(17, 31, 33, 3_000), fc.boolean()).map(([depth, asArray]): Mutation => ({ kind: 'deep', depth, asArray })), weight: 1 },
  { arbitrary: fc.constant<Mutation>({ kind: 'drop' }), weight: 1 },
);

type Path = (string | number)[];

/** Every place in a value a mutation can land: the value itself and each nested member. */
function placesOf(value: unknown): Path[] {
  const out: Path[] = [[]];
  const stack: { v: unknown; p: Path }[] = [{ v: value, p: [] }];
  while (stack.length > 0) {
    const { v, p } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      const path = [...p, Array.isArray(v) ? Number(k) : k];
      out.push(path);
      stack.push({ v: child, p: path });
    }
  }
  return out;
}

const replacement = (m: Mutation): unknown => {
  switch (m.kind) {
    case 'replace':
    case 'add-key':
      return m.value;
    case 'huge-string':
      return m.char.repeat(m.length);
    case 'deep':
      return nested(m.depth, 1, m.asArray);
    case 'drop':
      return undefined;
  }
};

/** The value with the mutation applied at the place the seed picks (a fresh copy; the input is not changed). */
export function applyMutation(value: unknown, m: Mutation, seed: number): unknown {
  const copy = cloneJson(value);
  const places = placesOf(copy);
  if (m.kind === 'add-key') {
    const objects = places.filter((p) => {
      const v = at(copy, p);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    });
    if (objects.length === 0) return copy;
    (at(copy, objects[seed % objects.length]!) as Record<string, unknown>)[m.key] = m.value;
    return copy;
  }
  const path = places[seed % places.length]!;
  if (path.length === 0) return replacement(m);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (m.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement(m);
  return copy;
}

/** A deep copy of a JSON-like value without recursion (structuredClone overflows the stack on a few thousand levels); own `__proto__` keys stay own keys. */
function cloneJson(value: unknown): unknown {
  const copyOf = (v: unknown): unknown => (Array.isArray(v) ? new Array(v.length) : v !== null && typeof v === 'object' ? {} : v);
  const root = copyOf(value);
  const stack: { from: unknown; to: unknown }[] = [{ from: value, to: root }];
  while (stack.length > 0) {
    const { from, to } = stack.pop()!;
    if (from === null || typeof from !== 'object') continue;
    for (const k of Object.keys(from)) {
      const child = (from as Record<string, unknown>)[k];
      const copied = copyOf(child);
      Object.defineProperty(to, k, { value: copied, enumerable: true, configurable: true, writable: true });
      stack.push({ from: child, to: copied });
    }
  }
  return root;
}

function at(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) v = (v as Record<string | number, unknown>)[k];
  return v;
}

/** A path or query value that is not what the schema wants, kept short enough for a URL (a server refuses over-long request lines itself). */
export const oddSegment = fc.oneof(
  oddText.map((t) => t.slice(0, 200)),
  fc.constantFrom('0', '-1', '1e9', '999999999999999', '9007199254740993', '1.5', 'NaN', '..', '.', '%', '%00', '%E0%A4%A', '가'.repeat(300), 'a'.repeat(2000), '[]', '{}', 'null'),
);

/**
 * File keys an upload confirm or a download is sent instead of a real one: under the applicant's own area (so that only
 * the hostile part can be the reason for a refusal), with a NUL byte (which once answered 500), control characters,
 * a lone surrogate, over-long segments and keys, dot segments and an encoded NUL.
 */
export function oddFileKey(ownArea: string): fc.Arbitrary<string> {
  const own = ownArea.replace(/\/$/, '');
  return fc.constantFrom(
    `${own}/r/a\u0000b.pdf`,
    '\u0000',
    `${own}/\u0000`,
    `${own}/r/a\u0007.pdf`,
    `${own}/r/\ud800.pdf`,
    `${own}/r/${'a'.repeat(300)}.pdf`,
    `${own}/${'가/'.repeat(500)}`,
    `${own}/../../x.pdf`,
    `${own}/r/%00.pdf`,
    `${own}//a.pdf`,
  );
}

/** Whole bodies that are not the JSON object a contract reads. */
export const oddRawBody = fc.oneof(
  fc.constantFrom('', 'not json', '{', '"text"', '[]', 'null', '1e308', '{"a":1}{"b":2}', '\u0000', '﻿{}'),
  fc.integer({ min: 33, max: 200_000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
  fc.integer({ min: 33, max: 5_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.constant(JSON.stringify({ big: 'x'.repeat(1_100_000) })),
);
