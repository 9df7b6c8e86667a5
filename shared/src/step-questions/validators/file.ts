import { stepsMessages as m } from '../../messages/steps.ts';
import type { StepQuestion } from '../../schemas/steps.ts';
import type { QuestionValidator } from '../question-context.ts';

/** A file question's limits from details[0] (spec part 2, 3 'Form question'). */
export function fileRules(q: StepQuestion): { formats: string[]; maxCount: number; maxMb: number; totalMb: number } {
  const d = q.details[0];
  return { formats: d?.upload_format ?? ['pdf'], maxCount: d?.max_count ?? 1, maxMb: d?.max_size ?? 10, totalMb: d?.total_max_size ?? 20 };
}

const extension = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** file: count, formats and sizes from details[0]; the server also checks each file when it arrives. */
export const checkFile: QuestionValidator = (q, answer) => {
  const files = answer?.files ?? [];
  if (files.length === 0) return q.required === 'Y' ? [m.required] : [];
  const rules = fileRules(q);
  if (files.length > rules.maxCount) return [m.fileCount(rules.maxCount)];
  if (files.some((f) => !rules.formats.includes(extension(f.filename)))) return [m.fileFormats(rules.formats.join(', '))];
  if (files.some((f) => f.filesize > rules.maxMb * 1024 * 1024)) return [m.fileLimits(rules.maxCount, rules.maxMb, rules.totalMb)];
  if (files.reduce((s, f) => s + f.filesize, 0) > rules.totalMb * 1024 * 1024) return [m.fileTotal(rules.totalMb)];
  return [];
};
