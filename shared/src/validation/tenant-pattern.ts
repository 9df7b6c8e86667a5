/**
 * Patterns an organisation configures (auth fields' and form items' `pattern.value`), run in linear time (issue 39
 * item 6, audit F07). V8's RegExp backtracks: `^([A-Za-z가-힣]+\s?)+$` on 'a'×27 + '!' took seconds and held every
 * tenant's requests. This is a Thompson-NFA (Pike VM) matcher over the regex syntax such patterns use, with the meaning
 * of `new RegExp(source).test(value)` (no flags, UTF-16 code units): its work is at most input length × program size.
 * re2js would do the same but weighs 46 KB gzip (the consent step's budget has none left) and 147 KB in each Lambda.
 * Syntax outside this subset (lookaround, back-references) is refused when the configuration is written.
 */

/** The longest input a pattern is run on, whatever max_length says: the callers check lengths first. */
export const TENANT_PATTERN_INPUT_CAP = 10_000;
/** The longest pattern source, and the largest program it may compile to (counted repeats copy their body). */
export const TENANT_PATTERN_MAX_SOURCE = 1_000;
const MAX_PROGRAM = 20_000;

type Range = readonly [number, number];
/** A set of code units: any of `parts` (each possibly negated, as \D inside a class), the whole possibly negated. */
interface CharSet {
  parts: { ranges: readonly Range[]; neg: boolean }[];
  neg: boolean;
}
type Node =
  | { t: 'set'; set: CharSet }
  | { t: 'assert'; kind: 'bol' | 'eol' | 'word' | 'nonword' }
  | { t: 'cat'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number };
type Op =
  | { op: 'set'; set: CharSet }
  | { op: 'split'; a: number; b: number }
  | { op: 'jmp'; to: number }
  | { op: 'assert'; kind: 'bol' | 'eol' | 'word' | 'nonword' }
  | { op: 'match' };

const DIGIT: Range[] = [[0x30, 0x39]];
const WORD: Range[] = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
// JavaScript's \s: WhiteSpace and LineTerminator.
const SPACE: Range[] = [[0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]];
const LINE_TERMINATORS: Range[] = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

class Unsupported extends Error {}

const single = (c: number): CharSet => ({ parts: [{ ranges: [[c, c]], neg: false }], neg: false });
const classEscapes: Record<string, { ranges: Range[]; neg: boolean }> = {
  d: { ranges: DIGIT, neg: false },
  D: { ranges: DIGIT, neg: true },
  w: { ranges: WORD, neg: false },
  W: { ranges: WORD, neg: true },
  s: { ranges: SPACE, neg: false },
  S: { ranges: SPACE, neg: true },
};
const controlEscapes: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 };

