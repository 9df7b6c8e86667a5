import type { Detection } from '@portal/shared/schemas/submission';

export type MarkKind = 'detection' | 'search';

export interface Segment {
  text: string;
  mark?: { kind: MarkKind; tooltip: string };
}

interface Range {
  start: number;
  end: number;
  kind: MarkKind;
  tooltip: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const overlaps = (a: Range, ranges: readonly Range[]) => ranges.some((b) => a.start < b.end && b.start < a.end);

/**
 * Where a detection sits in `text`. The offsets are trusted only when they still frame `content`: the text may
 * have been edited or normalised after the check ran, and then the content is looked up instead.
 */
function locate(text: string, d: Detection): { start: number; end: number } | undefined {
  if (d.start_index < d.end_index && d.end_index <= text.length && (!d.content || text.slice(d.start_index, d.end_index) === d.content)) {
    return { start: d.start_index, end: d.end_index };
  }
  if (!d.content) return undefined;
  const at = text.indexOf(d.content);
  return at < 0 ? undefined : { start: at, end: at + d.content.length };
}

/**
 * Splits `text` into plain and marked segments. Detections come first (they are findings of a check); search
 * words are marked wherever they occur (case-insensitively, longest first) unless a mark is already there.
 */
export function highlightSegments(
  text: string,
  detections: readonly Detection[],
  searchWords: readonly { word: string; tooltip: string }[],
  detectionTooltip: (reason: string) => string,
): Segment[] {
  const ranges: Range[] = [];
  for (const d of detections) {
    const at = locate(text, d);
    if (!at) continue;
    const range: Range = { ...at, kind: 'detection', tooltip: detectionTooltip(d.reason) };
    if (!overlaps(range, ranges)) ranges.push(range);
  }
  const words = [...searchWords].filter((w) => w.word.trim() !== '').sort((a, b) => b.word.length - a.word.length);
  for (const w of words) {
    const re = new RegExp(escapeRegExp(w.word.trim()), 'giu');
    for (const m of text.matchAll(re)) {
      const range: Range = { start: m.index, end: m.index + m[0].length, kind: 'search', tooltip: w.tooltip };
      if (!overlaps(range, ranges)) ranges.push(range);
    }
  }
  ranges.sort((a, b) => a.start - b.start);

  const segments: Segment[] = [];
  let cursor = 0;
  for (const r of ranges) {
    if (r.start > cursor) segments.push({ text: text.slice(cursor, r.start) });
    segments.push({ text: text.slice(r.start, r.end), mark: { kind: r.kind, tooltip: r.tooltip } });
    cursor = r.end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor) });
  return segments;
}
