/** Reference-data search helpers: case- and space-insensitive word matching. */

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The search words of a query (blank → none). */
export const searchWords = (query: string): string[] => query.trim().split(/\s+/).filter(Boolean).map(squash);

/** True when every word occurs in one of the fields (each word may match a different field). */
export const matchesAnyField = (words: string[], fields: string[]): boolean => {
  const hay = fields.map(squash);
  return words.every((w) => hay.some((h) => h.includes(w)));
};

/** True when every word occurs in the same field. */
export const matchesOneField = (words: string[], fields: string[]): boolean => fields.map(squash).some((h) => words.every((w) => h.includes(w)));

/** One 1-based page of a filtered list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { current_page: number; total: number; data: T[] } {
  const start = (page - 1) * size;
  return { current_page: page, total: items.length, data: items.slice(start, start + size) };
}
