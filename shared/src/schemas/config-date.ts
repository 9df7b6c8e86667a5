import * as z from 'zod';
import { parseKst } from '../dates.ts';

const FORMAT = /^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,5})?)( (\d{2}):(\d{2})(:(\d{2}))?)?$/;
const message = "날짜는 'YYYY-MM-DD HH:mm:ss' 또는 'today+N HH:mm:ss' 형식으로 입력해 주세요.";

/** A time of the configuration format that names a real moment: no 2026-02-30, no 25:00. */
export function isConfigDateTime(value: string): boolean {
  const m = FORMAT.exec(value);
  if (!m) return false;
  const [h, mi, s] = [m[4], m[5], m[7]].map((v) => Number(v ?? 0)) as [number, number, number];
  if (h > 23 || mi > 59 || s > 59) return false;
  return m[1]!.startsWith('today') || parseKst(m[1]!) !== undefined;
}

/**
 * Times in the tenant-configuration format (and the integration API, which takes the same): Korean wall-clock
 * 'YYYY-MM-DD HH:mm:ss', or relative to the day of the write as 'today', 'today+3' or 'today-10', optionally with a time.
 */
export const configDateTime = z.string({ error: message }).refine(isConfigDateTime, { error: message });
