import type { Item } from './definition.ts';

/** Item flags the tenant rules write into additional_option and the schema builders and fields read. */
const flag = (item: Item, name: string) => (item.additional_option as Record<string, unknown> | null | undefined)?.[name] === true;

/** count_without_spaces: lengths are counted without spaces and line breaks. */
export const COUNT_WITHOUT_SPACES = 'count_without_spaces';
export const countsWithoutSpaces = (item: Item) => flag(item, COUNT_WITHOUT_SPACES);
/** The length an applicant sees counted: every character, or without spaces and line breaks for a flagged item. */
export const countedLength = (item: Item, s: string) => (countsWithoutSpaces(item) ? s.replace(/\s/g, '').length : s.length);

/** month_picker: a date or date range of months, posted as 'YYYY-MM'. */
export const MONTH_PICKER = 'month_picker';
export const isMonthPicker = (item: Item) => flag(item, MONTH_PICKER);
