import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import type { Notifier } from '../domain/ports.ts';
import { sesEmailSender } from './ses/ses-email-sender.ts';
import { snsSmsSender } from './sns/sns-sms-sender.ts';

/** The same notifier on AWS and locally; locally the clients' endpoints point at the outbox stand-ins. */
export const awsNotifier = (clients: { ses: SESv2Client; sns: SNSClient; sender: string; configurationSet: string | undefined }): Notifier => ({
  sendSms: snsSmsSender(clients.sns),
  sendEmail: sesEmailSender(clients.ses, clients.sender, clients.configurationSet),
});