/** A recursive-descent parser of the supported syntax; anything else throws Unsupported. */
function parse(src: string): Node {
  let i = 0;
  const peek = () => src[i];
  const hex = (len: number): number => {
    const h = src.slice(i, i + len);
    if (h.length !== len || !/^[0-9A-Fa-f]+$/.test(h)) throw new Unsupported();
    i += len;
    return parseInt(h, 16);
  };
  /** After a backslash: a single code unit, or a class escape part. */
  const escape = (inClass: boolean): number | { ranges: Range[]; neg: boolean } => {
    const c = src[i++];
    if (c === undefined) throw new Unsupported();
    if (c in classEscapes) return classEscapes[c]!;
    if (c in controlEscapes) return controlEscapes[c]!;
    if (c === 'x') return hex(2);
    if (c === 'u') return hex(4);
    if (c === '0' && !/[0-9]/.test(src[i] ?? '')) return 0;
    if (inClass && c === 'b') return 8;
    // Letters and digits are escapes with meanings this matcher does not have (back-references, \c, \p, \k …).
    if (/[A-Za-z0-9]/.test(c)) throw new Unsupported();
    return c.charCodeAt(0);
  };
  const charClass = (): Node => {
    i++; // [
    const neg = peek() === '^';
    if (neg) i++;
    const parts: CharSet['parts'] = [];
    const plain: Range[] = [];
    const atom = (): number | { ranges: Range[]; neg: boolean } => {
      const c = src[i++];
      if (c === undefined) throw new Unsupported();
      return c === '\\' ? escape(true) : c.charCodeAt(0);
    };
    while (peek() !== ']') {
      if (i >= src.length) throw new Unsupported();
      const lo = atom();
      if (peek() === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++;
        const hi = atom();
        if (typeof lo !== 'number' || typeof hi !== 'number' || hi < lo) throw new Unsupported();
        plain.push([lo, hi]);
      } else if (typeof lo === 'number') plain.push([lo, lo]);
      else parts.push(lo);
    }
    i++; // ]
    if (plain.length) parts.push({ ranges: plain, neg: false });
    return { t: 'set', set: { parts, neg } };
  };
  const atom = (): Node => {
    const c = src[i]!;
    if (c === '(') {
      i++;
      if (src.startsWith('?:', i)) i += 2;
      else if (src.startsWith('?<', i) && /[A-Za-z_$]/.test(src[i + 2] ?? '')) {
        const end = src.indexOf('>', i);
        if (end < 0 || !/^[A-Za-z_$][\w$]*$/.test(src.slice(i + 2, end))) throw new Unsupported();
        i = end + 1;
      } else if (peek() === '?') throw new Unsupported(); // lookaround and the like
      const inner = alternation();
      if (src[i] !== ')') throw new Unsupported();
      i++;
      return inner;
    }
    if (c === '[') return charClass();
    if (c === '.') {
      i++;
      return { t: 'set', set: { parts: [{ ranges: LINE_TERMINATORS, neg: false }], neg: true } };
    }
    if (c === '^' || c === '$') {
      i++;
      return { t: 'assert', kind: c === '^' ? 'bol' : 'eol' };
    }
    if (c === '\\') {
      i++;
      if (src[i] === 'b' || src[i] === 'B') return { t: 'assert', kind: src[i++] === 'b' ? 'word' : 'nonword' };
      const e = escape(false);
      return { t: 'set', set: typeof e === 'number' ? single(e) : { parts: [e], neg: false } };
    }
    // A quantifier with nothing before it, or a brace JavaScript would read as a literal: refused, never guessed.
    if ('*+?{'.includes(c)) throw new Unsupported();
    i++;
    return { t: 'set', set: single(c.charCodeAt(0)) };
  };
  const quantified = (): Node => {
    const node = atom();
    let min: number;
    let max: number;
    const q = src[i];
    if (q === '*' || q === '+' || q === '?') {
      i++;
      [min, max] = q === '*' ? [0, Infinity] : q === '+' ? [1, Infinity] : [0, 1];
    } else if (q === '{') {
      const m = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(src.slice(i));
      if (!m) throw new Unsupported();
      i += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (max < min) throw new Unsupported();
    } else return node;
    if (node.t === 'assert') throw new Unsupported();
    if (src[i] === '?') i++; // lazy: the same answer for a yes-or-no test
    const after = src[i];
    if (after !== undefined && '*+?{'.includes(after)) throw new Unsupported();
    return { t: 'rep', node, min, max };
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') items.push(quantified());
    return { t: 'cat', items };
  };
  function alternation(): Node {
    const items = [sequence()];
    while (src[i] === '|') {
      i++;
      items.push(sequence());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }
  const tree = alternation();
  if (i !== src.length) throw new Unsupported(); // an unmatched ')'
  return tree;
}

/** Thompson's construction: each node appends its instructions; jumps address absolute positions. */
function compile(tree: Node): Op[] {
  const prog: Op[] = [];
  const emit = (op: Op) => {
    if (prog.length >= MAX_PROGRAM) throw new Unsupported();
    prog.push(op);
    return prog.length - 1;
  };
  const gen = (n: Node): void => {
    switch (n.t) {
      case 'set':
        emit({ op: 'set', set: n.set });
        return;
      case 'assert':
        emit({ op: 'assert', kind: n.kind });
        return;
      case 'cat':
        n.items.forEach(gen);
        return;
      case 'alt': {
        const jumps: number[] = [];
        n.items.forEach((item, k) => {
          if (k === n.items.length - 1) return gen(item);
          const split = emit({ op: 'split', a: 0, b: 0 });
          gen(item);
          jumps.push(emit({ op: 'jmp', to: 0 }));
          prog[split] = { op: 'split', a: split + 1, b: prog.length };
        });
        for (const j of jumps) prog[j] = { op: 'jmp', to: prog.length };
        return;
      }
      case 'rep': {
        for (let k = 0; k < n.min; k++) gen(n.node);
        if (n.max === Infinity) {
          const split = emit({ op: 'split', a: 0, b: 0 });
          gen(n.node);
          emit({ op: 'jmp', to: split });
          prog[split] = { op: 'split', a: split + 1, b: prog.length };
        } else {
          const splits: number[] = [];
          for (let k = n.min; k < n.max; k++) {
            splits.push(emit({ op: 'split', a: 0, b: 0 }));
            gen(n.node);
          }
          for (const s of splits) prog[s] = { op: 'split', a: s + 1, b: prog.length };
        }
      }
    }
  };
  gen(tree);
  emit({ op: 'match' });
  return prog;
}

const inRanges = (c: number, ranges: readonly Range[]) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
const inSet = (c: number, set: CharSet) => set.parts.some((p) => inRanges(c, p.ranges) !== p.neg) !== set.neg;
const isWord = (c: number | undefined) => c !== undefined && inRanges(c, WORD);

/**
 * Whether the program matches anywhere in `s`, and the instructions visited: each position is stepped once with at
 * most one thread per instruction, so `visits` never exceeds (s.length + 1) × prog.length.
 */
function run(prog: Op[], s: string): { matched: boolean; visits: number } {
  let current: number[] = [];
  let next: number[] = [];
  const seen = new Int32Array(prog.length).fill(-1);
  let generation = 0;
  let matched = false;
  let visits = 0;
  const stack: number[] = [];
  /** Adds pc and what it reaches without reading a character at position `at` to `list`. */
  const add = (list: number[], start: number, at: number) => {
    stack.push(start);
    while (stack.length) {
      const pc = stack.pop()!;
      if (seen[pc] === generation) continue;
      seen[pc] = generation;
      visits++;
      const op = prog[pc]!;
      if (op.op === 'jmp') stack.push(op.to);
      else if (op.op === 'split') stack.push(op.b, op.a);
      else if (op.op === 'assert') {
        const before = at > 0 ? s.charCodeAt(at - 1) : undefined;
        const after = at < s.length ? s.charCodeAt(at) : undefined;
        const holds = op.kind === 'bol' ? at === 0 : op.kind === 'eol' ? at === s.length : (isWord(before) !== isWord(after)) === (op.kind === 'word');
        if (holds) stack.push(pc + 1);
      } else if (op.op === 'match') matched = true;
      else list.push(pc);
    }
  };
  for (let at = 0; at <= s.length; at++) {
    // A match may start at any position (RegExp.prototype.test is a search).
    add(current, 0, at);
    if (matched || at === s.length) break;
    const c = s.charCodeAt(at);
    generation++;
    for (const pc of current) {
      const op = prog[pc] as Extract<Op, { op: 'set' }>;
      if (inSet(c, op.set)) add(next, pc + 1, at + 1);
    }
    if (matched) break;
    [current, next] = [next, []];
  }
  return { matched, visits };
}

export interface TenantPattern {
  /** `new RegExp(source).test(value)` in time linear in the value; false for a value over the input cap. */
  test(value: string): boolean;
  /** The same answer with the work it took (instructions visited) and the program's size: the bound the tests check. */
  measure(value: string): { matched: boolean; visits: number; programSize: number };
}

const cache = new Map<string, TenantPattern | undefined>();

/** The pattern compiled, or undefined when its source is outside the supported syntax or over the size limits. */
export function compileTenantPattern(source: string): TenantPattern | undefined {
  if (cache.has(source)) return cache.get(source);
  let compiled: TenantPattern | undefined;
  try {
    if (source.length > TENANT_PATTERN_MAX_SOURCE) throw new Unsupported();
    const prog = compile(parse(source));
    compiled = {
      test: (value) => value.length <= TENANT_PATTERN_INPUT_CAP && run(prog, value).matched,
      measure: (value) => ({ ...run(prog, value), programSize: prog.length }),
    };
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    compiled = undefined;
  }
  if (cache.size >= 500) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/**
 * A tenant pattern's answer for a value (auth-field-rules.ts PatternRunner): undefined for a source it cannot run,
 * which the configuration check refuses now; one stored before is skipped, as a broken regex always was.
 */
export const runTenantPattern = (source: string, value: string): boolean | undefined => compileTenantPattern(source)?.test(value);

/** True when a configuration may carry this pattern source. */
export const isSupportedTenantPattern = (source: string): boolean => compileTenantPattern(source) !== undefined;
