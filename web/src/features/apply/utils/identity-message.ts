import type { IdentityPerson } from '../api/confirm-verification.ts';

/** The message the identity-callback popup posts to its opener (same origin only). */
export const IDENTITY_MESSAGE_TYPE = 'portal:identity-result';

export interface IdentityMessage {
  type: typeof IDENTITY_MESSAGE_TYPE;
  /** The provider's :result segment ('success' or another word). */
  result: string;
  person?: IdentityPerson;
  /** A failure text (confirm call failed). */
  message?: string;
}

export function isIdentityMessage(data: unknown): data is IdentityMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === IDENTITY_MESSAGE_TYPE && typeof (data as { result?: unknown }).result === 'string';
}

/** Accepts a message event only from this origin and of the identity shape. */
export function identityMessageFrom(event: MessageEvent, origin = window.location.origin): IdentityMessage | undefined {
  if (event.origin !== origin) return undefined;
  return isIdentityMessage(event.data) ? event.data : undefined;
}

export const IDENTITY_POPUP_NAME = 'identityVerification';
export const IDENTITY_POPUP_FEATURES = 'width=500,height=550,left=100,top=100,scrollbars=yes,resizable=yes';
