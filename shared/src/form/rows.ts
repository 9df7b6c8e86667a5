import * as z from 'zod';
import type { Detail, Item } from '../form-model/definition.ts';
import { formMessages as M } from '../messages/form.ts';
import type { BuildContext } from './build-context.ts';
import { newContainer, objectOf, type Container } from './container.ts';

export const DEFAULT_MAX_ROWS = 10;

/**
 * The rows a repeatable detail may have (4 'Repeatable groups'): the tenant rule, else the detail's own limits, else
 * 1 for a first group, the 'count' item's value, or 10; at least 1 row for a required group.
 */
export function rowLimits(detail: Detail, rowsOf?: BuildContext['rowsOf']): { min: number; max: number } {
  const rule = rowsOf?.(detail);
  const countItem = detail.items.find((i) => i.code?.etc === 'count');
  const countValue = countItem ? Number(countItem.value) : NaN;
  const max =
    rule?.max ?? detail.repeatable?.max ?? (detail.repeatable?.first ? 1 : Number.isInteger(countValue) && countValue > 0 ? countValue : DEFAULT_MAX_ROWS);
  const min = rule?.min ?? detail.repeatable?.min ?? (detail.required === 'Y' ? 1 : 0);
  return { min, max };
}

/** A repeatable detail: an array of rows, each an object of its items' keys; certificates are not entered twice. */
export function rowsSchema(detail: Detail, items: Item[], ctx: BuildContext, addItem: (c: Container, item: Item) => void): z.ZodType {
  const row = newContainer();
  row.shape.application_form_id = z.number().int().optional();
  row.shape.application_form_detail_id = z.number().int().optional();
  for (const item of items) addItem(row, item);
  const limits = rowLimits(detail, ctx.rowsOf);
  const max = limits.max;
  const min = ctx.partial ? 0 : limits.min;
  const hasCertificateName = items.some((i) => i.input_type.field === 'certificate_name');
  const rows = z
    .array(objectOf(row), { error: M.engine.invalidFormat })
    .min(min, { error: M.required })
    .max(max, { error: M.engine.tooManyRows(max) })
    .superRefine((list, rctx) => {
      if (!hasCertificateName) return;
      // 5 'Certificates': a duplicate certificate_name in the same table is refused.
      const seen = new Set<string>();
      list.forEach((r, i) => {
        const name = (r as Record<string, unknown>).certificate_name;
        if (typeof name !== 'string') return;
        const key = name.trim();
        if (seen.has(key)) rctx.addIssue({ code: 'custom', path: [i, 'certificate_name'], message: M.duplicateCertificate });
        seen.add(key);
      });
    });
  return z.preprocess((v) => (v === undefined || v === null ? [] : v), rows);
}
