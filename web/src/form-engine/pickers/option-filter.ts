import type { OptionEntry } from '@portal/shared/schemas/form-api';

/** What a picker hands back: a catalogue entry, or free input (id null) when the list allows it. */
export interface PickedOption {
  id: number | null;
  name: string;
  certification_organization: string;
  entry?: OptionEntry | undefined;
}

export const pickEntry = (entry: OptionEntry): PickedOption => ({ id: entry.id, name: entry.name, certification_organization: entry.certification_organization ?? '', entry });
export const pickDirect = (word: string): PickedOption => ({ id: null, name: word.trim(), certification_organization: '' });

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Entries whose name contains the search word (case and spaces ignored); a blank word keeps all. */
export function filterEntries(entries: readonly OptionEntry[], word: string): OptionEntry[] {
  const w = squash(word);
  return w ? entries.filter((e) => squash(e.name).includes(w)) : [...entries];
}

/**
 * The label of one fixed list: the configured override when present (null: no visible label), else the
 * picker's default. Configuration, not code, decides per tenant (spec 2.11 label variants).
 */
export const listLabel = (configured: string | null | undefined, fallback: string): string | null => (configured === undefined ? fallback : configured);
