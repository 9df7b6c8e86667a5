/** A response body's content coding: what the local static server and the API's responses negotiate alike. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 12.5.3): the acceptable coding with the highest q,
 * brotli before gzip when equal (as CloudFront prefers it), and identity when no header is sent, when identity has a
 * higher q than either, or when nothing else is acceptable (identity;q=0 with no acceptable coding still gets the
 * plain body: a 406 would help no one).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || !value.trim()) return 'identity';
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) weight = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    const key = name === 'x-gzip' ? 'gzip' : name;
    // A coding named twice keeps its highest weight.
    q.set(key, Math.max(q.get(key) ?? 0, weight));
  }
  const weightOf = (coding: string): number => q.get(coding) ?? q.get('*') ?? (coding === 'identity' ? 1 : 0);
  const br = weightOf('br');
  const gz = weightOf('gzip');
  const best: Encoding | undefined = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : undefined;
  if (!best) return 'identity';
  // identity is only preferred when the client says so explicitly (a '*' alone counts for every coding alike).
  const identity = q.get('identity');
  return identity !== undefined && identity > weightOf(best) ? 'identity' : best;
}

