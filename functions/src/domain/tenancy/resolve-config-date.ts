import { formatKst, parseKst } from '@portal/shared';

/** 'today+3 18:00:00' (relative to `now`, Korean calendar days) or an absolute KST time, to 'YYYY-MM-DD HH:mm:ss'. */
export function resolveConfigDate(value: string, now: Date): string {
  const m = /^today([+-]\d+)?(?: (\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  if (!m) {
    const abs = parseKst(value);
    if (!abs) throw new Error(`날짜 형식이 올바르지 않습니다: ${value}`);
    return formatKst(abs);
  }
  const offsetDays = Number(m[1] ?? 0);
  const time = m[2] ? (m[2].length === 5 ? `${m[2]}:00` : m[2]) : '00:00:00';
  const day = formatKst(new Date(now.getTime() + offsetDays * 86_400_000)).slice(0, 10);
  return `${day} ${time}`;
}
