/**
 * Character rules of text from the client, without zod, so the consent step's browser code can run them
 * (input-bounds.ts builds its schemas on these).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_C0_C1 = /[\u0000-\u001F\u007F-\u009F]/;

/** A half of a UTF-16 pair cannot be written as UTF-8: the store would keep something else than was sent. */
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s);
/** Text fit for a key or a file name: no control characters (NUL included) and whole characters only. */
export const isCleanText = (s: string): boolean => !CONTROL.test(s) && !LONE_SURROGATE.test(s);
/**
 * One line a person types (the consent step's fields, audit F17): no C0 or C1 control characters (TAB, CR, LF and
 * NUL included), whole characters only, and composed (NFC), so that what is stored compares equal to what is typed later.
 */
export const isCleanLineText = (s: string): boolean => !CONTROL_C0_C1.test(s) && !LONE_SURROGATE.test(s) && s === s.normalize('NFC');
