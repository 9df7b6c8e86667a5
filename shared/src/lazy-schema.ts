import type { ZodType } from 'zod';

/**
 * A schema built on its first use instead of when its module is evaluated. Zod 4 builds a schema in 15-50 µs, and the
 * browser's start-up bundle holds hundreds that the opening page never uses (the pickers' lists, the submission and
 * auth-step answers): about 800 were built before a form page could render (npm run bench, render). The result
 * stands for the schema in every use (parse, nesting in other schemas, extend, infer); the first property read
 * builds it.
 *
 * Only for exported module-level schemas of shared/src/schemas: their builders must not read anything that changes.
 */
export function lazySchema<T extends ZodType>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  // The target is never read: every trap answers from the built schema.
  return new Proxy(Object.create(null) as T, {
    get: (_t, key) => (key === LAZY_TARGET ? real() : Reflect.get(real(), key)),
    set: (_t, key, value) => Reflect.set(real(), key, value),
    has: (_t, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property as non-configurable that its target lacks.
      return d ? { ...d, configurable: true } : undefined;
    },
    defineProperty: (_t, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_t, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/** Read on a lazySchema, the schema it stands for (tools keyed by schema identity, such as JSON Schema output). */
export const LAZY_TARGET = Symbol('lazySchema.target');

/** The built schema behind a lazySchema, or the schema itself. */
export const unwrapLazy = <T>(schema: T): T => ((schema as { [LAZY_TARGET]?: T } | null)?.[LAZY_TARGET] ?? schema);
