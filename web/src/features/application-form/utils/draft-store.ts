/**
 * What the applicant typed, kept in this browser until the server confirms a save (ARCHITECTURE principle 7):
 * it survives a dropped connection, a reload and a closed tab, and is offered back on return.
 */
export interface Draft {
  values: Record<string, unknown>;
  /** The server version the draft was typed on. */
  baseVersion: number;
  /** epoch ms */
  updatedAt: number;
}

const keyOf = (applicantId: number, pageIndex: number) => `portal.draft.${window.location.host}.${applicantId}.${pageIndex}`;

export const draftStore = {
  read(applicantId: number, pageIndex: number): Draft | undefined {
    try {
      const raw = window.localStorage.getItem(keyOf(applicantId, pageIndex));
      if (!raw) return undefined;
      const d = JSON.parse(raw) as Draft;
      return d && typeof d === 'object' && d.values && typeof d.updatedAt === 'number' ? d : undefined;
    } catch {
      return undefined;
    }
  },
  write(applicantId: number, pageIndex: number, draft: Draft): void {
    try {
      window.localStorage.setItem(keyOf(applicantId, pageIndex), JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the form still works, only the safety net is missing.
    }
  },
  clear(applicantId: number, pageIndex: number): void {
    try {
      window.localStorage.removeItem(keyOf(applicantId, pageIndex));
    } catch {
      /* ignore */
    }
  },
};

/** Whether two value trees differ (drafts equal to the saved page are not offered back). */
export function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) !== JSON.stringify(normalise(b));
}
function normalise(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(normalise);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== '' && x !== undefined && x !== null)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([k, x]) => [k, normalise(x)]),
    );
  return v;
}
