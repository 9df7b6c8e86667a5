import type { PostingSummary } from '@portal/shared/schemas/posting';
import { session } from '../../../lib/session.ts';

/** Postings with status 'N' are hidden unless the user is authenticated (spec 2.4). */
export function visiblePostings(postings: PostingSummary[] | undefined): PostingSummary[] {
  if (!postings) return [];
  return session.isAuthenticated() ? postings : postings.filter((p) => p.status !== 'N');
}
