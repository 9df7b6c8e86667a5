import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1, { error: '이름을 입력해 주세요.' }) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: '김지원' })).toEqual({ name: '김지원' });
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('이름을 입력해 주세요.');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema when nested, extended, unioned and checked with instanceof', () => {
    const row = lazySchema(() => z.object({ kind: z.literal('a'), value: z.number().int() }));
    const other = lazySchema(() => z.object({ kind: z.literal('b'), text: z.string() }));
    const list = z.object({ rows: z.array(row).max(2), either: z.discriminatedUnion('kind', [row, other]) });
    expect(list.parse({ rows: [{ kind: 'a', value: 1 }], either: { kind: 'b', text: 'x' } })).toEqual({ rows: [{ kind: 'a', value: 1 }], either: { kind: 'b', text: 'x' } });
    expect(list.safeParse({ rows: [{ kind: 'a', value: 1.5 }], either: { kind: 'a', value: 2 } }).error?.issues.map((i) => i.path)).toEqual([['rows', 0, 'value']]);
    const extended = row.extend({ note: z.string().optional() });
    expect(extended.parse({ kind: 'a', value: 3, note: '메모' })).toEqual({ kind: 'a', value: 3, note: '메모' });
    expect(row.shape.value).toBeInstanceOf(z.ZodNumber);
    expect(row).toBeInstanceOf(z.ZodObject);
    expect(row.optional().parse(undefined)).toBeUndefined();
  });

  it('keeps the inferred type of the schema it builds', () => {
    const schema = lazySchema(() => z.object({ id: z.number() }));
    const value: z.infer<typeof schema> = { id: 1 };
    expect(schema.parse(value).id).toBe(1);
  });
});
