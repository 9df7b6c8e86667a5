import type { StepQuestion } from '../schemas/steps.ts';

/**
 * Column names whose cells are dates (spec part 2, 5 'Table-type text'), in Korean and in the spec's English, and
 * whether each starts or ends a period: an end column closes the nearest start column before it.
 */
const DATE_COLUMNS = new Map<string, 'start' | 'end'>([
  ['기간(시작)', 'start'],
  ['기간(종료)', 'end'],
  ['근무 시작 기간', 'start'],
  ['근무 종료 기간', 'end'],
  ['Period (start)', 'start'],
  ['Period (end)', 'end'],
  ['Work start period', 'start'],
  ['Work end period', 'end'],
]);

export interface TableColumn {
  name: string;
  date: boolean;
  /** For an end-of-period column: the index of the start column its date may not precede. */
  startColumn?: number;
}

/** A text question is a table when details[0].content names its columns separated by '|'. */
export function tableColumns(q: StepQuestion): TableColumn[] | undefined {
  const spec = q.details[0]?.content ?? '';
  if (q.input_type !== 'text' || !spec.includes('|')) return undefined;
  let lastStart: number | undefined;
  return spec.split('|').map((raw, i) => {
    const name = raw.trim();
    const role = DATE_COLUMNS.get(name);
    if (role === 'start') lastStart = i;
    return role === 'end' && lastStart !== undefined ? { name, date: true, startColumn: lastStart } : { name, date: role !== undefined };
  });
}

/** Rows a table answer may have: at least 1, at most details[0].max_length (default 10). */
export const tableRowLimit = (q: StepQuestion): number => q.details[0]?.max_length ?? 10;
