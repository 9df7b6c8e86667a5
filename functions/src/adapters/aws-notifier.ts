import type { Notifier } from '../domain/ports.ts';
import { sendEmailViaSes } from './ses/ses-email-sender.ts';
import { sendSmsViaSns } from './sns/sns-sms-sender.ts';

/** The same notifier on AWS and locally; locally the endpoints point at the outbox stand-ins. */
export const awsNotifier: Notifier = {
  sendSms: sendSmsViaSns,
  sendEmail: sendEmailViaSes,
};
