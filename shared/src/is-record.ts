/** A plain object (not null, not an array): the check before reading the keys of something unknown. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
