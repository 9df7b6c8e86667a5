import fc from 'fast-check';
import * as z from 'zod';
import { jsonSchema } from '../../shared/src/api/openapi.ts';

/**
 * A fast-check arbitrary of the values a JSON Schema accepts: the subset z.toJSONSchema writes for our contracts
 * (objects, arrays, strings with patterns and lengths, integers and numbers with bounds, enum, const, anyOf, $ref).
 * Written here rather than taken from npm: the packages that do this are unmaintained or target older drafts, and
 * the subset our schemas use is small. `hint` may offer fixture-aware values for a property (the applicant's own id,
 * a real task), which then come most of the time, so that generated requests also reach the store.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

export type Hint = (key: string) => fc.Arbitrary<unknown> | undefined;

/** The input side of a contract's schema as JSON Schema (what a client sends, before transforms and defaults). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  // The OpenAPI document's conversion: it sees through lazySchema proxies nested in other schemas.
  return jsonSchema(schema, 'input') as JsonSchema;
}

const text = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom('홍길동', '서울특별시 중구', 'Kim Jiwon', '😀👍🏽', 'مرحبا', ''));

export function arbitraryOf(root: JsonSchema, hint: Hint = () => undefined): fc.Arbitrary<unknown> {
  const defs = root.$defs ?? {};
  const of = (s: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (s.$ref) {
      const name = s.$ref.replace(/^#\/\$defs\//, '');
      const target = defs[name];
      // A recursive definition stops at a small depth.
      return target && depth < 4 ? fc.constant(null).chain(() => of(target, depth + 1)) : fc.constant(null);
    }
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((a) => of(a, depth)));
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'object': {
        const props = s.properties ?? {};
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, sub] of Object.entries(props)) {
          const h = hint(key);
          model[key] = h ? fc.oneof({ arbitrary: h, weight: 9 }, { arbitrary: of(sub, depth + 1), weight: 1 }) : of(sub, depth + 1);
        }
        const fixed = fc.record(model, { requiredKeys: s.required ?? [] });
        const extra = s.additionalProperties;
        if (extra && typeof extra === 'object') {
          return fc.tuple(fixed, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), of(extra, depth + 1), { maxKeys: 4 })).map(([a, b]) => ({ ...b, ...a }));
        }
        return fixed;
      }
      case 'array':
        return fc.array(s.items ? of(s.items, depth + 1) : fc.jsonValue({ maxDepth: 2 }), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
      case 'string': {
        if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
        if (s.format === 'email') return fc.emailAddress();
        const min = s.minLength ?? 0;
        const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
        return fc.oneof(fc.string({ minLength: min, maxLength: max }), text.filter((t) => t.length >= min && t.length <= max));
      }
      case 'integer':
      case 'number': {
        const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
        const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
        const ints = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
        return type === 'integer' ? ints : fc.oneof(ints, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        // `{}`: any JSON value.
        return fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null));
    }
  };
  return of(root, 0);
}
