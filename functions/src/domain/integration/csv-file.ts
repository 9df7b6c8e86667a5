/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 (Korean intact) only when the file starts with it. */
export const BOM = '\uFEFF';

/**
 * A cell that a spreadsheet could take for a formula: a leading tab or line break, or a formula sign (half- or
 * full-width) as its first non-blank character, since importers that trim spaces revive ' =HYPERLINK(…)' (finding 31).
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00a0\u200b-\u200d\u2060\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * One cell as Excel reads it back: quoted when it holds a quote, comma or line break; a cell that could run as a
 * formula (FORMULA_START) is prefixed with an apostrophe, so an applicant's answer never runs as one.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells, with its CRLF (the file starts with BOM, then the header's line). */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** An answer value as one cell: text and numbers as they are, lists and groups as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
