/** The identity provider of the auth step. */

/** A Korean real-name verification provider (popup + encoded callback). */
export interface IdentityProvider {
  /** Encodes a verification request; the SPA POSTs `requestInfo` as form field `field` to `action` in a 500x550 popup. */
  createRequest(input: { requestId: string; returnUrl: string }): Promise<{ requestInfo: string; action: string; field: string }>;
  /** Decodes the provider's callback data (EncodeData). Never trusts the browser: the data is sealed by the provider. */
  decodeResult(input: { seq: string; encodeData: string }): Promise<
    | { ok: true; requestId: string; name: string; phone: string; identityKey: string; duplicate?: boolean | undefined }
    | { ok: false; requestId?: string | undefined; reason: 'block' | 'invalid'; message: string }
  >;
}
