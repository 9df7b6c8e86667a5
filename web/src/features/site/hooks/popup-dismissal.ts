/** 'Don't open for today': remembered per popup id in localStorage until the end of the local day. */
export const popupHideKey = (id: number) => `popup_hide_${id}`;

export function endOfToday(now: Date = new Date()): number {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}

export function isPopupHidden(id: number, now: Date = new Date()): boolean {
  try {
    const raw = window.localStorage.getItem(popupHideKey(id));
    if (!raw) return false;
    const until = Number(raw);
    if (!Number.isFinite(until) || until <= now.getTime()) {
      window.localStorage.removeItem(popupHideKey(id));
      return false;
    }
    return true;
  } catch {
    return false;
  }
}

export function hidePopupForToday(id: number, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(popupHideKey(id), String(endOfToday(now)));
  } catch {
    /* storage unavailable: the popup simply shows again next time */
  }
}
