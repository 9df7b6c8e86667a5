import * as z from 'zod';
import { formMessages as M } from '../messages/form.ts';
import { isRecord } from '../is-record.ts';

/** The keys of one payload object (the top level, a model group or a row) as the field builders add them. */
export type Shape = Record<string, z.ZodType>;
/** A check across fields of the same object (a date range's end after its start, a rank within its participants). */
export type Cross = (obj: Record<string, unknown>, ctx: z.RefinementCtx) => void;
/**
 * A field whose rules follow another value of its container: a row's score and grade follow the chosen language
 * test, a high-school grade follows the row's school type. `variant` names the rules for a container value (equal
 * keys, equal rules) or answers undefined for the field's default rules in `shape`.
 */
export interface Dependent {
  field: string;
  variant: (obj: Record<string, unknown>) => { key: string; build: () => z.ZodType } | undefined;
}
export interface Container {
  shape: Shape;
  cross: Cross[];
  dependents: Dependent[];
}

export const newContainer = (): Container => ({ shape: {}, cross: [], dependents: [] });

/** Rule variants kept per container schema; more are built per parse (a catalogue has far fewer distinct rules). */
const MAX_VARIANTS = 64;

/** The zod object of a container: its shape, its cross-field checks, and its fields' variants per container value. */
export function objectOf(c: Container): z.ZodType {
  const plain = (shape: Shape) => {
    const obj = z.object(shape, { error: M.engine.invalidFormat });
    return c.cross.length === 0 ? obj : obj.superRefine((v, rctx) => c.cross.forEach((check) => check(v as Record<string, unknown>, rctx)));
  };
  const base = plain(c.shape);
  if (c.dependents.length === 0) return base;
  // Fields that follow other values of the container: the container value picks the schema its fields are parsed
  // with, so every issue still comes out in definition order.
  const variants = new Map<string, z.ZodType>();
  const pick = (v: unknown): z.ZodType => {
    if (!isRecord(v)) return base;
    const chosen = c.dependents.map((d) => d.variant(v));
    if (chosen.every((x) => x === undefined)) return base;
    const key = chosen.map((x) => x?.key ?? '').join('\u0000');
    const hit = variants.get(key);
    if (hit) return hit;
    const shape = { ...c.shape };
    chosen.forEach((x, i) => {
      if (x) shape[c.dependents[i]!.field] = x.build();
    });
    const schema = plain(shape);
    if (variants.size < MAX_VARIANTS) variants.set(key, schema);
    return schema;
  };
  return z.unknown().transform((v, rctx) => {
    const r = pick(v).safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) rctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
