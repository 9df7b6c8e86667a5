import { isRecord } from './is-record.ts';

/**
 * JSON with every object's keys sorted and undefined members left out, so the same content always has the same
 * fingerprint (audit chain, idempotency keys, versioned upserts, the answers' hash).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
