import type { StepQuestion } from '../schemas/steps.ts';

/** Column names whose cells are dates (spec part 2, 5 'Table-type text'), in Korean and in the spec's English. */
const DATE_COLUMNS = new Set(['기간(시작)', '기간(종료)', '근무 시작 기간', '근무 종료 기간', 'Period (start)', 'Period (end)', 'Work start period', 'Work end period']);

/** A text question is a table when details[0].content names its columns separated by '|'. */
export function tableColumns(q: StepQuestion): { name: string; date: boolean }[] | undefined {
  const spec = q.details[0]?.content ?? '';
  if (q.input_type !== 'text' || !spec.includes('|')) return undefined;
  return spec.split('|').map((name) => ({ name: name.trim(), date: DATE_COLUMNS.has(name.trim()) }));
}

/** Rows a table answer may have: at least 1, at most details[0].max_length (default 10). */
export const tableRowLimit = (q: StepQuestion): number => q.details[0]?.max_length ?? 10;
