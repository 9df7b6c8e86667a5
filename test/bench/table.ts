/** Column padding by terminal width: Hangul and other wide characters take two columns, so String#padEnd misaligns them. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const displayWidth = (s: string): number => [...s].reduce((n, c) => n + (WIDE.test(c) ? 2 : 1), 0);
export const padEndW = (s: string, w: number): string => s + ' '.repeat(Math.max(0, w - displayWidth(s)));
export const padStartW = (s: string, w: number): string => ' '.repeat(Math.max(0, w - displayWidth(s))) + s;

/** One table line: the first cell left-aligned, the others right-aligned, each to its width. */
export const line = (cells: string[], widths: number[]): string => cells.map((c, i) => (i === 0 ? padEndW(c, widths[0]!) : padStartW(c, widths[i] ?? 10))).join('');
