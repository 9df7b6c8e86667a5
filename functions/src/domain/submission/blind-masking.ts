import { maskBlindText } from '@portal/shared/form-model/blind-mentions';
import type { ProjectRecord } from '../ports.ts';

/** Stored keys whose strings are the portal's own references, never the applicant's words (a file's stored path). */
const KEPT_KEYS = new Set(['filepath']);

/**
 * What a blind-hiring project (블라인드 채용) hides from everyone who evaluates: in every answer the applicant wrote, the
 * school names and relatives' jobs the shared detector finds (shared/src/form-model/blind-mentions.ts, the same one that
 * warned the applicant before submission) and the project's `blind_words`, each replaced by '○○○'. Applied where staff
 * and the organisation's systems read answers: the preview opened by a preview key (staff, handoff), the integration
 * API's application and submission reads, and the export. The applicant's own preview is never masked. A project
 * without `blind_hiring` is returned as stored (its `blind_words` are only marked in the preview).
 */
export function maskBlindAnswers<T>(project: Pick<ProjectRecord, 'blind_hiring' | 'blind_words'> | undefined, values: T): T {
  if (!project?.blind_hiring) return values;
  const words = (project.blind_words ?? []).map((w) => w.word);
  return mask(values, words) as T;
}

function mask(value: unknown, words: readonly string[]): unknown {
  if (typeof value === 'string') return maskBlindText(value, words);
  if (Array.isArray(value)) return value.map((v) => mask(v, words));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, KEPT_KEYS.has(k) ? v : mask(v, words)]));
  return value;
}
