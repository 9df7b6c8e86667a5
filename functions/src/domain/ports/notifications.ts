/** Sending codes by e-mail and SMS. */

/** Outgoing messages (verification codes, receipts). SNS for SMS, SES for e-mail; a local outbox in `npm start`. */
export interface Notifier {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, options?: EmailOptions): Promise<void>;
  /** KakaoTalk 알림톡 with its text as the SMS fallback; absent where the stage has no 알림톡 relay (texts go as SMS). */
  sendAlimtalk?: ((to: string, message: AlimtalkMessage) => Promise<void>) | undefined;
}

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
