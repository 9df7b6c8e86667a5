/** Sending codes by e-mail and SMS. */

/** Outgoing messages (verification codes, receipts). SNS for SMS, SES for e-mail; a local outbox in `npm start`. */
export interface Notifier {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, options?: EmailOptions): Promise<void>;
}

export interface EmailOptions {
  html?: string | undefined;
  /** What the provider's events about this mail carry back (SES message tags): the outbox message it sends. */
  tags?: Readonly<Record<string, string>> | undefined;
}
