import * as z from 'zod';
import { integrationConfigMessages as m } from '../messages/integration-config.ts';

/**
 * An address the site links to (audit F12): http(s), a path on the site itself, or empty. `javascript:`, `data:` and
 * other schemes are refused when the configuration is written, so no stored link can run code when followed.
 */
export function isWebAddress(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  // A path on this site; '//host' and '/\host' would leave it.
  if (v.startsWith('/')) return !/^\/[/\\]/.test(v);
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A configuration URL field (company.website): an address isWebAddress accepts, else a 400 with a Korean message. */
export const configUrl = (field: string) => z.string().refine(isWebAddress, { error: m.urlScheme(field) });
