/** Sending codes by e-mail and SMS. */

/** Outgoing messages (verification codes, receipts). SNS for SMS, SES for e-mail; a local outbox in `npm start`. */
export interface Notifier {
  sendSms(to: string, text: string): Promise<void>;
  sendEmail(to: string, subject: string, text: string, html?: string): Promise<void>;
}
