/** Notice row number: total − ((page − 1) × size + index), so the newest row carries the total. */
export function noticeNumber(total: number, page: number, size: number, index: number): number {
  return total - ((page - 1) * size + index);
}
