/** Sending codes by e-mail and SMS. */

/** Outgoing messages (verification codes, receipts). SNS for SMS, SES for e-mail; a local outbox in `npm start`. */
export interface Notifier {
  /** A text; where the provider reports on it later (SENS), its receipt to ask with. */
  sendSms(to: string, text: string): Promise<TextReceipt | void>;
  sendEmail(to: string, subject: string, text: string, options?: EmailOptions): Promise<void>;
  /** KakaoTalk 알림톡 with its text as the SMS fallback; absent where the stage has no 알림톡 relay (texts go as SMS). */
  sendAlimtalk?: ((to: string, message: AlimtalkMessage) => Promise<TextReceipt | void>) | undefined;
  /** What the provider knows now of a text it took; absent where no text carries a receipt (SNS reports to no one). */
  textReport?: ((receipt: TextReceipt) => Promise<TextReport>) | undefined;
}

/** How to ask SENS later whether a text it took arrived: the ids its answer to the send gave. */
export type TextReceipt = { via: 'sens-sms'; requestId: string } | { via: 'sens-alimtalk'; requestId: string; messageId: string };

/**
 * What the provider knows of a text: still on its way (the carrier or Kakao has not answered), arrived, not delivered
 * (the carrier's or Kakao's reason), or untraceable from here (a 알림톡 Kakao could not deliver went on as the
 * relay's own SMS fallback, whose result that lookup does not give).
 */
export type TextReport = { state: 'pending' } | { state: 'delivered' } | { state: 'undelivered'; reason: string } | { state: 'untraceable'; reason: string };

/** One 알림톡: the organisation's channel, the template Kakao approved, and the text (exactly the template's, filled in). */
export interface AlimtalkMessage {
  channelId: string;
  templateCode: string;
  text: string;
}

export interface EmailOptions {
  html?: string | undefined;
  /** What the provider's events about this mail carry back (SES message tags): the outbox message it sends. */
  tags?: Readonly<Record<string, string>> | undefined;
}
