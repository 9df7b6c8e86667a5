import { SaveDraft } from '@portal/shared/api/submission';
import { apiHeaders, urlOf } from '../../../lib/api-client.ts';

/** Browsers refuse keepalive bodies above 64 KiB (the budget is shared by all of a page's keepalive requests). */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;

export interface DraftBody {
  pageIndex: number;
  version: number;
  values: Record<string, unknown>;
}

/**
 * POST applicant/draft/{id}: what the applicant typed and has not saved, kept by the server so that the deadline
 * job can still turn it into a temporary save when the browser never comes back. `json` is the body already
 * serialised (the caller measured it). Best effort by design: it answers whether the server took it and never
 * throws, and it bypasses the api-client on purpose, because a 401 here must not log the applicant out in the
 * middle of typing (the session timer and the next real save deal with an ended session).
 */
export async function saveDraft(applicantId: number, json: string, opts: { keepalive?: boolean } = {}): Promise<boolean> {
  try {
    const headers = { ...apiHeaders(), 'Content-Type': 'application/json' };
    const response = await fetch(urlOf(SaveDraft, { params: { id: applicantId } }), {
      method: 'POST',
      headers,
      body: json,
      credentials: 'same-origin',
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
    // Read the small answer: an unread body keeps the response (and its connection) open.
    await response.text();
    return response.ok;
  } catch {
    return false;
  }
}
