/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 (Korean intact) only when the file starts with it. */
const BOM = '\uFEFF';

/**
 * One cell as Excel reads it back: quoted when it holds a quote, comma or line break; a cell that Excel would take for a
 * formula (=, +, -, @, tab, CR) is prefixed with an apostrophe, so an applicant's answer never runs as one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file of the rows (the first is the header): BOM, CRLF line ends, as Excel writes one. */
export function csvFile(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n');
}

/** An answer value as one cell: text and numbers as they are, lists and groups as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
