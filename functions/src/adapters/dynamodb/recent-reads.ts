/**
 * Items read at most `maxAgeMs` ago, kept per container (Lambda instance or local server) for the request paths that
 * read the same configuration item on every call (the page save reads its project and form page; a deadline spike is
 * hundreds of those a second). Values are frozen, because every request of the container shares them. Writes through
 * this container call forget(), so only a change made elsewhere (another container, the ops CLI) waits out the age
 * limit; docs/data-model.md 'Cached reads' lists what is cached and for how long.
 */
export class RecentReads<T extends object> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  /** Bumped by every forget(): a read that was in flight across a write does not enter the cache. */
  private writes = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at <= this.maxAgeMs) return hit.value;
    const at = Date.now();
    const seen = this.writes;
    const value = await load();
    if (!value || seen !== this.writes) {
      this.entries.delete(key);
      return value;
    }
    deepFreeze(value);
    this.entries.delete(key);
    this.entries.set(key, { at, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Drops the keys starting with the prefix; call before and after a write. */
  forget(prefix: string): void {
    this.writes++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.writes++;
    this.entries.clear();
  }
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) if (v && typeof v === 'object') deepFreeze(v as object);
}
