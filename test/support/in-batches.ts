/** Runs `task` over `items`, `size` at a time: a burst the machine can take, in the order given. */
export async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += size) out.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => task(item, start + i)))));
  return out;
}
